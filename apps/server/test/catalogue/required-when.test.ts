import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

let server: TestServer;
let admin = '';
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(() => server.close());

const branch = { Branchs: 'CN01' };
const setFlag = (value: 't' | 'f') =>
  send(server.app, 'PUT', '/api/system/configs/name/crm_partner_require_phone', {
    token: admin,
    body: { value },
  });

describe('config-driven requiredness on the server (spec section 5: crm_partner_require_phone, default true)', () => {
  it('refuses a customer without a phone while the flag is on, and changes nothing', async () => {
    const refused = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: { ...branch, 'Accept-Language': 'vi' },
      body: { ma_kh: 'KHREQ01', ten_kh: 'Lê Thị Hoa' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'FIELD_REQUIRED', message: 'Vui lòng nhập Điện thoại' });
    expect(refused.json().details[0]).toMatchObject({ path: '/dien_thoai' });
    const list = await send(server.app, 'GET', '/api/crm/partners?ma_kh=KHREQ01', {
      token: admin,
      headers: branch,
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses clearing the phone by PATCH, and accepts a customer without one once the flag is off', async () => {
    const created = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: branch,
      body: { ma_kh: 'KHREQ02', ten_kh: 'Phạm Văn Nam', dien_thoai: '0912345678' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const cleared = await send(server.app, 'PATCH', `/api/crm/partners/${created.json()._id}`, {
      token: admin,
      headers: branch,
      body: { dien_thoai: null },
    });
    expect(cleared.statusCode).toBe(400);
    expect((await setFlag('f')).statusCode).toBeLessThan(300);
    const accepted = await send(server.app, 'POST', '/api/crm/partners', {
      token: admin,
      headers: branch,
      body: { ma_kh: 'KHREQ03', ten_kh: 'Đỗ Minh Anh' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    await setFlag('t');
  });
});
