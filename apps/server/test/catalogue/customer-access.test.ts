import { otpResponseSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalDemoCustomer, portalDemoPhone } from '../../src/seed/demo-customers.js';
import { send } from '../helpers/resource-set-calls.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The client portal's read of a customer's own payment cards and card history (`customerAccess` of the
 * resources): a signed-in customer lists and reads the rows that are theirs — cards by their code from the token,
 * entries through those cards — with the fields the declaration shows, and nothing else of the API's staff side.
 */

let server: TestServer;
let admin = '';
let mai = '';
let other = { token: '', ma_kh: '' };
const all = { Branchs: 'CN01,CN02,CN03' };

type Row = Record<string, unknown> & { _id: string };
type List = { items: Row[]; total: number };

const customerToken = async (phone: string): Promise<string> => {
  const otp = await call(server.app, 'POST', `/api/auth/otp/customer/${phone}`);
  const code = otpResponseSchema.parse(otp.json()).demo_code as string;
  const signIn = await call(server.app, 'POST', '/api/auth/login', {
    body: { user_name: phone, password: code, system_type: 'client', login_type: 'otp' },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return signIn.json().session.access_token as string;
};

const list = async (token: string, url: string, headers: Record<string, string> = {}): Promise<List> => {
  const res = await call(server.app, 'GET', `/api/${url}`, { token, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as List;
};

/** The demo's cards and card entries as the admin sees them, every branch. */
const everyCard = () => list(admin, 'sales/payment-cards?pageSize=1000', all);
const everyEntry = () => list(admin, 'sales/payment-card-histories?pageSize=1000', all);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  mai = await customerToken(portalDemoPhone);
  // Another demo customer who holds an active card too.
  const cards = (await everyCard()).items.filter((c) => c.trang_thai === '1');
  const customers = await server.database.db
    .selectFrom('customers')
    .select(['ma_kh', 'dien_thoai'])
    .where('ma_kh', 'in', [...new Set(cards.map((c) => String(c.ma_kh)))])
    .where('ma_kh', '!=', portalDemoCustomer.ma_kh)
    .where('dien_thoai', 'is not', null)
    .orderBy('ma_kh')
    .execute();
  const holder = customers[0]!;
  other = { token: await customerToken(holder.dien_thoai!), ma_kh: holder.ma_kh };
});
afterAll(() => server.close());

describe('a signed-in customer reads their own cards and card history', () => {
  it('lists their cards only, with balances, without the salesperson, lock reason or notes', async () => {
    const cards = await list(mai, 'sales/payment-cards');
    const theirs = (await everyCard()).items.filter((c) => c.ma_kh === portalDemoCustomer.ma_kh);
    expect(theirs.length).toBeGreaterThan(0);
    expect(cards.items.map((c) => c.ma_the).sort()).toEqual(theirs.map((c) => c.ma_the).sort());
    expect(cards.total).toBe(theirs.length);
    const card = cards.items.find((c) => c.ma_the === 'THE001')!;
    const staffView = theirs.find((c) => c.ma_the === 'THE001')!;
    expect(card).toMatchObject({ ma_kh: 'KH0001', so_du: staffView.so_du, trang_thai: '1' });
    expect(card.so_du).toBeGreaterThan(0);
    expect(staffView.nguoi_tao).toBe('admin');
    for (const hidden of [
      'nguoi_tao',
      'nguoi_sua',
      'ma_nvbh',
      'ten_nvbh',
      'ly_do_khoa',
      'ghi_chu',
      'ma_chinh_sach',
    ])
      expect(card[hidden], hidden).toBeNull();
  });

  it('lists the entries of their cards (top-ups and spends, balance after), newest first, and reads one', async () => {
    const entries = await list(mai, 'sales/payment-card-histories?pageSize=100');
    const theirCards = new Set((await list(mai, 'sales/payment-cards')).items.map((c) => c.ma_the));
    const expected = (await everyEntry()).items.filter((e) => theirCards.has(e.ma_the));
    expect(entries.total).toBe(expected.length);
    expect(entries.items.map((e) => e._id)).toEqual(expected.map((e) => e._id));
    expect(entries.items.map((e) => e.loai_gd)).toEqual(expect.arrayContaining(['NAP', 'THUONG', 'TIEU']));
    expect(entries.items.every((e) => typeof e.so_du_sau === 'number' && e.nguoi_tao === null)).toBe(true);
    const newest = entries.items[0]!;
    const one = await call(server.app, 'GET', `/api/sales/payment-card-histories/${newest._id}`, {
      token: mai,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: newest._id, so_tien: newest.so_tien, nguoi_tao: null });
    // Search, filters and paging work within their rows.
    const spends = await list(mai, 'sales/payment-card-histories?loai_gd=TIEU&pageSize=10');
    expect(spends.items.every((e) => e.loai_gd === 'TIEU')).toBe(true);
    expect(spends.total).toBe(expected.filter((e) => e.loai_gd === 'TIEU').length);
    const found = await list(mai, `sales/payment-card-histories?searchKey=${encodeURIComponent('massage')}`);
    expect(found.items.map((e) => e.dien_giai)).toEqual(['Thanh toán massage body đá nóng và mỹ phẩm']);
  });

  it('never sees another customer’s rows, whatever it asks for', async () => {
    const theirs = (await everyCard()).items.find((c) => c.ma_kh === other.ma_kh)!;
    expect((await list(mai, `sales/payment-cards?ma_kh=${other.ma_kh}`)).total).toBe(0);
    expect((await list(mai, `sales/payment-cards?ma_the=${String(theirs.ma_the)}`)).total).toBe(0);
    expect((await list(mai, `sales/payment-card-histories?ma_kh=${other.ma_kh}`)).total).toBe(0);
    const res = await call(server.app, 'GET', `/api/sales/payment-cards/${theirs._id}`, { token: mai });
    expect(res.statusCode).toBe(404);
    // The other customer sees their own card, and not Mai's.
    const own = await list(other.token, 'sales/payment-cards');
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((c) => c.ma_kh === other.ma_kh)).toBe(true);
  });

  it('follows the card, not the customer an entry names', async () => {
    const cards = (await everyCard()).items;
    const maiCard = cards.find((c) => c.ma_the === 'THE001')!;
    const otherCard = cards.find((c) => c.ma_kh === other.ma_kh && c.trang_thai === '1')!;
    const post = async (card: Row, ma_kh: string) => {
      const res = await call(server.app, 'POST', '/api/sales/payment-card-histories', {
        token: admin,
        headers: { Branchs: String(card.ma_dvcs) },
        body: { ngay_ct: '2026-01-02', ma_the: card.ma_the, ma_kh, loai_gd: 'NAP', so_tien: 10_000 },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Row;
    };
    // An entry on Mai's card that names someone else is hers; one naming her on another's card is not.
    const onHerCard = await post(maiCard, other.ma_kh);
    const ids = async (token: string) =>
      (await list(token, 'sales/payment-card-histories?pageSize=100')).items.map((e) => e._id);
    expect(await ids(mai)).toContain(onHerCard._id);
    expect(await ids(other.token)).not.toContain(onHerCard._id);
    const onTheirs = await post(otherCard, 'KH0001');
    expect(await ids(mai)).not.toContain(onTheirs._id);
    expect(await ids(other.token)).toContain(onTheirs._id);
  });

  it('a customer without a card gets an empty list', async () => {
    const holders = new Set((await everyCard()).items.map((c) => String(c.ma_kh)));
    const without = await server.database.db
      .selectFrom('customers')
      .select(['ma_kh', 'dien_thoai'])
      .where('ma_kh', 'not in', [...holders])
      .where('dien_thoai', 'is not', null)
      .orderBy('ma_kh')
      .executeTakeFirstOrThrow();
    const token = await customerToken(without.dien_thoai!);
    expect(await list(token, 'sales/payment-cards')).toEqual({ items: [], total: 0 });
    expect(await list(token, 'sales/payment-card-histories')).toEqual({ items: [], total: 0 });
  });
});

describe('the rest of the API stays closed to customers', () => {
  it('refuses writes, pickers, finds, prints, views and reports of the cards, and every staff list', async () => {
    const [entry] = (await list(mai, 'sales/payment-card-histories')).items;
    const [card] = (await list(mai, 'sales/payment-cards')).items;
    const refused: [string, string, unknown?][] = [
      [
        'POST',
        'sales/payment-card-histories',
        { ngay_ct: '2026-01-02', ma_the: 'THE001', loai_gd: 'NAP', so_tien: 1 },
      ],
      ['PUT', `sales/payment-card-histories/${entry!._id}`, { ...entry, so_tien: 1 }],
      ['PATCH', `sales/payment-card-histories/${entry!._id}`, { so_tien: 1 }],
      ['DELETE', `sales/payment-card-histories/${entry!._id}`],
      ['PATCH', `sales/payment-cards/${card!._id}`, { trang_thai: '2' }],
      ['GET', 'sales/payment-cards/lookup?q=THE'],
      ['GET', `sales/payment-card-histories/${entry!._id}/print`],
      ['GET', 'sales/payment-card-lookup'],
      ['GET', 'sales/payment-cards/balances'],
      ['GET', 'sales/payment-cards/lock'],
      ['POST', `sales/payment-cards/lock/${card!._id}/lock`],
      ['GET', 'crm/partners'],
      ['GET', `crm/partners?ma_kh=${portalDemoCustomer.ma_kh}`],
      ['GET', 'sales/bills'],
      ['GET', 'sales/customer-cards'],
      ['GET', 'stock/products'],
      ['GET', 'stock/units'],
    ];
    for (const [method, url, body] of refused) {
      const res = await send(server.app, method as 'GET', `/api/${url}`, { token: mai, body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const cardAfter = await call(server.app, 'GET', `/api/sales/payment-cards/${card!._id}`, {
      token: admin,
      headers: all,
    });
    expect(cardAfter.json().trang_thai).toBe(card!.trang_thai);
  });

  it('keeps the staff rules: a cashier reads the branch’s entries whole, a salesperson without the right none', async () => {
    const cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
    const entries = await list(cashier, 'sales/payment-card-histories?pageSize=100', { Branchs: 'CN01' });
    expect(entries.total).toBeGreaterThan(0);
    expect(entries.items.every((e) => e.ma_dvcs === 'CN01' && typeof e.nguoi_tao === 'string')).toBe(true);
    const saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    const res = await call(server.app, 'GET', '/api/sales/payment-card-histories', { token: saler });
    expect(res.statusCode).toBe(403);
  });
});
