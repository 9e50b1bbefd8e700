// The client portal's budget (issue 19): the gzipped JavaScript a phone loads to open the portal signed in — the
// home with the customer's cards and packages at 390×844, from an empty HTTP cache and no service worker yet —
// and the sign-in page's, against 150 KB. Run from `pnpm bench` (measurePortal) or on its own against a running
// server with the demo tenant: `BENCH_BASE=http://127.0.0.1:3000 node scripts/bench-portal.mjs`.
import { jsKbOf } from './bench-js.mjs';
import { chromium } from '@playwright/test';

export const PORTAL_JS_BUDGET_KB = 150;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** The demo's portal customer (README); another demo customer's phone on a server that sent her many codes this hour. */
const DEMO_PHONE = process.env.BENCH_PORTAL_PHONE ?? '0901234567';

/** Signs the demo customer in through the sign-in page (the code the demo shows), answers the storage it leaves. */
const signedInState = async (browser, base) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/portal/login`);
  await page.getByRole('textbox').first().fill(DEMO_PHONE);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  const shown = await page
    .getByText(/\b\d{6}\b/)
    .first()
    .textContent();
  await page.getByLabel('Mã OTP').fill(/\b(\d{6})\b/.exec(shown)[1]);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/\/portal\/client\/home/);
  const state = await context.storageState();
  await context.close();
  return state;
};

export const measurePortal = async ({ browser, base }) => {
  const failures = [];
  // Each page in a fresh context: an empty HTTP cache, and the service worker not installed yet.
  const fresh = async (storageState) =>
    browser.newContext({ ...PHONE, serviceWorkers: 'block', storageState });
  const loginContext = await fresh(undefined);
  const loginPage = await loginContext.newPage();
  const login = await jsKbOf(loginPage, () => loginPage.goto(`${base}/portal/login`));
  await loginContext.close();
  const state = await signedInState(browser, base);
  const homeContext = await fresh(state);
  const homePage = await homeContext.newPage();
  const home = await jsKbOf(homePage, async () => {
    await homePage.goto(`${base}/portal/client/home`);
    await homePage.getByRole('heading', { level: 1, name: /Xin chào/ }).waitFor();
  });
  await homeContext.close();

  console.log('\nClient portal at 390×844 (gzipped JavaScript, production build, empty cache)');
  for (const [title, m] of [
    ['/portal/login', login],
    ['/portal/client/home', home],
  ]) {
    console.log(
      `${title.padEnd(22)} ${m.kb.toFixed(1)} KB in ${m.files} files (budget ${PORTAL_JS_BUDGET_KB} KB, ratio ${(m.kb / PORTAL_JS_BUDGET_KB).toFixed(2)})`,
    );
    if (m.kb > PORTAL_JS_BUDGET_KB)
      failures.push(`${title} loads ${m.kb.toFixed(1)} KB > ${PORTAL_JS_BUDGET_KB} KB`);
  }
  return { login, home, failures };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BENCH_BASE ?? 'http://127.0.0.1:3000';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const { failures } = await measurePortal({ browser, base });
  await browser.close();
  if (failures.length) {
    console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
}
