import { describe, expect, it } from 'vitest';
import { orderReceiptRefusal, receivedOrder } from './order-receipts.js';

const order = (trang_thai: string, lines: [string, number][]) => ({
  so_ct: 'MH000007',
  trang_thai,
  chi_tiet: lines.map(([ma_vt, so_luong]) => ({ ma_vt, dvt: 'CHAI', so_luong })),
});
const receipt = (trang_thai: string, lines: [string, number][]) => ({
  trang_thai,
  chi_tiet: lines.map(([ma_vt, so_luong]) => ({ ma_vt, dvt: 'CHAI', so_luong })),
});

describe('orderReceiptRefusal', () => {
  it('lets a sent or partly received order be received up to what is left', () => {
    const sent = order('1', [['A', 10]]);
    expect(orderReceiptRefusal(receipt('1', [['A', 10]]), sent, [])).toBeUndefined();
    expect(
      orderReceiptRefusal(receipt('1', [['A', 4]]), order('2', [['A', 10]]), [receipt('0', [['A', 6]])]),
    ).toBeUndefined();
  });

  it('refuses more than ordered less other receipts, cancelled ones not counted', () => {
    expect(
      orderReceiptRefusal(receipt('1', [['A', 5]]), order('2', [['A', 10]]), [
        receipt('1', [['A', 6]]),
        receipt('9', [['A', 4]]),
      ]),
    ).toMatchObject({
      code: 'PURCHASE_RECEIPT_MORE_THAN_ORDERED',
      field: 'chi_tiet.0.so_luong',
      params: { con_lai: 4 },
    });
    // Two lines of one product are one quantity.
    expect(
      orderReceiptRefusal(
        receipt('1', [
          ['A', 6],
          ['A', 5],
        ]),
        order('1', [['A', 10]]),
        [],
      ),
    ).toMatchObject({ code: 'PURCHASE_RECEIPT_MORE_THAN_ORDERED', params: { ma_vt: 'A', con_lai: 10 } });
    expect(orderReceiptRefusal(receipt('1', [['B', 1]]), order('1', [['A', 10]]), [])).toMatchObject({
      params: { ma_vt: 'B', con_lai: 0 },
    });
  });

  it('refuses a draft or cancelled order, never a cancelled receipt', () => {
    expect(orderReceiptRefusal(receipt('1', [['A', 1]]), order('0', [['A', 1]]), [])?.code).toBe(
      'PURCHASE_ORDER_NOT_OPEN',
    );
    expect(orderReceiptRefusal(receipt('0', [['A', 1]]), order('9', [['A', 1]]), [])?.code).toBe(
      'PURCHASE_ORDER_NOT_OPEN',
    );
    expect(orderReceiptRefusal(receipt('9', [['A', 99]]), order('9', [['A', 1]]), [])).toBeUndefined();
  });
});

describe('receivedOrder', () => {
  it('spreads what came in over the lines in order and sets the status', () => {
    const o = order('1', [
      ['A', 4],
      ['B', 2],
      ['A', 6],
    ]);
    expect(receivedOrder(o, [receipt('1', [['A', 7]])])).toEqual({
      ok: true,
      trang_thai: '2',
      lines: [{ sl_nhan: 4 }, { sl_nhan: 0 }, { sl_nhan: 3 }],
    });
    expect(
      receivedOrder(o, [
        receipt('1', [
          ['A', 10],
          ['B', 2],
        ]),
      ]),
    ).toMatchObject({ ok: true, trang_thai: '3' });
    // More than ordered (the order lowered after) shows on the product's last line.
    expect(receivedOrder(order('2', [['A', 2]]), [receipt('1', [['A', 3]])])).toEqual({
      ok: true,
      trang_thai: '3',
      lines: [{ sl_nhan: 3 }],
    });
  });

  it('with nothing received goes back to sent, keeps a draft, and refuses a cancel once goods came in', () => {
    expect(receivedOrder(order('3', [['A', 1]]), [])).toMatchObject({ trang_thai: '1' });
    expect(receivedOrder(order('0', [['A', 1]]), [])).toMatchObject({ trang_thai: '0' });
    expect(receivedOrder(order('9', [['A', 1]]), [])).toMatchObject({ ok: true, trang_thai: '9' });
    expect(receivedOrder(order('9', [['A', 2]]), [receipt('1', [['A', 1]])])).toMatchObject({
      ok: false,
      refusal: { code: 'PURCHASE_ORDER_RECEIVED' },
    });
  });
});
