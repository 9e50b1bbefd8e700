import {
  addressCitySchema,
  addressDistrictSchema,
  addressWardSchema,
  listOf,
  otpResponseSchema,
  wardMappingSchema,
} from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDemoPhone } from '../src/seed/demo-customers.js';
import { addressData } from '../src/services/address-data.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let staff = '';
let customer = '';
beforeAll(async () => {
  server = await startTestServer();
  staff = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  const otp = await call(server.app, 'POST', `/api/auth/otp/customer/${portalDemoPhone}`);
  const code = otpResponseSchema.parse(otp.json()).demo_code as string;
  const signIn = await call(server.app, 'POST', '/api/auth/login', {
    body: { user_name: portalDemoPhone, password: code, system_type: 'client', login_type: 'otp' },
  });
  customer = signIn.json().session.access_token as string;
});
afterAll(() => server.close());

const get = (url: string, token = staff, headers: Record<string, string> = {}) =>
  call(server.app, 'GET', url, { token, headers });

const okJson = async (url: string, token = staff) => {
  const res = await get(url, token);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['cache-control']).toBe('private, max-age=86400');
  return res.json() as unknown;
};

describe('address data', () => {
  it('is read and indexed once, then shared', async () => {
    const first = await addressData();
    expect(await addressData()).toBe(first);
    expect(first.cities).toHaveLength(34);
    expect([...first.wardsByCity.values()].reduce((sum, wards) => sum + wards.length, 0)).toBe(3321);
  });
});

describe('GET /api/cities', () => {
  it('lists the 34 provinces and cities by code, for staff and portal customers alike', async () => {
    const list = listOf(addressCitySchema).parse(await okJson('/api/cities'));
    expect(list.total).toBe(34);
    expect(list.items).toHaveLength(34);
    expect(list.items[0]).toEqual({
      ma_tinh: '01',
      ten_tinh: 'Thành phố Hà Nội',
      loai: 'Thành phố Trung Ương',
      ky_hieu: 'HNI',
    });
    expect(list.items.map((c) => c.ma_tinh)).toEqual([...list.items.map((c) => c.ma_tinh)].sort());
    const forCustomer = listOf(addressCitySchema).parse(await okJson('/api/cities', customer));
    expect(forCustomer.total).toBe(34);
  });

  it('searches names without accents or case', async () => {
    const list = listOf(addressCitySchema).parse(await okJson('/api/cities?q=HO%20CHI%20minh'));
    expect(list.items.map((c) => c.ten_tinh)).toEqual(['Thành phố Hồ Chí Minh']);
    const dak = listOf(addressCitySchema).parse(await okJson('/api/cities?q=dak%20lak'));
    expect(dak.items.map((c) => c.ten_tinh)).toEqual(['Đắk Lắk']);
  });

  it('needs a signed-in caller', async () => {
    const res = await call(server.app, 'GET', '/api/cities');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/cities/{id}/wards', () => {
  it("lists a city's wards from the package: 126 in Hà Nội, 168 in TP. Hồ Chí Minh", async () => {
    const hanoi = listOf(addressWardSchema).parse(await okJson('/api/cities/01/wards'));
    expect(hanoi.total).toBe(126);
    expect(hanoi.items[0]).toEqual({ ma_xa: '00004', ten_xa: 'Phường Ba Đình', ma_tinh: '01' });
    expect(hanoi.items.every((w) => w.ma_tinh === '01')).toBe(true);
    const hcm = listOf(addressWardSchema).parse(await okJson('/api/cities/79/wards'));
    expect(hcm.total).toBe(168);
  });

  it('searches ward names without accents', async () => {
    const list = listOf(addressWardSchema).parse(await okJson('/api/cities/79/wards?q=go%20vap'));
    expect(list.items.map((w) => w.ten_xa)).toEqual(['Phường Gò Vấp']);
    const none = listOf(addressWardSchema).parse(await okJson('/api/cities/01/wards?q=khong%20co%20dau'));
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('answers 404 with a localised message for an unknown city', async () => {
    const res = await get('/api/cities/99/wards');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CITY_NOT_FOUND', message: 'Không tìm thấy tỉnh/thành phố' });
    const en = await get('/api/cities/99/districts', staff, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('No such province or city');
  });
});

describe('legacy districts', () => {
  it('lists the old districts whose wards now lie in the city, marked legacy', async () => {
    const list = listOf(addressDistrictSchema).parse(await okJson('/api/cities/79/districts'));
    expect(list.items.every((d) => d.legacy)).toBe(true);
    const goVap = list.items.find((d) => d.ten_huyen === 'Quận Gò Vấp');
    expect(goVap).toEqual({
      ma_huyen: 'thanh-pho-ho-chi-minh.quan-go-vap',
      ten_huyen: 'Quận Gò Vấp',
      ten_tinh_cu: 'Thành phố Hồ Chí Minh',
      legacy: true,
    });
    // Bình Dương merged into TP. Hồ Chí Minh: its old districts are listed under the new city.
    expect(list.items.some((d) => d.ten_tinh_cu === 'Tỉnh Bình Dương')).toBe(true);
    const searched = listOf(addressDistrictSchema).parse(await okJson('/api/cities/79/districts?q=go%20vap'));
    expect(searched.items.map((d) => d.ma_huyen)).toEqual(['thanh-pho-ho-chi-minh.quan-go-vap']);
  });

  it('gives the current wards an old district became, and 404 for an unknown district', async () => {
    const list = listOf(addressWardSchema).parse(
      await okJson('/api/districts/thanh-pho-ho-chi-minh.quan-go-vap/wards'),
    );
    expect(list.items.map((w) => w.ten_xa).sort((a, b) => a.localeCompare(b, 'vi'))).toEqual([
      'Phường An Hội Đông',
      'Phường An Hội Tây',
      'Phường An Nhơn',
      'Phường Gò Vấp',
      'Phường Hạnh Thông',
      'Phường Thông Tây Hội',
    ]);
    expect(list.items.every((w) => w.ma_tinh === '79')).toBe(true);
    const res = await get('/api/districts/quan-khong-co/wards');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'DISTRICT_NOT_FOUND' });
  });
});

describe('GET /api/address/ward-mappings', () => {
  it('maps an old ward code to its new ward', async () => {
    const list = listOf(wardMappingSchema).parse(await okJson('/api/address/ward-mappings?old_ward=26881'));
    expect(list.total).toBe(1);
    expect(list.items[0]).toEqual({
      ma_xa_cu: '26881',
      ten_xa_cu: 'Phường 12',
      ma_huyen_cu: 'thanh-pho-ho-chi-minh.quan-go-vap',
      ten_huyen_cu: 'Quận Gò Vấp',
      ten_tinh_cu: 'Thành phố Hồ Chí Minh',
      ma_xa: '26882',
      ten_xa: 'Phường An Hội Tây',
      ma_tinh: '79',
      ten_tinh: 'Thành phố Hồ Chí Minh',
    });
  });

  it('filters by district and accent-free words, counting every match while limiting items', async () => {
    const all = listOf(wardMappingSchema).parse(
      await okJson('/api/address/ward-mappings?district=thanh-pho-ho-chi-minh.quan-go-vap'),
    );
    expect(all.total).toBeGreaterThan(6);
    expect(all.items.every((m) => m.ten_huyen_cu === 'Quận Gò Vấp')).toBe(true);
    const limited = listOf(wardMappingSchema).parse(
      await okJson('/api/address/ward-mappings?district=thanh-pho-ho-chi-minh.quan-go-vap&limit=2'),
    );
    expect(limited.items).toHaveLength(2);
    expect(limited.total).toBe(all.total);
    const words = listOf(wardMappingSchema).parse(
      await okJson('/api/address/ward-mappings?q=phuong%2012%20go%20vap'),
    );
    expect(words.items.map((m) => m.ma_xa_cu)).toContain('26881');
  });

  it('points every row at a real current ward', async () => {
    const list = listOf(wardMappingSchema).parse(await okJson('/api/address/ward-mappings?limit=1000'));
    expect(list.total).toBeGreaterThan(10_000);
    const hcmWards = listOf(addressWardSchema).parse(await okJson('/api/cities/79/wards'));
    const codes = new Set(hcmWards.items.map((w) => w.ma_xa));
    const hcmRows = list.items.filter((m) => m.ma_tinh === '79');
    expect(hcmRows.length).toBeGreaterThan(0);
    expect(hcmRows.every((m) => codes.has(m.ma_xa))).toBe(true);
  });

  it('refuses a limit out of range', async () => {
    const res = await get('/api/address/ward-mappings?limit=5000');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});
