// `pnpm --filter @sen/ui bench` (and `pnpm bench`, after turbo has built the kit): the UI kit's benchmarks.
//  - import cost: gzipped JS/CSS of importing only Button, only DataTable, and everything (tree shaking);
//  - DataTable against a plain React <table> in Chromium: time until usable, worst scroll frame, JS heap.
// Prints the figures and exits non-zero when a goal is missed.
import { existsSync } from 'node:fs';
import { measureImportCost, printImportCost } from './import-cost.mjs';
import { measureTables, printTables } from './table-bench.mjs';

if (!existsSync(new URL('../dist/index.js', import.meta.url))) {
  console.error('packages/ui/dist is missing: build the kit first (pnpm bench builds it through turbo).');
  process.exit(1);
}

const started = Date.now();
const importCost = await measureImportCost();
printImportCost(importCost);
console.log('\nDataTable browser benchmark (Vite production build of bench/page, Chromium)');
const failures = [...importCost.failures];
try {
  const tables = await measureTables({
    log: (line) => console.log(line),
    detail: process.env.UI_BENCH_VERBOSE === '1' ? (line) => console.log(line) : undefined,
  });
  printTables(tables);
  failures.push(...tables.failures);
} catch (error) {
  // A page that does not build (e.g. a kit export missing from dist/) or never becomes usable.
  console.error(error instanceof Error ? error.message : error);
  failures.push('the DataTable browser benchmark did not run to the end (see the error above)');
}

console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
if (failures.length) {
  console.error(`\nGoals missed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('All UI kit goals met.');
