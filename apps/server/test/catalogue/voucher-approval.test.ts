import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/** Approving a voucher (issue 14, item 8): a cancelled bill is not approved (409 VOUCHER_CANCELLED). */

let server: TestServer;
let admin = '';
const branch = { Branchs: 'CN06' };

const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(server.app, method, `/api/${path}`, { token: admin, body, headers: { ...branch, ...headers } });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  const created = await send(server.app, 'POST', '/api/system/branchs', {
    token: admin,
    body: { ma_dvcs: 'CN06', ten_dvcs: 'Chi nhánh thử CN06' },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  // Goods sold at the branch leave its warehouse (the stock ledger needs one).
  const warehouse = await send(server.app, 'POST', '/api/stock/warehouses', {
    token: admin,
    body: { ma_kho: 'K-CN06', ten_kho: 'Kho hàng chi nhánh thử', ma_dvcs: 'CN06' },
  });
  if (warehouse.statusCode !== 201) throw new Error(warehouse.body);
});
afterAll(() => server.close());

const bill = async (trang_thai: string) => {
  const res = await call('POST', 'sales/bills', {
    ngay_ct: '2031-06-01',
    ma_kh: 'KH0001',
    trang_thai,
    chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 100_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { _id: string };
};

describe('approving a bill', () => {
  it('refuses a cancelled bill (409 VOUCHER_CANCELLED), changing nothing', async () => {
    const cancelled = await bill('9');
    const audits = await auditCount(server.database.db);
    const refused = await call('POST', `sales/bills/${cancelled._id}/approve`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: 'VOUCHER_CANCELLED',
      message: 'Chứng từ đã bị hủy, không được duyệt',
    });
    const english = await call('POST', `sales/bills/${cancelled._id}/approve`, undefined, {
      'Accept-Language': 'en',
    });
    expect(english.json().message).toBe('The voucher is cancelled and cannot be approved');
    expect((await call('GET', `sales/bills/${cancelled._id}`)).json()).toMatchObject({
      trang_thai: '9',
      nguoi_duyet: null,
      ngay_duyet: null,
    });
    expect(await auditCount(server.database.db)).toBe(audits);
  });

  it('refuses a bill cancelled after it was written; approves a draft once', async () => {
    const draft = await bill('0');
    const cancelled = await call('PATCH', `sales/bills/${draft._id}`, { trang_thai: '9' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call('POST', `sales/bills/${draft._id}/approve`)).statusCode).toBe(409);

    const other = await bill('0');
    const approved = await call('POST', `sales/bills/${other._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().nguoi_duyet).toBe('admin');
    const twice = await call('POST', `sales/bills/${other._id}/approve`);
    expect(twice.json().code).toBe('VOUCHER_APPROVED');
  });
});
