import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { setDemoFlags } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * No-name cards (thẻ vô danh) through the HTTP API: selling one takes it out of stock with its face value and
 * the money into the cash fund; a top-up adds to it; a service voucher pays part with it where the tenant allows
 * (sale_service_use_noname), never more than it holds; each movement is an entry of the card's history; taking a
 * voucher back gives back exactly what it moved, and a sale whose money was spent cannot be taken back.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const db = () => server.database.db;
const DAY = '2026-11-20';

const card = async (ma_the: string) =>
  (
    await sql<{
      trang_thai: string;
      so_du: number;
      ngay_phat_hanh: string | null;
      ngay_het_han: string | null;
    }>`
      SELECT trang_thai, coalesce(so_du, 0)::float8 AS so_du, to_char(ngay_phat_hanh, 'YYYY-MM-DD') AS ngay_phat_hanh,
        to_char(ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han
      FROM sales_no_name_cards WHERE ma_the = ${ma_the}`.execute(db())
  ).rows[0]!;

const history = async (ma_the: string) =>
  (
    await sql<{ loai_gd: string; so_tien: number; so_du_sau: number; so_ct_goc: string }>`
      SELECT loai_gd, so_tien::float8 AS so_tien, so_du_sau::float8 AS so_du_sau, so_ct_goc
      FROM sales_no_name_histories WHERE ma_the = ${ma_the} ORDER BY so_ct`.execute(db())
  ).rows;

const ledgerOf = async (source_id: string, tk: string) =>
  (
    await sql<{ n: number }>`
      SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger WHERE source_id = ${source_id} AND tk = ${tk}`.execute(
      db(),
    )
  ).rows[0]!.n;

const sale = (ma_the: string, extra: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ten_kh: 'Khách mua thẻ quà tặng',
  ma_httt: 'TM',
  trang_thai: '1',
  chi_tiet: [{ ma_the, ma_loai_the: 'VD500', menh_gia: 500_000, so_luong: 1, gia: 450_000 }],
  ...extra,
});

const service = (tien_the_vd: number, ma_the_vd = 'VD-0001') => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ma_httt: 'TM',
  da_tt: 400_000,
  ma_the_vd,
  tien_the_vd,
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'VD-MAS', so_luong: 1, gia: 400_000 }],
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await setDemoFlags(db(), {
    sale_service_price_manual: 't',
    sale_service_discount_manual: 't',
    sale_service_tax_manual: 't',
  });
  await created('stock/services', {
    ma_vt: 'VD-MAS',
    ten_vt: 'Massage đá nóng 60 phút',
    dvt: 'LAN',
    gia_ban: 400_000,
  });
  await created('sales/no-name-types', {
    ma_loai_the: 'VD500',
    ten_loai_the: 'Thẻ quà tặng 500.000đ',
    menh_gia: 500_000,
    gia_ban: 450_000,
    so_thang_hieu_luc: 12,
  });
  for (const ma_the of ['VD-0001', 'VD-0002'])
    await created('sales/no-name-cards', {
      ma_the,
      ma_loai_the: 'VD500',
      menh_gia: 500_000,
      trang_thai: '0',
    });
});
afterAll(() => server.close());

describe('no-name cards', () => {
  let sold = { _id: '', _version: '', so_ct: '' };
  let topUp = { _id: '', _version: '', so_ct: '' };

  it('a sale takes the card out of stock with its face value, dated, and the money into the cash fund', async () => {
    sold = await created('sales/no-name-orders', sale('VD-0001'));
    expect(await card('VD-0001')).toEqual({
      trang_thai: '2',
      so_du: 500_000,
      ngay_phat_hanh: DAY,
      ngay_het_han: '2027-11-20',
    });
    expect(await history('VD-0001')).toEqual([
      { loai_gd: 'NAP', so_tien: 500_000, so_du_sau: 500_000, so_ct_goc: sold.so_ct },
    ]);
    expect(await ledgerOf(sold._id, '1111')).toBe(450_000);
    expect(await ledgerOf(sold._id, '3387')).toBe(-450_000);
    const again = await call('POST', 'sales/no-name-orders', sale('VD-0001'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'NONAME_CARD_NOT_IN_STOCK',
      message: 'Thẻ vô danh VD-0001 không còn trong kho, không bán được',
    });
  });

  it('a top-up adds to a sold card; a card never sold is neither topped up nor paid with', async () => {
    topUp = await created('sales/no-name-deposits', {
      ngay_ct: DAY,
      ma_the: 'VD-0001',
      so_tien: 200_000,
      ma_httt: 'TM',
      trang_thai: '1',
    });
    expect((await card('VD-0001')).so_du).toBe(700_000);
    const unsold = await call('POST', 'sales/no-name-deposits', {
      ngay_ct: DAY,
      ma_the: 'VD-0002',
      so_tien: 200_000,
      trang_thai: '1',
    });
    expect(unsold.statusCode).toBe(409);
    expect(unsold.json().code).toBe('NONAME_CARD_NOT_SOLD');
    expect((await card('VD-0002')).so_du).toBe(0);
  });

  it('pays a service only where the tenant allows it, never more than the card holds', async () => {
    const off = await call('POST', 'sales/services', service(300_000));
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({
      code: 'NONAME_CARD_NOT_ALLOWED',
      message: 'Chưa cho phép thanh toán dịch vụ bằng thẻ vô danh',
    });
    await setDemoFlags(db(), { sale_service_use_noname: 't' });
    const paid = await created('sales/services', service(300_000));
    expect((await card('VD-0001')).so_du).toBe(400_000);
    expect((await history('VD-0001')).at(-1)).toEqual({
      loai_gd: 'TIEU',
      so_tien: 300_000,
      so_du_sau: 400_000,
      so_ct_goc: paid.so_ct,
    });
    // The card pays 300,000 against the cards' liability, cash the other 100,000.
    expect(await ledgerOf(paid._id, '3387')).toBe(300_000);
    expect(await ledgerOf(paid._id, '1111')).toBe(100_000);

    const all = await call('POST', 'sales/services', service(400_000));
    expect(all.statusCode, all.body).toBe(201);
    const short = await call('POST', 'sales/services', service(100_000));
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({
      code: 'CARD_BALANCE_INSUFFICIENT',
      message: 'Số dư thẻ VD-0001 không đủ (số dư hiện tại 0)',
    });
    const removed = await call('DELETE', `sales/services/${all.json()._id}`);
    expect(removed.statusCode).toBe(200);
    expect((await card('VD-0001')).so_du).toBe(400_000);
    const unsold = await call('POST', 'sales/services', service(100_000, 'VD-0002'));
    expect(unsold.statusCode).toBe(409);
    expect(unsold.json().code).toBe('NONAME_CARD_NOT_SOLD');
  });

  it('a sale whose money was spent cannot be taken back; once the spending is, everything goes back', async () => {
    const cancel = await call('PATCH', `sales/no-name-orders/${sold._id}`, {
      trang_thai: '9',
      _version: sold._version,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().code).toBe('NONAME_CARD_USED');
    expect((await card('VD-0001')).trang_thai).toBe('2');

    const spending = (
      await sql<{
        _id: string;
      }>`SELECT _id::text AS _id FROM sales_services WHERE ma_the_vd = 'VD-0001'`.execute(db())
    ).rows;
    for (const { _id } of spending)
      expect((await call('DELETE', `sales/services/${_id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `sales/no-name-deposits/${topUp._id}`)).statusCode).toBe(200);
    const back = await call('PATCH', `sales/no-name-orders/${sold._id}`, {
      trang_thai: '9',
      _version: sold._version,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await card('VD-0001')).toMatchObject({ trang_thai: '0', so_du: 0 });
    expect(await history('VD-0001')).toEqual([]);
    expect(await ledgerOf(sold._id, '1111')).toBe(0);
  });
});
