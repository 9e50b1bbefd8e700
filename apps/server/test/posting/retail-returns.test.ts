import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDemoFlags, typedPrices, withoutDemoPriceRules } from '../helpers/price-flags.js';
import { send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Returns of the till's retail orders (so_ct_bl), as of bills: no more than the order sold less what its other
 * returns took back (two refunds of the last unit at once: one is refused), within sale_return_days, priced as the
 * order charged; posted in reverse — goods back into the warehouse, the money out of the cash or bank fund, a
 * prepaid card credited back — and taken back whole when deleted. The till refunds through
 * `POST sales/retail-orders/{id}/refund`, approved when the cashier may approve, counted in the till's open shift.
 */

let server: TestServer;
let admin = '';
let cashier = '';
const DEVICE = 'till-refund-0001';

const as =
  (token: () => string, device?: string) => (method: Method, path: string, body?: Record<string, unknown>) =>
    send(server.app, method, `/api/${path}`, {
      token: token(),
      body,
      headers: { Branchs: 'CN01', ...(device ? { 'Device-Id': device } : {}) },
    });
const asAdmin = as(() => admin);
const till = as(() => cashier, DEVICE);

const db = () => server.database.db;

/** Today's business day (Vietnam), 'YYYY-MM-DD', and a day some days before it. */
const dayOf = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const TODAY = dayOf(new Date());
const daysAgo = (n: number) => dayOf(new Date(Date.now() - n * 86_400_000));

const created = async (call: ReturnType<typeof as>, path: string, body: Record<string, unknown>) => {
  const res = await call('POST', path, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { _id: string; _version: string; so_ct: string } & Record<string, unknown>;
};

const onHand = async () =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_luong), 0)::float8 AS n FROM stock_on_hand WHERE ma_kho = 'K01-HH' AND ma_vt = 'RR-01'`.execute(
      db(),
    )
  ).rows[0]!.n;

/** What a voucher moved on an account (debits − credits). */
const movedOn = async (tk: string, source_id: string) =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger WHERE tk = ${tk} AND source_id = ${source_id}`.execute(
      db(),
    )
  ).rows[0]!.n;

const stockMoved = async (source_id: string) =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_luong), 0)::float8 AS n FROM stock_ledger WHERE source_id = ${source_id}`.execute(
      db(),
    )
  ).rows[0]!.n;

const cardBalance = async (ma_the: string) =>
  (
    await sql<{
      so_du: number;
    }>`SELECT so_du::float8 AS so_du FROM sales_payment_cards WHERE ma_the = ${ma_the}`.execute(db())
  ).rows[0]!.so_du;

/** A paid retail order of RR-01 (100,000 each, no tax) as the till sends it: walk-in, cash, at no warehouse. */
const order = (so_luong: number, extra: Record<string, unknown> = {}) => ({
  _id: randomUUID(),
  ngay_ct: TODAY,
  ma_httt: 'TM',
  trang_thai: '1',
  da_tt: so_luong * 100_000,
  chi_tiet: [{ ma_vt: 'RR-01', ten_vt: 'Sữa rửa mặt', dvt: 'CHAI', so_luong, gia: 100_000 }],
  ...extra,
});

/** A return of the order through the catalogue (the back office's form). */
const returnOf = (so_ct_bl: string, so_luong: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: TODAY,
  so_ct_bl,
  ma_kho: 'K01-HH',
  ma_httt: 'TM',
  ly_do: 'Khách đổi ý',
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'RR-01', dvt: 'CHAI', so_luong, gia: 150_000 }],
  ...extra,
});

const refund = (so_luong: number, extra: Record<string, unknown> = {}) => ({
  ly_do: 'Hàng lỗi',
  ma_httt: 'TM',
  chi_tiet: [{ ma_vt: 'RR-01', dvt: 'CHAI', so_luong }],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  await setDemoFlags(db(), { ...typedPrices, sale_return_days: '0', sale_bill_require_approve: 'f' });
  await withoutDemoPriceRules(db());
  await created(asAdmin, 'stock/products', {
    ma_vt: 'RR-01',
    ten_vt: 'Sữa rửa mặt',
    loai_vt: 'HH',
    dvt: 'CHAI',
    gia_ban: 100_000,
  });
  await created(asAdmin, 'stock/receipt-orders', {
    ngay_ct: daysAgo(30),
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [{ ma_vt: 'RR-01', so_luong: 50, gia: 40_000 }],
  });
  await created(asAdmin, 'sales/commisstion-groups', {
    ma_nhom_hh: 'NHOM-RR',
    ten_nhom_hh: 'Thu ngân',
    ty_le_hh: 5,
  });
  await created(asAdmin, 'sales/salers', {
    ma_nvbh: 'NVBH-RR',
    ten_nvbh: 'Đỗ Thị Hoa',
    ma_nhom: 'NHOM-RR',
    cap_bac: '2',
  });
  const type = await sql<{ ma_loai_the: string }>`SELECT ma_loai_the FROM sales_card_types LIMIT 1`.execute(
    db(),
  );
  await created(asAdmin, 'sales/payment-cards', {
    ma_the: 'THE-RR',
    ma_kh: 'KH0001',
    ma_loai_the: type.rows[0]!.ma_loai_the,
    ngay_phat_hanh: daysAgo(60),
    so_du_dau: 1_000_000,
    trang_thai: '1',
  });
});
afterAll(() => server.close());

describe('returns of a retail order through the catalogue', () => {
  it('take back at most what it sold less its other returns, priced as it charged; deleted, all is restored', async () => {
    const stockBefore = await onHand();
    const sale = await created(till, 'sales/retail-orders', order(3));
    expect(await onHand()).toBe(stockBefore - 3);

    const back = await created(asAdmin, 'sales/returns', returnOf(sale.so_ct, 2));
    // The order's date and price (not the 150,000 sent); a walk-in sale's return has no customer.
    expect(back).toMatchObject({ so_ct_bl: sale.so_ct, ngay_ct_hd: TODAY, ma_kh: null, t_tt: 200_000 });
    expect(back.chi_tiet).toMatchObject([{ gia: 100_000, thanh_tien: 200_000 }]);
    expect(await onHand()).toBe(stockBefore - 1);
    expect(await movedOn('1111', back._id)).toBe(-200_000);

    const more = await asAdmin('POST', 'sales/returns', returnOf(sale.so_ct, 2));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'RETURN_MORE_THAN_SOLD',
      message: `Mặt hàng RR-01 của hóa đơn ${sale.so_ct} chỉ còn 1 có thể trả`,
    });
    expect(await onHand()).toBe(stockBefore - 1);

    // Deleted, the return gives back all it moved: the goods leave again, the cash comes back, and the order's
    // goods may be returned again.
    const removed = await asAdmin('DELETE', `sales/returns/${back._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await onHand()).toBe(stockBefore - 3);
    expect(await movedOn('1111', back._id)).toBe(0);
    expect(await stockMoved(back._id)).toBe(0);
    const all = await created(asAdmin, 'sales/returns', returnOf(sale.so_ct, 3));
    expect(all.t_tt).toBe(300_000);
    expect(await onHand()).toBe(stockBefore);
  });

  it('of the last unit twice at once: the order is locked, the second sees the first and is refused', async () => {
    const stockBefore = await onHand();
    const sale = await created(till, 'sales/retail-orders', order(1));
    const both = await Promise.all([
      asAdmin('POST', 'sales/returns', returnOf(sale.so_ct, 1)),
      asAdmin('POST', 'sales/returns', returnOf(sale.so_ct, 1)),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await onHand()).toBe(stockBefore);
  });

  it('name exactly one original: a bill or a retail order, and one the branch has', async () => {
    const sale = await created(till, 'sales/retail-orders', order(1));
    const none = await asAdmin('POST', 'sales/returns', returnOf('', 1, { so_ct_bl: null }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'RETURN_ORIGINAL_ONE',
      message: 'Chọn một chứng từ gốc để trả hàng: hóa đơn hoặc đơn bán lẻ',
    });
    const bill = await sql<{ so_ct: string }>`
      SELECT so_ct FROM sales_bills WHERE ma_dvcs = 'CN01' AND trang_thai = '1' LIMIT 1`.execute(db());
    const both = await asAdmin(
      'POST',
      'sales/returns',
      returnOf(sale.so_ct, 1, { so_ct_hd: bill.rows[0]!.so_ct }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().code).toBe('RETURN_ORIGINAL_ONE');
    const unknown = await asAdmin('POST', 'sales/returns', returnOf('BL999999', 1));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('LOOKUP_NOT_FOUND');
    // A walk-in sale's return refunds to no one's card.
    const card = await asAdmin(
      'POST',
      'sales/returns',
      returnOf(sale.so_ct, 1, { ma_the: 'THE-RR', tien_the: 1 }),
    );
    expect(card.statusCode).toBe(400);
    expect(card.json().code).toBe('LOOKUP_NOT_MATCHING');
  });

  it('refuse a return past sale_return_days of the order, and an order not paid', async () => {
    const old = await created(till, 'sales/retail-orders', order(1, { ngay_ct: daysAgo(10) }));
    await setDemoFlags(db(), { sale_return_days: '7' });
    try {
      const late = await asAdmin('POST', 'sales/returns', returnOf(old.so_ct, 1));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'RETURN_TOO_LATE',
        message: `Đã quá 7 ngày kể từ hóa đơn ${old.so_ct}, không thể trả hàng`,
      });
      const tillLate = await till('POST', `sales/retail-orders/${old._id}/refund`, refund(1));
      expect(tillLate.statusCode).toBe(409);
      expect(tillLate.json().code).toBe('RETURN_TOO_LATE');
    } finally {
      await setDemoFlags(db(), { sale_return_days: '0' });
    }
    const open = await created(till, 'sales/retail-orders', order(1, { trang_thai: '0', da_tt: 0 }));
    const notPaid = await till('POST', `sales/retail-orders/${open._id}/refund`, refund(1));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().code).toBe('RETURN_BILL_NOT_DONE');
  });
});

describe('the till’s refund of a paid order', () => {
  let shift = '';

  it('makes and approves the return, counted as money out of the till’s open shift', async () => {
    const opened = await till('POST', 'sales/pos-shifts/open', { tien_dau_ca: 500_000 });
    expect(opened.statusCode, opened.body).toBe(201);
    shift = opened.json()._id;
    const stockBefore = await onHand();
    const sale = await created(till, 'sales/retail-orders', order(2, { ma_ca_tn: shift, so_don_may: 1 }));
    expect((await till('GET', 'sales/pos-shifts/current')).json().shift.du_kien.tm).toBe(700_000);

    const res = await till(
      'POST',
      `sales/retail-orders/${sale._id}/refund`,
      refund(1, { chi_tiet: [{ ma_vt: 'RR-01', so_luong: 1 }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { refund: made, refunded } = res.json();
    expect(refunded).toBe(true);
    expect(made).toMatchObject({
      so_ct_bl: sale.so_ct,
      ngay_ct: TODAY,
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ly_do: 'Hàng lỗi',
      trang_thai: '1',
      nguoi_duyet: 'thungan',
      ma_ca_tn: shift,
      t_tt: 100_000,
    });
    expect(made.chi_tiet).toMatchObject([
      { ma_vt: 'RR-01', ten_vt: 'Sữa rửa mặt', dvt: 'CHAI', so_luong: 1 },
    ]);
    expect(await onHand()).toBe(stockBefore - 1);
    expect(await movedOn('1111', made._id)).toBe(-100_000);
    const current = (await till('GET', 'sales/pos-shifts/current')).json().shift;
    expect(current).toMatchObject({
      du_kien: { tm: 600_000 },
      so_don: 1,
      t_tt: 200_000,
      so_tra: 1,
      t_tra: 100_000,
    });

    // The returns of the order are listed by it (the till's order page shows them).
    const listed = await till('GET', `sales/returns?so_ct_bl=${sale.so_ct}`);
    expect(listed.json().items).toMatchObject([{ so_ct: made.so_ct, t_tt: 100_000 }]);

    const more = await till('POST', `sales/retail-orders/${sale._id}/refund`, refund(2));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: 'RETURN_MORE_THAN_SOLD',
      details: [{ path: '/chi_tiet/0/so_luong' }],
    });
    const noReason = await till('POST', `sales/retail-orders/${sale._id}/refund`, refund(1, { ly_do: '  ' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      code: 'FIELD_REQUIRED',
      message: 'Vui lòng nhập Lý do trả hàng',
    });
    const unsold = await till('POST', `sales/retail-orders/${sale._id}/refund`, {
      ...refund(1),
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1 }],
    });
    expect(unsold.statusCode).toBe(409);
    expect(unsold.json().code).toBe('RETURN_MORE_THAN_SOLD');
    expect(await onHand()).toBe(stockBefore - 1);
    const elsewhere = await send(server.app, 'POST', `/api/sales/retail-orders/${sale._id}/refund`, {
      token: cashier,
      body: refund(1),
      headers: { Branchs: 'CN02' },
    });
    expect([403, 404]).toContain(elsewhere.statusCode);
  });

  it('takes back the commission the order earned its salesperson for what comes back', async () => {
    const sale = await created(till, 'sales/retail-orders', order(2, { ma_nvbh: 'NVBH-RR', so_don_may: 8 }));
    const earned = await sql<{ so_tien: number }>`
      SELECT so_tien::float8 AS so_tien FROM employee_ledger WHERE source_id = ${sale._id}`.execute(db());
    expect(earned.rows).toEqual([{ so_tien: 10_000 }]);
    const res = await till('POST', `sales/retail-orders/${sale._id}/refund`, refund(1));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().refund;
    expect(made).toMatchObject({ ma_nvbh: 'NVBH-RR' });
    const back = await sql<{ ma_nvbh: string; so_tien: number }>`
      SELECT ma_nvbh, so_tien::float8 AS so_tien FROM employee_ledger WHERE source_id = ${made._id}`.execute(
      db(),
    );
    expect(back.rows).toEqual([{ ma_nvbh: 'NVBH-RR', so_tien: -5_000 }]);
  });

  it('of the last unit twice at once: one is made, the other refused, the goods back once', async () => {
    const stockBefore = await onHand();
    const sale = await created(till, 'sales/retail-orders', order(1, { ma_ca_tn: shift, so_don_may: 2 }));
    const both = await Promise.all([
      till('POST', `sales/retail-orders/${sale._id}/refund`, refund(1)),
      till('POST', `sales/retail-orders/${sale._id}/refund`, refund(1)),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((res) => res.statusCode === 409)!.json().code).toBe('RETURN_MORE_THAN_SOLD');
    expect(await onHand()).toBe(stockBefore);
    const listed = await till('GET', `sales/returns?so_ct_bl=${sale.so_ct}`);
    expect(listed.json().total).toBe(1);
  });

  it('gives a card payment back to the card (no more than it paid), and a transfer back by transfer', async () => {
    const before = await cardBalance('THE-RR');
    const byCard = await created(
      till,
      'sales/retail-orders',
      order(2, { ma_kh: 'KH0001', ma_the: 'THE-RR', tien_the: 200_000, ma_ca_tn: shift, so_don_may: 3 }),
    );
    expect(await cardBalance('THE-RR')).toBe(before - 200_000);
    const shiftBefore = (await till('GET', 'sales/pos-shifts/current')).json().shift.du_kien;
    const res = await till('POST', `sales/retail-orders/${byCard._id}/refund`, refund(1, { hoan_the: true }));
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().refund;
    expect(made).toMatchObject({ ma_kh: 'KH0001', ma_the: 'THE-RR', tien_the: 100_000, t_tt: 100_000 });
    expect(await cardBalance('THE-RR')).toBe(before - 100_000);
    expect(await movedOn('1111', made._id)).toBe(0);
    expect(await movedOn('3387', made._id)).toBe(-100_000);
    const history = await sql<{ loai_gd: string; so_tien: number }>`
      SELECT loai_gd, so_tien::float8 AS so_tien FROM sales_payment_card_histories
      WHERE ma_the = 'THE-RR' AND so_ct_goc = ${made.so_ct}`.execute(db());
    expect(history.rows).toEqual([{ loai_gd: 'HOAN', so_tien: 100_000 }]);
    // Card money out of the shift, not cash.
    expect((await till('GET', 'sales/pos-shifts/current')).json().shift.du_kien).toEqual({
      ...shiftBefore,
      the: shiftBefore.the - 100_000,
    });

    // Paid 100,000 by the card and 200,000 in cash: the card has back what it paid, the rest goes back in cash.
    const part = await created(
      till,
      'sales/retail-orders',
      order(3, { ma_kh: 'KH0001', ma_the: 'THE-RR', tien_the: 100_000, so_don_may: 7 }),
    );
    const cardBefore = await cardBalance('THE-RR');
    const toCard = await till(
      'POST',
      `sales/retail-orders/${part._id}/refund`,
      refund(2, { hoan_the: true }),
    );
    expect(toCard.statusCode, toCard.body).toBe(201);
    const both = toCard.json().refund;
    expect(both).toMatchObject({ ma_httt: 'TM', tien_the: 100_000, t_tt: 200_000 });
    expect(await cardBalance('THE-RR')).toBe(cardBefore + 100_000);
    expect(await movedOn('1111', both._id)).toBe(-100_000);
    const spent = await till('POST', `sales/retail-orders/${part._id}/refund`, refund(1, { hoan_the: true }));
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({
      code: 'RETURN_CARD_REFUNDED',
      message: `Thẻ THE-RR đã được hoàn đủ số tiền thẻ đã trả cho đơn ${part.so_ct}`,
    });

    const cash = await created(till, 'sales/retail-orders', order(1, { so_don_may: 4 }));
    const noCard = await till(
      'POST',
      `sales/retail-orders/${cash._id}/refund`,
      refund(1, { hoan_the: true }),
    );
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().code).toBe('PAYMENT_CARD_REQUIRED');

    // Paid half in cash, half by transfer: refunded by transfer, out of the bank fund.
    const split = await created(
      till,
      'sales/retail-orders',
      order(2, { ma_httt2: 'CK', tien_httt2: 100_000, so_don_may: 5 }),
    );
    const byTransfer = await till(
      'POST',
      `sales/retail-orders/${split._id}/refund`,
      refund(1, { ma_httt: 'CK' }),
    );
    expect(byTransfer.statusCode, byTransfer.body).toBe(201);
    const transferred = byTransfer.json().refund;
    expect(await movedOn('1121', transferred._id)).toBe(-100_000);
    expect(await movedOn('1111', transferred._id)).toBe(0);
  });

  it('without the right to approve, waits for approval: nothing moves until it is approved', async () => {
    await setDemoFlags(db(), { sale_bill_require_approve: 't' });
    await sql`UPDATE user_rights r SET r_edit = false FROM users u
      WHERE u.id = r.user_id AND u.user_name = 'thungan' AND r.menu_id = 'sales.returns.approve'`.execute(
      db(),
    );
    try {
      const stockBefore = await onHand();
      const sale = await created(till, 'sales/retail-orders', order(1, { ma_ca_tn: shift, so_don_may: 6 }));
      const cashBefore = (await till('GET', 'sales/pos-shifts/current')).json().shift.du_kien.tm;
      const res = await till('POST', `sales/retail-orders/${sale._id}/refund`, refund(1));
      expect(res.statusCode, res.body).toBe(201);
      const { refund: made, refunded } = res.json();
      expect(refunded).toBe(false);
      expect(made).toMatchObject({ trang_thai: '1', nguoi_duyet: null, ngay_duyet: null });
      expect(await onHand()).toBe(stockBefore - 1);
      expect((await till('GET', 'sales/pos-shifts/current')).json().shift.du_kien.tm).toBe(cashBefore);

      const approved = await asAdmin('POST', `sales/returns/${made._id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await onHand()).toBe(stockBefore);
      expect(await movedOn('1111', made._id)).toBe(-100_000);
      expect((await till('GET', 'sales/pos-shifts/current')).json().shift.du_kien.tm).toBe(
        cashBefore - 100_000,
      );
    } finally {
      await setDemoFlags(db(), { sale_bill_require_approve: 'f' });
      await sql`UPDATE user_rights r SET r_edit = true FROM users u
        WHERE u.id = r.user_id AND u.user_name = 'thungan' AND r.menu_id = 'sales.returns.approve'`.execute(
        db(),
      );
    }
  });
});
