import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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
    vanillaExtractPlugin(),
  ],
  // Workspace packages resolve to their sources through their '@sen/source' export condition.
  resolve: {
    conditions: ['@sen/source', ...defaultClientConditions],
  },
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
