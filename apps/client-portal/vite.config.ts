import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// The customers' portal: deployed on its own, served by the reference server at /portal/.
export default defineConfig({
  base: '/portal/',
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // react-aria ships its strings in 34 languages, not Vietnamese: only en-US (its fallback for vi) is kept.
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  resolve: { conditions: ['@sen/source', ...defaultClientConditions] },
  // vanilla-extract evaluates the .css.ts files in the ssr environment (its compiler replaces the `ssr` option): they
  // must read the kit's sources too, or their `vars` name another build's theme contract, which no page defines.
  environments: { ssr: { resolve: { conditions: ['@sen/source', ...defaultServerConditions] } } },
  server: { port: 5175, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { manifest: true },
});
