import { businessClock, businessToday, priceVoucher, withVoucherTotals } from '@sen/domain/pricing';
import {
  pricedProductOf,
  tillPricingContext,
  type PricingCustomer,
  type TillPricingRules,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * A till sells with no network (routes/sales/till-catalogue.ts, till-customers.ts): it keeps the customers it may
 * read and the branch's pricing rules on the device under versions that move when they change, and prices a cart
 * with the server's own rule (@sen/domain pricing) from what it keeps. What it charges must be what the server
 * stores when the order arrives — golden hours judged at the moment the order was taken, however late it comes.
 */

let server: TestServer;
let admin = '';
let cashier = '';
let salesperson = '';
const asAdmin = branchCalls(
  () => server,
  () => admin,
);
const asCashier = branchCalls(
  () => server,
  () => cashier,
);
const db = () => server.database.db;
const DAY = '2031-07-11';

const flag = (name: string, value: string) =>
  sql`INSERT INTO configs (tenant_id, name, grp, value)
    SELECT id, ${name}, 'sale', ${value} FROM tenants WHERE code = 'demo'
    ON CONFLICT (tenant_id, grp, name) DO UPDATE SET value = EXCLUDED.value`.execute(db());

const versions = async () => {
  const res = await asCashier.call('GET', 'sales/retail-orders/catalogue-version');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: string; customers: string; pricing: string };
};

type TillCustomer = PricingCustomer & { ma_kh: string; ten_kh: string; dien_thoai: string | null };
type CustomersPage = {
  items: TillCustomer[];
  next: string | null;
  marker: string | null;
  total: number | null;
};

const customersPage = async (query: string, as = asCashier) => {
  const res = await as.call('GET', `sales/retail-orders/till-customers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomersPage;
};

/** Every customer the cashier's till keeps, page by page as the till reads them. */
const allCustomers = async (limit = 500) => {
  const rows: TillCustomer[] = [];
  let first: CustomersPage | undefined;
  for (let after: string | null = ''; after !== null;) {
    const page = await customersPage(`?limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`);
    first ??= page;
    rows.push(...page.items.map((row) => ({ ...row, the: row.the ?? [] })));
    after = page.next;
  }
  return { rows, marker: first!.marker!, total: first!.total! };
};

/** A UUIDv7 made at `at` (ms since the epoch), as a till makes its order's id. */
const uuidV7At = (at: number) => {
  const hex = at.toString(16).padStart(12, '0');
  const random = Array.from({ length: 19 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${random.slice(0, 3)}-8${random.slice(3, 6)}-${random.slice(6, 18)}`;
};

type Line = Record<string, unknown>;
type Priced = { t_tt: number; t_thue: number; t_ck: number; chi_tiet: Line[] };

const shape = (voucher: Priced) => ({
  t_tt: voucher.t_tt,
  t_thue: voucher.t_thue,
  t_ck: voucher.t_ck,
  lines: voucher.chi_tiet.map((l) => [
    l.ma_vt,
    l.so_luong,
    l.gia,
    l.ck,
    l.tien_giam,
    l.thue_suat,
    l.loai_km,
    l.ma_km,
    Boolean(l.hang_km),
  ]),
});

/** What the till works out on the device for a cart: the rules and customers it keeps, the goods it sells. */
const deviceQuote = async (
  ma_kh: string | null,
  lines: Line[],
  day: string,
  time: string,
): Promise<Priced> => {
  const pricing = await asCashier.call('GET', 'sales/retail-orders/till-pricing');
  expect(pricing.statusCode, pricing.body).toBe(200);
  const rules = pricing.json().rules as TillPricingRules;
  const { rows } = await allCustomers();
  const taxes = (await asCashier.call('GET', 'accounting/taxs')).json().items as {
    ma_thue: string;
    thue_suat: number;
  }[];
  const goods = (
    await asCashier.call('GET', 'stock/products?pageSize=1000&searchKey=-T&trang_thai=true')
  ).json().items as Record<string, never>[];
  const productOf = (code: string) => {
    const row = goods.find((g) => g.ma_vt === code);
    return row
      ? pricedProductOf(
          { ...(row as object), kind: 'products' } as never,
          (ma_thue) => taxes.find((t) => t.ma_thue === ma_thue)?.thue_suat,
        )
      : undefined;
  };
  const context = tillPricingContext({
    rules,
    customer: ma_kh ? rows.find((c) => c.ma_kh === ma_kh) : null,
    productOf,
    lineCodes: lines.map((l) => String(l.ma_vt)),
    date: day,
    time,
  });
  return withVoucherTotals(priceVoucher({ ma_kh, chi_tiet: lines }, context)) as unknown as Priced;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
  salesperson = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  for (const name of ['sale_bill_price_manual', 'sale_bill_discount_manual', 'sale_bill_tax_manual'])
    await flag(name, 'f');
  await flag('sale_golden_hour', 't');
  await asAdmin.created('sales/customer-groups', { ma_nhom_kh: 'THAN-T', ten_nhom_kh: 'Khách quen', ck: 5 });
  await asAdmin.created('sales/card-types', { ma_loai_the: 'VANG-T', ten_loai_the: 'Thẻ vàng', ck: 12 });
  await asAdmin.created('stock/product-groups', { ma_nhom_vt: 'DU-T', ten_nhom_vt: 'Đồ uống quầy' });
  for (const product of [
    { ma_vt: 'SRM-T', ten_vt: 'Sữa rửa mặt tạo bọt 150ml', gia_ban: 200_000, ma_thue: 'VAT8' },
    { ma_vt: 'KEM-T', ten_vt: 'Kem dưỡng ẩm ban đêm 50ml', gia_ban: 350_000, ma_thue: 'VAT8' },
    { ma_vt: 'CF-T', ten_vt: 'Cà phê sữa đá', gia_ban: 29_000, ma_nhom_vt: 'DU-T' },
    { ma_vt: 'TUI-T', ten_vt: 'Túi vải quà tặng', gia_ban: 15_000 },
  ])
    await asAdmin.created('stock/products', { ...product, loai_vt: 'HH', dvt: 'CAI' });
  await asAdmin.created('stock/receipt-orders', {
    ngay_ct: '2031-07-01',
    ma_kho: 'K01-HH',
    trang_thai: '1',
    chi_tiet: ['SRM-T', 'KEM-T', 'CF-T', 'TUI-T'].map((ma_vt) => ({ ma_vt, so_luong: 100, gia: 10_000 })),
  });
});
afterAll(() => server.close());

describe('what a till keeps, and its versions', () => {
  it('a new or changed customer, or a card issued, moves the customers version and nothing else', async () => {
    const before = await versions();
    expect(before).toEqual({
      version: expect.stringMatching(/^[\w-]{16}$/),
      customers: expect.stringMatching(/^[\w-]{16}$/),
      pricing: expect.stringMatching(/^[\w-]{16}$/),
    });
    expect(await versions()).toEqual(before);
    const customer = await asAdmin.created('crm/partners', {
      ma_kh: 'KH-T1',
      ten_kh: 'Trần Thị Hồng Nhung',
      dien_thoai: '0987654001',
      ma_nhom_kh: 'THAN-T',
      ma_dvcs: 'CN01',
    });
    const added = await versions();
    expect(added.customers).not.toBe(before.customers);
    expect([added.version, added.pricing]).toEqual([before.version, before.pricing]);

    const renamed = await asAdmin.call('PATCH', `crm/partners/${customer._id}`, {
      ten_kh: 'Trần Hồng Nhung',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const changed = await versions();
    expect(changed.customers).not.toBe(added.customers);

    await asAdmin.created('sales/customer-cards', {
      ma_the: 'THE-T1',
      ma_kh: 'KH-T1',
      ma_loai_the: 'VANG-T',
      ngay_phat_hanh: '2031-01-01',
      ma_dvcs: 'CN01',
    });
    expect((await versions()).customers).not.toBe(changed.customers);
  });

  it('a golden hour, an approved promotion or a pricing flag moves the pricing version', async () => {
    const before = await versions();
    await asAdmin.created('sales/golden-hours', {
      ma_gio_vang: 'GV-T',
      ten_gio_vang: 'Giờ vàng đồ uống',
      ma_dvcs: 'CN01',
      tu_ngay: '2031-07-01',
      tu_gio: '00:00',
      den_gio: '23:59',
      ma_nhom_vt: 'DU-T',
      gia_ban: 19_000,
    });
    const withHour = await versions();
    expect(withHour.pricing).not.toBe(before.pricing);
    expect([withHour.version, withHour.customers]).toEqual([before.version, before.customers]);

    const promo = await asAdmin.created('sales/promotion-products', {
      ngay_ct: '2031-07-01',
      ten_ctkm: 'Mua 2 sữa rửa mặt giảm 10% tặng túi',
      tu_ngay: '2031-07-01',
      den_ngay: '2031-07-31',
      chi_tiet: [{ ma_vt: 'SRM-T', so_luong_mua: 2, ma_vt_km: 'TUI-T', so_luong_km: 1, ck: 10, gia_km: 0 }],
    });
    const drafted = await versions();
    expect((await asAdmin.call('POST', `sales/promotion-products/${promo._id}/approve`)).statusCode).toBe(
      200,
    );
    expect((await versions()).pricing).not.toBe(drafted.pricing);

    const flagged = await versions();
    await flag('sale_bill_discount_manual', 't');
    await flag('sale_bill_discount_manual', 'f');
    expect((await versions()).pricing).not.toBe(flagged.pricing);
  });

  it("the till's customers come a page at a time in code order, then only those changed since", async () => {
    const first = await customersPage('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(first.items[1]!.ma_kh);
    expect(first.marker).toMatch(/^\d+$/);
    const second = await customersPage(`?limit=2&after=${encodeURIComponent(first.next!)}`);
    // The marker and the count come with the first page.
    expect([second.marker, second.total]).toEqual([null, null]);
    expect(second.items[0]!.ma_kh > first.items[1]!.ma_kh).toBe(true);

    const { rows, marker, total } = await allCustomers(200);
    expect(rows).toHaveLength(total);
    const codes = rows.map((r) => r.ma_kh);
    expect(new Set(codes).size).toBe(codes.length);
    // What a till searches and prices by: the card in use with its type.
    expect(rows.find((r) => r.ma_kh === 'KH-T1')).toEqual({
      ma_kh: 'KH-T1',
      ten_kh: 'Trần Hồng Nhung',
      dien_thoai: '0987654001',
      ma_nhom_kh: 'THAN-T',
      the: [{ ma_the: 'THE-T1', ma_loai_the: 'VANG-T', ngay_phat_hanh: '2031-01-01', ngay_het_han: null }],
    });
    // Nothing changed: the demo's customers are not read again. (A transaction still running when the marker was
    // read — on a shared server, another database's — may bring back this file's own latest rows: harmless.)
    const ours = (page: CustomersPage) => page.items.every((r) => r.ma_kh.startsWith('KH-T'));
    expect(ours(await customersPage(`?since=${marker}`))).toBe(true);

    // A customer added, and another's card changed: those two, and the new count.
    await asAdmin.created('crm/partners', {
      ma_kh: 'KH-T2',
      ten_kh: 'Phạm Đức Anh',
      dien_thoai: '0987654002',
      ma_dvcs: 'CN01',
    });
    const card = (await asAdmin.call('GET', 'sales/customer-cards?ma_the=THE-T1')).json().items[0];
    const locked = await asAdmin.call('PATCH', `sales/customer-cards/${card._id}`, {
      ngay_het_han: '2031-12-31',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    const changed = await customersPage(`?since=${marker}`);
    expect(changed.items.map((r) => r.ma_kh)).toEqual(expect.arrayContaining(['KH-T1', 'KH-T2']));
    expect(ours(changed)).toBe(true);
    expect(changed.items.find((r) => r.ma_kh === 'KH-T1')?.the?.[0]?.ngay_het_han).toBe('2031-12-31');
    expect(changed.total).toBe(total + 1);
    expect(first.total).toBe(total);
  });

  it('customers of another branch are not the till’s; bad input is a 400, a user without the right a 403', async () => {
    await branchCalls(
      () => server,
      () => admin,
      'CN02',
    ).created('crm/partners', {
      ma_kh: 'KH-T3',
      ten_kh: 'Khách chi nhánh hai',
      dien_thoai: '0987654003',
      ma_dvcs: 'CN02',
    });
    const { rows } = await allCustomers();
    expect(rows.map((r) => r.ma_kh)).not.toContain('KH-T3');
    const bad = await asCashier.call('GET', 'sales/retail-orders/till-customers?since=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const tooMany = await asCashier.call('GET', 'sales/retail-orders/till-customers?limit=100000');
    expect(tooMany.statusCode).toBe(400);
    const otherBranch = await asCashier.call('GET', 'sales/retail-orders/till-pricing?ma_dvcs=CN02');
    expect(otherBranch.statusCode).toBe(403);
    const asSales = branchCalls(
      () => server,
      () => salesperson,
    );
    for (const path of ['till-pricing', 'catalogue-version'])
      expect((await asSales.call('GET', `sales/retail-orders/${path}`)).statusCode).toBe(403);
  });
});

describe('a cart priced on the device is priced as the server prices it', () => {
  const cases: [string, string | null, Line[]][] = [
    ['a walk-in sale, tax only', null, [{ ma_vt: 'KEM-T', so_luong: 1, gia: 350_000 }]],
    ['a group discount', 'KH-T2G', [{ ma_vt: 'KEM-T', so_luong: 2, gia: 350_000 }]],
    ['a card discount beating the group’s', 'KH-T1', [{ ma_vt: 'KEM-T', so_luong: 1, gia: 350_000 }]],
    ['a product promotion with its gift', null, [{ ma_vt: 'SRM-T', so_luong: 4, gia: 200_000 }]],
    [
      'a golden hour on drinks, and a revenue band',
      'KH-T2G',
      [
        { ma_vt: 'CF-T', so_luong: 3, gia: 29_000 },
        { ma_vt: 'KEM-T', so_luong: 3, gia: 350_000 },
      ],
    ],
  ];

  beforeAll(async () => {
    await asAdmin.created('crm/partners', {
      ma_kh: 'KH-T2G',
      ten_kh: 'Lê Thu Hà',
      dien_thoai: '0987654004',
      ma_nhom_kh: 'THAN-T',
      ma_dvcs: 'CN01',
    });
    const band = await asAdmin.created('sales/promotion-revenue', {
      ngay_ct: '2031-07-01',
      ten_ctkm: 'Hóa đơn từ 1 triệu giảm 10%',
      tu_ngay: '2031-07-01',
      den_ngay: '2031-07-31',
      chi_tiet: [{ doanh_so_tu: 1_000_000, ck: 10, tien_ck: 0, so_luong_km: 0 }],
    });
    expect((await asAdmin.call('POST', `sales/promotion-revenue/${band._id}/approve`)).statusCode).toBe(200);
  });

  it.each(cases)('%s', async (_, ma_kh, lines) => {
    const device = await deviceQuote(ma_kh, lines, DAY, businessClock(new Date()));
    const quoted = await asCashier.call('POST', 'sales/retail-orders/price', {
      ngay_ct: DAY,
      ma_kh,
      chi_tiet: lines,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(shape(device)).toEqual(shape(quoted.json()));
    // The order as the till sends it (its lines as priced on the device, paid what it charged) is stored so.
    const order = await asCashier.created('sales/retail-orders', {
      _id: uuidV7At(Date.now()),
      ngay_ct: DAY,
      ma_kh,
      ma_httt: 'TM',
      trang_thai: '1',
      da_tt: device.t_tt,
      chi_tiet: device.chi_tiet.filter((l) => !l.hang_km),
    });
    expect(shape(order as unknown as Priced)).toEqual(shape(device));
    expect(order).toMatchObject({ con_no: 0 });
  });

  it('shows each rule it was built for', async () => {
    const [walkIn, group, card, promo, golden] = await Promise.all(
      cases.map(([, ma_kh, lines]) => deviceQuote(ma_kh, lines, DAY, '10:00')),
    );
    expect(walkIn!.t_tt).toBe(378_000);
    expect(group!.chi_tiet[0]).toMatchObject({ loai_km: 'NHOM', ck: 5 });
    expect(card!.chi_tiet[0]).toMatchObject({ loai_km: 'THE', ma_km: 'VANG-T', ck: 12 });
    expect(promo!.chi_tiet.map((l) => [l.ma_vt, l.loai_km, l.ck, l.so_luong, Boolean(l.hang_km)])).toEqual([
      ['SRM-T', 'KMSP', 10, 4, false],
      ['TUI-T', 'KMSP', 0, 2, true],
    ]);
    expect(golden!.chi_tiet[0]).toMatchObject({ loai_km: 'GV', ma_km: 'GV-T', gia: 19_000 });
    expect((golden as unknown as { ma_km_hd: string | null }).ma_km_hd).not.toBeNull();
  });
});

describe('an order taken at the till in a golden hour and sent after it', () => {
  it('is priced at the moment its id says it was taken, on its day and not in the future', async () => {
    // A golden hour of one minute, three minutes ago (Vietnam time): over by now.
    const taken = new Date(Date.now() - 3 * 60_000);
    const day = businessToday(taken);
    const from = businessClock(taken);
    const to = businessClock(new Date(taken.getTime() + 60_000));
    expect(businessClock(new Date())).not.toBe(from);
    await asAdmin.created('sales/golden-hours', {
      ma_gio_vang: 'GV-T2',
      ten_gio_vang: 'Giờ vàng một phút',
      ma_dvcs: 'CN01',
      tu_ngay: day,
      den_ngay: day,
      tu_gio: from,
      // A minute past midnight: the rule's end is the day's last minute.
      den_gio: to < from ? '23:59' : to,
      ma_vt: 'TUI-T',
      gia_ban: 9_000,
    });
    const order = (at: number) =>
      asCashier.created('sales/retail-orders', {
        _id: uuidV7At(at),
        ngay_ct: day,
        ma_httt: 'TM',
        trang_thai: '1',
        da_tt: 9_000,
        chi_tiet: [{ ma_vt: 'TUI-T', so_luong: 1, gia: 9_000 }],
      });
    const late = await order(taken.getTime());
    expect((late.chi_tiet as Line[])[0]).toMatchObject({ gia: 9_000, loai_km: 'GV', ma_km: 'GV-T2' });
    expect(late.t_tt).toBe(9_000);
    // The device priced it then, at the same price.
    expect((await deviceQuote(null, [{ ma_vt: 'TUI-T', so_luong: 1, gia: 0 }], day, from)).t_tt).toBe(9_000);

    // An id claiming a time to come, or another day, is priced now: out of the hour (and owed without a customer).
    for (const at of [Date.now() + 3_600_000, taken.getTime() - 86_400_000]) {
      const res = await asCashier.call('POST', 'sales/retail-orders', {
        _id: uuidV7At(at),
        ngay_ct: day,
        ma_httt: 'TM',
        trang_thai: '1',
        da_tt: 9_000,
        chi_tiet: [{ ma_vt: 'TUI-T', so_luong: 1, gia: 9_000 }],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('DEBT_CUSTOMER_REQUIRED');
    }
  });
});
