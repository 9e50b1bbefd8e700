import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { BrowserConfigOptions } from 'vitest/node';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Workspace packages resolve to their sources through the `@sen/source` export condition.
const resolve = { conditions: ['@sen/source', ...defaultClientConditions] };

// Pre-bundled up front so that a fresh run never reloads the page mid-test.
const sharedDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-aria-components',
  'react-aria',
  'react-stately',
  'axe-core',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/dynamic',
  '@internationalized/date',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'echarts/core',
  'echarts/charts',
  'echarts/components',
  'echarts/renderers',
];

// A fresh object per project: Vitest names each project's browser instances in place.
const browser = (): BrowserConfigOptions => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  viewport: { width: 1280, height: 800 },
  provider: playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  }),
  instances: [{ browser: 'chromium' }],
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve,
        optimizeDeps: { include: [...sharedDeps, 'vitest-browser-react'] },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          testTimeout: 15_000,
          browser: browser(),
        },
      },
      {
        // Every story is a test: it renders, runs its play function and must pass axe (.storybook/preview.tsx).
        // React and vanilla-extract come from .storybook/main.ts (viteFinal).
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        resolve,
        optimizeDeps: {
          include: [
            ...sharedDeps,
            'react/jsx-dev-runtime',
            '@storybook/react-vite',
            '@storybook/addon-a11y/preview',
            '@storybook/addon-docs/preview',
            'storybook/test',
            'storybook/preview-api',
            'storybook/actions',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout: 15_000,
          browser: browser(),
        },
      },
    ],
  },
});
