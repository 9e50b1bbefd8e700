// The DataTable browser benchmark: builds `bench/page` for production with Vite (the kit from `dist/`), serves it,
// and drives Debian Chromium with Playwright. For every (table, rows) it takes the median of several page loads of
// navigation start → first painted frame with rows, then scrolls the table's container top to bottom (one step per
// animation frame) recording the worst frame, then reads the JS heap after garbage collection.
/* global window, document -- the page.evaluate callbacks run in the page */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));

export const GOALS = {
  /** DataTable / plain, time until usable, 1,000 rows on one page. */
  ratio1k: 1.0,
  /** DataTable / plain, time until usable, 15,000 client rows. */
  ratio15k: 0.25,
  /** DataTable, 100,000 client rows: worst frame while scrolling, ms. */
  worstFrame100k: 50,
  /** DataTable, 100,000 client rows: JS heap, MB. */
  heap100k: 150,
};

const MAX_SCROLL_STEPS = 200;
const plan = [
  { rows: 1_000, loads: 5, impls: ['plain', 'datatable'] },
  { rows: 15_000, loads: 3, impls: ['plain', 'datatable'] },
  // A plain <table> of 100,000 rows is too slow to be practical: DataTable only.
  { rows: 100_000, loads: 3, impls: ['datatable'] },
];

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

function serve(root) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function load(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.senBench?.usable || window.senBench?.error, null, {
    timeout: 90_000,
    polling: 100,
  });
  const result = await page.evaluate(() => ({
    error: window.senBench.error,
    usable: performance.getEntriesByName('usable')[0]?.startTime,
    rowsReady: performance.getEntriesByName('rows-ready')[0]?.startTime,
  }));
  if (result.error) throw new Error(`${url}: ${result.error}`);
  return { usable: result.usable, render: result.usable - result.rowsReady };
}

/** Runs the plan; returns one result per (rows, impl) and the failed goals. `detail` gets a line per load. */
export async function measureTables({ log = () => {}, detail = () => {} } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'sen-ui-bench-'));
  let server;
  let browser;
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: pageDir,
      base: './',
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        target: 'es2022',
        reportCompressedSize: false,
        chunkSizeWarningLimit: 10_000,
      },
    });
    server = await serve(outDir);
    const base = `http://127.0.0.1:${server.address().port}/`;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--enable-precise-memory-info',
        '--js-flags=--expose-gc',
      ],
    });
    const results = [];
    for (const step of plan) {
      const loads = Number(process.env.UI_BENCH_LOADS ?? step.loads);
      log(
        `${step.rows.toLocaleString('en')} rows: ${step.impls.join(' and ')}, ${loads} loads each, then scrolling`,
      );
      const runs = [];
      for (const impl of step.impls) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        runs.push({ impl, context, page: await context.newPage(), loads: [] });
      }
      // Alternate the tables load by load, so that a busy moment on the machine hits both.
      for (let i = 0; i < loads; i++) {
        for (const run of runs) {
          detail(`  ${step.rows} rows, ${run.impl}, load ${i + 1}/${loads}`);
          run.loads.push(await load(run.page, `${base}?impl=${run.impl}&rows=${step.rows}`));
        }
      }
      for (const run of runs) {
        detail(`  ${step.rows} rows, ${run.impl}, scrolling`);
        await run.page.evaluate(() =>
          document.fonts.ready.then(() => new Promise((r) => setTimeout(r, 300))),
        );
        const scroll = await run.page.evaluate(
          (steps) => window.senBench.scrollThrough(steps),
          MAX_SCROLL_STEPS,
        );
        const heap = await run.page.evaluate(() => window.senBench.heapMB());
        results.push({
          rows: step.rows,
          impl: run.impl,
          loads: run.loads.length,
          usable: median(run.loads.map((l) => l.usable)),
          render: median(run.loads.map((l) => l.render)),
          ...scroll,
          heap,
        });
        await run.context.close();
      }
    }
    return { results, chromium: browser.version(), failures: checkGoals(results) };
  } finally {
    await browser?.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

const find = (results, rows, impl) => results.find((r) => r.rows === rows && r.impl === impl);

function ratio(results, rows) {
  const plain = find(results, rows, 'plain');
  const kit = find(results, rows, 'datatable');
  return plain && kit ? kit.usable / plain.usable : undefined;
}

function checkGoals(results) {
  const failures = [];
  for (const r of results)
    if (!r.lastRowRendered)
      failures.push(`${r.impl}, ${r.rows} rows: the last row was not rendered at the bottom`);
  const r1 = ratio(results, 1_000);
  if (r1 === undefined || r1 > GOALS.ratio1k)
    failures.push(`1,000 rows: DataTable/plain usable ${r1?.toFixed(2)}× (goal ≤ ${GOALS.ratio1k}×)`);
  const r15 = ratio(results, 15_000);
  if (r15 === undefined || r15 > GOALS.ratio15k)
    failures.push(`15,000 rows: DataTable/plain usable ${r15?.toFixed(2)}× (goal ≤ ${GOALS.ratio15k}×)`);
  const big = find(results, 100_000, 'datatable');
  if (!big) failures.push('100,000 rows: DataTable not measured');
  else {
    if (big.worstFrame > GOALS.worstFrame100k)
      failures.push(
        `100,000 rows: worst frame ${big.worstFrame.toFixed(0)} ms (goal ≤ ${GOALS.worstFrame100k} ms)`,
      );
    if (!(big.heap <= GOALS.heap100k))
      failures.push(`100,000 rows: JS heap ${big.heap.toFixed(1)} MB (goal ≤ ${GOALS.heap100k} MB)`);
  }
  return failures;
}

export function printTables({ results, chromium: version }) {
  const name = { plain: 'plain <table>', datatable: 'DataTable' };
  const lines = [
    '',
    `DataTable vs a plain React <table> of the same rows: 8 columns, every row on one page, 600 px scroller.`,
    `Chromium ${version} headless, production build. usable = navigation start → first painted frame with rows`,
    `(median of the loads); render = rows generated → usable; ratio = DataTable/plain usable; then the scroller`,
    `goes top to bottom in at most ${MAX_SCROLL_STEPS} frames, one jump of at least a viewport per frame (every frame`,
    `shows new rows): median / p95 / worst frame = intervals between animation frames (ms), long = frames over 50 ms;`,
    `heap = used JS heap after scrolling and two garbage collections.`,
    [
      'rows'.padStart(7),
      'table'.padEnd(13),
      'loads'.padStart(5),
      'usable ms'.padStart(10),
      'render ms'.padStart(10),
      'ratio'.padStart(6),
      'frames'.padStart(7),
      'median'.padStart(8),
      'p95'.padStart(8),
      'worst frame'.padStart(12),
      'long'.padStart(5),
      'heap MB'.padStart(8),
    ].join(' '),
  ];
  for (const r of results) {
    const rt = r.impl === 'datatable' ? ratio(results, r.rows) : undefined;
    lines.push(
      [
        r.rows.toLocaleString('en').padStart(7),
        name[r.impl].padEnd(13),
        String(r.loads).padStart(5),
        r.usable.toFixed(0).padStart(10),
        r.render.toFixed(0).padStart(10),
        (rt === undefined ? '' : `${rt.toFixed(2)}×`).padStart(6),
        String(r.steps).padStart(7),
        `${r.medianFrame.toFixed(1)}`.padStart(8),
        `${r.p95Frame.toFixed(1)}`.padStart(8),
        `${r.worstFrame.toFixed(1)} ms`.padStart(12),
        String(r.longFrames).padStart(5),
        r.heap.toFixed(1).padStart(8),
      ].join(' '),
    );
  }
  lines.push(
    'A plain <table> of 100,000 rows is not measured: too slow to be practical.',
    `Goals: ratio ≤ ${GOALS.ratio1k}× at 1,000 rows and ≤ ${GOALS.ratio15k}× at 15,000; at 100,000 rows worst frame ≤ ${GOALS.worstFrame100k} ms and heap ≤ ${GOALS.heap100k} MB.`,
  );
  console.log(lines.join('\n'));
}
