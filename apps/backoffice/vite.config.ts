import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

export default defineConfig({
  base: '/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
    }),
    react(),
    // react-aria ships its strings in 34 languages, not Vietnamese: only en-US (its fallback for vi) is kept.
    optimizeLocales.vite({ locales: ['en-US'] }),
    vanillaExtractPlugin(),
  ],
  // Workspace packages resolve to their sources through their '@sen/source' export condition.
  resolve: {
    conditions: ['@sen/source', ...defaultClientConditions],
  },
  // vanilla-extract evaluates the .css.ts files in the ssr environment (its compiler replaces the `ssr` option): they
  // must read the kit's sources too, or their `vars` name another build's theme contract, which no page defines.
  environments: { ssr: { resolve: { conditions: ['@sen/source', ...defaultServerConditions] } } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false, ws: true },
    },
  },
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the first page needs (entry, sign-in page, react-aria's core) in one chunk: fewer, larger
        // files compress better and keep /auth/login within its 150 KB (gzip) budget.
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
        },
      },
    },
  },
});
