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

const headers = (locale: 'vi' | 'en' = 'vi') => ({ Branchs: 'CN01', 'Accept-Language': locale });
const customer = (ma_kh: string, address: Record<string, unknown>) => ({
  ma_kh,
  ten_kh: 'Lê Thị Hoa',
  dien_thoai: `09${ma_kh.replace(/\D/g, '').padStart(8, '7')}`,
  ...address,
});
const create = (body: Record<string, unknown>, locale: 'vi' | 'en' = 'vi') =>
  send(server.app, 'POST', '/api/crm/partners', { token: admin, headers: headers(locale), body });

/** Phường Bến Thành (79), Phường Hoàn Kiếm (01): codes of the address lists (GET /api/cities/{id}/wards). */
const benThanh = { ma_tinh: '79', ma_xa: '26743' };

describe("a customer's province and ward are those of the address lists (as on the client portal)", () => {
  it('stores a ward of its province, and reads it back', async () => {
    const created = await create(customer('KHADR01', benThanh));
    expect(created.statusCode, created.body).toBe(201);
    const read = await send(server.app, 'GET', `/api/crm/partners/${created.json()._id}`, {
      token: admin,
      headers: headers(),
    });
    expect(read.json()).toMatchObject(benThanh);
    // The customer's page names them.
    const summary = await send(server.app, 'GET', `/api/crm/partners/${created.json()._id}/summary`, {
      token: admin,
      headers: headers(),
    });
    expect(summary.json().partner).toMatchObject({
      ...benThanh,
      ten_tinh: 'Thành phố Hồ Chí Minh',
      ten_xa: 'Phường Bến Thành',
    });
  });

  it('refuses an unknown province, naming the field (vi and en), and writes nothing', async () => {
    const refused = await create(customer('KHADR02', { ma_tinh: '99' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Không tìm thấy Tỉnh/thành 99',
    });
    expect(refused.json().details).toMatchObject([{ path: '/ma_tinh' }]);
    const english = await create(customer('KHADR02', { ma_tinh: '99' }), 'en');
    expect(english.json()).toMatchObject({ message: 'Province 99 was not found' });
    const list = await send(server.app, 'GET', '/api/crm/partners?ma_kh=KHADR02', {
      token: admin,
      headers: headers(),
    });
    expect(list.json().total).toBe(0);
  });

  it('refuses a ward of another province, and a ward without a province', async () => {
    const other = await create(customer('KHADR03', { ma_tinh: '01', ma_xa: '26743' }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'ADDRESS_WARD_NOT_IN_PROVINCE',
      message: 'Phường/xã 26743 không thuộc Thành phố Hà Nội',
    });
    expect(other.json().details).toMatchObject([{ path: '/ma_xa' }]);
    const alone = await create(customer('KHADR03', { ma_xa: '26743' }), 'en');
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({
      code: 'ADDRESS_PROVINCE_REQUIRED',
      message: 'Please choose the Province before the Ward',
    });
    expect(alone.json().details).toMatchObject([{ path: '/ma_xa' }]);
  });

  it('judges a PATCH and a PUT by the record they leave: another province keeps no foreign ward', async () => {
    const created = await create(customer('KHADR04', benThanh));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const url = `/api/crm/partners/${id}`;
    // Only the province changes: the stored ward is Hồ Chí Minh's, not Hà Nội's.
    const moved = await send(server.app, 'PATCH', url, {
      token: admin,
      headers: headers(),
      body: { ma_tinh: '01' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'ADDRESS_WARD_NOT_IN_PROVINCE' });
    // Clearing the province alone leaves a ward without one.
    const cleared = await send(server.app, 'PATCH', url, {
      token: admin,
      headers: headers(),
      body: { ma_tinh: null },
    });
    expect(cleared.json()).toMatchObject({ code: 'ADDRESS_PROVINCE_REQUIRED' });
    // Both together are a good move (Phường Hoàn Kiếm, Hà Nội).
    const hanoi = await send(server.app, 'PATCH', url, {
      token: admin,
      headers: headers(),
      body: { ma_tinh: '01', ma_xa: '00070' },
    });
    expect(hanoi.statusCode, hanoi.body).toBe(200);
    const row = hanoi.json();
    const { _id, ...rest } = row as Record<string, unknown>;
    const replaced = await send(server.app, 'PUT', url, {
      token: admin,
      headers: headers(),
      body: { ...rest, _id, ma_xa: '26743' },
    });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json()).toMatchObject({ code: 'ADDRESS_WARD_NOT_IN_PROVINCE' });
    const after = await send(server.app, 'GET', url, { token: admin, headers: headers() });
    expect(after.json()).toMatchObject({ ma_tinh: '01', ma_xa: '00070' });
  });
});
