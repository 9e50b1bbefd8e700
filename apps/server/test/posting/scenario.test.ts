import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * A day of a spa through the HTTP API, every ledger and report checked after each step (issue 16, "done when"):
 * goods received → a bill paid part cash, part prepaid card, selling goods and a package → the debt settled by a
 * cash receipt → a service voucher using a package session → goods returned → goods transferred → a cash payment.
 * Stock, the cash book, the customer's debt, the card, the package, the commission and the wages must agree with
 * what happened, and the reports with the ledgers. A month of its own (March 2032) and a customer, card and
 * products of its own keep the demo's vouchers out of every figure.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const MONTH = 'fromDate=2032-03-01&toDate=2032-03-31';

const report = async (path: string, query = MONTH) => {
  const res = await call('GET', `${path}?${query}`);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as { items: Record<string, unknown>[]; totals: Record<string, number> };
};

const db = () => server.database.db;

/** What everything stands at: stock by warehouse, the month's cash book, the debt, the card, the package. */
const state = async () => {
  const stock = await sql<{ ma_kho: string; so_luong: number }>`
    SELECT ma_kho, so_luong::float8 AS so_luong FROM stock_on_hand WHERE ma_vt = 'SC-SRM' AND so_luong <> 0
    ORDER BY ma_kho`.execute(db());
  const ledgerStock = await sql<{ n: number }>`
    SELECT coalesce(sum(so_luong), 0)::float8 AS n FROM stock_ledger WHERE ma_vt = 'SC-SRM'`.execute(db());
  const balances = await report('stock/product-balances', `${MONTH}&searchKey=SC-SRM`);
  const cash = await report('accounting/reports/cash-book');
  const debt = await report('sales/reports/sale-debt-revenue', `${MONTH}&searchKey=KH-SC01`);
  const card = await sql<{ so_du: number }>`
    SELECT so_du::float8 AS so_du FROM sales_payment_cards WHERE ma_the = 'THE-SC01'`.execute(db());
  const pack = await sql<{ so_buoi_dung: number; so_buoi_con: number }>`
    SELECT so_buoi_dung::float8 AS so_buoi_dung, so_buoi_con::float8 AS so_buoi_con
    FROM sales_customer_packages WHERE ma_kh = 'KH-SC01'`.execute(db());
  const packages = await report('sales/reports/package-revenue', `${MONTH}&searchKey=SC-GOI`);
  const commission = await report('sales/reports/employee-commission');
  const turns = await report('sales/reports/service-turn-employee');
  const stockTotal = stock.rows.reduce((sum, row) => sum + row.so_luong, 0);
  // The stock report's closing quantity agrees with the ledger and the balance rows.
  expect(ledgerStock.rows[0]!.n).toBe(stockTotal);
  expect(Number(balances.totals.sl_ton ?? 0)).toBe(stockTotal);
  const customerDebt = debt.items.find((row) => row.ma_kh === 'KH-SC01');
  return {
    stock: Object.fromEntries(stock.rows.map((row) => [row.ma_kho, row.so_luong])),
    cash: { thu: cash.totals.tien_thu ?? 0, chi: cash.totals.tien_chi ?? 0 },
    debt: {
      billed: Number(customerDebt?.ps_no ?? 0),
      paid: Number(customerDebt?.ps_co ?? 0),
      owed: Number(customerDebt?.con_no ?? 0),
    },
    card: card.rows[0]!.so_du,
    pack: pack.rows[0] ?? null,
    packageReport: packages.totals,
    commission: Number(commission.items.find((row) => row.ma_nvbh === 'NVBH-SC')?.tien_hh ?? 0),
    wages: Number(turns.items.find((row) => row.ma_nv === 'KTV-SC')?.tien_cong ?? 0),
  };
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('crm/partners', { ma_kh: 'KH-SC01', ten_kh: 'Lê Thị Hồng', dien_thoai: '0912003344' });
  // The salesperson earns her group's 5 %; the technician 100,000 a turn.
  await created('sales/commisstion-groups', { ma_nhom_hh: 'NHOM-SC', ten_nhom_hh: 'Lễ tân', ty_le_hh: 5 });
  await created('sales/salers', { ma_nvbh: 'NVBH-SC', ten_nvbh: 'Đỗ Ngọc Lan', ma_nhom: 'NHOM-SC' });
  await created('hr/employees', { ma_nv: 'KTV-SC', ten_nv: 'Vũ Thị Huệ' });
  await created('stock/products', {
    ma_vt: 'SC-SRM',
    ten_vt: 'Sữa rửa mặt nghệ 120ml',
    loai_vt: 'HH',
    dvt: 'CHAI',
    gia_ban: 200_000,
  });
  await created('stock/services', { ma_vt: 'SC-MAS', ten_vt: 'Massage cổ vai gáy 60 phút', dvt: 'LAN' });
  await created('stock/products', {
    ma_vt: 'SC-GOI',
    ten_vt: 'Liệu trình massage cổ vai gáy 5 buổi',
    loai_vt: 'GOI',
    dvt: 'GOI',
    gia_ban: 2_500_000,
    ma_dv_chinh: 'SC-MAS',
    so_buoi: 5,
  });
  const type = await sql<{ ma_loai_the: string }>`SELECT ma_loai_the FROM sales_card_types LIMIT 1`.execute(
    db(),
  );
  await created('sales/payment-cards', {
    ma_the: 'THE-SC01',
    ma_kh: 'KH-SC01',
    ma_loai_the: type.rows[0]!.ma_loai_the,
    ngay_phat_hanh: '2032-01-01',
    so_du_dau: 1_000_000,
    trang_thai: '1',
  });
});
afterAll(() => server.close());

describe('a day of the spa, every ledger and report in step', () => {
  let bill = '';
  const cashBefore = { thu: 0, chi: 0 };

  it('starts from nothing of its own', async () => {
    const now = await state();
    expect(now.stock).toEqual({});
    expect(now.debt).toEqual({ billed: 0, paid: 0, owed: 0 });
    expect(now.card).toBe(1_000_000);
    expect(now.pack).toBeNull();
    expect([now.commission, now.wages]).toEqual([0, 0]);
    Object.assign(cashBefore, now.cash);
  });

  it('1. goods received: stock up, no money moved', async () => {
    await created('stock/receipt-orders', {
      ngay_ct: '2032-03-02',
      ma_kho: 'K01-HH',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'SC-SRM', so_luong: 10, gia: 80_000 }],
    });
    const now = await state();
    expect(now.stock).toEqual({ 'K01-HH': 10 });
    expect(now.cash).toEqual(cashBefore);
  });

  it('2. a bill paid part cash, part card: goods out, cash in, card spent, a package, the rest owed', async () => {
    const sale = await created('sales/bills', {
      ngay_ct: '2032-03-03',
      ma_kh: 'KH-SC01',
      ma_nvbh: 'NVBH-SC',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ma_the: 'THE-SC01',
      tien_the: 600_000,
      da_tt: 1_900_000,
      trang_thai: '1',
      chi_tiet: [
        { ma_vt: 'SC-SRM', dvt: 'CHAI', so_luong: 2, gia: 200_000 },
        { ma_vt: 'SC-GOI', dvt: 'GOI', so_luong: 1, gia: 2_500_000 },
      ],
    });
    bill = sale.so_ct;
    expect(sale).toMatchObject({ t_tt: 2_900_000, con_no: 1_000_000 });
    const now = await state();
    expect(now.stock).toEqual({ 'K01-HH': 8 });
    expect(now.cash).toEqual({ thu: cashBefore.thu + 1_300_000, chi: cashBefore.chi });
    expect(now.debt).toEqual({ billed: 2_900_000, paid: 1_900_000, owed: 1_000_000 });
    expect(now.card).toBe(400_000);
    expect(now.pack).toEqual({ so_buoi_dung: 0, so_buoi_con: 5 });
    expect(now.packageReport).toMatchObject({ so_buoi_ban: 5, tien_ban: 2_500_000, so_buoi_dung: 0 });
    // 5 % of the 2,900,000 sold.
    expect(now.commission).toBe(145_000);
  });

  it('3. the package is not used while the customer owes; a cash receipt settles the debt', async () => {
    const ma_lt = `CN01.${bill}.2`;
    const early = await call('POST', 'sales/services', {
      ngay_ct: '2032-03-04',
      ma_kh: 'KH-SC01',
      trang_thai: '1',
      chi_tiet: [{ ma_lt, ma_vt: 'SC-MAS', so_luong: 1, gia: 0 }],
    });
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PACKAGE_NOT_PAID' });
    await created('accounting/receive-invoices', {
      ngay_ct: '2032-03-04',
      ma_kh: 'KH-SC01',
      ten_kh: 'Lê Thị Hồng',
      dien_giai: 'Thu nợ hóa đơn',
      trang_thai: '1',
      chi_tiet: [{ tk_co: '131', tien: 1_000_000 }],
    });
    const now = await state();
    expect(now.cash).toEqual({ thu: cashBefore.thu + 2_300_000, chi: cashBefore.chi });
    expect(now.debt).toEqual({ billed: 2_900_000, paid: 2_900_000, owed: 0 });
  });

  it('4. a service voucher uses a session of the package: nothing to pay, the package one session down', async () => {
    const service = await created('sales/services', {
      ngay_ct: '2032-03-05',
      ma_kh: 'KH-SC01',
      trang_thai: '1',
      chi_tiet: [
        {
          ma_lt: `CN01.${bill}.2`,
          ma_vt: 'SC-MAS',
          so_luong: 1,
          gia: 500_000,
          ma_nv: 'KTV-SC',
          don_gia_cong: 100_000,
        },
      ],
    });
    expect(service).toMatchObject({ t_tt: 0, con_no: 0 });
    const now = await state();
    expect(now.pack).toEqual({ so_buoi_dung: 1, so_buoi_con: 4 });
    expect(now.packageReport).toMatchObject({ so_buoi_ban: 5, so_buoi_dung: 1, tien_dung: 500_000 });
    expect(now.debt.owed).toBe(0);
    expect(now.cash).toEqual({ thu: cashBefore.thu + 2_300_000, chi: cashBefore.chi });
    // The technician's turn is paid; a session the package paid for earns no second commission.
    expect([now.commission, now.wages]).toEqual([145_000, 100_000]);
  });

  it('5. goods returned: back in stock, refunded in cash, the debt unchanged', async () => {
    await created('sales/returns', {
      ngay_ct: '2032-03-06',
      so_ct_hd: bill,
      ma_kh: 'KH-SC01',
      ma_nvbh: 'NVBH-SC',
      ma_kho: 'K01-HH',
      ma_httt: 'TM',
      ly_do: 'Khách đổi ý',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'SC-SRM', dvt: 'CHAI', so_luong: 1, gia: 200_000 }],
    });
    const now = await state();
    expect(now.stock).toEqual({ 'K01-HH': 9 });
    expect(now.cash).toEqual({ thu: cashBefore.thu + 2_300_000, chi: cashBefore.chi + 200_000 });
    expect(now.debt.owed).toBe(0);
    // The commission on what came back is taken back.
    expect(now.commission).toBe(135_000);
  });

  it('6. goods transferred: out of one warehouse, into the other, the total unchanged', async () => {
    await created('stock/transfer-orders', {
      ngay_ct: '2032-03-07',
      ma_kho: 'K01-HH',
      ma_kho_n: 'K01-VT',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'SC-SRM', so_luong: 3, gia: 80_000 }],
    });
    const now = await state();
    expect(now.stock).toEqual({ 'K01-HH': 6, 'K01-VT': 3 });
  });

  it('7. a cash payment: out of the fund; the month’s cash book closes at its opening plus in less out', async () => {
    await created('accounting/spend-invoices', {
      ngay_ct: '2032-03-08',
      ten_ncc: 'Công ty Mỹ phẩm Sen',
      dien_giai: 'Trả tiền hàng',
      trang_thai: '1',
      chi_tiet: [{ tk_no: '331', tien: 500_000 }],
    });
    const now = await state();
    expect(now.cash).toEqual({ thu: cashBefore.thu + 2_300_000, chi: cashBefore.chi + 700_000 });
    const book = await report('accounting/reports/cash-book');
    const opening = Number(book.items[0]!.tien_ton);
    expect(book.totals.tien_ton).toBe(opening + book.totals.tien_thu! - book.totals.tien_chi!);
    // The fund's account on the ledger says the same.
    const fund = await sql<{ n: number }>`
      SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger
      WHERE tk = '1111' AND ma_dvcs = 'CN01' AND ngay_ct <= '2032-03-31'`.execute(db());
    expect(fund.rows[0]!.n).toBe(book.totals.tien_ton);
    expect(now.card).toBe(400_000);
    expect(now.pack).toEqual({ so_buoi_dung: 1, so_buoi_con: 4 });
    expect([now.commission, now.wages]).toEqual([135_000, 100_000]);
  });
});
