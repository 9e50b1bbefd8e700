// `pnpm bench`: measures, in one run, against the production build on a fresh embedded database:
//  - sign-in and user-info latency (p50/p99) under concurrent load, as ratios to GET /api/health in the same run;
//  - the gzipped JavaScript a browser loads for /auth/login and /dashboard/analytics, against the budget;
//  - the till's budgets with 100,000 goods on the device (scripts/bench-pos.mjs);
//  - the client portal's first load at 390×844, signed out and signed in, against 150 KB (scripts/bench-portal.mjs);
//  - the booking calendar's week of 1,500 appointments drawn, and dragging one (scripts/bench-calendar.mjs);
//  - the report charts: /auth/login loads no chart library, a report page loads it (scripts/bench-charts.mjs);
// then, on the large tenant (scripts/bench-catalogue.mjs; BENCH_SCALE, cached in .bench-data/): the customer list
// with search and sort as a ratio to the same SQL run directly, and create-voucher throughput, on PGlite and
// (DATABASE_URL) PostgreSQL.
// Exits non-zero when a budget is exceeded.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { measureCatalogue } from './bench-catalogue.mjs';
import { measureCalendar } from './bench-calendar.mjs';
import { measureCharts } from './bench-charts.mjs';
import { jsKbOf } from './bench-js.mjs';
import { benchConnections, measureLoad } from './bench-load.mjs';
import { measurePos } from './bench-pos.mjs';
import { measurePortal } from './bench-portal.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 5);
const connections = benchConnections();
const LOGIN_JS_BUDGET_KB = 150;
const headers = { 'content-type': 'application/json', tenant: 'demo' };

const dataDir = mkdtempSync(join(tmpdir(), 'sen-bench-'));
const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

const waitForServer = async () => {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
};

const load = async (title, { path, ...options }) => ({
  title,
  ...(await measureLoad({ url: `${base}${path}`, connections, duration, ...options })),
});

const login = async (user_name, password) => {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ user_name, password, system_type: 'backoffice', login_type: 'password' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.json();
};

const failures = [];
try {
  await waitForServer();
  const admin = await login('admin', 'Admin@123');
  const loginBody = JSON.stringify({
    user_name: 'admin',
    password: 'Admin@123',
    system_type: 'backoffice',
    login_type: 'password',
  });

  const health = await load('GET /api/health', { path: '/api/health' });
  const signIn = await load('POST /api/auth/login', {
    path: '/api/auth/login',
    method: 'POST',
    headers,
    body: loginBody,
  });
  const userInfo = await load('POST /api/auth/user-info', {
    path: '/api/auth/user-info',
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${admin.session.access_token}` },
    body: '{}',
  });

  console.log(`\nHTTP, ${connections} connections, ${duration}s each (embedded database)`);
  console.log('endpoint                    p50 ms   p99 ms   req/s   p50 ratio  p99 ratio  errors');
  for (const r of [health, signIn, userInfo]) {
    const ratio50 = (r.p50 / Math.max(health.p50, 0.01)).toFixed(1);
    const ratio99 = (r.p99 / Math.max(health.p99, 0.01)).toFixed(1);
    console.log(
      `${r.title.padEnd(27)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(8)} ${r.rps.toFixed(0).padStart(7)} ${ratio50.padStart(9)}x ${ratio99.padStart(9)}x ${String(r.bad).padStart(7)}`,
    );
    if (r.bad > 0) failures.push(`${r.title}: ${r.bad} failed requests`);
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const loginJs = await jsKbOf(page, () => page.goto(`${base}/auth/login`));
  const fresh = await login('admin', 'Admin@123');
  const dashboardPage = await browser.newPage();
  const query = new URLSearchParams({
    access_token: fresh.session.access_token,
    refresh_token: fresh.session.refresh_token,
  });
  const dashboardJs = await jsKbOf(dashboardPage, () =>
    dashboardPage.goto(`${base}/dashboard/analytics?${query}`),
  );
  const pos = await measurePos({ browser, base, login });
  failures.push(...pos.failures);
  const portal = await measurePortal({ browser, base });
  failures.push(...portal.failures);
  const calendar = await measureCalendar({ browser, base, login });
  failures.push(...calendar.failures);
  const charts = await measureCharts({ browser, base, login });
  failures.push(...charts.failures);
  await browser.close();

  console.log('\nJavaScript loaded by the browser (gzipped, production build)');
  console.log(
    `/auth/login            ${loginJs.kb.toFixed(1)} KB in ${loginJs.files} files (budget ${LOGIN_JS_BUDGET_KB} KB, ratio ${(loginJs.kb / LOGIN_JS_BUDGET_KB).toFixed(2)})`,
  );
  console.log(`/dashboard/analytics   ${dashboardJs.kb.toFixed(1)} KB in ${dashboardJs.files} files`);
  if (loginJs.kb > LOGIN_JS_BUDGET_KB)
    failures.push(`/auth/login loads ${loginJs.kb.toFixed(1)} KB > ${LOGIN_JS_BUDGET_KB} KB`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_CATALOGUE !== '0') {
  const catalogue = await measureCatalogue({ port: port + 1, duration, connections });
  failures.push(...catalogue.failures);
}

if (failures.length) {
  console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
