import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import {
  call as httpCall,
  demoPasswords,
  startTestServer,
  tokenFor,
  type TestServer,
} from '../helpers/test-app.js';

/**
 * Loyalty points through the HTTP API: a done point exchange takes its points off the customer's membership card
 * and credits their worth to the customer's payment card; a gift exchange takes the gifts' points off the card and
 * the gifts out of the warehouse. Each movement is an entry of the card's history naming the voucher; an edit
 * moves the difference, a cancellation or deletion takes everything back; a refusal leaves nothing written.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const db = () => server.database.db;
const DAY = '2026-11-20';

const pointsOf = async (ma_the: string) =>
  (
    await sql<{
      diem: number;
    }>`SELECT diem::float8 AS diem FROM sales_customer_cards WHERE ma_the = ${ma_the}`.execute(db())
  ).rows[0]!.diem;

const paymentCard = async (ma_the: string) =>
  (
    await sql<{ tien_thuong: number; so_du: number }>`
      SELECT tien_thuong::float8 AS tien_thuong, so_du::float8 AS so_du FROM sales_payment_cards WHERE ma_the = ${ma_the}`.execute(
      db(),
    )
  ).rows[0]!;

const memberHistory = async (ma_the: string) =>
  (
    await sql<{
      loai_gd: string;
      diem: number;
      so_ct_goc: string | null;
      ma_dien_giai: string | null;
      dien_giai: string | null;
    }>`
      SELECT loai_gd, diem::float8 AS diem, so_ct_goc, ma_dien_giai, dien_giai FROM sales_customer_card_histories
      WHERE ma_the = ${ma_the} ORDER BY so_ct`.execute(db())
  ).rows;

const paymentHistory = async (ma_the: string) =>
  (
    await sql<{ loai_gd: string; so_tien: number; so_du_sau: number; so_ct_goc: string | null }>`
      SELECT loai_gd, so_tien::float8 AS so_tien, so_du_sau::float8 AS so_du_sau, so_ct_goc
      FROM sales_payment_card_histories WHERE ma_the = ${ma_the} ORDER BY so_ct`.execute(db())
  ).rows;

const onHand = async (ma_kho: string, ma_vt: string) =>
  (
    await sql<{ so_luong: number }>`
      SELECT so_luong::float8 AS so_luong FROM stock_on_hand WHERE ma_kho = ${ma_kho} AND ma_vt = ${ma_vt}`.execute(
      db(),
    )
  ).rows[0]?.so_luong ?? 0;

const exchangeCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_point_exchanges`.execute(db())).rows[0]!.n;

const exchange = (so_diem: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_the_kh: 'DDT-KH1',
  ma_the: 'DDT-TT1',
  so_diem,
  ty_le_quy_doi: 1_000,
  trang_thai: '1',
  ...extra,
});

/** Earns points on a membership card through its history (a TD entry). */
const earn = (ma_the: string, diem: number) =>
  created('sales/customer-card-histories', { ngay_ct: '2026-11-01', ma_the, loai_gd: 'TD', diem });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('sales/card-types', {
    ma_loai_the: 'DDT-LK',
    ten_loai_the: 'Thẻ thành viên',
    nhom_the: 'KH',
  });
  await created('sales/card-types', { ma_loai_the: 'DDT-LT', ten_loai_the: 'Thẻ trả trước', nhom_the: 'TT' });
  for (const [ma_the, ma_kh] of [
    ['DDT-KH1', 'KH0001'],
    ['DDT-KH2', 'KH0002'],
  ])
    await created('sales/customer-cards', {
      ma_the,
      ma_kh,
      ma_loai_the: 'DDT-LK',
      ngay_phat_hanh: '2026-01-01',
      trang_thai: '1',
    });
  for (const [ma_the, ma_kh] of [
    ['DDT-TT1', 'KH0001'],
    ['DDT-TT2', 'KH0002'],
  ])
    await created('sales/payment-cards', {
      ma_the,
      ma_kh,
      ma_loai_the: 'DDT-LT',
      ngay_phat_hanh: '2026-01-01',
      so_du_dau: 0,
      trang_thai: '1',
    });
  await created('stock/products', {
    ma_vt: 'DDT-SON',
    ten_vt: 'Son dưỡng môi mật ong',
    loai_vt: 'HH',
    dvt: 'CAI',
    gia_ban: 120_000,
  });
  await created('stock/receipt-orders', {
    ngay_ct: '2026-11-01',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: [{ ma_vt: 'DDT-SON', so_luong: 5, gia: 50_000 }],
  });
});
afterAll(() => server.close());

describe('point exchanges', () => {
  it('take the points off the membership card and credit their worth to the payment card, once', async () => {
    await earn('DDT-KH1', 500);
    // The client's amount is not trusted: the worth is the points at the value of a point.
    const made = await created('sales/point-exchanges', exchange(200, { tien_quy_doi: 9_999_999 }));
    expect(made.tien_quy_doi).toBe(200_000);
    expect(await pointsOf('DDT-KH1')).toBe(300);
    expect(await paymentCard('DDT-TT1')).toEqual({ tien_thuong: 200_000, so_du: 200_000 });
    expect((await memberHistory('DDT-KH1')).at(-1)).toEqual({
      loai_gd: 'DD',
      diem: 200,
      so_ct_goc: made.so_ct,
      // The kind, read 'Đổi điểm <số>' or 'Points exchange <number>' (posting-descriptions.ts).
      ma_dien_giai: 'DOI_DIEM',
      dien_giai: null,
    });
    expect(await paymentHistory('DDT-TT1')).toEqual([
      { loai_gd: 'THUONG', so_tien: 200_000, so_du_sau: 200_000, so_ct_goc: made.so_ct },
    ]);

    // An edit moves the difference, with one history entry per card still.
    const edited = await call('PATCH', `sales/point-exchanges/${made._id}`, {
      so_diem: 150,
      _version: made._version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await pointsOf('DDT-KH1')).toBe(350);
    expect(await paymentCard('DDT-TT1')).toEqual({ tien_thuong: 150_000, so_du: 150_000 });
    expect((await memberHistory('DDT-KH1')).filter((e) => e.loai_gd === 'DD')).toHaveLength(1);
    expect(await paymentHistory('DDT-TT1')).toHaveLength(1);

    // Cancelled: everything back, the history entries gone.
    const cancelled = await call('PATCH', `sales/point-exchanges/${made._id}`, {
      trang_thai: '9',
      _version: edited.json()._version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await pointsOf('DDT-KH1')).toBe(500);
    expect(await paymentCard('DDT-TT1')).toEqual({ tien_thuong: 0, so_du: 0 });
    expect(await paymentHistory('DDT-TT1')).toEqual([]);
    expect((await memberHistory('DDT-KH1')).map((e) => e.loai_gd)).toEqual(['TD']);
  });

  it('a draft moves nothing; a deletion takes back what the exchange moved', async () => {
    const draft = await created('sales/point-exchanges', exchange(100, { trang_thai: '0' }));
    expect(await pointsOf('DDT-KH1')).toBe(500);
    const done = await call('PATCH', `sales/point-exchanges/${draft._id}`, {
      trang_thai: '1',
      _version: draft._version,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await pointsOf('DDT-KH1')).toBe(400);
    const deleted = await call('DELETE', `sales/point-exchanges/${draft._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await pointsOf('DDT-KH1')).toBe(500);
    expect(await paymentCard('DDT-TT1')).toEqual({ tien_thuong: 0, so_du: 0 });
  });

  it('refuses more points than the card holds, a card that is not the customer’s and no card, writing nothing', async () => {
    const count = await exchangeCount();
    const over = await call('POST', 'sales/point-exchanges', exchange(501));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CARD_POINTS_INSUFFICIENT',
      message: 'Điểm tích lũy của thẻ DDT-KH1 không đủ (hiện có 500 điểm)',
    });
    const other = await call('POST', 'sales/point-exchanges', exchange(10, { ma_the_kh: 'DDT-KH2' }));
    expect(other.statusCode, other.body).toBe(400);
    expect(other.json().code).toBe('LOOKUP_NOT_MATCHING');
    const otherCredit = await call('POST', 'sales/point-exchanges', exchange(10, { ma_the: 'DDT-TT2' }));
    expect(otherCredit.statusCode, otherCredit.body).toBe(400);
    const noCard = await call('POST', 'sales/point-exchanges', exchange(10, { ma_the_kh: null }));
    expect(noCard.statusCode, noCard.body).toBe(400);
    expect(noCard.json()).toMatchObject({
      code: 'CUSTOMER_CARD_REQUIRED',
      message: 'Chưa chọn thẻ khách hàng để trừ điểm',
    });
    const noCredit = await call('POST', 'sales/point-exchanges', exchange(10, { ma_the: null }));
    expect(noCredit.statusCode, noCredit.body).toBe(400);
    expect(noCredit.json().code).toBe('PAYMENT_CARD_REQUIRED');
    const nothing = await call('POST', 'sales/point-exchanges', exchange(0));
    expect(nothing.statusCode, nothing.body).toBe(400);
    expect(nothing.json().code).toBe('POINTS_REQUIRED');
    expect(await exchangeCount()).toBe(count);
    expect(await pointsOf('DDT-KH1')).toBe(500);
    expect(await paymentCard('DDT-TT1')).toEqual({ tien_thuong: 0, so_du: 0 });
  });

  it('a credit spent since cannot be taken back', async () => {
    const made = await created('sales/point-exchanges', exchange(100));
    await created('sales/payment-card-histories', {
      ngay_ct: DAY,
      ma_the: 'DDT-TT1',
      loai_gd: 'TIEU',
      so_tien: 80_000,
    });
    const cancelled = await call('PATCH', `sales/point-exchanges/${made._id}`, {
      trang_thai: '9',
      _version: made._version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(409);
    expect(cancelled.json().code).toBe('CARD_BALANCE_INSUFFICIENT');
    expect(await pointsOf('DDT-KH1')).toBe(400);
    expect(await paymentCard('DDT-TT1')).toEqual({ tien_thuong: 100_000, so_du: 20_000 });
  });

  it('exchanges racing for the same points: the card never goes below zero', async () => {
    await earn('DDT-KH2', 100);
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        call(
          'POST',
          'sales/point-exchanges',
          exchange(60, { ma_kh: 'KH0002', ma_the_kh: 'DDT-KH2', ma_the: 'DDT-TT2' }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await pointsOf('DDT-KH2')).toBe(40);
    expect(await paymentCard('DDT-TT2')).toEqual({ tien_thuong: 60_000, so_du: 60_000 });
  });
});

describe('gift exchanges', () => {
  it('take the gifts’ points off the card and the gifts out of the warehouse; a cancellation gives both back', async () => {
    const before = await pointsOf('DDT-KH1');
    const made = await created('sales/gift-exchanges', {
      ngay_ct: DAY,
      ma_kh: 'KH0001',
      ma_the: 'DDT-KH1',
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'DDT-SON', so_luong: 2, diem: 120 }],
    });
    expect(made.t_diem).toBe(240);
    expect(await pointsOf('DDT-KH1')).toBe(before - 240);
    expect(await onHand('K01-HH', 'DDT-SON')).toBe(3);
    expect((await memberHistory('DDT-KH1')).at(-1)).toMatchObject({
      loai_gd: 'DD',
      diem: 240,
      ma_dien_giai: 'DOI_QUA',
      dien_giai: null,
    });
    // Read through the API, the entry says what it was, in the reader's language.
    for (const [language, words] of [
      ['vi', 'Đổi quà'],
      ['en', 'Gift redemption'],
    ] as const) {
      const res = await httpCall(
        server.app,
        'GET',
        '/api/sales/customer-card-histories?ma_the=DDT-KH1&pageSize=100',
        {
          token: admin,
          headers: { 'accept-language': language },
        },
      );
      expect(res.statusCode, res.body).toBe(200);
      const entries = (res.json() as { items: { so_ct_goc: string | null; dien_giai: string | null }[] })
        .items;
      expect(entries.find((e) => e.so_ct_goc === made.so_ct)?.dien_giai).toBe(`${words} ${made.so_ct}`);
    }
    const cancelled = await call('PATCH', `sales/gift-exchanges/${made._id}`, {
      trang_thai: '9',
      _version: made._version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await pointsOf('DDT-KH1')).toBe(before);
    expect(await onHand('K01-HH', 'DDT-SON')).toBe(5);
  });
});
