import { describe, expect, it } from 'vitest';
import { finishActive, openNew, startOrders, switchTo, tabsOf } from './open-orders';

const coffee = { ma_vt: 'VT011', ten_vt: 'Cà phê sữa đá', so_luong: 2, gia: 29_000 };
const cookie = { ma_vt: 'VT029', ten_vt: 'Bánh quy', so_luong: 1, gia: 55_000 };
const mai = { ma_kh: 'KH0001', ten_kh: 'Trần Thị Mai', dien_thoai: '0901234567' };

describe('orders side by side at the till', () => {
  it('sets an order aside with F1, serves the next, and takes the first back as it was', () => {
    let state = startOrders();
    // An empty cart is not set aside.
    expect(openNew(state, { lines: [], customer: null })).toBe(state);
    state = openNew(state, { lines: [coffee], customer: mai });
    expect(state.activeNo).toBe(2);
    expect(tabsOf(state, { lines: [cookie], customer: null })).toEqual([
      { no: 1, active: false, items: 2, customer: 'Trần Thị Mai' },
      { no: 2, active: true, items: 1, customer: null },
    ]);
    const back = switchTo(state, { lines: [cookie], customer: null }, 1);
    expect(back.order).toMatchObject({ no: 1, lines: [coffee], customer: mai });
    expect(back.state.activeNo).toBe(1);
    expect(back.state.parked).toEqual([{ no: 2, lines: [cookie], customer: null }]);
  });

  it('opens a new order once one is paid, the others still waiting; an empty one left behind is dropped', () => {
    let state = openNew(startOrders(), { lines: [coffee], customer: null });
    state = finishActive(state);
    expect(state).toEqual({ parked: [{ no: 1, lines: [coffee], customer: null }], activeNo: 3, nextNo: 4 });
    const back = switchTo(state, { lines: [], customer: null }, 1);
    expect(back.state.parked).toEqual([]);
    expect(switchTo(back.state, { lines: [], customer: null }, 9).order).toBeUndefined();
  });
});
