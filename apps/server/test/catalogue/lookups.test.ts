import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, send, type Method } from '../helpers/resource-set-calls.js';
import { createSecondTenant } from '../helpers/second-tenant.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Integrity on write (issue 14, item 8): a lookup field — header or voucher line — names a row of the tenant's
 * target, else 400 LOOKUP_NOT_FOUND naming the field, and nothing is written.
 */

let server: TestServer;
let admin = '';
let warehouse = '';
const branch = { Branchs: 'CN07' };

const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = branch) =>
  send(server.app, method, `/api/${path}`, { token: admin, body, headers });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  // A branch of its own, so the demo seed's vouchers do not take the numbers.
  const created = await call(
    'POST',
    'system/branchs',
    { ma_dvcs: 'CN07', ten_dvcs: 'Chi nhánh thử CN07' },
    {},
  );
  if (created.statusCode !== 201) throw new Error(created.body);
  warehouse = (
    await sql<{ ma_kho: string }>`SELECT ma_kho FROM warehouses ORDER BY ma_kho LIMIT 1`.execute(
      server.database.db,
    )
  ).rows[0]!.ma_kho;
});
afterAll(() => server.close());

const line = (ma_vt: string, extra: Record<string, unknown> = {}) => ({
  ma_vt,
  so_luong: 1,
  gia: 100_000,
  ...extra,
});
const bill = (extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2031-05-05',
  ma_kh: 'KH0001',
  chi_tiet: [line('VT001'), line('VT002')],
  ...extra,
});

const billCount = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM sales_bills WHERE ma_dvcs = 'CN07'`.execute(
        server.database.db,
      )
    ).rows[0]!.n,
  );

describe('a lookup must name a row of the tenant', () => {
  it('refuses a bill for an unknown customer (400 naming /ma_kh), writing nothing', async () => {
    const bills = await billCount();
    const audits = await auditCount(server.database.db);
    const refused = await call('POST', 'sales/bills', bill({ ma_kh: 'KH999' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Không tìm thấy Khách hàng KH999',
      details: [{ in: 'body', path: '/ma_kh', message: 'Không tìm thấy Khách hàng KH999' }],
    });
    expect(await billCount()).toBe(bills);
    expect(await auditCount(server.database.db)).toBe(audits);
    // The number it would have taken is still free: the refusal rolled the counter back.
    const accepted = await call('POST', 'sales/bills', bill());
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().so_ct).toBe('HD000001');
  });

  it('names every unknown code of the lines by its path, in the language asked for', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => line(i % 2 === 0 ? 'VT001' : 'VT002'));
    lines[3] = line('SP999');
    lines[250] = line('VT001', { dvt: 'THUNG9' });
    const refused = await call('POST', 'sales/bills', bill({ chi_tiet: lines }), {
      ...branch,
      'Accept-Language': 'en',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Product SP999 was not found',
      details: [
        { path: '/chi_tiet/3/ma_vt', message: 'Product SP999 was not found' },
        { path: '/chi_tiet/250/dvt', message: 'Unit THUNG9 was not found' },
      ],
    });
    lines[3] = line('VT002');
    lines[250] = line('VT001');
    const accepted = await call('POST', 'sales/bills', bill({ chi_tiet: lines }));
    expect(accepted.statusCode, accepted.body.slice(0, 300)).toBe(201);
    expect(accepted.json().chi_tiet).toHaveLength(300);
  });

  it('does not find the code of another tenant', async () => {
    await createSecondTenant(server.database.db);
    const refused = await call('POST', 'sales/bills', bill({ ma_kh: 'BETA01' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path: '/ma_kh' })]);
  });

  it('refuses a PUT or PATCH to an unknown code and keeps the row', async () => {
    const created = await call('POST', 'sales/bills', bill());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const put = await call('PUT', `sales/bills/${id}`, bill({ ma_nvbh: 'NV999' }));
    expect(put.statusCode, put.body).toBe(400);
    expect(put.json()).toMatchObject({
      message: 'Không tìm thấy Nhân viên bán hàng NV999',
      details: [{ path: '/ma_nvbh' }],
    });
    const patch = await call('PATCH', `sales/bills/${id}`, { ma_kho: 'KHO999' });
    expect(patch.statusCode, patch.body).toBe(400);
    expect(patch.json().details).toEqual([expect.objectContaining({ path: '/ma_kho' })]);
    const stored = (await call('GET', `sales/bills/${id}`)).json();
    expect(stored).toMatchObject({ ma_kh: 'KH0001', ma_nvbh: null, ma_kho: null });
    const fine = await call('PATCH', `sales/bills/${id}`, { ma_nvbh: 'NV001', ma_kho: warehouse });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('checks every catalogue resource, not only bills: a customer of an unknown group', async () => {
    const refused = await call('POST', 'crm/partners', {
      ma_kh: 'KHLK01',
      ten_kh: 'Khách nhóm lạ',
      dien_thoai: '0907000101',
      ma_nhom_kh: 'NHOM999',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Không tìm thấy Nhóm khách hàng NHOM999',
      details: [{ path: '/ma_nhom_kh' }],
    });
  });

  it('matches the other key fields the line carries: a batch must be one of the line’s product', async () => {
    const batch = await call('POST', 'stock/product-batches', { ma_vt: 'VT002', ma_lo: 'LOT-LK1' }, {});
    expect(batch.statusCode, batch.body).toBe(201);
    const receipt = (ma_vt: string) => ({
      ngay_ct: '2031-05-06',
      ma_kho: warehouse,
      chi_tiet: [{ ma_vt, ma_lo: 'LOT-LK1', so_luong: 2, gia: 10_000 }],
    });
    const refused = await call('POST', 'stock/receipt-orders', receipt('VT001'));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual([expect.objectContaining({ path: '/chi_tiet/0/ma_lo' })]);
    const accepted = await call('POST', 'stock/receipt-orders', receipt('VT002'));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('a narrowed lookup (narrowBy): a voucher’s prepaid card is its customer’s own', () => {
  const cards = async () =>
    (
      await sql<{ ma_the: string; ma_kh: string }>`SELECT ma_the, ma_kh FROM sales_payment_cards
        WHERE ma_kh IS NOT NULL ORDER BY ma_the`.execute(server.database.db)
    ).rows;

  it('the picker asks for the customer’s cards and gets only those', async () => {
    const all = await cards();
    const owner = all[0]!.ma_kh;
    const picked = await call('GET', `sales/payment-cards/lookup?ma_kh=${owner}&limit=50`, undefined, {});
    expect(picked.statusCode, picked.body).toBe(200);
    const codes = (picked.json().items as { ma_the: string }[]).map((row) => row.ma_the).sort();
    expect(codes).toEqual(all.filter((card) => card.ma_kh === owner).map((card) => card.ma_the));
    expect(codes.length).toBeLessThan(all.length);
  });

  it('refuses a service voucher paid with another customer’s card (400, nothing written), takes their own', async () => {
    const all = await cards();
    const own = all[0]!;
    const other = all.find((card) => card.ma_kh !== own.ma_kh)!;
    const { ma_vt } = (
      await sql<{ ma_vt: string }>`SELECT ma_vt FROM stock_services ORDER BY ma_vt LIMIT 1`.execute(
        server.database.db,
      )
    ).rows[0]!;
    const voucher = (ma_the: string) => ({
      ngay_ct: '2031-05-07',
      ma_kh: own.ma_kh,
      ma_the,
      chi_tiet: [{ ma_vt, so_luong: 1, gia: 100_000 }],
    });
    const count = async () =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM sales_services WHERE ma_dvcs = 'CN07'`.execute(server.database.db)
      ).rows[0]!.n;
    const before = await count();
    const refused = await call('POST', 'sales/services', voucher(other.ma_the));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LOOKUP_NOT_MATCHING',
      message: `Thẻ trả trước ${other.ma_the} không thuộc Khách hàng ${own.ma_kh}`,
      details: [expect.objectContaining({ path: '/ma_the' })],
    });
    expect(await count()).toBe(before);
    const accepted = await call('POST', 'sales/services', voucher(own.ma_the));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
