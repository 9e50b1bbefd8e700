import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type Method } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The boards' cards show who is in a room or at a table (issue 15, item 4): a room keeps its customer only while in
 * service, a table while seated or reserved; freeing, cleaning or taking it out of use lets the customer go, and a
 * free one takes none.
 */

let server: TestServer;
let admin = '';
type Row = Record<string, unknown> & { _id: string };

const call = (method: Method, path: string, body?: unknown) =>
  send(server.app, method, `/api/${path}`, { token: admin, body, headers: { Branchs: 'CN01' } });
const ok = async (method: Method, path: string, body?: unknown): Promise<Row> => {
  const res = await call(method, path, body);
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
  return res.json() as Row;
};
const guest = { ma_kh: 'KBG-1', ten_kh: 'Lê Thị Hoa' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await ok('POST', 'crm/partners', { ...guest, dien_thoai: '0915111222' });
  await ok('POST', 'sales/room-groups', { ma_nhom_phong: 'NPBG', ten_nhom_phong: 'Phòng đôi' });
  await ok('POST', 'sales/restaurant/table-groups', { ma_khu_vuc: 'KVBG', ten_khu_vuc: 'Tầng 2' });
});

afterAll(async () => {
  await server?.close();
});

describe('the customer of a room or a table', () => {
  it('a room in service keeps its customer; freed or cleaned it has none, and a free room takes none', async () => {
    const room = await ok('POST', 'sales/rooms', {
      ma_phong: 'PBG1',
      ten_phong: 'Phòng đôi 1',
      ma_nhom_phong: 'NPBG',
      ...guest,
    });
    expect(room).toMatchObject({ trang_thai: '0', ma_kh: null, ten_kh: null });
    await ok('POST', `sales/room-orders/${room._id}/start`);
    expect(await ok('PATCH', `sales/rooms/${room._id}`, guest)).toMatchObject({ trang_thai: '1', ...guest });
    // Checked in with the customer in one write: the start transition's stamp applies too.
    const other = await ok('POST', 'sales/rooms', {
      ma_phong: 'PBG2',
      ten_phong: 'Phòng đôi 2',
      ma_nhom_phong: 'NPBG',
    });
    const started = await ok('PATCH', `sales/rooms/${other._id}`, { trang_thai: '1', ...guest });
    expect(started).toMatchObject({ trang_thai: '1', ...guest });
    expect(started.gio_bd).toMatch(/^\d{2}:\d{2}/);

    expect(await ok('POST', `sales/room-orders/${room._id}/clean`)).toMatchObject({
      trang_thai: '2',
      ma_kh: null,
      ten_kh: null,
    });
    expect(await ok('POST', `sales/room-orders/${other._id}/free`)).toMatchObject({
      trang_thai: '0',
      ma_kh: null,
      ten_kh: null,
    });
  });

  it('a table keeps its customer while reserved and seated, and lets them go when freed', async () => {
    const table = await ok('POST', 'sales/restaurant/tables', {
      ma_ban: 'BBG1',
      ten_ban: 'Bàn đôi 1',
      ma_khu_vuc: 'KVBG',
    });
    const reserved = await ok('PATCH', `sales/restaurant/tables/${table._id}`, { trang_thai: '2', ...guest });
    expect(reserved).toMatchObject({ trang_thai: '2', ...guest });
    expect(await ok('POST', `sales/restaurant/table-orders/${table._id}/seat`)).toMatchObject({
      trang_thai: '1',
      ...guest,
    });
    expect(await ok('POST', `sales/restaurant/table-orders/${table._id}/free`)).toMatchObject({
      trang_thai: '0',
      ma_kh: null,
      ten_kh: null,
    });
  });
});
