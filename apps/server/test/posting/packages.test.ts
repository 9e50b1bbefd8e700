import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { withoutDemoPriceRules } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Service packages through the HTTP API: a bill selling a package gives the customer its sessions; service
 * vouchers use them under the tenant's rules (sessions left, paid, expiry, one package a voucher); every edit,
 * deletion and cancellation takes its sessions back; a sold package with sessions used keeps its bill; vouchers
 * racing for the last sessions never use more than the package has.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const DAY = '2026-11-21';

const db = () => server.database.db;

const flag = (name: string, value: string, grp = 'sale') =>
  sql`INSERT INTO configs (tenant_id, name, grp, value)
    SELECT id, ${name}, ${grp}, ${value} FROM tenants WHERE code = 'demo'
    ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(db());

/** A customer package as stored. */
const stored = async (ma_lt: string) =>
  (
    await sql<{
      so_buoi: number;
      so_buoi_dung: number;
      so_buoi_con: number;
      ma_kh: string;
      ngay_het_han: string;
    }>`
      SELECT so_buoi::float8 AS so_buoi, so_buoi_dung::float8 AS so_buoi_dung, so_buoi_con::float8 AS so_buoi_con,
        ma_kh, to_char(ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han
      FROM sales_customer_packages WHERE ma_lt = ${ma_lt}`.execute(db())
  ).rows[0];

/** What the package ledger holds for a package: sessions sold and used, value sold and used. */
const ledgerOf = async (ma_lt: string) =>
  (
    await sql<{ ban: number; dung: number; tien_ban: number; tien_dung: number }>`
      SELECT coalesce(sum(so_buoi_ban), 0)::int AS ban, coalesce(sum(so_buoi_dung), 0)::int AS dung,
        coalesce(sum(tien_ban), 0)::float8 AS tien_ban, coalesce(sum(tien_dung), 0)::float8 AS tien_dung
      FROM package_ledger WHERE ma_lt = ${ma_lt}`.execute(db())
  ).rows[0]!;

/** A done bill selling the 5-session package to Mai, paid in cash (or `da_tt`). */
const sellPackage = async (extra: Record<string, unknown> = {}) => {
  const bill = await created('sales/bills', {
    ngay_ct: DAY,
    ma_kh: 'KH0001',
    ten_kh: 'Trần Thị Mai',
    trang_thai: '1',
    ma_httt: 'TM',
    da_tt: 2_500_000,
    // The line's kind is the product's whatever the client says (the package ledger reads it).
    chi_tiet: [{ ma_vt: 'GOI-MAS-5', loai_vt: 'HH', so_luong: 1, gia: 2_500_000 }],
    ...extra,
  });
  return { bill, ma_lt: `CN01.${bill.so_ct}.1` };
};

/** A done service voucher of Mai using `so_luong` sessions of the package. */
const takeSessions = (ma_lt: string, so_luong: number, extra: Record<string, unknown> = {}) =>
  call('POST', 'sales/services', {
    ngay_ct: DAY,
    ma_kh: 'KH0001',
    trang_thai: '1',
    chi_tiet: [{ ma_lt, ma_vt: 'MAS-90', so_luong, gia: 500_000 }],
    ...extra,
  });

const serviceCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_services`.execute(db())).rows[0]!.n;

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  // The packages are sold at their list price: the demo's revenue bands would take their share off.
  await withoutDemoPriceRules(server.database.db);
  for (const name of [
    'sale_service_package_not_enough',
    'sale_service_package_debt_money',
    'sale_service_package_multiple',
    'sale_service_package_require_main',
  ])
    await flag(name, 'f');
  await created('stock/services', {
    ma_vt: 'MAS-90',
    ten_vt: 'Massage body đá nóng 90 phút',
    dvt: 'LAN',
    gia_ban: 500_000,
  });
  await created('stock/products', {
    ma_vt: 'GOI-MAS-5',
    ten_vt: 'Liệu trình massage đá nóng 5 buổi',
    loai_vt: 'GOI',
    dvt: 'GOI',
    gia_ban: 2_500_000,
    ma_dv_chinh: 'MAS-90',
    so_buoi: 5,
    so_ngay_hl: 90,
  });
});
afterAll(() => server.close());

describe('service packages', () => {
  it('a package product names its service and sessions', async () => {
    const res = await call('POST', 'stock/products', {
      ma_vt: 'GOI-THIEU',
      ten_vt: 'Gói thiếu dịch vụ',
      loai_vt: 'GOI',
      dvt: 'GOI',
      so_buoi: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Gói liệu trình phải có dịch vụ của gói' });
  });

  it('a bill selling a package gives the customer its sessions; service vouchers use them, edits and deletions give them back', async () => {
    const { ma_lt } = await sellPackage();
    expect(await stored(ma_lt)).toEqual({
      so_buoi: 5,
      so_buoi_dung: 0,
      so_buoi_con: 5,
      ma_kh: 'KH0001',
      ngay_het_han: '2027-02-19',
    });
    expect(await ledgerOf(ma_lt)).toEqual({ ban: 5, dung: 0, tien_ban: 2_500_000, tien_dung: 0 });

    const used = await takeSessions(ma_lt, 2);
    expect(used.statusCode, used.body).toBe(201);
    // The sessions cost nothing more: the package paid for them.
    expect(used.json()).toMatchObject({ t_tt: 0, con_no: 0 });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 2, so_buoi_con: 3 });
    expect(await ledgerOf(ma_lt)).toMatchObject({ dung: 2, tien_dung: 1_000_000 });

    const voucher = used.json() as Record<string, unknown> & { _id: string };
    const edited = await call('PUT', `sales/services/${voucher._id}`, {
      ...voucher,
      chi_tiet: [{ ma_lt, ma_vt: 'MAS-90', so_luong: 1, gia: 0 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 1, so_buoi_con: 4 });

    const deleted = await call('DELETE', `sales/services/${voucher._id}`);
    expect([200, 204]).toContain(deleted.statusCode);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0, so_buoi_con: 5 });
    expect(await ledgerOf(ma_lt)).toMatchObject({ dung: 0, tien_dung: 0 });
  });

  it('refuses more sessions than are left (unless allowed), writing nothing', async () => {
    const { ma_lt } = await sellPackage();
    const before = await serviceCount();
    const refused = await takeSessions(ma_lt, 6);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PACKAGE_NOT_ENOUGH',
      message: `Liệu trình ${ma_lt} chỉ còn 5 buổi`,
      details: [expect.objectContaining({ path: '/chi_tiet/0/ma_lt' })],
    });
    expect(await serviceCount()).toBe(before);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0 });
    await flag('sale_service_package_not_enough', 't');
    try {
      expect((await takeSessions(ma_lt, 6)).statusCode).toBe(201);
      expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 6, so_buoi_con: -1 });
    } finally {
      await flag('sale_service_package_not_enough', 'f');
    }
  });

  it('a bill whose package has sessions used can be neither cancelled nor deleted', async () => {
    const { bill, ma_lt } = await sellPackage();
    expect((await takeSessions(ma_lt, 1)).statusCode).toBe(201);
    const deleted = await call('DELETE', `sales/bills/${bill._id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'PACKAGE_USED' });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi: 5, so_buoi_dung: 1 });
  });

  it('a bill without sessions used takes its package back when deleted', async () => {
    const { bill, ma_lt } = await sellPackage();
    const deleted = await call('DELETE', `sales/bills/${bill._id}`);
    expect([200, 204]).toContain(deleted.statusCode);
    expect(await stored(ma_lt)).toBeUndefined();
    expect(await ledgerOf(ma_lt)).toMatchObject({ ban: 0, tien_ban: 0 });
  });

  it('a return of the bill gives back unused sessions, never used ones; deleting the return takes them back', async () => {
    const { bill, ma_lt } = await sellPackage({
      da_tt: 5_000_000,
      chi_tiet: [{ ma_vt: 'GOI-MAS-5', so_luong: 2, gia: 2_500_000 }],
    });
    expect((await takeSessions(ma_lt, 3)).statusCode).toBe(201);
    const returned = (so_luong: number) => ({
      ngay_ct: DAY,
      so_ct_hd: bill.so_ct,
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ly_do: 'Khách chuyển nơi ở',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'GOI-MAS-5', so_luong, gia: 2_500_000 }],
    });
    // One of the two packages: its 5 sessions, of the 7 not used.
    const back = await created('sales/returns', returned(1));
    expect(await stored(ma_lt)).toMatchObject({ so_buoi: 10, so_buoi_dung: 3, so_buoi_con: 2 });
    expect(await ledgerOf(ma_lt)).toEqual({ ban: 5, dung: 3, tien_ban: 2_500_000, tien_dung: 1_500_000 });
    // The second has only 2 sessions left unused: refused, nothing written.
    const second = await call('POST', 'sales/returns', returned(1));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'PACKAGE_RETURN_USED',
      message: 'Gói GOI-MAS-5 của hóa đơn chỉ còn 2 buổi chưa dùng để trả lại',
    });
    // What was given back cannot be used.
    const more = await takeSessions(ma_lt, 3);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'PACKAGE_NOT_ENOUGH' });
    // The bill that sold it keeps it while sessions are returned.
    expect((await call('DELETE', `sales/bills/${bill._id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `sales/returns/${back._id}`)).statusCode).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi: 10, so_buoi_dung: 3, so_buoi_con: 7 });
    expect(await ledgerOf(ma_lt)).toMatchObject({ ban: 10, tien_ban: 5_000_000 });
  });

  it('a package not fully paid is refused until the tenant allows it; an expired one is refused', async () => {
    const { ma_lt } = await sellPackage({ da_tt: 1_000_000 });
    const refused = await takeSessions(ma_lt, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PACKAGE_NOT_PAID' });
    await flag('sale_service_package_debt_money', 't');
    try {
      expect((await takeSessions(ma_lt, 1)).statusCode).toBe(201);
    } finally {
      await flag('sale_service_package_debt_money', 'f');
    }
    const paid = await sellPackage();
    const late = await takeSessions(paid.ma_lt, 1, { ngay_ct: '2027-02-20' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'PACKAGE_EXPIRED',
      message: `Liệu trình ${paid.ma_lt} đã hết hạn ngày 19/02/2027`,
    });
  });

  it('another customer cannot use Mai’s package', async () => {
    const { ma_lt } = await sellPackage();
    const other = await sql<{ ma_kh: string }>`
      SELECT ma_kh FROM customers WHERE ma_kh <> 'KH0001' ORDER BY ma_kh LIMIT 1`.execute(db());
    const refused = await takeSessions(ma_lt, 1, { ma_kh: other.rows[0]!.ma_kh });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'LOOKUP_NOT_MATCHING' });
  });

  it('vouchers racing for a package’s sessions never use more than it has', async () => {
    const { ma_lt } = await sellPackage();
    const answers = await Promise.all(Array.from({ length: 8 }, () => takeSessions(ma_lt, 1)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 5, so_buoi_con: 0 });
    expect(await ledgerOf(ma_lt)).toMatchObject({ dung: 5 });
  });
});

describe('the customer confirms package sessions by one-time code (sale_package_require_otp)', () => {
  const draft = async (ma_lt: string, so_luong = 1) => {
    const res = await takeSessions(ma_lt, so_luong, { trang_thai: '0' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown> & { _id: string };
  };
  const complete = (
    voucher: Record<string, unknown> & { _id: string },
    extra: Record<string, unknown> = {},
  ) => {
    const { lt_xac_nhan: _confirmed, ...rest } = voucher;
    return call('PUT', `sales/services/${voucher._id}`, { ...rest, trang_thai: '1', ...extra });
  };
  const sendCode = (id: string) => call('POST', `sales/services/${id}/package-otp`);
  const confirm = (id: string, code: string) =>
    call('POST', `sales/services/${id}/package-otp/confirm`, { code });
  const smsCount = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sms_logs`.execute(db())).rows[0]!.n;

  beforeAll(() => flag('sale_package_require_otp', 't'));
  afterAll(() => flag('sale_package_require_otp', 'f'));

  it('a voucher using a package posts only once the customer confirmed its sessions with the code sent', async () => {
    const { ma_lt } = await sellPackage();
    const voucher = await draft(ma_lt, 2);
    const unconfirmed = await complete(voucher);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'PACKAGE_OTP_REQUIRED',
      message: 'Khách hàng chưa xác nhận dùng liệu trình bằng mã OTP',
    });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 0 });

    const sms = await smsCount();
    const sent = await sendCode(voucher._id);
    expect(sent.statusCode, sent.body).toBe(200);
    const { demo_code } = sent.json() as { demo_code: string };
    expect(demo_code).toMatch(/^\d{6}$/);
    expect(await smsCount()).toBe(sms + 1);
    const wrong = await confirm(voucher._id, demo_code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    const right = await confirm(voucher._id, demo_code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toEqual({ lt_xac_nhan: `${ma_lt} × 2` });
    // A code works once.
    expect((await confirm(voucher._id, demo_code)).statusCode).toBe(400);

    // The confirmation changed the voucher: complete it as it now stands.
    const confirmed = (await call('GET', `sales/services/${voucher._id}`)).json() as typeof voucher;
    expect(confirmed.lt_xac_nhan).toBe(`${ma_lt} × 2`);
    const done = await complete(confirmed);
    expect(done.statusCode, done.body).toBe(200);
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 2 });
    // More sessions than the customer confirmed need another code.
    const more = await complete(done.json(), { chi_tiet: [{ ma_lt, ma_vt: 'MAS-90', so_luong: 3, gia: 0 }] });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'PACKAGE_OTP_REQUIRED' });
    expect(await stored(ma_lt)).toMatchObject({ so_buoi_dung: 2 });
  });

  it('a code dies after sale_package_otp_max wrong guesses, even concurrent ones; sends are limited per hour', async () => {
    const { ma_lt } = await sellPackage();
    const voucher = await draft(ma_lt);
    const { demo_code } = (await sendCode(voucher._id)).json() as { demo_code: string };
    const wrongCode = demo_code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 6 }, () => confirm(voucher._id, wrongCode)));
    expect(guesses.every((res) => res.statusCode === 400)).toBe(true);
    const attempts = await sql<{ attempts: number }>`
      SELECT attempts FROM otp_codes WHERE purpose = ${`package:${voucher._id}`}`.execute(db());
    expect(attempts.rows.map((row) => row.attempts)).toEqual([3]);
    // The right digits no longer work on a dead code.
    expect((await confirm(voucher._id, demo_code)).statusCode).toBe(400);

    await flag('otp_max_hourly', '2', 'system');
    try {
      const phone = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM otp_codes o JOIN customers c ON c.dien_thoai = o.phone
        WHERE c.ma_kh = 'KH0001' AND o.created_at > now() - interval '1 hour'`.execute(db());
      const answers = [];
      for (let i = phone.rows[0]!.n; i < 3; i += 1) answers.push((await sendCode(voucher._id)).statusCode);
      expect(answers.at(-1)).toBe(429);
    } finally {
      await flag('otp_max_hourly', '10', 'system');
    }
  });
});
