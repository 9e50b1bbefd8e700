import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, send } from '../helpers/resource-set-calls.js';
import { setDemoFlags, typedPrices } from '../helpers/price-flags.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  // Branches of their own, so the demo seed's vouchers do not take the numbers.
  for (const ma_dvcs of ['CN07', 'CN08', 'CN09']) {
    const res = await send(server.app, 'POST', '/api/system/branchs', {
      token: admin,
      body: { ma_dvcs, ten_dvcs: `Chi nhánh thử ${ma_dvcs}` },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
  // The engine's totals of the values typed, whatever the tenant's price rules (a customer of no group).
  await setDemoFlags(server.database.db, typedPrices);
  const customer = await send(server.app, 'POST', '/api/crm/partners', {
    token: admin,
    headers: { Branchs: 'CN08' },
    body: { ma_kh: 'KHCRUD1', ten_kh: 'Trần Thị Mai', dien_thoai: '0901000999' },
  });
  if (customer.statusCode !== 201) throw new Error(customer.body);
});
afterAll(() => server.close());

const cn01 = { Branchs: 'CN08' };
const line = (ma_vt: string, so_luong: number, gia: number, extra: Record<string, unknown> = {}) => ({
  ma_vt,
  so_luong,
  gia,
  ...extra,
});
const bill = (extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2031-03-05',
  ma_kh: 'KHCRUD1',
  ten_kh: 'Trần Thị Mai',
  chi_tiet: [line('VT001', 2, 150_000, { ck: 10 }), line('VT002', 1, 99_000, { thue_suat: 8 })],
  ...extra,
});

describe('catalogue resources on the generic engine', () => {
  it('partners: create with stamps, accent-insensitive search, get, patch, delete, audit', async () => {
    const before = await auditCount(server.database.db);
    const created = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: cn01,
      body: { ma_kh: 'KHTEST01', ten_kh: 'Nguyễn Văn Thử', dien_thoai: '0901000111' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ ma_kh: 'KHTEST01', ma_dvcs: 'CN08', nguoi_tao: 'admin', nguoi_sua: 'admin' });
    expect(row.ngay_tao).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const found = await send(server.app, 'GET', '/api/crm/partners?searchKey=nguyen%20van%20thu', {
      token: admin,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((r: { ma_kh: string }) => r.ma_kh)).toEqual(['KHTEST01']);

    const patched = await send(server.app, 'PATCH', `/api/crm/partners/${row._id}`, {
      token: admin,
      body: { ghi_chu: 'Khách quen' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      ghi_chu: 'Khách quen',
      ten_kh: 'Nguyễn Văn Thử',
      nguoi_tao: 'admin',
    });

    const duplicate = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: cn01,
      body: { ma_kh: 'KHTEST01', ten_kh: 'Trùng mã', dien_thoai: '0901000112' },
    });
    expect(duplicate.statusCode).toBe(409);

    const removed = await send(server.app, 'DELETE', `/api/crm/partners/${row._id}`, { token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await send(server.app, 'GET', `/api/crm/partners/${row._id}`, { token: admin })).statusCode).toBe(
      404,
    );
    expect(await auditCount(server.database.db)).toBe(before + 3);
  });

  it('products: money comes back as numbers, unique code is an existence type', async () => {
    const created = await send(server.app, 'POST', '/api/stock/products', {
      token: admin,
      body: { ma_vt: 'SPTEST01', ten_vt: 'Kem dưỡng ẩm', dvt: 'HOP', gia_ban: 350_000, gia_von: 200_000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ gia_ban: 350_000, gia_von: 200_000, trang_thai: true });
    const exists = await send(server.app, 'GET', '/api/crm/products/New/exists/ma_vt/sptest01', {
      token: admin,
    });
    expect(exists.statusCode, exists.body).toBe(200);
    expect(exists.json()).toEqual({ exists: true });
    const other = await send(
      server.app,
      'GET',
      `/api/crm/products/${created.json()._id}/exists/ma_vt/SPTEST01`,
      { token: admin },
    );
    expect(other.json()).toEqual({ exists: false });
  });

  it('bills: a refused bill gives its number back; bills saved at once get consecutive numbers', async () => {
    const post = (extra: Record<string, unknown> = {}) =>
      send(server.app, 'POST', '/api/sales/bills', {
        token: admin,
        headers: { Branchs: 'CN07' },
        body: bill({ ngay_ct: '2033-04-01', ...extra }),
      });
    expect((await post()).json().so_ct).toBe('HD000001');
    const refused = await post({ chi_tiet: [line('KHONG-CO', 1, 10_000)] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect((await post()).json().so_ct).toBe('HD000002');
    const together = await Promise.all(Array.from({ length: 8 }, () => post()));
    expect(together.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(together.map((r) => r.json().so_ct as string).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `HD${String(i + 3).padStart(6, '0')}`),
    );
    // A number typed by hand is the voucher's; the counter does not move.
    expect((await post({ so_ct: 'HD-TAY-01' })).json().so_ct).toBe('HD-TAY-01');
    expect((await post()).json().so_ct).toBe('HD000011');
  });

  it('bills: numbered per branch and year, totals derived on the server, lines stored with the header', async () => {
    const first = await send(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      headers: cn01,
      body: { ...bill(), t_tt: 1, t_tien: 1 },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await send(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      headers: cn01,
      body: bill({ ngay_ct: '2031-07-01' }),
    });
    const otherBranch = await send(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      headers: { Branchs: 'CN09' },
      body: bill(),
    });
    const otherYear = await send(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      headers: cn01,
      body: bill({ ngay_ct: '2032-01-02' }),
    });
    // The 2032 counter starts again at 1 but skips the numbers the branch has already.
    expect([first, second, otherBranch, otherYear].map((r) => r.json().so_ct)).toEqual([
      'HD000001',
      'HD000002',
      'HD000001',
      'HD000003',
    ]);
    const row = first.json();
    // 2 × 150,000 less 10% = 270,000; 99,000 plus 8% = 106,920.
    expect(row).toMatchObject({
      ma_ct: 'HDB',
      stt_rec: row._id,
      t_tien: 399_000,
      t_ck: 30_000,
      t_thue: 7_920,
      t_tt: 376_920,
      con_no: 376_920,
    });
    expect(row.chi_tiet).toHaveLength(2);
    expect(row.chi_tiet[0]).toMatchObject({
      ma_vt: 'VT001',
      tien: 300_000,
      tien_ck: 30_000,
      thanh_tien: 270_000,
    });

    const one = await send(server.app, 'GET', `/api/sales/bills/${row._id}`, { token: admin });
    expect(one.json().chi_tiet.map((l: { ma_vt: string }) => l.ma_vt)).toEqual(['VT001', 'VT002']);
    const list = await send(server.app, 'GET', '/api/sales/bills?fromDate=2031-03-01&toDate=2031-03-31', {
      token: admin,
      headers: cn01,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((r: { so_ct: string }) => r.so_ct)).toEqual(['HD000001']);
    expect(list.json().items[0]).not.toHaveProperty('chi_tiet');

    const replaced = await send(server.app, 'PUT', `/api/sales/bills/${row._id}`, {
      token: admin,
      body: bill({ chi_tiet: [line('VT003', 3, 10_000)] }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ so_ct: 'HD000001', t_tt: 30_000, stt_rec: row._id });
    expect(replaced.json().chi_tiet).toHaveLength(1);
    const stored = await server.database.db
      .selectFrom('sales_bills_lines' as never)
      .select('stt' as never)
      .where('header_id' as never, '=', row._id as never)
      .execute();
    expect(stored).toEqual([{ stt: 1 }]);

    const taken = await send(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      headers: cn01,
      body: bill({ so_ct: 'HD000002' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'VOUCHER_NUMBER_TAKEN',
      message: 'Số chứng từ HD000002 đã tồn tại',
    });

    const removed = await send(server.app, 'DELETE', `/api/sales/bills/${row._id}`, { token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    const orphans = await server.database.db
      .selectFrom('sales_bills_lines' as never)
      .select('stt' as never)
      .where('header_id' as never, '=', row._id as never)
      .execute();
    expect(orphans).toEqual([]);

    const audit = await server.database.db
      .selectFrom('audit_logs')
      .select(['action', 'record_id'])
      .where('resource', '=', 'sales/bills')
      .where('record_id', '=', row._id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});
