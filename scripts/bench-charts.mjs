// The report charts' part of `pnpm bench` (issue 19): ECharts is loaded by the pages that draw a chart only.
//  - the sign-in page's JavaScript is unchanged by the chart library: none of the files /auth/login loads holds
//    ECharts (its `_echarts_instance_` mark), while the build does hold it, in a chunk of its own;
//  - a report page (/sales/reports/sale-revenue) does load that chunk, and draws its chart;
//  - the chunk's gzipped size is reported.
// Run alone against a running server: BENCH_BASE=http://127.0.0.1:3000 node scripts/bench-charts.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** What only ECharts' code holds: the attribute it marks a chart's element with. */
const ECHARTS_MARK = '_echarts_instance_';
const root = new URL('..', import.meta.url).pathname;
const assets = join(root, 'apps/backoffice/dist/assets');

/** The built files (under /assets/) that hold ECharts. */
const chartFiles = () =>
  readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes(ECHARTS_MARK),
  );

/** The JavaScript files a page loads until the network is idle (their names under /assets/). */
const scriptsOf = async (page, url, wait) => {
  const files = new Set();
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript'))
      files.add(new URL(response.url()).pathname.split('/').pop());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (wait) await wait(page);
  return files;
};

export const measureCharts = async ({ browser, base, login }) => {
  const failures = [];
  const built = chartFiles();
  if (built.length === 0) failures.push('no built chunk holds ECharts: the chart library is missing');
  const signIn = await browser.newPage();
  const loginFiles = await scriptsOf(signIn, `${base}/auth/login`);
  await signIn.close();
  const leaked = built.filter((name) => loginFiles.has(name));
  if (leaked.length) failures.push(`/auth/login loads the chart library (${leaked.join(', ')})`);

  const fresh = await login('admin', 'Admin@123');
  const query = new URLSearchParams({
    access_token: fresh.session.access_token,
    refresh_token: fresh.session.refresh_token,
  });
  const report = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const reportFiles = await scriptsOf(report, `${base}/sales/reports/sale-revenue?${query}`, (page) =>
    page.locator('[data-report-chart] [role="img"] svg').first().waitFor({ timeout: 20_000 }),
  );
  await report.close();
  const loaded = built.filter((name) => reportFiles.has(name));
  if (built.length && loaded.length === 0)
    failures.push('the sales revenue report did not load the chart chunk');
  const kb =
    built.reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0) /
    1024;

  console.log('\nReport charts (ECharts: bar, line, pie, SVG; loaded by chart pages only)');
  console.log(`chart chunk             ${kb.toFixed(1)} KB gzipped in ${built.join(', ') || 'no file'}`);
  console.log(
    `/auth/login             ${leaked.length ? `loads it (${leaked.join(', ')})` : `does not load it (${loginFiles.size} files)`}`,
  );
  console.log(
    `/sales/reports/sale-revenue ${loaded.length ? 'loads it and draws its chart' : 'does not load it'}`,
  );
  return { kb, failures };
};

// Alone: against BENCH_BASE, with Chromium.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('@playwright/test');
  const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:3000';
  const login = async (user_name, password) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', tenant: 'demo' },
      body: JSON.stringify({ user_name, password, system_type: 'backoffice', login_type: 'password' }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    return res.json();
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { failures } = await measureCharts({ browser, base, login });
    if (failures.length) {
      console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}
