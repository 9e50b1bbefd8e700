import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'vi-VN' });
page.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', e => console.log('pageerror', e.message));
const base = 'http://127.0.0.1:3200';
await page.goto(base + '/auth/login');
await page.getByLabel('Tên đăng nhập').fill('admin');
await page.getByLabel('Mật khẩu', { exact: true }).fill('Admin@123');
await page.getByRole('button', { name: 'Đăng nhập' }).click();
await page.waitForURL(u => !u.pathname.startsWith('/auth'));
for (const p of process.argv.slice(2)) {
  await page.goto(base + p);
  await page.waitForTimeout(5000);
  console.log(page.url());
  const name = p.replace(/[\/?=&]/g, '_');
  await page.screenshot({ path: `/tmp/shots/dbg${name}.png` });
  console.log((await page.locator('main').innerText()).slice(0, 400));
}
await browser.close();
