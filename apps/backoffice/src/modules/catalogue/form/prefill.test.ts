import { describe, expect, it } from 'vitest';
import { resourceNamed } from '@sen/domain/resources';
import { prefillOf } from './prefill';

const tasks = resourceNamed('tasks')!;
const bills = resourceNamed('bills')!;

describe('a new record prefilled from its address', () => {
  it('takes the declared fields a user types: the customer of an appointment, its day and length', () => {
    expect(prefillOf(tasks.fields, { ma_kh: 'KH0001', ngay_hen: '2026-12-01', thoi_luong: 45 })).toEqual([
      ['ma_kh', 'KH0001'],
      ['ngay_hen', '2026-12-01'],
      ['thoi_luong', '45'],
    ]);
  });

  it('leaves out unknown and read-only fields, lines, objects, blanks and long texts', () => {
    expect(
      prefillOf(bills.fields, {
        hack: 'x',
        t_tt: 1,
        chi_tiet: '[]',
        ma_kh: { a: 1 },
        ten_kh: '  ',
        dien_giai: 'x'.repeat(201),
        toString: 'x',
      }),
    ).toEqual([]);
  });
});
