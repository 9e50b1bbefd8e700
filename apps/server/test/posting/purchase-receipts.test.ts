import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Purchase orders received through the HTTP API: a goods receipt names its order, brings the goods into stock at
 * the order's price, no more than ordered less what came before; the order shows what it received and becomes
 * partly received, then received; a receipt cancelled or deleted gives the order back what it counted.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);

const onHand = async (ma_vt: string) =>
  (
    await sql<{ n: number; v: number }>`
      SELECT coalesce(sum(so_luong), 0)::float8 AS n, coalesce(sum(gia_tri), 0)::float8 AS v
      FROM stock_on_hand WHERE ma_kho = 'K01-HH' AND ma_vt = ${ma_vt}`.execute(server.database.db)
  ).rows[0]!;

const orderOf = async (id: string) => {
  const res = await call('GET', `purchases/domestic-orders/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    trang_thai: string;
    _version: string;
    chi_tiet: { ma_vt: string; sl_nhan: number | null }[];
  };
};

const receiptOf = (
  so_dh: string,
  lines: { ma_vt: string; so_luong: number; gia?: number }[],
  extra = {},
) => ({
  ngay_ct: '2026-11-25',
  loai_nhap: '1',
  so_dh,
  ma_ncc: 'NCC-PO1',
  ma_kho: 'K01-HH',
  trang_thai: '1',
  chi_tiet: lines.map((line) => ({ dvt: 'CHAI', gia: 60_000, ...line })),
  ...extra,
});

let order = { _id: '', so_ct: '' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('purchases/suppliers', { ma_ncc: 'NCC-PO1', ten_ncc: 'Công ty TNHH Mỹ phẩm Thiên Nhiên' });
  for (const [ma_vt, ten_vt] of [
    ['PO-01', 'Sữa rửa mặt trà xanh 150ml'],
    ['PO-02', 'Kem dưỡng ẩm lô hội 50ml'],
    ['PO-03', 'Nước hoa hồng 200ml'],
  ])
    await created('stock/products', { ma_vt, ten_vt, loai_vt: 'HH', dvt: 'CHAI', gia_ban: 150_000 });
  order = await created('purchases/domestic-orders', {
    ngay_ct: '2026-11-20',
    ma_ncc: 'NCC-PO1',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [
      { ma_vt: 'PO-01', dvt: 'CHAI', so_luong: 10, gia: 60_000 },
      { ma_vt: 'PO-02', dvt: 'CHAI', so_luong: 5, gia: 80_000 },
    ],
  });
});
afterAll(() => server.close());

describe('purchase orders received', () => {
  it('a receipt of part of the order brings it into stock; the order is partly received', async () => {
    const first = await created(
      'stock/receipt-orders',
      receiptOf(order.so_ct, [{ ma_vt: 'PO-01', so_luong: 6 }]),
    );
    expect(await onHand('PO-01')).toEqual({ n: 6, v: 360_000 });
    const after = await orderOf(order._id);
    expect(after.trang_thai).toBe('2');
    expect(after.chi_tiet.map((line) => line.sl_nhan)).toEqual([6, 0]);
    // A draft receipt moves nothing and counts nothing received, but holds its quantity against the order.
    await created(
      'stock/receipt-orders',
      receiptOf(order.so_ct, [{ ma_vt: 'PO-01', so_luong: 3 }], { trang_thai: '0' }),
    );
    expect((await orderOf(order._id)).chi_tiet[0]!.sl_nhan).toBe(6);
    const over = await call(
      'POST',
      'stock/receipt-orders',
      receiptOf(order.so_ct, [{ ma_vt: 'PO-01', so_luong: 2 }]),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'PURCHASE_RECEIPT_MORE_THAN_ORDERED',
      message: `Mặt hàng PO-01 của đơn mua hàng ${order.so_ct} chỉ còn 1 chưa nhận`,
    });
    expect(await onHand('PO-01')).toEqual({ n: 6, v: 360_000 });
    // A product the order does not hold is not received on it.
    const notOrdered = await call(
      'POST',
      'stock/receipt-orders',
      receiptOf(order.so_ct, [{ ma_vt: 'PO-03', so_luong: 1 }]),
    );
    expect(notOrdered.statusCode).toBe(409);
    expect(notOrdered.json()).toMatchObject({
      code: 'PURCHASE_RECEIPT_MORE_THAN_ORDERED',
      message: `Mặt hàng PO-03 của đơn mua hàng ${order.so_ct} chỉ còn 0 chưa nhận`,
    });
    expect(first.so_dh).toBe(order.so_ct);
  });

  it('receiving the rest makes the order received; cancelling a receipt takes it back to partly received', async () => {
    const rest = await created(
      'stock/receipt-orders',
      receiptOf(order.so_ct, [
        { ma_vt: 'PO-01', so_luong: 1 },
        { ma_vt: 'PO-02', so_luong: 5, gia: 80_000 },
      ]),
    );
    expect(await onHand('PO-02')).toEqual({ n: 5, v: 400_000 });
    const draft = (await call('GET', `stock/receipt-orders?so_dh=${order.so_ct}&trang_thai=0`)).json()
      .items[0];
    const done = await call('PATCH', `stock/receipt-orders/${draft._id}`, {
      trang_thai: '1',
      _version: draft._version,
    });
    expect(done.statusCode, done.body).toBe(200);
    const full = await orderOf(order._id);
    expect(full.trang_thai).toBe('3');
    expect(full.chi_tiet.map((line) => line.sl_nhan)).toEqual([10, 5]);
    expect(await onHand('PO-01')).toEqual({ n: 10, v: 600_000 });

    const cancelled = await call('PATCH', `stock/receipt-orders/${rest._id}`, {
      trang_thai: '9',
      _version: rest._version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const partly = await orderOf(order._id);
    expect(partly.trang_thai).toBe('2');
    expect(partly.chi_tiet.map((line) => line.sl_nhan)).toEqual([9, 0]);
    expect(await onHand('PO-02')).toEqual({ n: 0, v: 0 });
  });

  it('an order with goods received cannot be cancelled, nor its received count be overwritten', async () => {
    const before = await orderOf(order._id);
    const cancel = await call('PATCH', `purchases/domestic-orders/${order._id}`, {
      trang_thai: '9',
      _version: before._version,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({
      code: 'PURCHASE_ORDER_RECEIVED',
      message: `Đơn mua hàng ${order.so_ct} đã có phiếu nhập kho, không thể hủy`,
    });
    const edited = await call('PATCH', `purchases/domestic-orders/${order._id}`, {
      trang_thai: '3',
      dien_giai: 'Giao bổ sung tuần sau',
      chi_tiet: before.chi_tiet.map((line) => ({ ...line, sl_nhan: 0 })),
      _version: before._version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ trang_thai: '2', dien_giai: 'Giao bổ sung tuần sau' });
    expect((await orderOf(order._id)).chi_tiet.map((line) => line.sl_nhan)).toEqual([9, 0]);
  });

  it('a draft or cancelled order cannot be received; deleting its receipts sends the order back', async () => {
    const draft = await created('purchases/domestic-orders', {
      ngay_ct: '2026-11-21',
      ma_ncc: 'NCC-PO1',
      trang_thai: '0',
      chi_tiet: [{ ma_vt: 'PO-01', dvt: 'CHAI', so_luong: 4, gia: 60_000 }],
    });
    const refused = await call(
      'POST',
      'stock/receipt-orders',
      receiptOf(draft.so_ct, [{ ma_vt: 'PO-01', so_luong: 1 }]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PURCHASE_ORDER_NOT_OPEN');

    const sent = await call('PATCH', `purchases/domestic-orders/${draft._id}`, {
      trang_thai: '1',
      _version: draft._version,
    });
    expect(sent.statusCode).toBe(200);
    const receipt = await created(
      'stock/receipt-orders',
      receiptOf(draft.so_ct, [{ ma_vt: 'PO-01', so_luong: 4 }]),
    );
    expect((await orderOf(draft._id)).trang_thai).toBe('3');
    const removed = await call('DELETE', `stock/receipt-orders/${receipt._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const back = await orderOf(draft._id);
    expect(back.trang_thai).toBe('1');
    expect(back.chi_tiet[0]!.sl_nhan).toBe(0);
  });

  it("refuses another supplier's order and an order number the branch does not have", async () => {
    await created('purchases/suppliers', { ma_ncc: 'NCC-PO2', ten_ncc: 'Công ty CP Dược phẩm An Khang' });
    const other = await call(
      'POST',
      'stock/receipt-orders',
      receiptOf(order.so_ct, [{ ma_vt: 'PO-02', so_luong: 1 }], { ma_ncc: 'NCC-PO2' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('LOOKUP_NOT_MATCHING');
    const unknown = await call(
      'POST',
      'stock/receipt-orders',
      receiptOf('MH999999', [{ ma_vt: 'PO-02', so_luong: 1 }]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LOOKUP_NOT_FOUND');
  });
});
