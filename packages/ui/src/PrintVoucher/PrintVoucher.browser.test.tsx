import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { I18nProvider } from '../i18n/KitLocale';
import { Receipt } from '../Receipt';
import { contentWidthPx, pageCss } from './paper';
import { PrintVoucher } from './PrintVoucher';
import { sampleBill } from './sampleBill';

/** The widest any part of the printed document reaches, in CSS pixels. */
const widthOf = (root: Element) =>
  Math.max(
    root.scrollWidth,
    ...[...root.querySelectorAll('*')].map((element) => element.getBoundingClientRect().right),
  ) -
  root.getBoundingClientRect().left -
  // 190 mm is 718.1 px: a fraction of a pixel is not overflow.
  0.5;

describe('PrintVoucher', () => {
  it('fits an A4 page (718 px) with long names, big amounts, discount and tax', async () => {
    const screen = await render(<PrintVoucher document={sampleBill('vi', 12)} paper="A4" />);
    const article = screen.container.querySelector('[data-print-document]')!;
    expect(contentWidthPx('A4')).toBe(718);
    expect(widthOf(article)).toBeLessThanOrEqual(718);
    expect(article.textContent).toContain('Trần Thị Mai');
    expect(article.textContent).not.toContain('KH0001');
    expect(article.textContent).not.toMatch(/hoa hồng/i);
    expect(article.querySelector('[data-total="t_tt"]')?.textContent).toMatch(/^Tổng cộng/);
    expect(article.querySelector('[data-print-words]')?.textContent).toMatch(/^Số tiền bằng chữ: .+ đồng\.$/);
    // Amounts right-aligned, on one line; names wrap.
    const price = article.querySelector('[data-cell="gia"]')!;
    expect(getComputedStyle(price).textAlign).toBe('right');
    expect(getComputedStyle(price).whiteSpace).toBe('nowrap');
  });

  it('fits an A5 page', async () => {
    const screen = await render(<PrintVoucher document={sampleBill('vi', 12)} paper="A5" />);
    const article = screen.container.querySelector('[data-print-document]')!;
    expect(widthOf(article)).toBeLessThanOrEqual(contentWidthPx('A5'));
  });

  it('speaks English', async () => {
    const screen = await render(
      <I18nProvider locale="en">
        <PrintVoucher document={sampleBill('en', 2)} />
      </I18nProvider>,
    );
    await expect.element(screen.getByText('Amount in words', { exact: false })).toBeVisible();
    await expect.element(screen.getByText('Prepared by')).toBeVisible();
  });
});

describe('Receipt', () => {
  it('fits an 80 mm roll (under 302 px) with each line as name over quantity × price and total', async () => {
    const screen = await render(<Receipt document={sampleBill('vi', 6)} />);
    const article = screen.container.querySelector('[data-print-document]')!;
    expect(widthOf(article)).toBeLessThanOrEqual(302);
    expect(widthOf(article)).toBeLessThanOrEqual(contentWidthPx('80mm'));
    expect(article.querySelector('[data-print-lines] li')?.textContent).toContain('1 Hộp × 1,250,000');
    expect(article.querySelector('[data-total="t_tt"]')?.textContent).toMatch(/^Tổng cộng/);
    expect(article.querySelector('[data-total="change"]')).not.toBeNull();
    expect(article.textContent).toContain('Cảm ơn quý khách');
    expect(article.textContent).not.toMatch(/hoa hồng|99,999/i);
  });

  it('gets a page as long as the receipt', () => {
    expect(pageCss('80mm', 378)).toBe('@page { size: 80mm 109mm; margin: 3mm; }');
    expect(pageCss('A4')).toBe('@page { size: 210mm 297mm; margin: 10mm; }');
  });
});
