import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { defaultClientConditions, mergeConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Names of the plugins in a (possibly nested) plugin list. */
function pluginNames(plugins: PluginOption[] = []): string[] {
  return plugins.flat(Infinity as 1).flatMap((plugin) => {
    if (plugin && typeof plugin === 'object' && 'name' in plugin) return [plugin.name];
    return [];
  });
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig, { configType }) => {
    // `storybook dev`/`build` load ../vite.config.ts (react + vanilla-extract); the Vitest plugin does not.
    const names = pluginNames(viteConfig.plugins);
    const plugins: PluginOption[] = [];
    if (!names.some((name) => name.startsWith('vite:react'))) plugins.push(react());
    if (!names.some((name) => name.includes('vanilla-extract'))) plugins.push(vanillaExtractPlugin());
    return mergeConfig(viteConfig, {
      // The server serves the static build under /storybook/ (apps/server/src/http/static-apps.ts).
      ...(configType === 'PRODUCTION' ? { base: '/storybook/' } : {}),
      plugins,
      // Workspace packages resolve to their sources through the `@sen/source` export condition.
      resolve: { conditions: ['@sen/source', ...defaultClientConditions] },
    });
  },
};

export default config;
