import { describe, expect, it } from 'vitest';
import { boardOf, countsOf, minutesSince, stayOf } from './board';
import { placeKinds } from './place-kinds';

const now = Date.parse('2026-11-28T12:00:00Z');

describe('the board of tables', () => {
  const groups = [
    { ma_khu_vuc: 'T1', ten_khu_vuc: 'Tầng 1' },
    { ma_khu_vuc: 'SV', ten_khu_vuc: 'Sân vườn' },
  ];
  const tables = [
    { ma_ban: 'B01', ten_ban: 'Bàn 01', ma_khu_vuc: 'T1', so_cho: 4, trang_thai: '0' },
    { ma_ban: 'B02', ten_ban: 'Bàn 02', ma_khu_vuc: 'T1', so_cho: 2, trang_thai: '2' },
    { ma_ban: 'S01', ten_ban: 'Bàn sân 1', ma_khu_vuc: 'SV', so_cho: 6, trang_thai: '0' },
    { ma_ban: 'X01', ten_ban: 'Bàn lẻ', ma_khu_vuc: 'ZZ', trang_thai: '9' },
  ];
  const orders = [
    {
      _id: 'o1',
      so_ct: 'BL001',
      ma_ban: 'S01',
      t_tt: 250_000,
      ten_kh: 'Trần Thị Mai',
      ngay_tao: '2026-11-28T10:55:00Z',
    },
  ];

  it('lays the tables out by area, an open order showing its total, customer and time', () => {
    const board = boardOf(placeKinds.restaurant, tables, groups, orders, now);
    expect(board.map((g) => [g.name, g.tiles.map((t) => t.code)])).toEqual([
      ['Tầng 1', ['B01', 'B02']],
      ['Sân vườn', ['S01']],
      ['', ['X01']],
    ]);
    const served = board[1]!.tiles[0]!;
    expect(served).toMatchObject({ state: 'serving', size: 6 });
    expect(served.order).toEqual({
      id: 'o1',
      so_ct: 'BL001',
      total: 250_000,
      customer: 'Trần Thị Mai',
      minutes: 65,
    });
    expect(board[0]!.tiles.map((t) => t.state)).toEqual(['free', 'reserved']);
    expect(countsOf(board)).toEqual({ free: 1, serving: 1, reserved: 1, cleaning: 0, closed: 1 });
  });

  it('reads a room in status 2 as being cleaned, not reserved', () => {
    const board = boardOf(
      placeKinds.room,
      [{ ma_phong: 'P1', ten_phong: 'Phòng 1', ma_nhom_phong: 'VIP', so_giuong: 2, trang_thai: '2' }],
      [{ ma_nhom_phong: 'VIP', ten_nhom_phong: 'VIP' }],
      [],
      now,
    );
    expect(board[0]!.tiles[0]).toMatchObject({ state: 'cleaning', size: 2, order: null });
  });
});

describe('times', () => {
  it('counts whole minutes, never negative, and splits them into hours', () => {
    expect(minutesSince('2026-11-28T11:59:01Z', now)).toBe(0);
    expect(minutesSince('2026-11-28T12:05:00Z', now)).toBe(0);
    expect(minutesSince('not a time', now)).toBe(0);
    expect(stayOf(125)).toEqual({ hours: 2, minutes: 5 });
  });
});
