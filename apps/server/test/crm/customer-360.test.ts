import { compareTimeline, type TimelineEntry } from '@sen/domain/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security/password.js';
import { branchCalls } from '../helpers/branch-calls.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { setDemoFlags, typedPrices, withoutDemoPriceRules } from '../helpers/price-flags.js';
import { grant, send } from '../helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The customer's page (Customer 360): its header and balances, and its timeline — one stream of appointments,
 * bills, POS sales, card entries, calls, tickets, complaints, transfers and notes, newest first, a page at a time —
 * each kind only for those who may read its source, within its scope; calls logged from the page under the call
 * settings, their follow-up appointment booked in the same write.
 */

let server: TestServer;
const t = { admin: '', saler: '', cashier: '', reader: '' };
const asAdmin = branchCalls(
  () => server,
  () => t.admin,
);
const db = () => server.database.db;

const A = { ma_kh: 'KH360-A', ten_kh: 'Lê Thị Thu Trang', dien_thoai: '0915360001' };
const B = { ma_kh: 'KH360-B', ten_kh: 'Phạm Minh Tuấn', dien_thoai: '0915360002' };
const id = { A: '', B: '' };
let retail: { _id: string; so_ct: string; t_tt: number } = { _id: '', so_ct: '', t_tt: 0 };

const get = (token: string, path: string, branchs = 'CN01') =>
  send(server.app, 'GET', `/api/${path}`, { token, headers: { Branchs: branchs } });
const post = (token: string, path: string, body: Record<string, unknown>, branchs = 'CN01') =>
  send(server.app, 'POST', `/api/${path}`, { token, headers: { Branchs: branchs }, body });

type Page = { items: TimelineEntry[]; next: string | null; kinds: string[] };

const timeline = async (token: string, customer: string, query = ''): Promise<Page> => {
  const res = await get(token, `crm/partners/${customer}/timeline${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** Every entry of the timeline, page after page of `limit`. */
const allPages = async (token: string, customer: string, limit: number, kinds = '') => {
  const entries: TimelineEntry[] = [];
  let before: string | null = '';
  for (let pages = 0; before !== null && pages < 100; pages++) {
    const query = new URLSearchParams({ limit: String(limit), ...(kinds ? { kinds } : {}) });
    if (before) query.set('before', before);
    const page = await timeline(token, customer, `?${query}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    entries.push(...page.items);
    before = page.next;
  }
  return entries;
};

const note = (customer: typeof A, noi_dung: string, ngay_ct = '2026-11-20') =>
  asAdmin.created('crm/partner-notes', { ngay_ct, ma_kh: customer.ma_kh, ten_kh: customer.ten_kh, noi_dung });

beforeAll(async () => {
  server = await startTestServer();
  t.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  t.saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  t.cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  // A receptionist who reads every customer and nothing else (no edit right): phones masked, no balances.
  await db()
    .insertInto('users')
    .values({
      tenant_id: await tenantIdOf(db()),
      user_name: 'letan01',
      password_hash: await hashPassword('Letan@12345'),
      ten_nsd: 'Lễ tân',
      email: null,
      is_admin: false,
      branchs: 'CN01',
      employee_yn: false,
      employees: [],
      ma_nvbh: null,
      ten_nvbh: null,
      agent_id: null,
      agent_pass: null,
    })
    .execute();
  await grant(db(), 'letan01', 'crm.partners', ['r_access', 'r_read', 'r_readall']);
  t.reader = await tokenFor(server.app, 'letan01', 'Letan@12345');

  await setDemoFlags(db(), typedPrices);
  await withoutDemoPriceRules(db());
  await asAdmin.created('stock/products', {
    ma_vt: 'DV-360',
    ten_vt: 'Chăm sóc da mặt chuyên sâu',
    loai_vt: 'DV',
    dvt: 'LAN',
    gia_ban: 300_000,
  });
  // A is salesperson NV001's (nvbh01), B NV002's; both of CN01, made by the administrator.
  id.A = (await asAdmin.created('crm/partners', { ...A, ma_nvbh: 'NV001', ma_hang: 'VIP' }))._id;
  id.B = (await asAdmin.created('crm/partners', { ...B, ma_nvbh: 'NV002' }))._id;
  const type = await sql<{ ma_loai_the: string }>`SELECT ma_loai_the FROM sales_card_types LIMIT 1`.execute(
    db(),
  );
  await asAdmin.created('sales/payment-cards', {
    ma_the: 'THE-360',
    ma_kh: A.ma_kh,
    ma_loai_the: type.rows[0]!.ma_loai_the,
    ngay_phat_hanh: '2026-01-01',
    so_du_dau: 1_000_000,
    trang_thai: '1',
  });
  // A POS sale paid from the card; a bill left partly owing.
  const order = await asAdmin.created('sales/retail-orders', {
    ngay_ct: '2026-11-22',
    ma_kh: A.ma_kh,
    ma_httt: 'TM',
    trang_thai: '1',
    da_tt: 300_000,
    ma_the: 'THE-360',
    tien_the: 300_000,
    chi_tiet: [{ ma_vt: 'DV-360', so_luong: 1, gia: 300_000 }],
  });
  retail = { _id: order._id, so_ct: order.so_ct, t_tt: Number(order.t_tt) };
  await asAdmin.created('sales/bills', {
    ngay_ct: '2026-11-21',
    ma_kh: A.ma_kh,
    ma_kho: 'K01-HH',
    trang_thai: '1',
    da_tt: 200_000,
    chi_tiet: [{ ma_vt: 'DV-360', so_luong: 2, gia: 300_000 }],
  });
  const task = (ma_nvbh: string, ngay_hen: string, gio_hen: string) =>
    asAdmin.created('crm/tasks', {
      ngay_ct: '2026-11-19',
      ma_kh: A.ma_kh,
      ten_kh: A.ten_kh,
      ngay_hen,
      gio_hen,
      thoi_luong: 60,
      ma_nvbh,
      noi_dung: 'Tư vấn liệu trình',
    });
  await task('NV001', '2026-11-23', '10:00');
  await task('NV002', '2026-11-24', '15:30');
  await asAdmin.created('crm/tickets', {
    ngay_ct: '2026-11-18',
    tieu_de: 'Hỏi giá gói trị mụn',
    ma_kh: A.ma_kh,
    ngay_hen: '2026-11-19',
  });
  const complaintType = await sql<{ ma_loai_kn: string }>`
    SELECT ma_loai_kn FROM crm_complain_types LIMIT 1`.execute(db());
  await asAdmin.created('crm/complains', {
    ngay_ct: '2026-11-17',
    ma_kh: A.ma_kh,
    ma_loai_kn: complaintType.rows[0]!.ma_loai_kn,
    noi_dung: 'Phải chờ lâu',
  });
  await asAdmin.created('crm/partners-transfer', {
    ngay_ct: '2026-11-16',
    ma_nvbh_cu: 'NV001',
    ma_nvbh_moi: 'NV002',
    ly_do: 'Nhân viên nghỉ phép',
    chi_tiet: [{ ma_kh: A.ma_kh }],
  });
  await note(A, 'Dị ứng tinh dầu sả');
});
afterAll(() => server.close());

describe('the customer’s summary', () => {
  it('header and balances: the card the POS sale spent, the bill left owing, VIP, the whole phone', async () => {
    const res = await get(t.admin, `crm/partners/${id.A}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.partner).toMatchObject({
      ma_kh: A.ma_kh,
      ten_kh: A.ten_kh,
      dien_thoai: A.dien_thoai,
      phone_masked: false,
      vip: true,
      ma_nvbh: 'NV001',
      nguoi_tao: 'admin',
    });
    expect(summary.partner.ngay_tao).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(summary.debt).toBe(400_000);
    expect(summary.cards).toMatchObject([{ ma_the: 'THE-360', so_du: 1_000_000 - retail.t_tt }]);
    expect(summary.points).toBe(0);
    expect(summary.kinds).toContain('retail');
  });

  it('names the salesperson and the branch where the customer keeps only their codes', async () => {
    const res = await get(t.admin, `crm/partners/${id.B}/summary`);
    expect(res.json().partner).toMatchObject({
      ma_nvbh: 'NV002',
      ten_nvbh: 'Phạm Văn Bình',
      ma_dvcs: 'CN01',
      ten_dvcs: 'Chi nhánh Quận 1',
    });
  });

  it('the customer’s own salesperson sees the phone whole, not the balances of the sales screens', async () => {
    const res = await get(t.saler, `crm/partners/${id.A}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.partner).toMatchObject({ dien_thoai: A.dien_thoai, phone_masked: false });
    expect(summary).toMatchObject({ debt: null, cards: null, packages: null, points: null });
    expect(summary.kinds).toEqual(['appointment', 'call', 'ticket', 'complaint', 'transfer', 'note']);
  });

  it('a reader sees the phone masked (first and last 4 digits) and never gets it whole', async () => {
    const res = await get(t.reader, `crm/partners/${id.A}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().partner).toMatchObject({ dien_thoai: '0915**0001', phone_masked: true });
    expect(res.body).not.toContain(A.dien_thoai);
    expect(res.json().kinds).toEqual(['note']);
  });

  it('is not found outside the scope of the customers screen, refused without its read right', async () => {
    // B is another salesperson's customer: nvbh01 reads only their own.
    expect((await get(t.saler, `crm/partners/${id.B}/summary`)).statusCode).toBe(404);
    expect((await get(t.saler, `crm/partners/${id.B}/timeline`)).statusCode).toBe(404);
    // A is of CN01: not found in CN02.
    expect((await get(t.admin, `crm/partners/${id.A}/summary`, 'CN02')).statusCode).toBe(404);
    expect((await get(t.cashier, `crm/partners/${id.A}/summary`)).statusCode).toBe(403);
    expect((await get(t.admin, `crm/partners/00000000-0000-4000-8000-000000000000/summary`)).statusCode).toBe(
      404,
    );
  });
});

describe('the customer’s timeline', () => {
  it('has the POS sale with its amount and the card entry it made, the balance after', async () => {
    const { items } = await timeline(t.admin, id.A, '?limit=100');
    expect(items.find((e) => e.kind === 'retail')).toMatchObject({
      id: retail._id,
      so_ct: retail.so_ct,
      amount: retail.t_tt,
      card: 'THE-360',
      card_amount: 300_000,
      status: '1',
      title: 'Chăm sóc da mặt chuyên sâu',
      href: `/sales/retail-orders/${retail._id}`,
    });
    const spent = items.find((e) => e.kind === 'card' && e.so_ct === retail.so_ct);
    expect(spent).toMatchObject({ status: 'TIEU', amount: 300_000, balance: 700_000, card: 'THE-360' });
    // What the posting layer wrote the entry for reads in the reader's language; the card history list says the same.
    expect(spent?.title).toBe(`Thanh toán ${retail.so_ct}`);
    const english = await send(server.app, 'GET', `/api/crm/partners/${id.A}/timeline?limit=100`, {
      token: t.admin,
      headers: { Branchs: 'CN01', 'accept-language': 'en' },
    });
    expect(english.statusCode, english.body).toBe(200);
    const items_en = (english.json() as Page).items;
    expect(items_en.find((e) => e.kind === 'card' && e.so_ct === retail.so_ct)?.title).toBe(
      `Payment ${retail.so_ct}`,
    );
    // The transfer's reason was typed by a user: as typed, in either language.
    expect(items_en.find((e) => e.kind === 'transfer')?.title).toBe('Nhân viên nghỉ phép');
    const history = await send(server.app, 'GET', '/api/sales/payment-card-histories?ma_the=THE-360', {
      token: t.admin,
      headers: { Branchs: 'CN01', 'accept-language': 'en' },
    });
    expect(history.statusCode, history.body).toBe(200);
    const entries = (history.json() as { items: { so_ct_goc: string | null; dien_giai: string | null }[] })
      .items;
    expect(entries.find((e) => e.so_ct_goc === retail.so_ct)?.dien_giai).toBe(`Payment ${retail.so_ct}`);
    expect(items.find((e) => e.kind === 'bill')).toMatchObject({
      amount: 600_000,
      title: 'Chăm sóc da mặt chuyên sâu ×2',
    });
    expect(items.find((e) => e.kind === 'transfer')).toMatchObject({
      from: 'Nguyễn Thị Lan',
      title: 'Nhân viên nghỉ phép',
    });
    expect(items.find((e) => e.kind === 'note')).toMatchObject({ title: 'Dị ứng tinh dầu sả', href: null });
    expect(new Set(items.map((e) => e.kind))).toEqual(
      new Set(['appointment', 'bill', 'retail', 'card', 'ticket', 'complaint', 'transfer', 'note']),
    );
    // Newest first; the appointments by their own day and hour.
    expect([...items].sort(compareTimeline)).toEqual(items);
    expect(items.filter((e) => e.kind === 'appointment').map((e) => e.at)).toEqual([
      '2026-11-24T15:30:00',
      '2026-11-23T10:00:00',
    ]);
  });

  it('leaves out the kinds a user may not read, and the rows outside each source’s scope', async () => {
    const saler = await timeline(t.saler, id.A, '?limit=100');
    expect(saler.items.some((e) => ['bill', 'retail', 'card'].includes(e.kind))).toBe(false);
    // Of the two appointments, only the one nvbh01 booked (ma_nvbh NV001): read-own on appointments.
    expect(saler.items.filter((e) => e.kind === 'appointment').map((e) => e.at)).toEqual([
      '2026-11-23T10:00:00',
    ]);
    const reader = await timeline(t.reader, id.A, '?limit=100');
    expect(reader.items.map((e) => e.kind)).toEqual(['note']);
  });

  it('filters by kinds, and refuses an unknown kind or a cursor it did not make', async () => {
    const calls = await timeline(t.admin, id.A, '?kinds=bill,note');
    expect(new Set(calls.items.map((e) => e.kind))).toEqual(new Set(['bill', 'note']));
    expect(calls.kinds).toContain('retail');
    const unknown = await get(t.admin, `crm/partners/${id.A}/timeline?kinds=chat`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/kinds' }] });
    const bad = await get(t.admin, `crm/partners/${id.A}/timeline?before=abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'TIMELINE_CURSOR_INVALID' });
    expect((await get(t.admin, `crm/partners/${id.A}/timeline?limit=500`)).statusCode).toBe(400);
  });

  it('pages through every entry once, in order, however many share a second, while more are added', async () => {
    for (let i = 0; i < 23; i++) await note(B, `Ghi chú ${i}`, '2026-11-10');
    const whole = await allPages(t.admin, id.B, 100);
    expect(whole).toHaveLength(23);
    const paged = await allPages(t.admin, id.B, 4);
    expect(paged.map((e) => e.id)).toEqual(whole.map((e) => e.id));
    expect(new Set(paged.map((e) => e.id)).size).toBe(23);
    // A page read, then a newer note written: the next pages go on from where the first stopped.
    const first = await timeline(t.admin, id.B, '?limit=5');
    await note(B, 'Ghi chú mới nhất', '2026-11-27');
    const rest: TimelineEntry[] = [];
    for (let before = first.next; before !== null;) {
      const page = await timeline(t.admin, id.B, `?limit=5&before=${before}`);
      rest.push(...page.items);
      before = page.next;
    }
    expect([...first.items, ...rest].map((e) => e.id)).toEqual(whole.map((e) => e.id));
    expect((await timeline(t.admin, id.B, '?limit=1')).items[0]).toMatchObject({ title: 'Ghi chú mới nhất' });
  });
});

describe('a call logged from the customer’s page', () => {
  const call = (body: Record<string, unknown>, token = t.admin) =>
    post(token, `crm/partners/${id.A}/calls`, {
      ngay_ct: '2026-11-25',
      gio_goi: '09:15',
      chieu_goi: 'OUT',
      ket_qua: 'ANSWERED',
      thoi_luong: 95,
      noi_dung: 'Nhắc lịch chăm sóc da',
      ...body,
    });
  const counts = async () =>
    (
      await sql<{ calls: number; tasks: number }>`
        SELECT (SELECT count(*)::int FROM crm_call_logs) AS calls, (SELECT count(*)::int FROM crm_tasks) AS tasks`.execute(
        db(),
      )
    ).rows[0]!;

  it('is stored with the customer’s phone and shown in the timeline', async () => {
    const res = await call({ tinh_trang: 'INTERESTED' }, t.saler);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().call).toMatchObject({
      ma_kh: A.ma_kh,
      dien_thoai: A.dien_thoai,
      ma_nvbh: 'NV001',
      tinh_trang: 'INTERESTED',
      nguon_goi: 'MANUAL',
    });
    expect(res.json().follow_up).toBeNull();
    const { items } = await timeline(t.saler, id.A, '?kinds=call');
    expect(items[0]).toMatchObject({
      kind: 'call',
      at: '2026-11-25T09:15:00',
      time: '09:15',
      direction: 'OUT',
      status: 'ANSWERED',
      outcome: 'INTERESTED',
      duration: 95,
      title: 'Nhắc lịch chăm sóc da',
    });
  });

  it('crm_calllog_status: an answered call needs the customer’s status, on the page and the call-log screen', async () => {
    await setDemoFlags(db(), { crm_calllog_status: 't' }, 'crm');
    try {
      const before = await counts();
      const missing = await call({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'CALL_STATUS_REQUIRED',
        message: 'Vui lòng chọn tình trạng khách hàng sau cuộc gọi',
        details: [{ path: '/tinh_trang' }],
      });
      const direct = await asAdmin.call('POST', 'crm/call-logs', {
        ngay_ct: '2026-11-25',
        gio_goi: '09:20',
        dien_thoai: A.dien_thoai,
        ma_kh: A.ma_kh,
        ket_qua: 'ANSWERED',
        tinh_trang: 'NEW',
      });
      expect(direct.statusCode).toBe(400);
      expect(direct.json().code).toBe('CALL_STATUS_REQUIRED');
      expect(await counts()).toEqual(before);
      expect((await call({ ket_qua: 'NO_ANSWER' })).statusCode).toBe(201);
      expect((await call({ tinh_trang: 'CALL_BACK' })).statusCode).toBe(201);
    } finally {
      await setDemoFlags(db(), { crm_calllog_status: 'f' }, 'crm');
    }
  });

  it('crm_calllog_force_task: refused without a follow-up; booked with the call, in one write', async () => {
    await setDemoFlags(db(), { crm_calllog_force_task: 't' }, 'crm');
    try {
      const before = await counts();
      const alone = await call({});
      expect(alone.statusCode).toBe(400);
      expect(alone.json()).toMatchObject({
        code: 'CALL_FOLLOW_UP_REQUIRED',
        message: 'Cuộc gọi phải có lịch hẹn tiếp theo',
      });
      // The follow-up outside the branch's opening hours: neither the appointment nor the call is kept.
      const late = await call({ follow_up: { ngay_hen: '2026-11-30', gio_hen: '22:00', thoi_luong: 60 } });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('BOOKING_OUTSIDE_HOURS');
      expect(await counts()).toEqual(before);

      const booked = await call({
        follow_up: {
          ngay_hen: '2026-11-30',
          gio_hen: '14:00',
          thoi_luong: 45,
          noi_dung: 'Làm thử liệu trình',
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { call: stored, follow_up } = booked.json();
      expect(follow_up).toMatchObject({
        ma_kh: A.ma_kh,
        ngay_hen: '2026-11-30',
        gio_hen: '14:00',
        trang_thai: '0',
      });
      expect(stored.so_lh).toBe(follow_up.so_ct);
      expect(await counts()).toEqual({ calls: before.calls + 1, tasks: before.tasks + 1 });
      const { items } = await timeline(t.admin, id.A, '?kinds=appointment&limit=1');
      expect(items[0]).toMatchObject({ so_ct: follow_up.so_ct, at: '2026-11-30T14:00:00' });
    } finally {
      await setDemoFlags(db(), { crm_calllog_force_task: 'f' }, 'crm');
    }
  });

  it('needs the add right on call logs and a customer within scope', async () => {
    expect((await call({}, t.reader)).statusCode).toBe(403);
    expect((await post(t.saler, `crm/partners/${id.B}/calls`, { gio_goi: '10:00' })).statusCode).toBe(404);
  });
});
