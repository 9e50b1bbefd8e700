import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

/**
 * The till installs as an app and opens with no network: the service worker precaches the whole shell (every
 * script, style, font and icon of the build) and answers any page of /pos/ with index.html. The API is never
 * cached by it: orders and the catalogue are the app's own business (IndexedDB).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['icon.svg'],
  manifest: {
    name: 'Sen POS — Thu ngân',
    short_name: 'Sen POS',
    description: 'Bán hàng tại quầy, kể cả khi mất mạng',
    lang: 'vi',
    start_url: '/pos/',
    scope: '/pos/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#f8fafc',
    theme_color: '#0f766e',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/pos/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
  },
});

// The cashier app: deployed on its own, served by the reference server at /pos/.
export default defineConfig({
  base: '/pos/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // react-aria ships its strings in 34 languages, not Vietnamese: only en-US (its fallback for vi) is kept.
    optimizeLocales.vite({ locales: ['en-US'] }),
    vanillaExtractPlugin(),
    pwa,
  ],
  resolve: { conditions: ['@sen/source', ...defaultClientConditions] },
  // vanilla-extract evaluates the .css.ts files in the ssr environment (its compiler replaces the `ssr` option): they
  // must read the kit's sources too, or their `vars` name another build's theme contract, which no page defines.
  environments: { ssr: { resolve: { conditions: ['@sen/source', ...defaultServerConditions] } } },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { manifest: true },
});
