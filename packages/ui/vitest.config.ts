import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages resolve to their sources through the `@sen/source` export condition.
  resolve: { conditions: ['@sen/source', ...defaultClientConditions] },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-aria-components',
      'axe-core',
      'vitest-browser-react',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
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
