import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Optimistic concurrency of form edits (issue 14, item 8): every catalogue row carries `_version`; a PUT or PATCH
 * made from an older read is refused (409 RECORD_CHANGED) and the change made in between stays.
 */

let server: TestServer;
let admin = '';
const branch = { Branchs: 'CN05' };

const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(server.app, method, `/api/${path}`, { token: admin, body, headers: { ...branch, ...headers } });

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  const created = await send(server.app, 'POST', '/api/system/branchs', {
    token: admin,
    body: { ma_dvcs: 'CN05', ten_dvcs: 'Chi nhánh thử CN05' },
  });
  if (created.statusCode !== 201) throw new Error(created.body);
});
afterAll(() => server.close());

type Row = Record<string, unknown> & { _id: string; _version: string };

const created = async (path: string, body: Record<string, unknown>): Promise<Row> => {
  const res = await call('POST', path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Row;
};
const read = async (path: string, id: string): Promise<Row> =>
  (await call('GET', `${path}/${id}`)).json() as Row;

const customer = (ma_kh: string, extra: Record<string, unknown> = {}) => ({
  ma_kh,
  ten_kh: `Khách ${ma_kh}`,
  dien_thoai: `0905${ma_kh.replace(/\D/g, '').padStart(6, '0')}`,
  ...extra,
});

describe('a catalogue row version', () => {
  it('comes with every row, in lists too, and changes when the row is written', async () => {
    const row = await created('crm/partners', customer('KHVER01'));
    expect(row._version).toMatch(/^\d+$/);
    expect((await read('crm/partners', row._id))._version).toBe(row._version);
    const list = await call('GET', 'crm/partners?ma_kh=KHVER01');
    expect(list.json().items[0]._version).toBe(row._version);
    const changed = await call('PATCH', `crm/partners/${row._id}`, { ghi_chu: 'Ghi chú mới' });
    expect(changed.json()._version).not.toBe(row._version);
    expect((await read('crm/partners', row._id))._version).toBe(changed.json()._version);
  });

  it('two PUTs from the same read: the second is 409 RECORD_CHANGED and the first one’s change stays', async () => {
    const row = await created('crm/partners', customer('KHVER02'));
    const form = await read('crm/partners', row._id);
    const audits = await auditCount(server.database.db);
    const first = await call('PUT', `crm/partners/${row._id}`, {
      ...customer('KHVER02', { ten_kh: 'Tên của người thứ nhất' }),
      _version: form._version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('PUT', `crm/partners/${row._id}`, {
      ...customer('KHVER02', { ten_kh: 'Tên của người thứ hai', ghi_chu: 'Ghi đè' }),
      _version: form._version,
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json()).toEqual({
      code: 'RECORD_CHANGED',
      message: 'Bản ghi đã được người khác thay đổi. Vui lòng tải lại để xem thay đổi mới nhất.',
    });
    const english = await call(
      'PATCH',
      `crm/partners/${row._id}`,
      { ghi_chu: 'Ghi đè', _version: form._version },
      { 'Accept-Language': 'en' },
    );
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      'The record was changed by someone else. Please reload it to see the latest changes.',
    );
    expect(await read('crm/partners', row._id)).toMatchObject({
      ten_kh: 'Tên của người thứ nhất',
      ghi_chu: null,
      _version: first.json()._version,
    });
    expect(await auditCount(server.database.db)).toBe(audits + 1);

    // Reloaded, the change goes through.
    const again = await call('PATCH', `crm/partners/${row._id}`, {
      ghi_chu: 'Sau khi tải lại',
      _version: first.json()._version,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('of concurrent PUTs from one read, exactly one is saved', async () => {
    const row = await created('crm/partners', customer('KHVER03'));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', `crm/partners/${row._id}`, {
          ...customer('KHVER03', { ten_kh: `Người sửa ${i}` }),
          _version: row._version,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const saved = answers.find((a) => a.statusCode === 200)!.json();
    expect((await read('crm/partners', row._id)).ten_kh).toBe(saved.ten_kh);
  });

  it('guards a voucher with its lines; a write without a version still applies (API clients)', async () => {
    const bill = await created('sales/bills', {
      ngay_ct: '2031-07-01',
      ma_kh: 'KH0001',
      chi_tiet: [{ ma_vt: 'VT001', so_luong: 1, gia: 100_000 }],
    });
    const body = (so_luong: number) => ({
      ngay_ct: '2031-07-01',
      ma_kh: 'KH0001',
      so_ct: bill.so_ct,
      chi_tiet: [{ ma_vt: 'VT001', so_luong, gia: 100_000 }],
    });
    const first = await call('PUT', `sales/bills/${bill._id}`, { ...body(2), _version: bill._version });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', `sales/bills/${bill._id}`, { ...body(5), _version: bill._version });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await read('sales/bills', bill._id)).chi_tiet).toMatchObject([{ so_luong: 2 }]);
    // Approving writes the row too: an edit read before it is stale.
    const approved = await call('POST', `sales/bills/${bill._id}/approve`);
    expect(approved.json()._version).not.toBe(first.json()._version);

    const other = await created('sales/bills', { ...body(1), so_ct: undefined });
    const blind = await call('PUT', `sales/bills/${other._id}`, { ...body(3), so_ct: other.so_ct });
    expect(blind.statusCode, blind.body).toBe(200);
    expect(blind.json().chi_tiet).toMatchObject([{ so_luong: 3 }]);
  });
});
