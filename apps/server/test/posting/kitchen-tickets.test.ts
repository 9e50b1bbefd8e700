import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { commandsOf, pictureOf } from '../helpers/escpos.js';
import { setDemoFlags } from '../helpers/price-flags.js';
import { closedPort, startPrinterStandIn } from '../helpers/printer-stand-in.js';
import { send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Kitchen and bar tickets (POST /api/sales/kitchen-tickets, src/printing/): the branch's printers (sales/printers)
 * are TCP listeners this test starts on loopback, standing in for network ESC/POS printers; what they receive is
 * read back command by command (helpers/escpos.ts).
 */

type StandIn = Awaited<ReturnType<typeof startPrinterStandIn>>;

let server: TestServer;
let admin = '';
let cashier = '';
let salesperson = '';
let kitchen: StandIn;
let bar: StandIn;
let silent: StandIn;
const asAdmin = branchCalls(
  () => server,
  () => admin,
);
const asCashier = branchCalls(
  () => server,
  () => cashier,
);

/** The demo's drink 'Cà phê sữa đá' and its group (the products' own, as seeded). */
let coffee = { ma_vt: '', ma_nhom_vt: '' };

const printerId = async (code: string) =>
  (
    await sql<{
      _id: string;
    }>`SELECT p._id::text AS _id FROM sales_printers p JOIN tenants t ON t.id = p.tenant_id
      WHERE t.code = 'demo' AND p.ma_may_in = ${code}`.execute(server.database.db)
  ).rows[0]!._id;

/** Points a demo printer of CN01 (BEP01, BAR01) somewhere, with a group list and paper. */
const setPrinter = async (code: string, values: Record<string, unknown>) => {
  const res = await asAdmin.call('PATCH', `sales/printers/${await printerId(code)}`, values);
  expect(res.statusCode, res.body).toBe(200);
};

const ticket = (overrides: Record<string, unknown> = {}) => ({
  ten_ban: 'Bàn 05',
  so_ct: 'DH000123',
  chi_tiet: [
    { ma_vt: 'MON01', ten_vt: 'Phở bò tái', so_luong: 2, ghi_chu: 'Ít hành', ma_nhom_vt: 'MON' },
    { ma_vt: coffee.ma_vt, ten_vt: 'Cà phê sữa đá', so_luong: 1 },
    { ma_vt: 'MON02', ten_vt: 'Bún chả Hà Nội', so_luong: 1, ma_nhom_vt: 'KHAC' },
  ],
  ...overrides,
});

const expectTicketBytes = (job: Buffer, widthBytes: number) => {
  expect([...job.subarray(0, 2)], 'ESC @').toEqual([0x1b, 0x40]);
  const commands = commandsOf(job);
  const rasters = commands.filter((c) => c.kind === 'raster');
  expect(rasters.length).toBeGreaterThan(0);
  for (const raster of rasters) expect(raster.widthBytes).toBe(widthBytes);
  expect(commands.at(-1)).toEqual({ kind: 'cut', partial: true });
  return pictureOf(job);
};

beforeAll(async () => {
  server = await startTestServer({ PRINTER_CONNECT_TIMEOUT_MS: '1000', PRINTER_SEND_TIMEOUT_MS: '700' });
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  salesperson = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  kitchen = await startPrinterStandIn();
  bar = await startPrinterStandIn();
  silent = await startPrinterStandIn({ silent: true });
  coffee = (
    await sql<{ ma_vt: string; ma_nhom_vt: string }>`SELECT p.ma_vt, p.ma_nhom_vt FROM products p
      JOIN tenants t ON t.id = p.tenant_id WHERE t.code = 'demo' AND p.ten_vt = 'Cà phê sữa đá'`.execute(
      server.database.db,
    )
  ).rows[0]!;
});
afterAll(async () => {
  await kitchen?.close();
  await bar?.close();
  await silent?.close();
  await server?.close();
});

beforeEach(async () => {
  // The kitchen cooks the dishes (MON) on 80 mm paper, the bar makes the drinks on 58 mm.
  await setPrinter('BEP01', {
    dia_chi_ip: '127.0.0.1',
    cong: kitchen.port,
    nhom_vt: 'MON',
    kho_giay: '80',
    trang_thai: true,
  });
  await setPrinter('BAR01', {
    dia_chi_ip: '127.0.0.1',
    cong: bar.port,
    nhom_vt: coffee.ma_nhom_vt,
    kho_giay: '58',
    trang_thai: true,
  });
  await setDemoFlags(server.database.db, { sale_service_reprint: 'f' });
  kitchen.jobs.length = 0;
  bar.jobs.length = 0;
});

describe('kitchen and bar tickets', () => {
  it('demo CN01 has a kitchen and a bar printer on loopback', async () => {
    const res = await asAdmin.call('GET', 'sales/printers');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items as Record<string, unknown>[];
    expect(rows.map((r) => [r.ma_may_in, r.bo_phan, r.ma_dvcs])).toEqual(
      expect.arrayContaining([
        ['BAR01', 'BAR', 'CN01'],
        ['BEP01', 'BEP', 'CN01'],
      ]),
    );
  });

  it('prints each station its own lines: dishes in the kitchen, drinks at the bar, the rest in the kitchen', async () => {
    const res = await asCashier.call('POST', 'sales/kitchen-tickets', ticket());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      da_in: true,
      may_in: [
        expect.objectContaining({ ma_may_in: 'BAR01', bo_phan: 'BAR', dong: [1], da_in: true, code: null }),
        expect.objectContaining({
          ma_may_in: 'BEP01',
          bo_phan: 'BEP',
          dia_chi: `127.0.0.1:${kitchen.port}`,
          dong: [0, 2],
          da_in: true,
          code: null,
          message: null,
        }),
      ],
      chua_in: [],
    });
    // One job each: the kitchen's on 80 mm (72 bytes a raster row), the bar's on 58 mm (48).
    const kitchenJob = await kitchen.nextJob();
    const barJob = await bar.nextJob();
    const kitchenPicture = expectTicketBytes(kitchenJob, 72);
    const barPicture = expectTicketBytes(barJob, 48);
    expect(kitchenPicture.ink()).toBeGreaterThan(2_000);
    expect(barPicture.ink()).toBeGreaterThan(1_000);
    expect(kitchen.jobs).toHaveLength(0);
    expect(bar.jobs).toHaveLength(0);
  });

  it('sends the same dish to the bar alone once the bar lists its group', async () => {
    await setPrinter('BAR01', { nhom_vt: `${coffee.ma_nhom_vt}, MON`, kho_giay: '80' });
    await setPrinter('BEP01', { nhom_vt: 'LAU' });
    const res = await asCashier.call('POST', 'sales/kitchen-tickets', ticket());
    expect(res.statusCode, res.body).toBe(200);
    const byCode = Object.fromEntries(
      (res.json().may_in as { ma_may_in: string; dong: number[] }[]).map((p) => [p.ma_may_in, p.dong]),
    );
    // KHAC is listed by neither printer and none has an empty list: the kitchen takes it.
    expect(byCode).toEqual({ BAR01: [0, 1], BEP01: [2] });
    expectTicketBytes(await bar.nextJob(), 72);
    expectTicketBytes(await kitchen.nextJob(), 72);
  });

  it('answers a line no printer takes as not printed, and prints the others', async () => {
    await setPrinter('BEP01', { trang_thai: false });
    const res = await send(server.app, 'POST', '/api/sales/kitchen-tickets', {
      token: cashier,
      headers: { Branchs: 'CN01', 'Accept-Language': 'en' },
      body: ticket(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      da_in: false,
      may_in: [{ ma_may_in: 'BAR01', dong: [1], da_in: true }],
      chua_in: [
        { dong: 0, code: 'PRINTER_NONE_FOR_LINE', message: 'No printer takes Phở bò tái (group MON)' },
        { dong: 2, code: 'PRINTER_NONE_FOR_LINE', message: 'No printer takes Bún chả Hà Nội (group KHAC)' },
      ],
    });
    expectTicketBytes(await bar.nextJob(), 48);
  });

  it('refuses a reprint unless sale_service_reprint is on, then marks it IN LẠI', async () => {
    const refused = await asCashier.call('POST', 'sales/kitchen-tickets', ticket({ reprint: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'KITCHEN_REPRINT_DISABLED',
      message: 'Không được in lại phiếu bếp/bar: chưa bật cấu hình "Cho in lại phiếu dịch vụ"',
    });
    expect(kitchen.jobs).toHaveLength(0);

    await setDemoFlags(server.database.db, { sale_service_reprint: 't' });
    const chi_tiet = [{ ma_vt: 'MON01', ten_vt: 'Phở bò tái', so_luong: 2, ma_nhom_vt: 'MON' }];
    const first = await asCashier.call('POST', 'sales/kitchen-tickets', ticket({ chi_tiet }));
    expect(first.statusCode, first.body).toBe(200);
    const original = expectTicketBytes(await kitchen.nextJob(), 72);
    const again = await asCashier.call('POST', 'sales/kitchen-tickets', ticket({ chi_tiet, reprint: true }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ da_in: true, may_in: [{ ma_may_in: 'BEP01', da_in: true }] });
    const reprint = expectTicketBytes(await kitchen.nextJob(), 72);
    // The reprint band: solid black rows across the top, which the first ticket has not.
    expect(reprint.ink(0, 2, 32, 10)).toBe(32 * 8);
    expect(original.ink(0, 2, 32, 10)).toBe(0);
    expect(reprint.height).toBeGreaterThan(original.height);
  });

  it('answers a printer that is off (closed port) with a clear failure at once, and prints the others', async () => {
    await setPrinter('BAR01', { cong: await closedPort() });
    const started = Date.now();
    const res = await asCashier.call('POST', 'sales/kitchen-tickets', ticket());
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.statusCode, res.body).toBe(200);
    const bar01 = (res.json().may_in as Record<string, unknown>[]).find((p) => p.ma_may_in === 'BAR01');
    expect(res.json().da_in).toBe(false);
    expect(bar01).toMatchObject({ da_in: false, dong: [1], code: 'PRINTER_REFUSED' });
    expect(bar01?.message).toMatch(/^Máy in "Máy in quầy bar" \(127\.0\.0\.1:\d+\) từ chối kết nối/);
    expectTicketBytes(await kitchen.nextJob(), 72);
  });

  it('gives up on a printer that stops taking the ticket after the send timeout, never hanging', async () => {
    await setPrinter('BAR01', { cong: silent.port });
    const started = Date.now();
    const res = await send(server.app, 'POST', '/api/sales/kitchen-tickets', {
      token: cashier,
      headers: { Branchs: 'CN01', 'Accept-Language': 'en' },
      body: ticket(),
    });
    const elapsed = Date.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(elapsed).toBeGreaterThanOrEqual(600);
    expect(elapsed).toBeLessThan(5_000);
    const bar01 = (res.json().may_in as Record<string, unknown>[]).find((p) => p.ma_may_in === 'BAR01');
    expect(bar01).toMatchObject({
      da_in: false,
      code: 'PRINTER_TIMEOUT',
      message: `Printer "Máy in quầy bar" (127.0.0.1:${silent.port}) did not answer within 0.7 seconds`,
    });
  });

  it('refuses bad input with a localised 400, never a 500', async () => {
    const cases: Record<string, unknown>[] = [
      ticket({ chi_tiet: [] }),
      ticket({ chi_tiet: [{ ma_vt: 'X', ten_vt: 'X', so_luong: 0 }] }),
      ticket({ chi_tiet: [{ ma_vt: 'X', so_luong: 1 }] }),
      ticket({ so_ct: null, ten_ban: null }),
      ticket({ reprint: 'yes' }),
      { chi_tiet: 'MON01' },
    ];
    for (const body of cases) {
      const res = await asCashier.call('POST', 'sales/kitchen-tickets', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Dữ liệu không hợp lệ' });
    }
    expect(kitchen.jobs).toHaveLength(0);
  });

  it('needs the add right on retail orders and a branch of the user with printers', async () => {
    const forbidden = await branchCalls(
      () => server,
      () => salesperson,
    ).call('POST', 'sales/kitchen-tickets', ticket());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');

    const otherBranch = await asCashier.call('POST', 'sales/kitchen-tickets', ticket({ ma_dvcs: 'CN02' }));
    expect(otherBranch.statusCode).toBe(403);
    expect(otherBranch.json().code).toBe('BRANCH_FORBIDDEN');

    const none = await branchCalls(
      () => server,
      () => admin,
      'CN03',
    ).call('POST', 'sales/kitchen-tickets', ticket());
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      code: 'PRINTER_NONE',
      message: 'Đơn vị CN03 chưa có máy in bếp/bar nào đang dùng',
    });
  });

  it('keeps printer settings valid: a bad address, port or group list is a 400', async () => {
    for (const values of [
      { dia_chi_ip: 'http://may-in' },
      { cong: 0 },
      { nhom_vt: 'MON;NUOC' },
      { kho_giay: '72' },
    ]) {
      const res = await asAdmin.call('PATCH', `sales/printers/${await printerId('BEP01')}`, values);
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const made = await asAdmin.created('sales/printers', {
      ma_may_in: 'QUAY01',
      ten_may_in: 'Máy in quầy thu ngân',
      ma_dvcs: 'CN01',
      bo_phan: 'QUAY',
      dia_chi_ip: 'may-in-quay.local',
    });
    expect(made).toMatchObject({ cong: 9100, kho_giay: '80', trang_thai: true });
    const removed = await asAdmin.call('DELETE', `sales/printers/${made._id}`);
    expect(removed.statusCode).toBeLessThan(300);
  });
});
