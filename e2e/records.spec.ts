import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, expectPath, openTillShift } from './helpers';

/** A price as the apps show it: '120,000 ₫'. */
const price = /(\d{1,3}(?:,\d{3})*) ₫/;
const amountOf = (text: string | null) => Number((text ?? '').match(price)?.[1]?.replace(/,/g, '') ?? NaN);
/** The price a till card says it adds: 'Thêm Serum vitamin C 30ml (120,000 ₫) vào giỏ'. */
const addedPrice = async (card: Locator) => amountOf(await card.getAttribute('aria-label'));

const signInToPos = async (page: Page) => {
  await page.getByLabel('Tên đăng nhập').fill(demo.cashier.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.cashier.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
};

test('the POS till lists the branch’s goods and services with prices and adds two to the cart', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/pos/retail');
  await expectPath(page, '/pos/login');
  await signInToPos(page);
  await expectPath(page, '/pos/retail');
  await openTillShift(page);
  await expect(page.getByRole('heading', { name: 'Bán lẻ' })).toBeVisible();
  await expect(page.getByText('CN01 · Chi nhánh Quận 1').first()).toBeVisible();

  const goods = page.getByRole('list', { name: 'Hàng hóa' });
  const cleanser = goods.getByRole('button', { name: /^Thêm Sữa rửa mặt trà xanh 150ml/ });
  await expect(cleanser).toBeVisible();
  await expect(cleanser).toContainText(price);
  expect(await goods.getByRole('listitem').count()).toBeGreaterThan(20);
  await page.screenshot({ path: testInfo.outputPath('pos-till-1024x768.png') });

  // The search ignores accents and lives in the URL.
  await page.getByRole('searchbox', { name: 'Tìm hàng hóa, dịch vụ' }).fill('serum vitamin');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('serum vitamin');
  const serum = goods.getByRole('button', { name: /^Thêm Serum vitamin C 30ml/ });
  await expect(goods.getByRole('listitem')).toHaveCount(1);
  const serumPrice = await addedPrice(serum);
  await serum.click();

  await page.getByRole('searchbox', { name: 'Tìm hàng hóa, dịch vụ' }).fill('');
  await expect(goods.getByRole('listitem').nth(20)).toBeVisible();
  const cleanserPrice = await addedPrice(cleanser);
  await cleanser.click();
  await page.getByRole('button', { name: 'Thêm một Serum vitamin C 30ml' }).click();

  const cart = page.getByRole('complementary', { name: 'Giỏ hàng' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await expect(cart.getByLabel('Số lượng Serum vitamin C 30ml')).toHaveText('2');
  await expect(cart.getByLabel('Số lượng Sữa rửa mặt trà xanh 150ml')).toHaveText('1');
  // The total is the server's price of the cart: the items' prices and their tax (VAT 10 % on cosmetics).
  const subtotal = 2 * serumPrice + cleanserPrice;
  const tax = Math.round(subtotal / 10);
  await expect(cart.getByLabel('Tổng cộng')).toHaveText(`${(subtotal + tax).toLocaleString('en-US')} ₫`);
  await expect(cart.getByText(`Gồm thuế ${tax.toLocaleString('en-US')} ₫`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('pos-cart-1024x768.png') });

  // Services, and a group: each a list of its own, the choice in the URL; the cart stays.
  await page.getByRole('radiogroup', { name: 'Loại hàng bán' }).getByText('Dịch vụ').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('services');
  const services = page.getByRole('list', { name: 'Dịch vụ' });
  await expect(services.getByRole('button', { name: /^Thêm Massage body đá nóng/ })).toContainText(price);
  const groups = page.getByRole('radiogroup', { name: 'Nhóm hàng' });
  await groups.getByRole('radio').nth(1).check({ force: true });
  await expect.poll(() => new URL(page.url()).searchParams.get('ma_nhom_vt')).toMatch(/^\w+/);
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Xóa giỏ hàng' }).click();
  await expect(cart.getByText('Chưa có món nào trong giỏ')).toBeVisible();
});

test('a POS user who may not read the catalogue is told so, and nothing is asked of the server', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/pos/retail');
  await page.getByLabel('Tên đăng nhập').fill(demo.sales.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(demo.sales.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/pos/retail');
  await expect(page.getByText('Chưa được xem danh mục hàng bán')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Hàng hóa' })).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('the portal shows the signed-in customer’s own card and its history, on a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/portal/client/payment-card-histories');
  await expectPath(page, '/portal/login');
  await page.getByLabel('Số điện thoại').fill(demo.customerPhone);
  await page.getByRole('button', { name: 'Gửi mã OTP' }).click();
  const hint = page.getByText(/mã của bạn là \d{6}/);
  const code = (await hint.textContent())?.match(/(\d{6})/)?.[1] ?? '';
  await page.getByLabel('Mã OTP').fill(code);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expectPath(page, '/portal/client/payment-card-histories');

  await expect(page.getByRole('heading', { name: 'Lịch sử thẻ thanh toán' })).toBeVisible();
  // The tab of the page is marked current; the other is not.
  await expect(page.getByRole('link', { name: 'Thẻ', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Tài khoản' })).not.toHaveAttribute('aria-current', 'page');
  const cards = page.getByRole('list', { name: 'Thẻ của tôi' });
  await expect(cards.getByText('THE001')).toBeVisible();
  await expect(cards.getByText('Đang sử dụng')).toBeVisible();
  const balance = amountOf(await cards.getByRole('listitem').first().textContent());
  expect(balance).toBeGreaterThan(0);

  const entries = page.getByRole('list', { name: 'Giao dịch thẻ' });
  const topUp = entries.getByRole('listitem').filter({ hasText: 'Nạp tiền vào thẻ tại quầy' });
  await expect(topUp).toContainText('Nạp tiền');
  await expect(topUp).toContainText('+3,000,000 ₫');
  await expect(topUp).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const spend = entries.getByRole('listitem').filter({ hasText: 'Thanh toán chăm sóc da mặt cơ bản' });
  await expect(spend).toContainText('−650,000 ₫');
  await expect(spend).toContainText(/Số dư [\d,]+ ₫/);
  // The newest entry's balance after is the card's balance.
  expect(amountOf((await entries.getByRole('listitem').first().textContent())?.split('Số dư')[1] ?? '')).toBe(
    balance,
  );
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('portal-cards-390.png'), fullPage: true });

  // The kind of entry is a filter in the URL.
  await page.getByRole('button', { name: /Loại giao dịch/ }).click();
  await page.getByRole('option', { name: 'Thanh toán' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('loai_gd')).toBe('TIEU');
  await expect(entries.getByRole('listitem').first()).toBeVisible();
  // The list read again for the filter (the last one stays on screen until it comes).
  await expect
    .poll(async () =>
      (await entries.getByRole('listitem').allTextContents()).filter((t) => !/^Thanh toán/.test(t)),
    )
    .toEqual([]);
});
