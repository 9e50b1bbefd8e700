import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@sen/source'] },
  ssr: { resolve: { conditions: ['@sen/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
