import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

/**
 * Malformed input is 400 VALIDATION_FAILED naming what is wrong (`details: [{ in, path, message }]`), never a
 * server error, and changes nothing: NUL, lone surrogates, control and bidi characters anywhere in a request,
 * impossible days, numbers beyond their bounds and totals beyond the money limit.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(() => server.close());

type Detail = { in: string; path: string; message: string };
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  const body = res.json() as { code: string; message: string; details: Detail[] };
  return { status: res.statusCode, code: body.code, details: body.details };
};

const count = async (table: string): Promise<number> =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(server.database.db))
    .rows[0]!.n;

describe('NUL and lone surrogates anywhere in a request', () => {
  it('a NUL in the sign-in user name: 400 naming /user_name, no failed sign-in recorded, nothing logged', async () => {
    const lines: string[] = [];
    const logged = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: server.config,
      database: server.database,
      logger: { level: 'info', stream: logged },
    });
    try {
      const res = await call(app, 'POST', '/api/auth/login', {
        body: { user_name: 'a\u0000', password: 'whatever' },
      });
      expect(refusal(res)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ in: 'body', path: '/user_name', message: 'Không được chứa ký tự điều khiển (NUL, ...)' }],
      });
    } finally {
      await app.close();
    }
    expect(await count('login_failures')).toBe(0);
    // Request lines at info level only: no error, no stack.
    expect(lines.map((line) => JSON.parse(line).level as number).filter((level) => level >= 40)).toEqual([]);
    expect(lines.join('')).not.toContain('stack');
  });

  it('in the query, a path parameter or a header: 400 naming it, in English on request', async () => {
    const english = { 'accept-language': 'en' };
    const query = await call(server.app, 'GET', '/api/crm/partners?searchKey=a%00b', {
      token: admin,
      headers: english,
    });
    expect(refusal(query)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [
        { in: 'querystring', path: '/searchKey', message: 'Must not contain control characters (NUL, ...)' },
      ],
    });
    const unknownParameter = await call(server.app, 'GET', '/api/crm/partners?zz=%00', { token: admin });
    expect(refusal(unknownParameter).details).toMatchObject([{ in: 'querystring', path: '/zz' }]);
    const path = await call(server.app, 'DELETE', '/api/accounting/voucher-infos/HDB/a%00', { token: admin });
    expect(refusal(path)).toMatchObject({ status: 400, details: [{ in: 'params', path: '/status' }] });
    for (const name of ['tenant', 'user-name', 'branchs', 'device-id', 'accept-language']) {
      const res = await server.app.inject({
        method: 'GET',
        url: '/api/system/server-time',
        headers: { tenant: 'demo', authorization: `Bearer ${admin}`, [name]: 'x\u0000y' },
      });
      expect(refusal(res), name).toMatchObject({
        status: 400,
        details: [{ in: 'headers', path: `/${name}` }],
      });
    }
  });

  it('a lone surrogate bound for a JSON column: 400 naming its place, nothing stored', async () => {
    const res = await call(server.app, 'PUT', '/api/system/table-settings/crm.partners', {
      token: admin,
      body: { value: { columns: [{ id: 'ten_kh', title: 'T\ud800' }] } },
    });
    expect(refusal(res)).toMatchObject({
      status: 400,
      details: [
        { in: 'body', path: '/value/columns/0/title', message: 'Có ký tự không hợp lệ (nửa cặp UTF-16)' },
      ],
    });
    const key = await call(server.app, 'PUT', '/api/system/table-settings/crm.partners', {
      token: admin,
      body: { value: { 'a\udc00': 1 } },
    });
    expect(refusal(key).details).toMatchObject([{ path: '/value/a\ufffd' }]);
    expect(await count('table_settings')).toBe(0);
  });

  it('a path that is not UTF-8 once decoded, or a 3,000-character segment: 400 in the API shape', async () => {
    for (const url of ['/api/crm/partners/a%ED%A0%80', `/api/crm/partners/${'x'.repeat(3000)}`]) {
      const res = await server.app.inject({
        method: 'GET',
        url,
        headers: { tenant: 'demo', authorization: `Bearer ${admin}` },
      });
      expect(refusal(res), url.slice(0, 40)).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        details: [{ in: 'params', path: '' }],
      });
    }
  });

  it('a query that is not UTF-8 once decoded, a body nested 100 deep or not UTF-8: 400', async () => {
    const encoding = await call(server.app, 'GET', '/api/crm/partners?searchKey=a%ED%A0%80', {
      token: admin,
    });
    expect(refusal(encoding)).toMatchObject({
      status: 400,
      details: [{ in: 'querystring', path: '/searchKey' }],
    });
    const deep = await server.app.inject({
      method: 'PUT',
      url: '/api/system/table-settings/crm.partners',
      headers: { tenant: 'demo', authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: `{"value":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`,
    });
    expect(refusal(deep)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    const latin1 = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { tenant: 'demo', 'content-type': 'application/json' },
      payload: Buffer.from('{"user_name":"ad\u00e9","password":"x"}', 'latin1'),
    });
    expect(refusal(latin1)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(await count('login_failures')).toBe(0);
  });
});

describe('text fields', () => {
  const partner = (extra: Record<string, unknown>) => ({
    ma_kh: 'KHFUZZ1',
    ten_kh: 'Nguyễn Văn An',
    dien_thoai: '0909123456',
    ma_dvcs: 'CN01',
    ...extra,
  });

  it('refuse bidi overrides and, on one line, line breaks; a multi-line note keeps its lines', async () => {
    const bidi = await call(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      body: partner({ ten_kh: 'An\u202eBình' }),
    });
    expect(refusal(bidi)).toMatchObject({ status: 400, details: [{ in: 'body', path: '/ten_kh' }] });
    const lineBreak = await call(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      body: partner({ ten_kh: 'An\nBình' }),
    });
    expect(refusal(lineBreak)).toMatchObject({
      status: 400,
      details: [{ path: '/ten_kh', message: 'Không được xuống dòng hoặc chứa ký tự tab' }],
    });
    const note = await call(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      body: partner({ ghi_chu: 'dòng 1\ndòng 2' }),
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().ghi_chu).toBe('dòng 1\ndòng 2');
  });
});

describe('days', () => {
  it('that do not exist are 400 naming the parameter, in list, find and report filters and in bodies', async () => {
    const cases = [
      ['/api/sales/bills?fromDate=2026-02-30', '/fromDate'],
      ['/api/sales/bills?toDate=0000-01-01', '/toDate'],
      // A list filter may name several days: the path says which.
      ['/api/sales/room-employee-schedules?ngay=2026-02-28,2026-02-30', '/ngay/1'],
      ['/api/system/voucher-locks/find?ngay_ks=2026-13-01', '/ngay_ks'],
      ['/api/sales/discount-codes/find?ngay_hl_tu=abc', '/ngay_hl_tu'],
      ['/api/system/sms/logs?fromDate=2025-02-29', '/fromDate'],
    ] as const;
    for (const [url, path] of cases) {
      const res = await call(server.app, 'GET', url, { token: admin });
      expect(refusal(res), url).toMatchObject({ status: 400, details: [{ in: 'querystring', path }] });
    }
    const body = await call(server.app, 'POST', '/api/accounting/spend-invoices', {
      token: admin,
      body: { ngay_ct: '0000-01-01', ma_dvcs: 'CN01' },
    });
    expect(refusal(body).status).toBe(400);
    expect(refusal(body).details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/ngay_ct' })]),
    );
  });
});

describe('numbers', () => {
  const bill = (lines: Record<string, unknown>[]) => ({
    ngay_ct: '2031-03-05',
    ma_kh: 'KH0001',
    ma_dvcs: 'CN01',
    chi_tiet: lines,
  });

  it('beyond their field bounds are 400 naming the field (quantity, exchange rate, conversion factor, filters)', async () => {
    const before = await count('sales_bills');
    const quantity = await call(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      body: bill([{ ma_vt: 'SP01', so_luong: 1e300, gia: 1000 }]),
    });
    expect(refusal(quantity)).toMatchObject({ status: 400, details: [{ path: '/chi_tiet/0/so_luong' }] });
    const rate = await call(server.app, 'POST', '/api/accounting/exchange-rates', {
      token: admin,
      body: { ma_nt: 'USD', ngay_hl: '2031-01-01', ty_gia: 1e300 },
    });
    expect(refusal(rate)).toMatchObject({ status: 400, details: [{ path: '/ty_gia' }] });
    const factor = await call(server.app, 'POST', '/api/stock/conversion-units', {
      token: admin,
      body: { ma_vt: 'SP01', dvt: 'CHAI', dvt_qd: 'THUNG', he_so: 1e300 },
    });
    expect(refusal(factor)).toMatchObject({ status: 400, details: [{ path: '/he_so' }] });
    const filter = await call(server.app, 'GET', '/api/accounting/customer-balances?nam=-1e300', {
      token: admin,
    });
    expect(refusal(filter).status).toBe(400);
    expect(refusal(filter).details[0]).toMatchObject({ in: 'querystring', path: '/nam' });
    expect(await count('sales_bills')).toBe(before);
  });

  it('whose product or sum passes the money limit: 400 naming the line amount and the total, nothing stored', async () => {
    const before = await count('sales_bills');
    const lines = await count('sales_bills_lines');
    const res = await call(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      body: bill([{ ma_vt: 'SP01', so_luong: 1_000_000_000, gia: 1_000_000_000_000_000 }]),
    });
    const refused = refusal(res);
    expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(refused.details.map((d) => d.path)).toEqual(expect.arrayContaining(['/chi_tiet/0/tien', '/t_tt']));
    expect(refused.details[0]!.message).toContain('1,000,000,000,000,000');
    const sum = await call(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      body: bill([
        { ma_vt: 'SP01', so_luong: 1, gia: 600_000_000_000_000 },
        { ma_vt: 'SP02', so_luong: 1, gia: 600_000_000_000_000 },
      ]),
    });
    expect(refusal(sum).details.map((d) => d.path)).toContain('/t_tt');
    expect(await count('sales_bills')).toBe(before);
    expect(await count('sales_bills_lines')).toBe(lines);
  });
});

describe("the rules' wording", () => {
  it('is what a person would say, in the language of the request: Vietnamese by default, English when asked', async () => {
    const body = {
      ma_kh: 'KHWORD1',
      ten_kh: 'x'.repeat(201),
      dien_thoai: '0901',
      ma_dvcs: 'CN01',
      email: 'x@',
    };
    const byPath = (res: { statusCode: number; json: () => unknown }) =>
      Object.fromEntries(refusal(res).details.map((d) => [d.path, d.message]));
    const vi = await call(server.app, 'POST', '/api/crm/partners', { token: admin, body });
    expect(byPath(vi)).toMatchObject({
      '/ten_kh': 'Tối đa 200 ký tự',
      '/dien_thoai': 'Số điện thoại không hợp lệ',
      '/email': 'Email không hợp lệ',
    });
    const en = await call(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(byPath(en)).toMatchObject({
      '/ten_kh': 'At most 200 characters',
      '/dien_thoai': 'Invalid phone number',
      '/email': 'Invalid email address',
    });
    const page = await call(server.app, 'GET', '/api/crm/partners?pageSize=7', { token: admin });
    expect(refusal(page).details[0]).toMatchObject({
      in: 'querystring',
      path: '/pageSize',
      message: 'Một trong 10, 20, 50, 100, 200, 500, 1000',
    });
    const missing = await call(server.app, 'POST', '/api/sales/bills', {
      token: admin,
      body: { ma_dvcs: 'CN01', ngay_ct: '2031-03-05', chi_tiet: [{ ma_vt: 'SP01', so_luong: 1, gia: 1000 }] },
    });
    expect(byPath(missing)).toMatchObject({ '/ma_kh': 'Bắt buộc nhập' });
  });
});
