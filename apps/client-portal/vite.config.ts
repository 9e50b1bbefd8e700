import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The portal installs on a customer's phone (home-screen app): the manifest names it, the service worker precaches
 * the shell and answers any page of /portal/ with index.html. The API is never cached by it: balances and bookings
 * are always read fresh.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['icon.svg'],
  manifest: {
    name: 'Sen · Khách hàng',
    short_name: 'Sen',
    description: 'Số dư thẻ, liệu trình, lịch hẹn và đặt lịch của bạn',
    lang: 'vi',
    start_url: '/portal/client/home',
    scope: '/portal/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f8fafc',
    theme_color: '#7367F0',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    navigateFallback: '/portal/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
  },
});

// The customers' portal: deployed on its own, served by the reference server at /portal/.
export default defineConfig({
  base: '/portal/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its strings in 34 languages, not Vietnamese: only en-US (its fallback for vi) is kept.
    optimizeLocales.vite({ locales: ['en-US'] }),
    pwa,
  ],
  resolve: { conditions: ['@sen/source', ...defaultClientConditions] },
  // vanilla-extract evaluates the .css.ts files in the ssr environment (its compiler replaces the `ssr` option): they
  // must read the kit's sources too, or their `vars` name another build's theme contract, which no page defines.
  environments: { ssr: { resolve: { conditions: ['@sen/source', ...defaultServerConditions] } } },
  server: { port: 5175, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { manifest: true },
});
