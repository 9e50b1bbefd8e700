import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { setDemoFlags, withoutDemoPriceRules } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The till's retail orders paid with the customer's package sessions (liệu trình) and, under
 * sale_package_require_otp, confirmed by the customer's one-time code — their sessions and their prepaid card:
 *
 * - a service line naming one of the customer's packages (`ma_lt`) costs nothing more and uses its sessions
 *   through the same package ledger and rules as a service voucher; deleting or cancelling the order gives them
 *   back exactly;
 * - tills racing for the last session: one order goes through, the others are refused, nothing is overspent;
 * - with the flag on, the order posts only the spending its customer confirmed for its id, with the code sent to
 *   their phone (limits: sale_package_otp_max guesses, otp_max_hourly sends, otp_expiration); a code serves one
 *   order and one spending only.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const DAY = '2026-11-21';
const db = () => server.database.db;
const flag = (name: string, value: string, group = 'sale') => setDemoFlags(db(), { [name]: value }, group);

/** A UUIDv7 as the till makes it for an order. */
const uuidv7 = (): string => {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

const stored = async (ma_lt: string) =>
  (
    await sql<{ so_buoi: number; so_buoi_dung: number; so_buoi_con: number }>`
      SELECT so_buoi::float8 AS so_buoi, so_buoi_dung::float8 AS so_buoi_dung, so_buoi_con::float8 AS so_buoi_con
      FROM sales_customer_packages WHERE ma_lt = ${ma_lt}`.execute(db())
  ).rows[0];

const ledgerOf = async (ma_lt: string) =>
  (
    await sql<{ dung: number; tien_dung: number; nguon: string[] }>`
      SELECT coalesce(sum(so_buoi_dung), 0)::int AS dung, coalesce(sum(tien_dung), 0)::float8 AS tien_dung,
        coalesce(array_agg(DISTINCT source) FILTER (WHERE so_buoi_dung <> 0), '{}') AS nguon
      FROM package_ledger WHERE ma_lt = ${ma_lt}`.execute(db())
  ).rows[0]!;

const orderCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_retail_orders`.execute(db())).rows[0]!.n;

/** A done bill selling Mai the 5-session package (paid in full unless `da_tt` says); its package code. */
const sellPackage = async (extra: Record<string, unknown> = {}) => {
  const bill = await created('sales/bills', {
    ngay_ct: DAY,
    ma_kh: 'KH0001',
    ten_kh: 'Trần Thị Mai',
    trang_thai: '1',
    ma_httt: 'TM',
    da_tt: 2_500_000,
    chi_tiet: [{ ma_vt: 'RP-GOI-5', so_luong: 1, gia: 2_500_000 }],
    ...extra,
  });
  return `CN01.${bill.so_ct}.1`;
};

/** A line of the till's cart: the service, paid by a session of the package when one is named. */
const serviceLine = (ma_lt: string | null, so_luong = 1, ma_vt = 'RP-MAS') => ({
  ma_vt,
  ma_lt,
  so_luong,
  gia: 500_000,
});

/** The order the till sends for a paid cart: done, under its own id, the rest (if any) paid in cash. */
const tillOrder = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  _id: uuidv7(),
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  ma_httt: 'TM',
  trang_thai: '1',
  da_tt: 0,
  chi_tiet: lines,
  ...extra,
});

const post = (order: Record<string, unknown>) => call('POST', 'sales/retail-orders', order);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await withoutDemoPriceRules(db());
  await setDemoFlags(db(), {
    sale_service_package_not_enough: 'f',
    sale_service_package_debt_money: 'f',
    sale_service_package_multiple: 'f',
    sale_service_package_require_main: 'f',
    sale_package_require_otp: 'f',
  });
  await created('stock/services', {
    ma_vt: 'RP-MAS',
    ten_vt: 'Massage đá nóng 90 phút',
    dvt: 'LAN',
    gia_ban: 500_000,
  });
  await created('stock/services', { ma_vt: 'RP-GOI', ten_vt: 'Gội đầu', dvt: 'LAN', gia_ban: 100_000 });
  await created('stock/products', {
    ma_vt: 'RP-GOI-5',
    ten_vt: 'Liệu trình massage đá nóng 5 buổi',
    loai_vt: 'GOI',
    dvt: 'GOI',
    gia_ban: 2_500_000,
    ma_dv_chinh: 'RP-MAS',
    so_buoi: 5,
    so_ngay_hl: 90,
  });
});
afterAll(() => server.close());

describe('a retail order paid with package sessions', () => {
  it('uses the session at no cost, beside lines paid in cash; deleting or cancelling gives it back exactly', async () => {
    const ma_lt = await sellPackage();
    const order = tillOrder([serviceLine(ma_lt), serviceLine(null, 1, 'RP-GOI')], { da_tt: 100_000 });
    const res = await post(order);
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json() as Record<string, unknown> & { _id: string; chi_tiet: Record<string, unknown>[] };
    expect(row).toMatchObject({ t_tt: 100_000, con_no: 0 });
    expect(row.chi_tiet[0]).toMatchObject({ ma_lt, gia: 0, thanh_tien: 0 });
    expect(row.chi_tiet[1]).toMatchObject({ ma_lt: null, thanh_tien: 100_000 });
    expect(await stored(ma_lt)).toEqual({ so_buoi: 5, so_buoi_dung: 1, so_buoi_con: 4 });
    expect(await ledgerOf(ma_lt)).toEqual({ dung: 1, tien_dung: 500_000, nguon: ['retail-orders'] });

    // An edit taking two sessions moves the difference; a cancellation gives them back; done again, it uses them.
    const two = await call('PUT', `sales/retail-orders/${row._id}`, {
      ...order,
      chi_tiet: [serviceLine(ma_lt, 2), serviceLine(null, 1, 'RP-GOI')],
    });
    expect(two.statusCode, two.body).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 2, so_buoi_con: 3 });
    const cancelled = await call('PATCH', `sales/retail-orders/${row._id}`, { trang_thai: '9' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0, so_buoi_con: 5 });
    expect(await ledgerOf(ma_lt)).toMatchObject({ dung: 0, tien_dung: 0 });
    const again = await call('PATCH', `sales/retail-orders/${row._id}`, { trang_thai: '1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 2 });

    const deleted = await call('DELETE', `sales/retail-orders/${row._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await stored(ma_lt)).toEqual({ so_buoi: 5, so_buoi_dung: 0, so_buoi_con: 5 });
    expect(await ledgerOf(ma_lt)).toMatchObject({ dung: 0, tien_dung: 0 });
  });

  it('the price of a session is the package’s to pay: the quote the till shows counts it as nothing', async () => {
    const ma_lt = await sellPackage();
    const quote = await call('POST', 'sales/retail-orders/price', {
      ngay_ct: DAY,
      ma_kh: 'KH0001',
      chi_tiet: [serviceLine(ma_lt), serviceLine(null, 1, 'RP-GOI')],
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ t_tt: 100_000 });
  });

  it('follows the service vouchers’ rules: sessions left, paid, one package, the package’s own service', async () => {
    const ma_lt = await sellPackage();
    const before = await orderCount();
    const tooMany = await post(tillOrder([serviceLine(ma_lt, 6)]));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'PACKAGE_NOT_ENOUGH',
      message: `Liệu trình ${ma_lt} chỉ còn 5 buổi`,
      details: [expect.objectContaining({ path: '/chi_tiet/0/ma_lt' })],
    });
    expect(await orderCount()).toBe(before);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0 });
    await flag('sale_service_package_not_enough', 't');
    try {
      expect((await post(tillOrder([serviceLine(ma_lt, 6)]))).statusCode).toBe(201);
      expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 6, so_buoi_con: -1 });
    } finally {
      await flag('sale_service_package_not_enough', 'f');
    }

    const owing = await sellPackage({ da_tt: 1_000_000 });
    const notPaid = await post(tillOrder([serviceLine(owing)]));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ code: 'PACKAGE_NOT_PAID' });
    await flag('sale_service_package_debt_money', 't');
    try {
      expect((await post(tillOrder([serviceLine(owing)]))).statusCode).toBe(201);
    } finally {
      await flag('sale_service_package_debt_money', 'f');
    }

    const [first, second] = [await sellPackage(), await sellPackage()];
    const two = tillOrder([serviceLine(first), serviceLine(second)]);
    const multiple = await post(two);
    expect(multiple.statusCode).toBe(400);
    expect(multiple.json()).toMatchObject({
      code: 'PACKAGE_MULTIPLE',
      details: [expect.objectContaining({ path: '/chi_tiet/1/ma_lt' })],
    });
    await flag('sale_service_package_multiple', 't');
    try {
      expect((await post(two)).statusCode).toBe(201);
      expect(await stored(first)).toMatchObject({ so_buoi_dung: 1 });
      expect(await stored(second)).toMatchObject({ so_buoi_dung: 1 });
    } finally {
      await flag('sale_service_package_multiple', 'f');
    }

    // Another service paid by the package: allowed until the tenant requires the package's own.
    const other = await sellPackage();
    expect((await post(tillOrder([serviceLine(other, 1, 'RP-GOI')]))).statusCode).toBe(201);
    await flag('sale_service_package_require_main', 't');
    try {
      const refused = await post(tillOrder([serviceLine(other, 1, 'RP-GOI')]));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'PACKAGE_OTHER_SERVICE',
        message: `Liệu trình ${other} chỉ dùng cho dịch vụ RP-MAS`,
      });
    } finally {
      await flag('sale_service_package_require_main', 'f');
    }
    expect(await stored(other)).toMatchObject({ so_buoi_dung: 1 });
  });

  it('a package pays only for its own customer: another’s is refused, and a walk-in has none', async () => {
    const ma_lt = await sellPackage();
    const someone = await sql<{ ma_kh: string }>`
      SELECT ma_kh FROM customers WHERE ma_kh <> 'KH0001' ORDER BY ma_kh LIMIT 1`.execute(db());
    const theirs = await post(
      tillOrder([serviceLine(ma_lt)], { ma_kh: someone.rows[0]!.ma_kh, ten_kh: null }),
    );
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({ code: 'LOOKUP_NOT_MATCHING' });
    const walkIn = await post(tillOrder([serviceLine(ma_lt)], { ma_kh: null, ten_kh: null }));
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json()).toMatchObject({
      code: 'PACKAGE_CUSTOMER_REQUIRED',
      message: 'Chọn khách hàng có liệu trình trước khi dùng liệu trình',
    });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0 });
  });

  it('tills racing for the last session: one order has it, the others are refused, nothing is overspent', async () => {
    const ma_lt = await sellPackage();
    expect((await post(tillOrder([serviceLine(ma_lt, 4)]))).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 2 }, () => post(tillOrder([serviceLine(ma_lt)]))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toMatchObject({
      code: 'PACKAGE_NOT_ENOUGH',
      message: `Liệu trình ${ma_lt} chỉ còn 0 buổi`,
    });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 5, so_buoi_con: 0 });

    const busy = await sellPackage();
    const many = await Promise.all(Array.from({ length: 8 }, () => post(tillOrder([serviceLine(busy)]))));
    const codes = many.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    expect(await stored(busy)).toMatchObject({ so_buoi_dung: 5, so_buoi_con: 0 });
    expect(await ledgerOf(busy)).toMatchObject({ dung: 5 });
  });
});

describe('the customer confirms what the till spends of their prepaid value by one-time code (sale_package_require_otp)', () => {
  const sendCode = (spend: Record<string, unknown>) => call('POST', 'sales/retail-orders/prepaid-otp', spend);
  const confirm = (spend: Record<string, unknown>, code: string) =>
    call('POST', 'sales/retail-orders/prepaid-otp/confirm', { ...spend, code });
  /** What the till asks the customer to confirm of an order: its id, customer, lines and card. */
  const spendOf = (order: Record<string, unknown>) => ({
    _id: order._id,
    ma_kh: order.ma_kh,
    chi_tiet: order.chi_tiet,
    ...(order.ma_the ? { ma_the: order.ma_the, tien_the: order.tien_the } : {}),
  });
  const codeFor = async (spend: Record<string, unknown>) => {
    const sent = await sendCode(spend);
    expect(sent.statusCode, sent.body).toBe(200);
    return (sent.json() as { demo_code: string }).demo_code;
  };
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  const newCard = async (ma_the: string, ma_kh: string, so_du_dau: number) => {
    const type = await sql<{ ma_loai_the: string }>`SELECT ma_loai_the FROM sales_card_types LIMIT 1`.execute(
      db(),
    );
    await created('sales/payment-cards', {
      ma_the,
      ma_kh,
      ma_loai_the: type.rows[0]!.ma_loai_the,
      ngay_phat_hanh: '2026-01-01',
      so_du_dau,
      trang_thai: '1',
    });
  };
  const balance = async (ma_the: string) =>
    (
      await sql<{
        so_du: number;
      }>`SELECT so_du::float8 AS so_du FROM sales_payment_cards WHERE ma_the = ${ma_the}`.execute(db())
    ).rows[0]!.so_du;

  beforeAll(() => flag('sale_package_require_otp', 't'));
  afterAll(() => flag('sale_package_require_otp', 'f'));
  // Every test sends codes to Mai's phone: the hour's allowance starts afresh.
  afterEach(() => sql`DELETE FROM otp_codes`.execute(db()));

  it('an order using a session posts only once the customer confirmed it with the code sent for its id', async () => {
    const ma_lt = await sellPackage();
    const order = tillOrder([serviceLine(ma_lt)]);
    const before = await orderCount();
    const unconfirmed = await post(order);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'PREPAID_OTP_REQUIRED',
      message: 'Khách hàng chưa xác nhận bằng mã OTP việc dùng liệu trình, thẻ trả trước cho đơn này',
    });
    expect(await orderCount()).toBe(before);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0 });

    const sms = await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_logs`.execute(db());
    const sent = await sendCode(spendOf(order));
    expect(sent.statusCode, sent.body).toBe(200);
    const { demo_code, lt_xac_nhan } = sent.json() as { demo_code: string; lt_xac_nhan: string };
    expect(demo_code).toMatch(/^\d{6}$/);
    expect(lt_xac_nhan).toBe(`${ma_lt} × 1`);
    // The message goes through the SMS log, the code masked, saying what it confirms.
    const logged = await sql<{ message: string }>`
      SELECT message FROM sms_logs ORDER BY created_at DESC, id DESC LIMIT 1`.execute(db());
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_logs`.execute(db())).rows[0]!.n).toBe(
      sms.rows[0]!.n + 1,
    );
    expect(logged.rows[0]!.message).toContain(`******`);
    expect(logged.rows[0]!.message).toContain(`${ma_lt} × 1`);
    expect(logged.rows[0]!.message).not.toContain(demo_code);

    const wrong = await confirm(spendOf(order), wrongOf(demo_code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    const right = await confirm(spendOf(order), demo_code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ lt_xac_nhan: `${ma_lt} × 1` });
    // A code works once.
    expect((await confirm(spendOf(order), demo_code)).statusCode).toBe(400);

    const done = await post(order);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ lt_xac_nhan: `${ma_lt} × 1` });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1 });
    // Sent again (the till's retry), the stored order answers.
    expect((await post(order)).statusCode).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1 });
    // More sessions than the customer confirmed need another code.
    const more = await call('PUT', `sales/retail-orders/${String(order._id)}`, {
      ...order,
      chi_tiet: [serviceLine(ma_lt, 2)],
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'PREPAID_OTP_REQUIRED' });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1 });
  });

  it('a confirmation serves its own order and spending only; a code confirms only what it was sent for', async () => {
    const ma_lt = await sellPackage();
    const order = tillOrder([serviceLine(ma_lt)]);
    const code = await codeFor(spendOf(order));
    // The same code for another order (another id), or for more sessions than it was sent for: wrong.
    const other = tillOrder([serviceLine(ma_lt)]);
    expect((await confirm(spendOf(other), code)).statusCode).toBe(400);
    expect((await confirm(spendOf({ ...order, chi_tiet: [serviceLine(ma_lt, 2)] }), code)).statusCode).toBe(
      400,
    );
    expect((await confirm(spendOf(order), code)).statusCode).toBe(200);
    // Another order spending the same is not confirmed by this order's confirmation.
    const refused = await post(other);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PREPAID_OTP_REQUIRED' });
    // Nor is this order with more than was confirmed, nor under another customer.
    expect((await post({ ...order, chi_tiet: [serviceLine(ma_lt, 2)] })).statusCode).toBe(409);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0 });
    expect((await post(order)).statusCode).toBe(201);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1 });
  });

  it('a prepaid card of the customer’s is spent at the till only as confirmed, with the sessions', async () => {
    await newCard('RP-THE', 'KH0001', 1_000_000);
    const ma_lt = await sellPackage();
    const order = tillOrder([serviceLine(ma_lt), serviceLine(null, 2, 'RP-GOI')], {
      da_tt: 200_000,
      ma_the: 'RP-THE',
      tien_the: 200_000,
    });
    const unconfirmed = await post(order);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({ code: 'PREPAID_OTP_REQUIRED' });
    expect(await balance('RP-THE')).toBe(1_000_000);

    // A code for the sessions alone does not cover the card.
    const sessionsOnly = { ...spendOf(order), ma_the: null, tien_the: null };
    expect((await confirm(sessionsOnly, await codeFor(sessionsOnly))).statusCode).toBe(200);
    expect((await post(order)).statusCode).toBe(409);

    const sent = await sendCode(spendOf(order));
    expect(sent.json()).toMatchObject({ lt_xac_nhan: `${ma_lt} × 1, RP-THE: 200000` });
    const right = await confirm(spendOf(order), (sent.json() as { demo_code: string }).demo_code);
    expect(right.json()).toEqual({ lt_xac_nhan: `${ma_lt} × 1, RP-THE: 200000` });
    const done = await post(order);
    expect(done.statusCode, done.body).toBe(201);
    expect(await balance('RP-THE')).toBe(800_000);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1 });

    // A card alone, confirmed the same way.
    const byCard = tillOrder([serviceLine(null, 1, 'RP-GOI')], {
      da_tt: 100_000,
      ma_the: 'RP-THE',
      tien_the: 100_000,
    });
    expect((await post(byCard)).statusCode).toBe(409);
    expect((await confirm(spendOf(byCard), await codeFor(spendOf(byCard)))).statusCode).toBe(200);
    expect((await post(byCard)).statusCode).toBe(201);
    expect(await balance('RP-THE')).toBe(700_000);
  });

  it('the spending must be the customer’s own, and something prepaid', async () => {
    const ma_lt = await sellPackage();
    const someone = await sql<{ ma_kh: string }>`
      SELECT ma_kh FROM customers WHERE ma_kh <> 'KH0001' AND dien_thoai IS NOT NULL ORDER BY ma_kh LIMIT 1`.execute(
      db(),
    );
    const ma_kh = someone.rows[0]!.ma_kh;
    const theirs = await sendCode(spendOf(tillOrder([serviceLine(ma_lt)], { ma_kh })));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toMatchObject({
      code: 'LOOKUP_NOT_MATCHING',
      details: [expect.objectContaining({ path: '/chi_tiet/0/ma_lt' })],
    });
    await newCard('RP-THE-KHAC', ma_kh, 500_000);
    const card = await sendCode(
      spendOf(tillOrder([serviceLine(null)], { ma_the: 'RP-THE-KHAC', tien_the: 100_000 })),
    );
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ code: 'LOOKUP_NOT_MATCHING' });
    const nothing = await sendCode(spendOf(tillOrder([serviceLine(null)])));
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      code: 'PREPAID_OTP_NOTHING',
      message: 'Đơn không dùng liệu trình hay thẻ trả trước nào',
    });
    expect(
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM otp_codes`.execute(db())).rows[0]!.n,
    ).toBe(0);
  });

  it('limits: sale_package_otp_max guesses a code, even concurrent; otp_expiration; otp_max_hourly sends', async () => {
    const ma_lt = await sellPackage();
    const order = tillOrder([serviceLine(ma_lt)]);
    const spend = spendOf(order);
    const code = await codeFor(spend);
    const guesses = await Promise.all(Array.from({ length: 6 }, () => confirm(spend, wrongOf(code))));
    expect(guesses.every((res) => res.statusCode === 400)).toBe(true);
    const attempts = await sql<{ attempts: number }>`
      SELECT attempts FROM otp_codes WHERE purpose = ${`prepaid:${String(order._id)}`}`.execute(db());
    expect(attempts.rows.map((row) => row.attempts)).toEqual([3]);
    // The right digits no longer work on a dead code.
    expect((await confirm(spend, code)).statusCode).toBe(400);

    // An expired code does not confirm.
    const late = await codeFor(spend);
    await sql`UPDATE otp_codes SET expires_at = now() - interval '1 second'
      WHERE purpose = ${`prepaid:${String(order._id)}`}`.execute(db());
    expect((await confirm(spend, late)).statusCode).toBe(400);
    expect((await post(order)).statusCode).toBe(409);

    await flag('otp_max_hourly', '3', 'system');
    try {
      // Two codes were sent to Mai this hour: one more is allowed, then 429.
      expect((await sendCode(spend)).statusCode).toBe(200);
      const refused = await sendCode(spend);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'OTP_RATE_LIMITED' });
    } finally {
      await flag('otp_max_hourly', '10', 'system');
    }
  });

  it('the cashier asks and confirms with the add right on retail orders', async () => {
    const cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
    const ma_lt = await sellPackage();
    const order = tillOrder([serviceLine(ma_lt)]);
    const asCashier = branchCalls(
      () => server,
      () => cashier,
    ).call;
    const sent = await asCashier('POST', 'sales/retail-orders/prepaid-otp', spendOf(order));
    expect(sent.statusCode, sent.body).toBe(200);
    const { demo_code } = sent.json() as { demo_code: string };
    const right = await asCashier('POST', 'sales/retail-orders/prepaid-otp/confirm', {
      ...spendOf(order),
      code: demo_code,
    });
    expect(right.statusCode, right.body).toBe(200);
    const done = await asCashier('POST', 'sales/retail-orders', order);
    expect(done.statusCode, done.body).toBe(201);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1 });
  });
});
