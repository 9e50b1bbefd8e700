import { describe, expect, it } from 'vitest';
import { balanceChangeOf, historyParamsOf } from './cardHistory';
import { parseCardHistorySearch } from './cardHistorySearch';

describe('the card history page', () => {
  it('keeps the card, the kind and the page in the URL; twenty a page in the history’s order', () => {
    const search = parseCardHistorySearch({
      ma_the: 'THE001',
      loai_gd: 'TIEU',
      page: '2',
      ma_kh: 'KH0002',
    });
    expect(search).toEqual({ ma_the: 'THE001', loai_gd: 'TIEU', page: 2 });
    expect(parseCardHistorySearch({ ma_the: ' ', page: '-1', loai_gd: 'x'.repeat(201) })).toEqual({});
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
});
