import { describe, expect, it } from 'vitest';
import {
  deviceNumberGaps,
  formatDeviceGaps,
  numberRuns,
  posShiftExpected,
  posShiftKindOf,
  withShiftDifferences,
} from './pos-shifts.js';

describe('cashier shifts', () => {
  it('expect the float plus cash takings (change given back is not takings), transfers and cards', () => {
    const expected = posShiftExpected(500_000, [
      { t_tt: 80_000, da_tt: 200_000, tien_the: 0, loai_tt: 'TM' },
      { t_tt: 300_000, da_tt: 300_000, tien_the: 0, loai_tt: 'CK' },
      { t_tt: 150_000, da_tt: 150_000, tien_the: 0, loai_tt: 'POS' },
      // A prepaid card paid 100,000, cash the rest.
      { t_tt: 120_000, da_tt: 120_000, tien_the: 100_000, loai_tt: 'TM' },
    ]);
    expect(expected).toEqual({
      tm: 600_000,
      ck: 300_000,
      the: 250_000,
      so_don: 4,
      t_tt: 650_000,
      so_tra: 0,
      t_tra: 0,
    });
  });

  it('pay the refunds made at the till out of the shift, each from its kind', () => {
    const expected = posShiftExpected(
      500_000,
      [
        { t_tt: 300_000, da_tt: 500_000, tien_the: 0, loai_tt: 'TM' },
        { t_tt: 200_000, da_tt: 200_000, tien_the: 0, loai_tt: 'CK' },
        { t_tt: 100_000, da_tt: 100_000, tien_the: 100_000, loai_tt: 'TM' },
      ],
      [
        // Cash back for goods of the first order; a transfer back; a refund to a prepaid card, all of it or a part.
        { t_tt: 150_000, tien_the: 0, loai_tt: 'TM' },
        { t_tt: 50_000, tien_the: 0, loai_tt: 'CK' },
        { t_tt: 40_000, tien_the: 0, loai_tt: 'TTT' },
        { t_tt: 30_000, tien_the: 10_000, loai_tt: 'TM' },
      ],
    );
    expect(expected).toEqual({
      tm: 500_000 + 300_000 - 150_000 - 20_000,
      ck: 200_000 - 50_000,
      the: 100_000 - 40_000 - 10_000,
      so_don: 3,
      t_tt: 600_000,
      so_tra: 4,
      t_tra: 270_000,
    });
  });

  it('count an order paid two ways in each way: cash for part, a transfer for the rest', () => {
    const expected = posShiftExpected(0, [
      { t_tt: 500_000, da_tt: 500_000, tien_the: 0, loai_tt: 'TM', tien_httt2: 300_000, loai_tt2: 'CK' },
    ]);
    expect(expected).toMatchObject({ tm: 200_000, ck: 300_000, the: 0 });
  });

  it('sort payment kinds into cash, transfer and card', () => {
    expect(['TM', 'CK', 'POS', 'TTT', null].map(posShiftKindOf)).toEqual(['tm', 'ck', 'the', 'the', 'the']);
  });

  it('find the device numbers missing between the first and the last of each day', () => {
    const numbers = [1, 2, 3, 6, 7, 9].map((number) => ({ day: '2026-11-24', number }));
    const found = deviceNumberGaps(numbers);
    expect(found).toEqual({ first: 1, last: 9, gaps: [{ day: '2026-11-24', numbers: [4, 5, 8] }] });
    expect(formatDeviceGaps(found.gaps, 1)).toBe('4–5, 8');
    const overMidnight = deviceNumberGaps([
      { day: '2026-11-24', number: 40 },
      { day: '2026-11-24', number: 42 },
      { day: '2026-11-25', number: 1 },
      { day: '2026-11-25', number: 3 },
    ]);
    expect(overMidnight.first).toBe(40);
    expect(overMidnight.last).toBe(3);
    expect(formatDeviceGaps(overMidnight.gaps, 2)).toBe('24/11: 41; 25/11: 2');
    expect(deviceNumberGaps([])).toEqual({ first: null, last: null, gaps: [] });
    expect(numberRuns([3, 5, 6, 7, 10])).toBe('3, 5–7, 10');
  });

  it('difference is counted minus expected, none while nothing is counted', () => {
    expect(
      withShiftDifferences({ tm_du_kien: 700_000, tm_thuc_te: 690_000, ck_du_kien: 5, ck_thuc_te: null }),
    ).toMatchObject({ tm_chenh_lech: -10_000, ck_chenh_lech: null, the_chenh_lech: null });
  });
});
