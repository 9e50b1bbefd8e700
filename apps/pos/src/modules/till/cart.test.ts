import { describe, expect, it } from 'vitest';
import { changeLines, recordWithLines, type Line } from '@sen/records';
import { addItem, cartResource, stepQuantity } from './cart';
import { readCatalogueSearch } from './catalogue';

const serum = {
  ma_vt: 'VT003',
  ten_vt: 'Serum vitamin C 30ml',
  loai_vt: 'HH',
  dvt: 'CHAI',
  gia_ban: 120_000,
};
const massage = {
  ma_vt: 'DV002',
  ten_vt: 'Massage body đá nóng',
  loai_vt: 'DV',
  dvt: 'LAN',
  gia_ban: 450_000,
};

const apply = (lines: Line[], ...changes: ((current: Line[]) => Parameters<typeof changeLines>[1])[]) =>
  changes.reduce((current, change) => changeLines(current, change(current)), lines);

describe('the till’s cart', () => {
  it('adds an item once, then counts it up and down, and totals by the bill’s rule', () => {
    const lines = apply(
      [],
      (l) => addItem(l, serum),
      (l) => addItem(l, massage),
      (l) => addItem(l, serum),
    );
    expect(lines.map((l) => [l.ma_vt, l.so_luong, l.gia, l.loai_vt])).toEqual([
      ['VT003', 2, 120_000, 'HH'],
      ['DV002', 1, 450_000, 'DV'],
    ]);
    const bill = recordWithLines(cartResource, {}, lines);
    expect(bill.t_tt).toBe(690_000);
    expect((bill.chi_tiet as Line[]).map((l) => l.thanh_tien)).toEqual([240_000, 450_000]);

    const fewer = apply(
      lines,
      (l) => stepQuantity(l, 0, -1),
      (l) => stepQuantity(l, 1, -1),
    );
    expect(fewer.map((l) => [l.ma_vt, l.so_luong])).toEqual([['VT003', 1]]);
    expect(apply(fewer, (l) => stepQuantity(l, 0, 1))[0]!.so_luong).toBe(2);
  });

  it('takes the item’s tax rate, so the cart comes to what the server charges when it cannot be asked', () => {
    const lines = apply([], (l) => addItem(l, serum, 10));
    expect(lines[0]).toMatchObject({ thue_suat: 10 });
    expect(recordWithLines(cartResource, {}, lines).t_tt).toBe(132_000);
  });

  it('a line paid by a session of the customer’s package costs nothing more; stopping, it costs its price again', () => {
    const lines = apply(
      [],
      (l) => addItem(l, serum),
      (l) => addItem(l, massage),
      () => ({ type: 'update', index: 1, values: { ma_lt: 'CN01.HD000003.1' } }),
    );
    const order = recordWithLines(cartResource, {}, lines);
    expect((order.chi_tiet as Line[]).map((l) => l.thanh_tien)).toEqual([120_000, 0]);
    expect(order.t_tt).toBe(120_000);
    const back = apply(lines, () => ({ type: 'update', index: 1, values: { ma_lt: null } }));
    expect(recordWithLines(cartResource, {}, back).t_tt).toBe(570_000);
  });

  it('keeps its catalogue state in the URL: kind, search and group; anything else is dropped', () => {
    const search = readCatalogueSearch({
      kind: 'services',
      q: ' massage ',
      ma_nhom_vt: 'NH002',
      page: '2',
    });
    expect(search).toEqual({ kind: 'services', q: 'massage', ma_nhom_vt: 'NH002' });
    expect(readCatalogueSearch({ kind: 'rooms' })).toEqual({});
  });

  it('reads the customer the till opens with, a short code only', () => {
    expect(readCatalogueSearch({ kh: ' KH0001 ' })).toEqual({ kh: 'KH0001' });
    expect(readCatalogueSearch({ kh: 'x'.repeat(33) })).toEqual({});
  });
});
