import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import type { RecordChange } from '@sen/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseRealtimeEvent } from '../src/realtime/realtime-bus.js';
import { liveResourceNames } from '../src/realtime/record-changes.js';
import { send, type Method } from './helpers/resource-set-calls.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

/**
 * Live boards (issue 15, item 4): a change of a row of a resource a board shows (rooms, restaurant tables) is
 * pushed by the notification hub as `record` to the connected users who work with the row's branch — every
 * administrator, the others granted that branch — and to nobody of another tenant; so is a sale the dashboard counts
 * (bills, retail orders, returns, service vouchers); other resources are not pushed.
 */

let server: TestServer;
let base: string;
let admin = '';
const open: HubConnection[] = [];

type Listener = { changes: RecordChange[] };

const connect = async (token: string, tenant = 'demo'): Promise<Listener> => {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/api/hubs/notification?tenant=${tenant}`, {
      accessTokenFactory: () => token,
      transport: HttpTransportType.WebSockets,
    })
    .configureLogging(LogLevel.None)
    .build();
  const listener: Listener = { changes: [] };
  connection.on('record', (change: RecordChange) => listener.changes.push(change));
  await connection.start();
  open.push(connection);
  return listener;
};

const call = (method: Method, path: string, branch: string, body?: unknown) =>
  send(server.app, method, `/api/${path}`, { token: admin, body, headers: { Branchs: branch } });

const created = async (path: string, branch: string, body: Record<string, unknown>) => {
  const res = await call('POST', path, branch, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string };
};

let everyBranch: Listener;
let cn01: Listener;
let cn02: Listener;
let otherTenant: Listener;

beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  // The salesperson works with CN02 only here; the cashier with CN01.
  await server.database.db
    .updateTable('users')
    .set({ branchs: 'CN02' })
    .where('user_name', '=', 'nvbh01')
    .execute();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  const cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  const sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  const beta = await tokenFor(server.app, secondTenant.admin.user_name, secondTenant.admin.password, 'beta');
  [everyBranch, cn01, cn02, otherTenant] = await Promise.all([
    connect(admin),
    connect(cashier),
    connect(sales),
    connect(beta, 'beta'),
  ]);
  await created('sales/room-groups', 'CN01', { ma_nhom_phong: 'NPLIVE1', ten_nhom_phong: 'Tầng 1' });
  await created('sales/room-groups', 'CN02', { ma_nhom_phong: 'NPLIVE2', ten_nhom_phong: 'Tầng 2' });
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.stop()));
  await server?.close();
});

/** Waits for the change to reach the listener. */
const receives = (listener: Listener, change: Partial<RecordChange>) =>
  vi.waitFor(() => expect(listener.changes).toContainEqual(expect.objectContaining(change)), {
    timeout: 3000,
  });

const clear = () => [everyBranch, cn01, cn02, otherTenant].forEach((l) => (l.changes.length = 0));

/** A moment for anything wrongly sent to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live changes of the boards’ rows', () => {
  it('the live resources are those a board or a calendar shows, and the sales the dashboard counts', () => {
    expect([...liveResourceNames].sort()).toEqual([
      'bills',
      'restaurant-tables',
      'retail-orders',
      'returns',
      'rooms',
      'sales-services',
      'tasks',
      'tickets',
    ]);
  });

  it('a sale made in CN01 reaches the users of CN01 (the open dashboards), not those of CN02', async () => {
    clear();
    const order = await created('sales/retail-orders', 'CN01', {
      ngay_ct: '2033-06-01',
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      trang_thai: '1',
      da_tt: 0,
      chi_tiet: [],
    });
    const sold = { resource: 'retail-orders', action: 'create', id: order._id, ma_dvcs: 'CN01' } as const;
    await receives(cn01, sold);
    await receives(everyBranch, sold);
    await settle();
    expect(cn02.changes).toEqual([]);
    expect(otherTenant.changes).toEqual([]);
  });

  it('an appointment booked, moved and confirmed in CN01 reaches the users of CN01 (the open calendars)', async () => {
    clear();
    await created('crm/partners', 'CN01', {
      ma_kh: 'KHLIVE1',
      ten_kh: 'Trần Thị Mai',
      dien_thoai: '0915300777',
    });
    clear();
    const task = await created('crm/tasks', 'CN01', {
      ngay_ct: '2031-03-01',
      ma_kh: 'KHLIVE1',
      ngay_hen: '2031-03-10',
      gio_hen: '10:00',
      thoi_luong: 60,
    });
    const booked = { resource: 'tasks', action: 'create', id: task._id, ma_dvcs: 'CN01' } as const;
    await receives(cn01, booked);
    await receives(everyBranch, booked);
    // Dragged to 11:00 on the calendar (a PATCH of its time), then confirmed (a transition of its status).
    expect((await call('PATCH', `crm/tasks/${task._id}`, 'CN01', { gio_hen: '11:00' })).statusCode).toBe(200);
    expect((await call('POST', `crm/task/calendar/${task._id}/confirm`, 'CN01')).statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(cn01.changes.filter((c) => c.id === task._id).map((c) => c.action)).toEqual([
        'create',
        'update',
        'update',
      ]),
    );
    await settle();
    expect(cn02.changes).toEqual([]);
    expect(otherTenant.changes).toEqual([]);
  });

  it('a room created, started, freed and deleted in CN02 reaches the users of CN02 only', async () => {
    clear();
    const room = await created('sales/rooms', 'CN02', {
      ma_phong: 'PLIVE2',
      ten_phong: 'Phòng live 2',
      ma_nhom_phong: 'NPLIVE2',
    });
    const create = { resource: 'rooms', action: 'create', id: room._id, ma_dvcs: 'CN02' } as const;
    await receives(cn02, create);
    await receives(everyBranch, create);

    const started = await call('POST', `sales/room-orders/${room._id}/start`, 'CN02');
    expect(started.statusCode, started.body).toBe(200);
    const update = { resource: 'rooms', action: 'update', id: room._id, ma_dvcs: 'CN02' } as const;
    await receives(cn02, update);
    await receives(everyBranch, update);

    expect((await call('POST', `sales/room-orders/${room._id}/free`, 'CN02')).statusCode).toBe(200);
    expect((await call('DELETE', `sales/rooms/${room._id}`, 'CN02')).statusCode).toBe(200);
    await receives(cn02, { action: 'delete', id: room._id });
    expect(cn02.changes.map((c) => c.action)).toEqual(['create', 'update', 'update', 'delete']);

    await settle();
    expect(cn01.changes).toEqual([]);
    expect(otherTenant.changes).toEqual([]);
  });

  it('a table of CN01 reaches the users of CN01, not those of CN02', async () => {
    clear();
    await created('sales/restaurant/table-groups', 'CN01', {
      ma_khu_vuc: 'KVLIVE1',
      ten_khu_vuc: 'Sân vườn',
    });
    const table = await created('sales/restaurant/tables', 'CN01', {
      ma_ban: 'BLIVE1',
      ten_ban: 'Bàn live 1',
      ma_khu_vuc: 'KVLIVE1',
    });
    expect((await call('POST', `sales/restaurant/table-orders/${table._id}/seat`, 'CN01')).statusCode).toBe(
      200,
    );
    const seated = {
      resource: 'restaurant-tables',
      action: 'update',
      id: table._id,
      ma_dvcs: 'CN01',
    } as const;
    await receives(cn01, seated);
    await receives(everyBranch, seated);
    await settle();
    expect(cn02.changes).toEqual([]);
    expect(otherTenant.changes).toEqual([]);
    // The table group is no board's row: only the table's changes were pushed.
    expect(everyBranch.changes.map((c) => c.resource)).toEqual(['restaurant-tables', 'restaurant-tables']);
  });

  it('a refused transition pushes nothing', async () => {
    const room = await created('sales/rooms', 'CN01', {
      ma_phong: 'PLIVE3',
      ten_phong: 'Phòng live 3',
      ma_nhom_phong: 'NPLIVE1',
    });
    await receives(cn01, { action: 'create', id: room._id });
    clear();
    expect((await call('POST', `sales/room-orders/${room._id}/ready`, 'CN01')).statusCode).toBe(409);
    await settle();
    expect(everyBranch.changes).toEqual([]);
    expect(cn01.changes).toEqual([]);
  });
});

describe('the record event on the bus between instances', () => {
  const tenant = '8a3c9a52-6d0f-4a53-9a43-2f8e6d1c9b10';
  const id = '0f6b3c1e-9d2a-4a7e-8a51-3c2d1e0f9a8b';

  it('is read back whole, and refused when malformed', () => {
    const event = {
      kind: 'record',
      tenant_id: tenant,
      resource: 'rooms',
      action: 'update',
      id,
      ma_dvcs: 'CN01',
    };
    expect(parseRealtimeEvent(JSON.stringify(event))).toEqual(event);
    expect(parseRealtimeEvent(JSON.stringify({ ...event, ma_dvcs: null }))).toEqual({
      ...event,
      ma_dvcs: null,
    });
    expect(parseRealtimeEvent(JSON.stringify({ ...event, action: 'drop' }))).toBeUndefined();
    expect(parseRealtimeEvent(JSON.stringify({ ...event, id: 'x' }))).toBeUndefined();
    expect(parseRealtimeEvent(JSON.stringify({ ...event, resource: 'Rooms; DROP' }))).toBeUndefined();
  });
});
