import { otpResponseSchema } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDemoCustomer, portalDemoPhone } from '../../src/seed/demo-customers.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The client portal's API (/api/portal/*, issue 19): a signed-in customer reads their own cards, packages,
 * appointments and bills, cancels within the tenant's window, requests a booking that waits on the calendar as
 * 'Chờ xác nhận' and holds its slot, edits safe profile fields and changes their phone only with a code sent to the
 * new number. Another customer's things are never theirs to read or cancel; staff tokens are refused.
 */

let server: TestServer;
let admin = '';
let mai = '';
let other = { token: '', ma_kh: '', phone: '' };
let tenantId = '';

type Json = Record<string, unknown>;
type Appointment = { _id: string; so_ct: string; trang_thai: string; can_cancel: boolean; ma_dvcs: string };

const customerToken = async (phone: string): Promise<string> => {
  const otp = await call(server.app, 'POST', `/api/auth/otp/customer/${phone}`);
  const code = otpResponseSchema.parse(otp.json()).demo_code as string;
  const signIn = await call(server.app, 'POST', '/api/auth/login', {
    body: { user_name: phone, password: code, system_type: 'client', login_type: 'otp' },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return signIn.json().session.access_token as string;
};

const get = async (token: string, url: string) => {
  const res = await call(server.app, 'GET', url, { token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as Json;
};

/** A day some weeks ahead (no generated appointment lies there), 'YYYY-MM-DD'. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const setConfig = async (name: string, value: string) => {
  await server.database.db
    .deleteFrom('configs')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .execute();
  await server.database.db
    .insertInto('configs')
    .values({ tenant_id: tenantId, name, grp: 'crm', value })
    .execute();
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  mai = await customerToken(portalDemoPhone);
  tenantId = (
    await server.database.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow()
  ).id;
  const holder = await server.database.db
    .selectFrom('customers')
    .select(['ma_kh', 'dien_thoai'])
    .where('tenant_id', '=', tenantId)
    .where('ma_kh', '!=', portalDemoCustomer.ma_kh)
    .where('dien_thoai', 'is not', null)
    .orderBy('ma_kh')
    .executeTakeFirstOrThrow();
  other = { token: await customerToken(holder.dien_thoai!), ma_kh: holder.ma_kh, phone: holder.dien_thoai! };
  // A package of Mai's with two sessions used (as posting a service voucher leaves it), whatever the demo sold her.
  await sql`INSERT INTO sales_customer_packages (tenant_id, ma_dvcs, ma_lt, ma_kh, ten_kh, ma_goi, ten_goi, ma_dv,
      ten_dv, so_buoi, so_buoi_dung, so_buoi_tra, so_buoi_con, tien_goi, con_no, ngay_mua)
    VALUES (${tenantId}, 'CN01', 'TEST.LT.1', ${portalDemoCustomer.ma_kh}, ${portalDemoCustomer.ten_kh}, 'GOI1',
      'Liệu trình thử 10 buổi', 'DV1', 'Massage body', 10, 2, 0, 8, 1000000, 0, current_date - 30)`.execute(
    server.database.db,
  );
  for (const [i, day] of [20, 10].entries())
    await sql`INSERT INTO package_ledger (tenant_id, source, source_id, ma_ct, so_ct, ngay_ct, ma_dvcs, line, ma_kh,
        ma_lt, so_buoi_dung)
      VALUES (${tenantId}, 'sales-services', gen_random_uuid(), 'PDV', ${`PDV00${i}`}, current_date - ${day}::int,
        'CN01', 1, ${portalDemoCustomer.ma_kh}, 'TEST.LT.1', 1)`.execute(server.database.db);
});
afterAll(() => server.close());

describe('who may call the portal API', () => {
  it('refuses staff (403) and the signed out (401)', async () => {
    for (const url of ['/api/portal/overview', '/api/portal/appointments', '/api/portal/history'])
      expect((await call(server.app, 'GET', url, { token: admin })).statusCode, url).toBe(403);
    expect((await call(server.app, 'GET', '/api/portal/overview')).statusCode).toBe(401);
  });
});

describe("the customer's home", () => {
  it('shows their cards with the balances staff see, and their packages with sessions left and use', async () => {
    const overview = await get(mai, '/api/portal/overview');
    const cards = overview.cards as Json[];
    const staffCards = (
      await call(server.app, 'GET', '/api/sales/payment-cards?pageSize=1000', {
        token: admin,
        headers: { Branchs: 'CN01,CN02,CN03' },
      })
    ).json().items as Json[];
    const hers = staffCards.filter((c) => c.ma_kh === portalDemoCustomer.ma_kh);
    expect(cards.map((c) => c.ma_the).sort()).toEqual(hers.map((c) => c.ma_the).sort());
    const the001 = cards.find((c) => c.ma_the === 'THE001')!;
    expect(the001.so_du).toBe(hers.find((c) => c.ma_the === 'THE001')!.so_du);
    expect(the001.so_du).toBeGreaterThan(0);
    expect((overview.profile as Json).ma_kh).toBe(portalDemoCustomer.ma_kh);
    const packages = overview.packages as Array<Json & { uses: Json[] }>;
    const test = packages.find((p) => p.ma_lt === 'TEST.LT.1')!;
    expect(test).toMatchObject({ so_buoi: 10, so_buoi_con: 8, ten_goi: 'Liệu trình thử 10 buổi' });
    expect(test.uses.map((u) => [u.so_ct, u.so_buoi, u.ten_dvcs])).toEqual([
      ['PDV001', 1, 'Chi nhánh Quận 1'],
      ['PDV000', 1, 'Chi nhánh Quận 1'],
    ]);
    expect(overview.cancel_before_hours).toBe(24);
  });

  it("never holds another customer's cards or packages", async () => {
    const theirs = await get(other.token, '/api/portal/overview');
    expect((theirs.profile as Json).ma_kh).toBe(other.ma_kh);
    for (const card of theirs.cards as Json[]) expect(card.ma_the).not.toBe('THE001');
    const maiPackages = ((await get(mai, '/api/portal/overview')).packages as Json[]).map((p) => p.ma_lt);
    for (const p of theirs.packages as Json[]) expect(maiPackages).not.toContain(p.ma_lt);
  });
});

describe('visits and bills', () => {
  it("lists the customer's own bills, POS sales and service vouchers, a page at a time", async () => {
    const page = await get(mai, '/api/portal/history?limit=5');
    const items = page.items as Json[];
    expect(items.length).toBeGreaterThan(0);
    const staff = (
      await call(
        server.app,
        'GET',
        `/api/crm/partners/${await maiId()}/timeline?kinds=bill,retail,service&limit=100`,
        {
          token: admin,
          headers: { Branchs: 'CN01,CN02,CN03' },
        },
      )
    ).json().items as Json[];
    expect(items.map((i) => i.id)).toEqual(staff.slice(0, items.length).map((i) => i.id));
    if (page.next) {
      const next = await get(mai, `/api/portal/history?limit=5&before=${page.next as string}`);
      expect((next.items as Json[]).map((i) => i.id)).toEqual(staff.slice(5, 10).map((i) => i.id));
    }
    const theirs = (await get(other.token, '/api/portal/history?limit=50')).items as Json[];
    const maiIds = new Set(staff.map((i) => i.id));
    for (const entry of theirs) expect(maiIds.has(entry.id as string)).toBe(false);
    expect(
      (await call(server.app, 'GET', '/api/portal/history?before=nonsense', { token: mai })).statusCode,
    ).toBe(400);
  });
});

const maiId = async () =>
  (
    await server.database.db
      .selectFrom('customers')
      .select('_id')
      .where('tenant_id', '=', tenantId)
      .where('ma_kh', '=', portalDemoCustomer.ma_kh)
      .executeTakeFirstOrThrow()
  )._id;

describe('a booking request', () => {
  let requested: Json = {};
  let technician = '';
  const day = dayAhead(70);

  it('lands on the calendar as requested (5) with the service’s length and holds its slot', async () => {
    const options = await get(mai, '/api/portal/booking-options');
    const service = (options.services as Json[])[0]!;
    technician = String((options.technicians as Json[]).find((t) => t.ma_dvcs === 'CN01')!.ma_nv);
    const res = await call(server.app, 'POST', '/api/portal/appointments', {
      token: mai,
      body: { ma_vt: service.ma_vt, ma_dvcs: 'CN01', ngay_hen: day, gio_hen: '10:00', ma_nv: technician },
    });
    expect(res.statusCode, res.body).toBe(201);
    requested = res.json() as Json;
    expect(requested).toMatchObject({
      ma_kh: portalDemoCustomer.ma_kh,
      trang_thai: '5',
      ma_vt: service.ma_vt,
      thoi_luong: service.thoi_gian,
      ma_nv: technician,
    });
    // The desk finds it on the calendar as 'Chờ xác nhận'.
    const calendar = (
      await call(server.app, 'GET', `/api/crm/task/calendar?pageSize=100&fromDate=${day}&toDate=${day}`, {
        token: admin,
        headers: { Branchs: 'CN01' },
      })
    ).json().items as Json[];
    expect(calendar.find((t) => t._id === requested._id)?.trang_thai).toBe('5');
    // Upcoming on the portal, cancellable.
    const list = (await get(mai, '/api/portal/appointments')).upcoming as Appointment[];
    expect(list.find((a) => a._id === requested._id)).toMatchObject({ trang_thai: '5', can_cancel: true });
  });

  it('refuses another request for the same technician then, without naming whose it is', async () => {
    const options = await get(other.token, '/api/portal/booking-options');
    const service = (options.services as Json[])[0]!;
    const res = await call(server.app, 'POST', '/api/portal/appointments', {
      token: other.token,
      headers: { 'accept-language': 'vi' },
      body: { ma_vt: service.ma_vt, ma_dvcs: 'CN01', ngay_hen: day, gio_hen: '10:00', ma_nv: technician },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('PORTAL_SLOT_TAKEN');
    expect(res.body).not.toContain(portalDemoCustomer.ten_kh);
    expect(res.body).not.toContain(String(requested.so_ct));
  });

  it('refuses a time gone, outside opening hours, and choices not on the lists (localised)', async () => {
    const options = await get(mai, '/api/portal/booking-options');
    const ma_vt = (options.services as Json[])[0]!.ma_vt;
    const post = (body: Json, lang = 'vi') =>
      call(server.app, 'POST', '/api/portal/appointments', {
        token: mai,
        headers: { 'accept-language': lang },
        body,
      });
    const past = await post({ ma_vt, ma_dvcs: 'CN01', ngay_hen: dayAhead(-2), gio_hen: '10:00' }, 'en');
    expect([past.statusCode, past.json().code]).toEqual([400, 'PORTAL_BOOKING_IN_PAST']);
    expect(past.json().message).toBe('Please choose a day and time still ahead');
    const late = await post({ ma_vt, ma_dvcs: 'CN01', ngay_hen: day, gio_hen: '23:00' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'BOOKING_OUTSIDE_HOURS']);
    const branch = await post({ ma_vt, ma_dvcs: 'XX99', ngay_hen: day, gio_hen: '11:00' });
    expect([branch.statusCode, branch.json().code]).toEqual([400, 'PORTAL_CHOICE_UNKNOWN']);
    const bad = await post({ ma_vt, ma_dvcs: 'CN01', ngay_hen: 'tomorrow', gio_hen: '25:00' });
    expect(bad.statusCode).toBe(400);
  });

  it('is accepted by the desk (booked) through its transition', async () => {
    const res = await call(server.app, 'POST', `/api/crm/tasks/${requested._id as string}/accept`, {
      token: admin,
      headers: { Branchs: 'CN01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().trang_thai).toBe('0');
  });
});

describe('cancelling an appointment', () => {
  const book = async (token: string, gio_hen: string, days = 80) => {
    const options = await get(token, '/api/portal/booking-options');
    const res = await call(server.app, 'POST', '/api/portal/appointments', {
      token,
      body: {
        ma_vt: (options.services as Json[])[0]!.ma_vt,
        ma_dvcs: 'CN01',
        ngay_hen: dayAhead(days),
        gio_hen,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Json;
  };

  it("is the customer's own: another customer gets 404 and nothing changes", async () => {
    const hers = await book(mai, '14:00');
    const res = await call(server.app, 'POST', `/api/portal/appointments/${hers._id as string}/cancel`, {
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
    const list = (await get(mai, '/api/portal/appointments')).upcoming as Appointment[];
    expect(list.find((a) => a._id === hers._id)?.trang_thai).toBe('5');
    const theirs = (await get(other.token, '/api/portal/appointments')) as {
      upcoming: Appointment[];
      past: Appointment[];
    };
    expect([...theirs.upcoming, ...theirs.past].some((a) => a._id === hers._id)).toBe(false);
    const own = await call(server.app, 'POST', `/api/portal/appointments/${hers._id as string}/cancel`, {
      token: mai,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ trang_thai: '9', can_cancel: false });
    const again = await call(server.app, 'POST', `/api/portal/appointments/${hers._id as string}/cancel`, {
      token: mai,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'PORTAL_APPOINTMENT_NOT_CANCELLABLE']);
  });

  it('only up to portal_cancel_before hours before the start', async () => {
    const hers = await book(mai, '15:00', 3);
    await setConfig('portal_cancel_before', '240');
    try {
      const list = (await get(mai, '/api/portal/appointments')).upcoming as Appointment[];
      expect(list.find((a) => a._id === hers._id)?.can_cancel).toBe(false);
      const res = await call(server.app, 'POST', `/api/portal/appointments/${hers._id as string}/cancel`, {
        token: mai,
        headers: { 'accept-language': 'vi' },
      });
      expect([res.statusCode, res.json().code]).toEqual([409, 'PORTAL_CANCEL_TOO_LATE']);
      expect(res.json().message).toContain('240 giờ');
    } finally {
      await setConfig('portal_cancel_before', '24');
    }
  });
});

describe('the profile', () => {
  it("shows the demo customer's address as seeded: a street, a ward of her province", async () => {
    expect(await get(mai, '/api/portal/profile')).toMatchObject({
      tinh_thanh: 'Thành phố Hồ Chí Minh',
      ma_tinh: '79',
      ma_xa: '26743',
      // The street alone: the ward's name (Phường Bến Thành) is the picker's.
      dia_chi: expect.stringMatching(/^\d+ [^,]+$/),
    });
  });

  it('changes the safe fields, the address from the province and ward lists', async () => {
    const wards = (await get(mai, '/api/cities/01/wards')).items as Json[];
    const ward = wards[0]!;
    const res = await call(server.app, 'PUT', '/api/portal/profile', {
      token: mai,
      body: {
        ten_kh: 'Trần Thị Mai',
        ngay_sinh: '1990-05-12',
        email: 'mai.tran@example.vn',
        dia_chi: '12 Lý Thái Tổ',
        ma_tinh: '01',
        ma_xa: ward.ma_xa,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ngay_sinh: '1990-05-12',
      email: 'mai.tran@example.vn',
      dia_chi: '12 Lý Thái Tổ',
      ma_tinh: '01',
      ma_xa: ward.ma_xa,
      dien_thoai: portalDemoPhone,
    });
    const stored = (
      await sql<{ dia_chi: string; tinh_thanh: string }>`
        SELECT dia_chi, tinh_thanh FROM customers
        WHERE tenant_id = ${tenantId} AND ma_kh = ${portalDemoCustomer.ma_kh}`.execute(server.database.db)
    ).rows[0]!;
    expect(stored.dia_chi).toBe(`12 Lý Thái Tổ, ${String(ward.ten_xa)}`);
    expect(stored.tinh_thanh).toBe('Thành phố Hà Nội');
  });

  it('refuses a ward of another province and a bad email, localised', async () => {
    const res = await call(server.app, 'PUT', '/api/portal/profile', {
      token: mai,
      headers: { 'accept-language': 'en' },
      body: { ten_kh: 'Mai', ma_tinh: '79', ma_xa: '00004' },
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'PORTAL_CHOICE_UNKNOWN']);
    expect(res.json().message).toBe('Not a valid choice: ma_xa');
    const email = await call(server.app, 'PUT', '/api/portal/profile', {
      token: mai,
      body: { ten_kh: 'Mai', email: 'not an email' },
    });
    expect(email.statusCode).toBe(400);
    for (const ngay_sinh of ['0000-01-01', '2026-02-30'])
      expect(
        (
          await call(server.app, 'PUT', '/api/portal/profile', {
            token: mai,
            body: { ten_kh: 'Mai', ngay_sinh },
          })
        ).statusCode,
        ngay_sinh,
      ).toBe(400);
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const taken = await call(server.app, 'POST', '/api/portal/phone/code', {
      token: other.token,
      body: { phone: portalDemoPhone },
    });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'PARTNER_PHONE_EXISTS']);
    const same = await call(server.app, 'POST', '/api/portal/phone/code', {
      token: other.token,
      body: { phone: other.phone },
    });
    expect([same.statusCode, same.json().code]).toEqual([400, 'PHONE_UNCHANGED']);
    const fresh = '0977000111';
    const sent = await call(server.app, 'POST', '/api/portal/phone/code', {
      token: other.token,
      body: { phone: fresh },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = otpResponseSchema.parse(sent.json()).demo_code as string;
    const log = await server.database.db
      .selectFrom('sms_logs')
      .select(['phone', 'message'])
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', fresh)
      .execute();
    expect(log.length).toBe(1);
    expect(log[0]!.message).not.toContain(code);
    // The code of the new number does not change another number, and a wrong code changes nothing.
    const otherNumber = await call(server.app, 'POST', '/api/portal/phone', {
      token: other.token,
      body: { phone: '0977000222', code },
    });
    expect([otherNumber.statusCode, otherNumber.json().code]).toEqual([400, 'OTP_INVALID']);
    const changed = await call(server.app, 'POST', '/api/portal/phone', {
      token: other.token,
      body: { phone: fresh, code },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().dien_thoai).toBe(fresh);
    // Signs in with the new number from now on.
    expect((await get(await customerToken(fresh), '/api/portal/profile')).ma_kh).toBe(other.ma_kh);
  });
});
