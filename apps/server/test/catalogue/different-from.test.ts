import { defineResource, f } from '@sen/domain/resources';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/http/api-error.js';
import { guardDifferentFrom } from '../../src/routes/resource-sets/catalogue-different-from.js';
import type { WriteContext } from '../../src/routes/resource-sets/set-writes.js';
import { auditCount, send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
/** A branch of this test's own, so its voucher numbers start at 1. */
const branch = { Branchs: 'CN16' };
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await post('system/branchs', { ma_dvcs: 'CN16', ten_dvcs: 'Chi nhánh kiểm tra trùng' });
  for (const ma_kho of ['K16-A', 'K16-B'])
    await post('stock/warehouses', { ma_kho, ten_kho: `Kho ${ma_kho}`, ma_dvcs: 'CN16' });
  await post('stock/products', { ma_vt: 'SP16', ten_vt: 'Tinh dầu massage', dvt: 'CHAI', gia_von: 80_000 });
});
afterAll(() => server.close());

async function post(path: string, body: Record<string, unknown>) {
  const res = await send(server.app, 'POST', `/api/${path}`, { token: admin, headers: branch, body });
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
  return res.json() as Record<string, unknown> & { _id: string };
}

const transfer = (ma_kho_n: string) => ({
  ngay_ct: '2031-05-04',
  ma_kho: 'K16-A',
  ma_kho_n,
  nguoi_nhan: 'Lê Thị Hồng',
  chi_tiet: [{ ma_vt: 'SP16', ten_vt: 'Tinh dầu massage', dvt: 'CHAI', so_luong: 3, gia: 80_000 }],
});

const transfersOfBranch = async () =>
  (
    await send(server.app, 'GET', '/api/stock/transfer-orders?ma_dvcs=CN16', {
      token: admin,
      headers: branch,
    })
  ).json() as { total: number; items: { so_ct: string }[] };

describe('the duplicate validator on the server (spec section 5: {field} không được trùng với {target})', () => {
  it('refuses a transfer into the warehouse it leaves (trimmed, any case) and writes nothing', async () => {
    const audits = await auditCount(server.database.db);
    const refused = await send(server.app, 'POST', '/api/stock/transfer-orders', {
      token: admin,
      headers: { ...branch, 'Accept-Language': 'vi' },
      body: transfer(' k16-a '),
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'FIELD_DUPLICATE',
      message: 'Kho nhập không được trùng với Kho xuất',
      details: [{ in: 'body', path: '/ma_kho_n', message: 'Kho nhập không được trùng với Kho xuất' }],
    });
    expect((await transfersOfBranch()).total).toBe(0);
    expect(await auditCount(server.database.db)).toBe(audits);

    // The refusal took no voucher number: the first transfer of the branch gets the first one.
    const created = await post('stock/transfer-orders', transfer('K16-B'));
    expect(created).toMatchObject({ ma_kho: 'K16-A', ma_kho_n: 'K16-B', so_ct: 'DC000001' });
  });

  it('says it in English on request, with the English labels', async () => {
    const refused = await send(server.app, 'POST', '/api/stock/transfer-orders', {
      token: admin,
      headers: { ...branch, 'Accept-Language': 'en' },
      body: transfer('K16-A'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('To warehouse must differ from From warehouse');
  });

  it('refuses handing customers to the salesperson who gives them, by PUT and PATCH too; the row stays', async () => {
    const handover = {
      ngay_ct: '2031-05-04',
      ma_nvbh_cu: 'NV001',
      ten_nvbh_cu: 'Lê Thị Lan',
      ma_nvbh_moi: 'NV001',
      ten_nvbh_moi: 'Lê Thị Lan',
      chi_tiet: [{ ma_kh: 'KH0001', ten_kh: 'Trần Thị Mai' }],
    };
    const refused = await send(server.app, 'POST', '/api/crm/partners-transfer', {
      token: admin,
      headers: branch,
      body: handover,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'FIELD_DUPLICATE',
      message: 'Nhân viên nhận không được trùng với Nhân viên hiện tại',
    });

    const created = await post('crm/partners-transfer', {
      ...handover,
      ma_nvbh_moi: 'NV002',
      ten_nvbh_moi: 'Phạm Văn Hùng',
    });
    const audits = await auditCount(server.database.db);
    const patched = await send(server.app, 'PATCH', `/api/crm/partners-transfer/${created._id}`, {
      token: admin,
      headers: branch,
      body: { ma_nvbh_moi: 'nv001' },
    });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json()).toMatchObject({ code: 'FIELD_DUPLICATE', details: [{ path: '/ma_nvbh_moi' }] });
    const put = await send(server.app, 'PUT', `/api/crm/partners-transfer/${created._id}`, {
      token: admin,
      headers: branch,
      body: { ...handover, ma_nvbh_cu: 'NV002', ma_nvbh_moi: 'NV002' },
    });
    expect(put.statusCode, put.body).toBe(400);
    const stored = await send(server.app, 'GET', `/api/crm/partners-transfer/${created._id}`, {
      token: admin,
      headers: branch,
    });
    expect(stored.json()).toMatchObject({ ma_nvbh_cu: 'NV001', ma_nvbh_moi: 'NV002' });
    expect(await auditCount(server.database.db)).toBe(audits);

    const fixed = await send(server.app, 'PATCH', `/api/crm/partners-transfer/${created._id}`, {
      token: admin,
      headers: branch,
      body: { ma_nvbh_moi: 'NV003' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('lets an empty target pass: a complaint nobody is concerned by may be handled by anyone', async () => {
    const complaint = {
      ngay_ct: '2031-05-04',
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      ma_loai_kn: 'LK001',
      noi_dung: 'Phòng chờ quá lâu',
      ma_nv: 'NV001',
    };
    const res = await send(server.app, 'POST', '/api/crm/complains', {
      token: admin,
      headers: branch,
      body: complaint,
    });
    expect(res.statusCode, res.body).toBe(201);
    const refused = await send(server.app, 'POST', '/api/crm/complains', {
      token: admin,
      headers: branch,
      body: { ...complaint, ma_nv_lq: 'NV001' },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('Nhân viên xử lý không được trùng với Nhân viên liên quan');
  });
});

describe('a clash on a voucher line', () => {
  const journal = defineResource({
    name: 'journal-test',
    route: '/accounting/journal-test',
    table: 'journal_test',
    title: ['Bút toán', 'Journal'],
    fields: {
      chi_tiet: f.lines(['Chi tiết', 'Lines'], {
        tk_no: f.lookup(['Tài khoản nợ', 'Debit account'], 'accounts'),
        tk_co: f.lookup(['Tài khoản có', 'Credit account'], 'accounts', { differentFrom: 'tk_no' }),
      }),
    },
    keyFields: [],
    listColumns: [],
    search: [],
    defaultSort: [],
  });
  const ctx = { request: { ctx: { locale: 'vi' } } as unknown as FastifyRequest } as WriteContext;

  it('points at the line’s field, numbered from 0', () => {
    const record = {
      chi_tiet: [
        { tk_no: '111', tk_co: '131' },
        { tk_no: '642', tk_co: '642 ' },
      ],
    };
    let error: unknown;
    try {
      guardDifferentFrom(ctx, journal, record);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'FIELD_DUPLICATE',
      params: { field: 'Tài khoản có', target: 'Tài khoản nợ' },
      details: [{ path: '/chi_tiet/1/tk_co', message: 'Tài khoản có không được trùng với Tài khoản nợ' }],
    });
    expect(() =>
      guardDifferentFrom(ctx, journal, { chi_tiet: [{ tk_no: '111', tk_co: '131' }] }),
    ).not.toThrow();
  });
});
