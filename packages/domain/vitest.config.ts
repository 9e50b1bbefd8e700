import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Test files share their worker's modules (the catalogue is imported once per worker, not once per file);
  // the tests are pure and keep no state between files.
  test: { include: ['src/**/*.test.ts'], isolate: false },
});
