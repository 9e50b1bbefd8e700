import { describe, expect, it } from 'vitest';
import { catalogueEntryOfRoute, resourceNamed, type View } from '@sen/domain/resources';
import { userInfoOf } from '@sen/domain';
import { rowActionsOf } from '../list/rowActions';
import { boardLayoutOf, boardModelOf, type BoardRow } from './boardModel';

const view = catalogueEntryOfRoute('/sales/room-orders') as View;
const rooms = resourceNamed('rooms')!;
const layout = boardLayoutOf(view)!;
const admin = userInfoOf({ user_name: 'admin', is_admin: 1 });
const transitionsOf = (row: BoardRow) =>
  rowActionsOf(view, rooms, row, false, { user: admin, voucherLocks: [] }).flatMap((a) =>
    a.kind === 'transition' ? [a.transition] : [],
  );

const rows: BoardRow[] = [
  {
    _id: 'a',
    ma_phong: 'P101',
    ten_phong: 'Phòng 101',
    ma_nhom_phong: 'VIP',
    tang: '1',
    so_giuong: 2,
    trang_thai: '0',
  },
  {
    _id: 'b',
    ma_phong: 'P102',
    ten_phong: 'Phòng 102',
    ma_nhom_phong: 'VIP',
    tang: 'Tầng 1',
    trang_thai: '1',
    gio_bd: '14:05:00',
    ma_kh: 'KH001',
    ten_kh: 'Trần Thị Mai',
  },
  { _id: 'c', ma_phong: 'P201', ten_phong: '', ma_nhom_phong: 'MS', trang_thai: '2' },
  { _id: 'd', ma_phong: 'P301', ten_phong: 'Phòng 301', ma_nhom_phong: 'XX', trang_thai: '9' },
];

const laneNames = new Map([
  ['MS', 'Phòng massage'],
  ['VIP', 'Phòng VIP'],
  ['EMPTY', 'Không dùng'],
]);

describe('the board model of the room board', () => {
  const model = boardModelOf(view, layout, rooms, rows, { locale: 'vi', laneNames, transitionsOf });

  it('has one column per room status, in the declared order, titled and tinted', () => {
    expect(model.columns).toEqual([
      { id: '0', title: 'Trống', tone: 'success' },
      { id: '1', title: 'Đang phục vụ', tone: 'info' },
      { id: '2', title: 'Đang dọn', tone: 'warning' },
      { id: '9', title: 'Ngừng sử dụng', tone: 'neutral' },
    ]);
    expect(boardModelOf(view, layout, rooms, rows, { locale: 'en', transitionsOf }).columns[1]?.title).toBe(
      'In service',
    );
  });

  it('has lanes by room group, titled by name in the lookup’s order, unknown groups after by code', () => {
    expect(model.lanes).toEqual([
      { id: 'MS', title: 'Phòng massage' },
      { id: 'VIP', title: 'Phòng VIP' },
      { id: 'XX', title: 'XX' },
    ]);
  });

  it('titles each card by name (the code only when the name is empty), with its customer and start time (HH:mm)', () => {
    const [a, b, c] = model.cards;
    expect(a).toMatchObject({
      id: 'a',
      column: '0',
      lane: 'VIP',
      title: 'Phòng 101',
      subtitle: 'Tầng: 1',
      details: [{ label: 'Số giường', value: '2' }],
    });
    expect(b?.details).toEqual([
      { label: 'Khách hàng', value: 'Trần Thị Mai' },
      { label: 'Giờ bắt đầu', value: '14:05' },
    ]);
    expect(b?.subtitle).toBe('Tầng 1');
    expect(c?.title).toBe('P201');
    expect(c?.subtitle).toBeUndefined();
  });

  it('offers on each card the transitions the view names that the row allows now', () => {
    expect(model.cards.map((card) => card.transitions.map((t) => t.name))).toEqual([
      ['start'],
      ['clean', 'free'],
      ['ready'],
      // Out of service: enabling is the rooms screen's, not the board's.
      [],
    ]);
    // Who may read the board but not run its actions (no edit right on its menu id).
    const reader = userInfoOf({ user_name: 'reader', r_access: [view.menuId], r_read: [view.menuId] });
    const none = boardModelOf(view, layout, rooms, rows, {
      locale: 'vi',
      transitionsOf: (row) =>
        rowActionsOf(view, rooms, row, false, { user: reader, voucherLocks: [] }).flatMap((a) =>
          a.kind === 'transition' ? [a.transition] : [],
        ),
    });
    expect(none.cards.every((card) => card.transitions.length === 0)).toBe(true);
  });
});
