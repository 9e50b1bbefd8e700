import { resourceNamed } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { changeLines, linesOf, recordWithLines } from './lines.js';

const bills = resourceNamed('bills')!;

describe('voucher lines', () => {
  it('are read from the record’s lines field', () => {
    expect(linesOf(bills, { chi_tiet: [{ ma_vt: 'SP001' }] })).toEqual([{ ma_vt: 'SP001' }]);
    expect(linesOf(bills, {})).toEqual([]);
    expect(linesOf(resourceNamed('products')!, { chi_tiet: [{ ma_vt: 'x' }] })).toEqual([]);
  });

  it('are added, changed and removed without touching the list they came from', () => {
    const start = [{ ma_vt: 'SP001', so_luong: 1 }];
    const added = changeLines(start, { type: 'add', line: { ma_vt: 'SP002', so_luong: 2 } });
    const changed = changeLines(added, { type: 'update', index: 0, values: { so_luong: 3 } });
    const removed = changeLines(changed, { type: 'remove', index: 1 });
    expect(start).toEqual([{ ma_vt: 'SP001', so_luong: 1 }]);
    expect(changed).toEqual([
      { ma_vt: 'SP001', so_luong: 3 },
      { ma_vt: 'SP002', so_luong: 2 },
    ]);
    expect(removed).toEqual([{ ma_vt: 'SP001', so_luong: 3 }]);
    expect(changeLines(removed, { type: 'update', index: 9, values: { so_luong: 1 } })).toEqual(removed);
  });

  it('give the voucher the totals its declaration derives (the server’s rule)', () => {
    const record = recordWithLines(bills, { ngay_ct: '2026-03-01' }, [
      { ma_vt: 'SP001', so_luong: 2, gia: 120_000, ck: 0, thue_suat: 0 },
      { ma_vt: 'SP002', so_luong: 1, gia: 50_000, ck: 10, thue_suat: 0 },
    ]);
    expect(record).toMatchObject({ t_tien: 290_000, t_ck: 5_000, t_tt: 285_000 });
    expect((record.chi_tiet as { thanh_tien: number }[]).map((line) => line.thanh_tien)).toEqual([
      240_000, 45_000,
    ]);
  });
});
