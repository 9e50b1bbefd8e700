import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@sen/source'] },
  ssr: { resolve: { conditions: ['@sen/source'] } },
  // Test files share their worker's modules: imports are most of these tests' time; each test builds its own
  // clients and stores, so no state crosses files.
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], isolate: false },
});
