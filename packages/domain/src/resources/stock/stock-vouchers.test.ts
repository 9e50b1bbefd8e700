import { describe, expect, it } from 'vitest';
import { differentFromClashes } from '../different-from.js';
import { receiptOrders } from './receipt-orders.js';
import { transferOrders } from './transfer-orders.js';
import { withStockTotals } from './stock-totals.js';

describe('stock voucher totals', () => {
  it('computes each line amount in whole VND and the header quantity and amount totals', () => {
    const derived = withStockTotals({
      ma_kho: 'KHO01',
      chi_tiet: [
        { ma_vt: 'SERUM', so_luong: 0.1, gia: 1_250_005 },
        { ma_vt: 'KEM', so_luong: 0.2, gia: 300_000, ma_kho: 'KHO02' },
      ],
      t_tien: 1,
    });
    expect(derived).toMatchObject({ t_so_luong: 0.3, t_tien: 125_001 + 60_000 });
    expect(derived.chi_tiet).toEqual([
      { ma_vt: 'SERUM', so_luong: 0.1, gia: 1_250_005, ma_kho: 'KHO01', tien: 125_001 },
      { ma_vt: 'KEM', so_luong: 0.2, gia: 300_000, ma_kho: 'KHO02', tien: 60_000 },
    ]);
  });

  it('gives lines without a warehouse the header one, except on transfers', () => {
    const line = { ma_vt: 'SP01', so_luong: 2, gia: 10 };
    expect(receiptOrders.derive?.({ ma_kho: 'KHO01', chi_tiet: [line] }).chi_tiet).toEqual([
      { ...line, ma_kho: 'KHO01', tien: 20 },
    ]);
    expect(transferOrders.derive?.({ ma_kho: 'KHO01', chi_tiet: [line] }).chi_tiet).toEqual([
      { ...line, tien: 20 },
    ]);
  });

  it('treats a voucher without lines as zero', () => {
    expect(withStockTotals({})).toMatchObject({ chi_tiet: [], t_so_luong: 0, t_tien: 0 });
  });

  it('refuses a transfer into the warehouse it leaves', () => {
    const clashes = (row: Record<string, unknown>) =>
      differentFromClashes(transferOrders.fields, row).map((c) => [c.field, c.target]);
    expect(clashes({ ma_kho: 'KHO01', ma_kho_n: 'kho01' })).toEqual([['ma_kho_n', 'ma_kho']]);
    expect(clashes({ ma_kho: 'KHO01', ma_kho_n: 'KHO02' })).toEqual([]);
  });
});
