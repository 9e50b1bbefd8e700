import { describe, expect, it } from 'vitest';
import type { LocalOrder } from '../outbox/local-db';
import { dayOrders, searchOrders } from './day-orders';

const local = (id: string, n: number, minute: number, extra: Partial<LocalOrder> = {}): LocalOrder => ({
  id,
  path: 'sales/retail-orders',
  body: { _id: id, ten_kh: 'Khách lẻ', ma_httt: 'TM', da_tt: 10_800 * n },
  takenAt: Date.UTC(2026, 10, 28, 3, minute),
  deviceNumber: n,
  state: 'pending',
  ...extra,
});

describe("the till's order list", () => {
  it('shows the branch’s stored orders and the device’s unsent ones once each, newest first', () => {
    const rows = dayOrders(
      [
        local('a', 1, 0, { state: 'sent', so_ct: 'BL000101' }),
        local('b', 2, 5),
        local('c', 3, 9, { state: 'refused', error: 'Đơn còn nợ tiền' }),
      ],
      [
        {
          _id: 'a',
          so_ct: 'BL000101',
          ngay_ct: '2026-11-28',
          ten_kh: 'Trần Thị Mai',
          ma_httt: 'TM',
          t_tt: 10_800,
        },
        {
          _id: 'z',
          so_ct: 'BL000102',
          ngay_ct: '2026-11-28',
          ngay_tao: '2026-11-28T03:07:00.000Z',
          ten_kh: 'Nguyễn Văn An',
          ma_httt: 'CK',
          t_tt: 99_000,
        },
      ],
    );
    expect(rows.map((r) => [r.id, r.state, r.mine, r.so_ct ?? null, r.deviceNumber ?? null])).toEqual([
      ['c', 'refused', true, null, 3],
      ['z', 'stored', false, 'BL000102', null],
      ['b', 'pending', true, null, 2],
      ['a', 'stored', true, 'BL000101', 1],
    ]);
    expect(rows[0]?.error).toBe('Đơn còn nợ tiền');
    expect(rows.find((r) => r.id === 'a')).toMatchObject({ ten_kh: 'Trần Thị Mai', total: 10_800 });
  });

  it('finds an order by its number, the device’s number, the customer without accents, or the amount', () => {
    const rows = dayOrders(
      [local('b', 2, 5)],
      [{ _id: 'z', so_ct: 'BL000102', ngay_ct: '2026-11-28', ten_kh: 'Nguyễn Văn An', t_tt: 99_000 }],
    );
    expect(searchOrders(rows, 'bl000102').map((r) => r.id)).toEqual(['z']);
    expect(searchOrders(rows, '#2').map((r) => r.id)).toEqual(['b']);
    expect(searchOrders(rows, 'nguyen an').map((r) => r.id)).toEqual(['z']);
    expect(searchOrders(rows, '21600').map((r) => r.id)).toEqual(['b']);
    expect(searchOrders(rows, '  ')).toHaveLength(2);
  });
});
