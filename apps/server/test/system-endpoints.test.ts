import {
  branchSchema,
  callCenterProviderSchema,
  commandRoutes,
  commandSchema,
  configDefaults,
  configSchema,
  dictionarySchema,
  listOf,
  menuGroups,
  serverTimeSchema,
  sttSchema,
  voucherLockSchema,
} from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastDayOfPreviousMonth } from '../src/seed/demo.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
const tokens: Record<'admin' | 'thungan' | 'nvbh01', string> = { admin: '', thungan: '', nvbh01: '' };
beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['admin', 'thungan', 'nvbh01'] as const)
    tokens[user] = await tokenFor(server.app, user, demoPasswords[user]);
});
afterAll(() => server.close());

const get = async (url: string, token?: string, headers: Record<string, string> = {}) => {
  const res = await call(server.app, 'GET', url, { token, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

describe('GET /api/system/command', () => {
  const menuIds = new Set([...menuGroups.map((g) => g.menuId), ...commandRoutes.map((r) => r.menuId)]);

  it('gives an admin every command and group', async () => {
    const list = listOf(commandSchema).parse(await get('/api/system/command', tokens.admin));
    expect(list.total).toBe(menuIds.size);
    expect(list.items.find((c) => c.menu_id === 'crm.partners')).toMatchObject({
      command: '/crm/partners',
      title: 'Khách hàng',
      title_en: 'Customers',
      menu_id0: 'crm.customer',
    });
    expect(list.items.find((c) => c.menu_id === 'crm')).toMatchObject({ command: '', menu_id0: '' });
  });

  it('gives the salesperson only CRM commands and the groups above them', async () => {
    const list = listOf(commandSchema).parse(await get('/api/system/command', tokens.nvbh01));
    expect(list.total).toBeLessThan(menuIds.size);
    expect(list.items.every((c) => c.menu_id === 'crm' || c.menu_id.startsWith('crm.'))).toBe(true);
    expect(list.items.map((c) => c.menu_id)).toEqual(
      expect.arrayContaining(['crm', 'crm.customer', 'crm.partners', 'crm.tasks']),
    );
    expect(list.items.some((c) => c.menu_id.startsWith('sales'))).toBe(false);
  });

  it('gives the cashier the sales and cashier commands', async () => {
    const list = listOf(commandSchema).parse(await get('/api/system/command', tokens.thungan));
    const ids = list.items.map((c) => c.menu_id);
    expect(ids).toEqual(
      expect.arrayContaining(['sales', 'cashier', 'sales.bills', 'sales.retail-orders.cashier']),
    );
    expect(ids.some((id) => id.startsWith('crm'))).toBe(false);
  });
});

describe('start-up reads', () => {
  it('configs are the defaults of packages/domain, readable before sign-in', async () => {
    const list = listOf(configSchema).parse(await get('/api/system/configs'));
    expect(list.total).toBe(configDefaults.length);
    const byKey = new Map(list.items.map((c) => [`${c.group}.${c.name}`, c.value]));
    for (const flag of configDefaults) expect(byKey.get(`${flag.group}.${flag.name}`)).toBe(flag.value);
    expect(byKey.get('crm.crm_partner_require_phone')).toBe('t');
    expect(byKey.get('system.otp_max_hourly')).toBe('10');
  });

  it('hides secret config values unless staff is signed in', async () => {
    await server.database.db
      .updateTable('configs')
      .set({ value: 'secret-key' })
      .where('grp', '=', 'call_center')
      .where('name', '=', 'access_key')
      .execute();
    const anonymous = await get('/api/system/configs');
    expect(JSON.stringify(anonymous)).not.toContain('secret-key');
    const staff = await get('/api/system/configs', tokens.nvbh01);
    expect(JSON.stringify(staff)).toContain('secret-key');
  });

  it('still checks a bearer token when one is sent', async () => {
    const res = await call(server.app, 'GET', '/api/system/configs', { token: 'garbage' });
    expect(res.statusCode).toBe(401);
  });

  it('dictionaries, optionally of one kind', async () => {
    const all = listOf(dictionarySchema).parse(await get('/api/system/dictionaries'));
    expect(new Set(all.items.map((d) => d.loai))).toEqual(
      new Set([
        'gender',
        'task_status',
        'ticket_status',
        'voucher_status',
        'payment_method',
        'customer_source',
        'call_status',
      ]),
    );
    const genders = listOf(dictionarySchema).parse(
      await get('/api/system/dictionaries?loai=gender', tokens.admin),
    );
    expect(genders.items.map((d) => [d.ma_tudien, d.ten_tudien])).toEqual([
      ['1', 'Nam'],
      ['2', 'Nữ'],
    ]);
  });

  it('server time is now', async () => {
    const { server_time } = serverTimeSchema.parse(await get('/api/system/server-time'));
    expect(Math.abs(new Date(server_time).getTime() - Date.now())).toBeLessThan(5000);
  });
});

describe('branch-scoped lists', () => {
  it('branches: all for the admin, sorted; CN01 only for the salesperson', async () => {
    const admin = listOf(branchSchema).parse(await get('/api/system/branchs', tokens.admin));
    expect(admin.items.map((b) => b.ma_dvcs)).toEqual(['CN01', 'CN02', 'CN03']);
    expect(admin.items[0]).toMatchObject({ ten_dvcs: 'Chi nhánh Quận 1' });
    expect(admin.items[0]?.dia_chi).toContain('TP. Hồ Chí Minh');
    // Each branch says where customers transfer to (the till's VietQR).
    expect(admin.items[0]).toMatchObject({ nh_bin: '970436', so_tk_nh: '1031234567' });
    expect(admin.items.every((b) => b.ten_tk_nh === 'CONG TY TNHH SEN SPA VA CLINIC')).toBe(true);
    const own = listOf(branchSchema).parse(await get('/api/system/branchs', tokens.nvbh01));
    expect(own.items.map((b) => b.ma_dvcs)).toEqual(['CN01']);
  });

  it('stt: the usual voucher types per branch for this year, and those of the demo vouchers', async () => {
    const list = listOf(sttSchema).parse(await get('/api/system/stt?pageSize=1000', tokens.admin));
    const usual = ['HDB', 'PDV', 'PT', 'PC', 'NK', 'XK'];
    expect(list.items.filter((s) => usual.includes(s.ma_ct))).toHaveLength(18);
    // Numbered with their resource's prefix (sales bills HD000001, service vouchers DV000001).
    expect(list.items.find((s) => s.ma_ct === 'PDV')?.tien_to).toBe('DV');
    // The demo seed's vouchers (sales bills HDB, …) advanced the numbering of their own types.
    expect(list.items.some((s) => s.ma_ct === 'HDB' && s.so_hien_tai > 0)).toBe(true);
    expect(list.items.every((s) => s.nam === new Date().getFullYear())).toBe(true);
  });

  it('voucher locks: sales bills (HDB) per branch at the end of last month, as YYYY-MM-DD', async () => {
    const list = listOf(voucherLockSchema).parse(
      await get('/api/system/voucher-locks', tokens.admin, { branchs: 'CN01,CN03' }),
    );
    expect(list.items).toEqual([
      { ma_dvcs: 'CN01', ma_ct: 'HDB', ngay_ks: lastDayOfPreviousMonth() },
      { ma_dvcs: 'CN03', ma_ct: 'HDB', ngay_ks: lastDayOfPreviousMonth() },
    ]);
  });

  it('call-center providers are listed, disabled', async () => {
    const list = listOf(callCenterProviderSchema).parse(
      await get('/api/call-center/providers', tokens.nvbh01),
    );
    expect(list.items.map((p) => p.provider)).toEqual(['stringee', 'vcs']);
    expect(list.items.every((p) => !p.enable)).toBe(true);
  });
});
