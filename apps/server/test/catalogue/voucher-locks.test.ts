import { readFile } from 'node:fs/promises';
import { catalogueVoucherTypes } from '@sen/domain/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDayOfPreviousMonth } from '../../src/seed/demo.js';
import { send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Voucher locks (period closing, system/voucher-locks): a lock names a voucher type the catalogue declares; the
 * demo's locks close last month's sales bills; a voucher dated on or before the lock date of its branch and type
 * is neither created, changed nor deleted, a payment card top-up (LTT) included.
 */

let server: TestServer;
const t = { admin: '', cashier: '' };
const cn01 = { Branchs: 'CN01' };

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  t.cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
});
afterAll(() => server.close());

type Row = Record<string, unknown> & { _id: string };

const call = (
  token: string,
  method: Method,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => send(server.app, method, `/api/${path}`, { token, headers: { ...cn01, ...headers }, body });

const created = async (token: string, path: string, body: Record<string, unknown>): Promise<Row> => {
  const res = await call(token, 'POST', path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  return res.json() as Row;
};

const demoTenantId = async () =>
  (
    await server.database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;

/** The locks of the demo tenant as stored: 'branch/type/day', sorted. */
const storedLocks = async (tenantId: string) =>
  (
    await sql<{ lock: string }>`
      SELECT ma_dvcs || '/' || ma_ct || '/' || to_char(ngay_ks, 'YYYY-MM-DD') AS lock FROM voucher_locks
      WHERE tenant_id = ${tenantId} ORDER BY 1`.execute(server.database.db)
  ).rows.map((r) => r.lock);

describe('a lock names a voucher type of the catalogue', () => {
  it('refuses an unknown ma_ct with 400 VALIDATION_FAILED naming the field (vi and en); nothing is stored', async () => {
    const tenantId = await demoTenantId();
    const before = await storedLocks(tenantId);
    for (const [language, message] of [
      ['vi', 'ma_ct HD không có trong danh sách cho phép'],
      ['en', 'ma_ct HD is not one of the allowed values'],
    ] as const) {
      const res = await call(
        t.admin,
        'POST',
        'system/voucher-locks',
        { ma_dvcs: 'CN01', ma_ct: 'HD', ngay_ks: '2031-01-31' },
        { 'Accept-Language': language },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: language === 'vi' ? 'Dữ liệu không hợp lệ' : 'The data is not valid',
        details: [{ in: 'body', path: '/ma_ct', message }],
      });
      expect(res.json().details[0].params.allowedValues).toEqual(catalogueVoucherTypes.map((c) => c.value));
    }
    expect(await storedLocks(tenantId)).toEqual(before);
  });

  it('refuses an unknown ma_ct on replace and patch (the lock unchanged); a known one is taken', async () => {
    const lock = await created(t.admin, 'system/voucher-locks', {
      ma_dvcs: 'CN01',
      ma_ct: 'LTT',
      ngay_ks: '2031-01-31',
    });
    expect(lock.ma_ct).toBe('LTT');
    const put = await call(t.admin, 'PUT', `system/voucher-locks/${lock._id}`, {
      ma_dvcs: 'CN01',
      ma_ct: 'NOPE',
      ngay_ks: '2031-01-31',
    });
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json().details[0].path).toBe('/ma_ct');
    const patch = await call(t.admin, 'PATCH', `system/voucher-locks/${lock._id}`, { ma_ct: 'hdb' });
    expect(patch.statusCode, patch.body).toBe(400);
    const found = await call(t.admin, 'GET', 'system/voucher-locks/find?ma_dvcs=CN01&ma_ct=LTT');
    expect(found.json().items).toEqual([expect.objectContaining({ _id: lock._id, ngay_ks: '2031-01-31' })]);
    const moved = await call(t.admin, 'PATCH', `system/voucher-locks/${lock._id}`, { ma_ct: 'PDV' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().ma_ct).toBe('PDV');
    expect((await call(t.admin, 'DELETE', `system/voucher-locks/${lock._id}`)).statusCode).toBe(200);
  });
});

describe('the demo’s locks', () => {
  it('close the sales bills (HDB) of every branch at the end of last month, and they lock bills', async () => {
    const day = lastDayOfPreviousMonth();
    expect(await storedLocks(await demoTenantId())).toEqual([
      `CN01/HDB/${day}`,
      `CN02/HDB/${day}`,
      `CN03/HDB/${day}`,
    ]);
    // A bill of the closed month (the admin passes every check): the cashier can neither change it nor add one.
    const bill = { ngay_ct: day, ma_kh: 'KH0001', chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 100_000 }] };
    const closed = await created(t.admin, 'sales/bills', bill);
    for (const [method, body] of [
      ['PATCH', { dien_giai: 'Sửa trong kỳ đã khóa' }],
      ['PUT', bill],
    ] as const) {
      const res = await call(t.cashier, method, `sales/bills/${closed._id}`, body);
      expect(res.statusCode, `${method} ${res.body}`).toBe(409);
      expect(res.json().code).toBe('VOUCHER_LOCKED');
    }
    const refused = await call(t.cashier, 'POST', 'sales/bills', bill);
    expect(refused.statusCode, refused.body).toBe(409);
    // The demo's own bills of the closed month are locked too (there are none in January: the demo's bills
    // fall in the current year). Most are approved, which refuses a change before the lock does: these are
    // made drafts again first.
    const old = await sql<{ _id: string }>`
      UPDATE sales_bills SET ngay_duyet = NULL, nguoi_duyet = NULL, trang_thai = '0'
      WHERE _id IN (
        SELECT b._id FROM sales_bills b JOIN tenants t ON t.id = b.tenant_id
        WHERE t.code = 'demo' AND b.ma_dvcs = 'CN01' AND b.ngay_ct <= ${day}::date AND b._id <> ${closed._id}
        LIMIT 3)
      RETURNING _id::text AS _id`.execute(server.database.db);
    if (new Date().getMonth() > 0) expect(old.rows.length).toBeGreaterThan(0);
    for (const { _id } of old.rows) {
      const res = await call(t.cashier, 'PATCH', `sales/bills/${_id}`, { dien_giai: 'x' });
      expect(res.json().code, res.body).toBe('VOUCHER_LOCKED');
    }
  });

  it('migration 0012 turns a demo tenant’s dead HD locks into HDB ones; other tenants keep theirs', async () => {
    const db = server.database.db;
    const tenantId = await demoTenantId();
    const day = lastDayOfPreviousMonth();
    // As an older seed left them: HD in CN02 (no HDB there), HD beside HDB in CN03; another tenant's HD.
    await sql`DELETE FROM voucher_locks WHERE tenant_id = ${tenantId} AND ma_dvcs = 'CN02'`.execute(db);
    await sql`INSERT INTO voucher_locks (tenant_id, ma_dvcs, ma_ct, ngay_ks) VALUES
      (${tenantId}, 'CN02', 'HD', '2030-05-31'), (${tenantId}, 'CN03', 'HD', '2030-05-31')`.execute(db);
    const other = await db
      .insertInto('tenants')
      .values({ code: 'gamma', name: 'Gamma' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO voucher_locks (tenant_id, ma_dvcs, ma_ct, ngay_ks)
      VALUES (${other.id}, 'CN01', 'HD', '2030-05-31')`.execute(db);

    const migration = await readFile(
      new URL('../../migrations/0012_demo_voucher_locks.sql', import.meta.url),
      'utf8',
    );
    await db.transaction().execute((trx) => sql.raw(migration).execute(trx));

    expect(await storedLocks(tenantId)).toEqual([
      `CN01/HDB/${day}`,
      'CN02/HDB/2030-05-31',
      `CN03/HDB/${day}`,
    ]);
    expect(await storedLocks(other.id)).toEqual(['CN01/HD/2030-05-31']);
  });
});

describe('a new voucher dated in a locked period is refused', () => {
  it('a payment card top-up (LTT) on or before the lock date: 409, no entry, the balance unchanged', async () => {
    await created(t.admin, 'crm/partners', {
      ma_kh: 'KHLOCK1',
      ten_kh: 'Khách khóa sổ',
      dien_thoai: '0912345001',
    });
    await created(t.admin, 'sales/card-types', {
      ma_loai_the: 'LTLOCK',
      ten_loai_the: 'Thẻ khóa sổ',
      nhom_the: 'TT',
    });
    const card = await created(t.admin, 'sales/payment-cards', {
      ma_the: 'TTLOCK-1',
      ma_kh: 'KHLOCK1',
      ma_loai_the: 'LTLOCK',
      ngay_phat_hanh: '2031-01-01',
      ngay_het_han: '2031-12-31',
      trang_thai: '1',
      so_du_dau: 100_000,
    });
    await created(t.admin, 'system/voucher-locks', { ma_dvcs: 'CN01', ma_ct: 'LTT', ngay_ks: '2031-06-30' });
    const topUp = (ngay_ct: string) => ({ ngay_ct, ma_the: 'TTLOCK-1', loai_gd: 'NAP', so_tien: 500_000 });
    const entries = async () =>
      Number(
        (
          await sql<{ n: string }>`SELECT count(*) AS n FROM sales_payment_card_histories
            WHERE ma_the = 'TTLOCK-1'`.execute(server.database.db)
        ).rows[0]!.n,
      );

    for (const [day, shown] of [
      ['2031-06-30', '30/06/2031'],
      ['2031-02-01', '01/02/2031'],
    ] as const) {
      const res = await call(t.cashier, 'POST', 'sales/payment-card-histories', topUp(day));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'VOUCHER_LOCKED',
        message: `Chứng từ ngày ${shown} đã bị khóa sổ (đến ngày 30/06/2031), không được thêm, sửa hoặc xóa`,
      });
    }
    expect(await entries()).toBe(0);
    const unchanged = (await call(t.admin, 'GET', `sales/payment-cards/${card._id}`)).json() as Row;
    expect(unchanged).toMatchObject({ tien_nap: 0, so_du: 100_000 });

    const open = await created(t.cashier, 'sales/payment-card-histories', topUp('2031-07-01'));
    expect(open.so_du_sau).toBe(600_000);
    expect(await entries()).toBe(1);
  });
});
