import { expect, test } from '@playwright/test';
import { demo, pickCode, signInAs, typeNumber, newVoucherForm } from './helpers';

/**
 * Prices at entry in the browser: a bill for a VIP customer of the demo spa (KH0004, CN01) is priced by the
 * tenant's rules while it is entered — the VIP discount, the product promotion's gift — and saved as shown.
 */
test('a VIP customer’s bill shows its discount and gift as it is entered, and is saved as shown', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAs(page, demo.admin);
  const form = await newVoucherForm(page, '/sales/bills/new', 'Hóa đơn bán hàng');
  await pickCode(page, form.getByRole('combobox', { name: 'Khách hàng' }), 'KH0004');
  const lines = form.getByRole('table', { name: 'Chi tiết' });
  await form.getByRole('button', { name: 'Thêm dòng' }).click();
  await pickCode(page, lines.getByRole('combobox', { name: 'Mã hàng 1' }), 'VT001');
  await typeNumber(lines.getByRole('textbox', { name: 'Số lượng 1' }), '2');
  await lines.getByRole('textbox', { name: 'Số lượng 1' }).press('Tab');

  // 'Giảm 15% mọi sản phẩm cho khách VIP'; two cleansers bring a lip balm ('Mua 2 … tặng 1 son dưỡng môi').
  const first = lines.locator('[data-line="0"]');
  await expect(first.locator('[data-line-field="loai_km"]')).toHaveText('Chiết khấu');
  await expect(first.locator('[data-line-field="ck"]')).toHaveText('15%');
  const gift = lines.locator('[data-line="1"]');
  // The gift line is the server's: shown, not typed.
  await expect(gift.locator('[data-line-field="ten_vt"]')).toHaveText('Son dưỡng môi mật ong');
  await expect(gift.getByRole('combobox', { name: 'Mã hàng 2' })).toHaveCount(0);
  await expect(gift.locator('[data-line-field="loai_km"]')).toHaveText('Khuyến mại sản phẩm');
  await expect(gift.locator('[data-line-field="thanh_tien"]')).toHaveText('0');
  // 2 × 285,000 = 570,000, less 15 % = 484,500, plus 10 % VAT = 532,950.
  await expect(form.getByRole('textbox', { name: 'Tổng thanh toán' })).toHaveValue('532,950');

  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Lưu thành công!')).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/sales\/bills\/[^/]+$/);
  await expect(page.locator('[data-view-field="t_tt"] dd')).toHaveText('532,950');
  const saved = page.getByRole('table', { name: 'Chi tiết' });
  await expect(saved).toContainText('Son dưỡng môi mật ong');
  await expect(saved).toContainText('Khuyến mại sản phẩm');
});
