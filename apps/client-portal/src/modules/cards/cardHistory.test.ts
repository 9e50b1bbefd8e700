import { describe, expect, it } from 'vitest';
import { paymentCardHistories, paymentCards } from '@sen/domain/resources';
import {
  balanceChangeOf,
  cardHistorySearchSchema,
  day,
  historyParamsOf,
  money,
  optionLabel,
} from './cardHistory';

describe('the card history page', () => {
  it('keeps the card, the kind and the page in the URL; twenty a page in the history’s order', () => {
    const search = cardHistorySearchSchema.parse({
      ma_the: 'THE001',
      loai_gd: 'TIEU',
      page: '2',
      ma_kh: 'KH0002',
    });
    expect(search).toEqual({ ma_the: 'THE001', loai_gd: 'TIEU', page: 2 });
    expect(historyParamsOf(search)).toEqual({
      search: undefined,
      page: 2,
      pageSize: 20,
      sort: undefined,
      filters: { ma_the: 'THE001', loai_gd: 'TIEU' },
    });
  });

  it('signs each entry by what it did to the balance', () => {
    const entry = (loai_gd: string, so_tien: number) => ({ loai_gd, so_tien, ngay_ct: '2026-03-01' });
    expect(balanceChangeOf(entry('NAP', 3_000_000))).toBe(3_000_000);
    expect(balanceChangeOf(entry('THUONG', 300_000))).toBe(300_000);
    expect(balanceChangeOf(entry('TIEU', 650_000))).toBe(-650_000);
    expect(balanceChangeOf(entry('HOAN', 100_000))).toBe(100_000);
    expect(balanceChangeOf(entry('DC', -50_000))).toBe(-50_000);
  });

  it('writes amounts with comma thousands and ₫, days as DD/MM/YYYY, kinds and statuses in words', () => {
    expect(money(4_970_000)).toBe('4,970,000 ₫');
    expect(money(300_000, true)).toBe('+300,000 ₫');
    expect(money(-650_000, true)).toBe('−650,000 ₫');
    expect(day('2026-03-07')).toBe('07/03/2026');
    expect(day(null)).toBe('');
    expect(optionLabel(paymentCardHistories.fields.loai_gd, 'NAP', 'vi')).toBe('Nạp tiền');
    expect(optionLabel(paymentCardHistories.fields.loai_gd, 'TIEU', 'en')).toBe('Payment');
    expect(optionLabel(paymentCards.fields.trang_thai, '1', 'vi')).toBe('Đang sử dụng');
  });
});
