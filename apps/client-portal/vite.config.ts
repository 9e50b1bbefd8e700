import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The customers' portal: deployed on its own, served by the reference server at /portal/.
export default defineConfig({
  base: '/portal/',
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@sen/source', ...defaultClientConditions] },
  server: { port: 5175, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { manifest: true },
});
