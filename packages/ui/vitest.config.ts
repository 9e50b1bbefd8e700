import { defineConfig } from 'vitest/config';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';

/**
 * Workspace packages resolve to their sources (their `source` export) through aliases rather than
 * `resolve.conditions: ['source']`: react-aria's packages publish a `source` condition of their own that points at
 * files they do not ship, so that condition breaks their resolution.
 */
function workspaceSourceAliases(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const aliases: Record<string, string> = {};
  for (const name of Object.keys(pkg.dependencies).filter((n) => n.startsWith('@sen/'))) {
    const depUrl = new URL(`./node_modules/${name}/package.json`, import.meta.url);
    const dep = JSON.parse(readFileSync(depUrl, 'utf8')) as { exports: { '.': { source: string } } };
    aliases[name] = fileURLToPath(new URL(dep.exports['.'].source, depUrl));
  }
  return aliases;
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: workspaceSourceAliases() },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-aria-components',
      'axe-core',
      'vitest-browser-react',
    ],
  },
  test: {
    include: ['src/**/*.browser.test.{ts,tsx}'],
    testTimeout: 15_000,
    browser: {
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
    },
  },
});
