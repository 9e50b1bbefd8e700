import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The account ledger through the HTTP API: a sale's payment lands on its accounts (cash, bank, the prepaid card's
 * liability) and what is left owing on the customer's receivable; a prepaid card pays through the card ledger
 * (its own history entry, its refusals, the customer's own card only); receipts settle debt; every edit,
 * cancellation and deletion takes its entries back; concurrent sales on one card never overspend it.
 */

let server: TestServer;
let admin = '';
const { call, created } = branchCalls(
  () => server,
  () => admin,
);
const DAY = '2026-11-21';

const db = () => server.database.db;

/** What the ledger holds on an account (debits − credits), for one customer when named. */
const balance = async (tk: string, ma_kh?: string): Promise<number> => {
  const rows = await sql<{ n: number }>`
    SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger
    WHERE tk = ${tk} AND (${ma_kh ?? null}::text IS NULL OR ma_kh = ${ma_kh ?? null})`.execute(db());
  return rows.rows[0]?.n ?? 0;
};

/** Every movement of the ledger balances: debits equal credits. */
const expectBalanced = async () => {
  const rows = await sql<{ no: number; co: number }>`
    SELECT coalesce(sum(ps_no), 0)::float8 AS no, coalesce(sum(ps_co), 0)::float8 AS co FROM account_ledger
    WHERE tk_du <> ''`.execute(db());
  expect(rows.rows[0]!.no).toBe(rows.rows[0]!.co);
};

const card = async (ma_the: string) =>
  (
    await sql<{ so_du: number; tien_da_dung: number }>`
      SELECT so_du::float8 AS so_du, tien_da_dung::float8 AS tien_da_dung FROM sales_payment_cards WHERE ma_the = ${ma_the}`.execute(
      db(),
    )
  ).rows[0]!;

const cardEntries = async (ma_the: string) =>
  (
    await sql<{ loai_gd: string; so_tien: number; so_ct_goc: string; so_du_sau: number }>`
      SELECT loai_gd, so_tien::float8 AS so_tien, so_ct_goc, so_du_sau::float8 AS so_du_sau
      FROM sales_payment_card_histories WHERE ma_the = ${ma_the} ORDER BY ngay_tao`.execute(db())
  ).rows;

/** A new active prepaid card of the customer with its opening balance. */
const newCard = async (ma_the: string, ma_kh: string, so_du_dau: number) => {
  const type = await sql<{ ma_loai_the: string }>`SELECT ma_loai_the FROM sales_card_types LIMIT 1`.execute(
    db(),
  );
  await created('sales/payment-cards', {
    ma_the,
    ma_kh,
    ma_loai_the: type.rows[0]!.ma_loai_the,
    ngay_phat_hanh: '2026-01-01',
    so_du_dau,
    trang_thai: '1',
  });
};

/** A done bill of one service line: 500,000, no tax. */
const bill = (extra: Record<string, unknown>) => ({
  ngay_ct: DAY,
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  ma_kho: 'K01-HH',
  trang_thai: '1',
  chi_tiet: [{ ma_vt: 'GOI-60', so_luong: 1, gia: 500_000 }],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await created('stock/products', {
    ma_vt: 'GOI-60',
    ten_vt: 'Gội đầu dưỡng sinh 60 phút',
    loai_vt: 'DV',
    dvt: 'LAN',
    gia_ban: 500_000,
  });
  await created('stock/services', {
    ma_vt: 'MAS-60',
    ten_vt: 'Massage body thảo dược 60 phút',
    dvt: 'LAN',
    gia_ban: 500_000,
  });
  const other = await sql<{ ma_kh: string }>`
    SELECT ma_kh FROM customers WHERE ma_kh <> 'KH0001' ORDER BY ma_kh LIMIT 1`.execute(db());
  await newCard('THE-MAI', 'KH0001', 1_000_000);
  await newCard('THE-KHAC', other.rows[0]!.ma_kh, 1_000_000);
  await newCard('THE-RACE', 'KH0001', 100_000);
  // Start from an empty ledger: the demo's own postings are not this test's.
  await sql`DELETE FROM account_ledger`.execute(db());
});
afterAll(() => server.close());

describe('the account ledger', () => {
  it('a bill paid part cash, part card: cash in the fund, the card spent through its history, the rest owed', async () => {
    const sale = await created(
      'sales/bills',
      bill({ ma_httt: 'TM', da_tt: 400_000, ma_the: 'THE-MAI', tien_the: 150_000 }),
    );
    expect(sale.con_no).toBe(100_000);
    expect(await balance('1111')).toBe(250_000);
    expect(await balance('3387')).toBe(150_000);
    expect(await balance('131', 'KH0001')).toBe(100_000);
    expect(await balance('511')).toBe(-500_000);
    await expectBalanced();
    expect(await card('THE-MAI')).toEqual({ so_du: 850_000, tien_da_dung: 150_000 });
    expect(await cardEntries('THE-MAI')).toEqual([
      { loai_gd: 'TIEU', so_tien: 150_000, so_ct_goc: sale.so_ct, so_du_sau: 850_000 },
    ]);

    // An edit moves the difference: one card entry, of the new amount.
    const edited = await call('PUT', `sales/bills/${sale._id}`, {
      ...bill({ ma_httt: 'CK', da_tt: 500_000, ma_the: 'THE-MAI', tien_the: 200_000 }),
      _version: sale._version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await balance('1111')).toBe(0);
    expect(await balance('1121')).toBe(300_000);
    expect(await balance('131', 'KH0001')).toBe(0);
    expect(await card('THE-MAI')).toEqual({ so_du: 800_000, tien_da_dung: 200_000 });
    expect((await cardEntries('THE-MAI')).map((e) => e.so_tien)).toEqual([200_000]);

    // A cancellation takes everything back.
    const cancelled = await call('POST', `sales/bills/${sale._id}/cancel`, { ly_do_huy: 'Khách đổi ý' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance('1121')).toBe(0);
    expect(await balance('3387')).toBe(0);
    expect(await card('THE-MAI')).toEqual({ so_du: 1_000_000, tien_da_dung: 0 });
    expect(await cardEntries('THE-MAI')).toEqual([]);
  });

  it('a retail order paid two ways: part cash into the fund, the rest by transfer into the bank', async () => {
    const order = await created(
      'sales/retail-orders',
      bill({ ma_httt: 'TM', da_tt: 500_000, ma_httt2: 'CK', tien_httt2: 300_000 }),
    );
    expect(order.con_no).toBe(0);
    expect(await balance('1111')).toBe(200_000);
    expect(await balance('1121')).toBe(300_000);
    expect(await balance('131', 'KH0001')).toBe(0);
    await expectBalanced();

    // More by transfer than is left to pay, or a second type that is a prepaid card: refused, nothing moves.
    for (const [extra, code] of [
      [{ tien_httt2: 600_000 }, 'PAYMENT_SPLIT_MORE_THAN_LEFT'],
      [{ ma_httt2: 'TTT' }, 'PAYMENT_SPLIT_NOT_CARD'],
      [{ ma_httt2: null }, 'PAYMENT_SPLIT_TYPE_REQUIRED'],
    ] as const) {
      const refused = await call('PATCH', `sales/retail-orders/${order._id}`, extra);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe(code);
    }
    expect(await balance('1121')).toBe(300_000);

    const deleted = await call('DELETE', `sales/retail-orders/${order._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await balance('1111')).toBe(0);
    expect(await balance('1121')).toBe(0);
  });

  it('a service voucher paid by prepaid card spends the whole payment from the card', async () => {
    const voucher = await created('sales/services', {
      ngay_ct: DAY,
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      ma_httt: 'TTT',
      ma_the: 'THE-MAI',
      da_tt: 500_000,
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'MAS-60', so_luong: 1, gia: 500_000 }],
    });
    expect(await card('THE-MAI')).toEqual({ so_du: 500_000, tien_da_dung: 500_000 });
    expect(await balance('1111')).toBe(0);
    const deleted = await call('DELETE', `sales/services/${voucher._id}`);
    expect([200, 204]).toContain(deleted.statusCode);
    expect(await card('THE-MAI')).toEqual({ so_du: 1_000_000, tien_da_dung: 0 });
    expect(await balance('3387')).toBe(0);
  });

  it('refuses someone else’s card, more than the card holds, and a card part larger than the payment', async () => {
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM sales_bills`.execute(db())).rows[0]!.n);
    const before = await count();
    const otherCard = await call(
      'POST',
      'sales/bills',
      bill({ da_tt: 500_000, ma_the: 'THE-KHAC', tien_the: 500_000 }),
    );
    expect(otherCard.statusCode).toBe(400);
    expect(otherCard.json()).toMatchObject({
      code: 'LOOKUP_NOT_MATCHING',
      message: 'Thẻ trả trước THE-KHAC không thuộc Khách hàng KH0001',
      details: [expect.objectContaining({ path: '/ma_the' })],
    });
    const tooMuch = await call(
      'POST',
      'sales/bills',
      bill({
        chi_tiet: [{ ma_vt: 'GOI-60', so_luong: 3, gia: 500_000 }],
        da_tt: 1_500_000,
        ma_the: 'THE-MAI',
        tien_the: 1_500_000,
      }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('CARD_BALANCE_INSUFFICIENT');
    const larger = await call(
      'POST',
      'sales/bills',
      bill({ da_tt: 100_000, ma_the: 'THE-MAI', tien_the: 200_000 }),
    );
    expect(larger.statusCode).toBe(400);
    expect(larger.json().code).toBe('PAYMENT_CARD_MORE_THAN_PAID');
    const noCard = await call('POST', 'sales/bills', bill({ da_tt: 100_000, tien_the: 100_000 }));
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().code).toBe('PAYMENT_CARD_REQUIRED');
    expect(await count()).toBe(before);
    expect(await card('THE-MAI')).toEqual({ so_du: 1_000_000, tien_da_dung: 0 });
    expect(await card('THE-KHAC')).toEqual({ so_du: 1_000_000, tien_da_dung: 0 });
  });

  it('a cash receipt against the receivable settles what the customer owes', async () => {
    await created('sales/bills', bill({ ma_httt: 'TM', da_tt: 200_000 }));
    expect(await balance('131', 'KH0001')).toBe(300_000);
    await created('accounting/receive-invoices', {
      ngay_ct: '2026-11-22',
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      tk_no: '1111',
      trang_thai: '1',
      chi_tiet: [{ tk_co: '131', tien: 300_000, dien_giai: 'Thu nợ hóa đơn' }],
    });
    expect(await balance('131', 'KH0001')).toBe(0);
    expect(await balance('1111')).toBe(500_000);
    await expectBalanced();

    // The cash book opens on the fund before its first day and runs the balance after each entry.
    const book = await call('GET', 'accounting/reports/cash-book?fromDate=2026-11-22&toDate=2026-11-30');
    expect(book.statusCode, book.body).toBe(200);
    expect(book.json().items).toEqual([
      expect.objectContaining({
        ma_dvcs: 'CN01',
        ngay_ct: '2026-11-22',
        so_ct: null,
        dien_giai: 'Số dư đầu kỳ',
        tien_thu: null,
        tien_chi: null,
        tien_ton: 200_000,
      }),
      expect.objectContaining({
        ngay_ct: '2026-11-22',
        ten_kh: 'Trần Thị Mai',
        dien_giai: 'Thu nợ hóa đơn',
        tien_thu: 300_000,
        tien_chi: 0,
        tien_ton: 500_000,
      }),
    ]);
    expect(book.json().totals).toEqual({ tien_thu: 300_000, tien_chi: 0, tien_ton: 500_000 });
    // Without a start the whole history is the period: no opening row, the balance runs from zero.
    const all = await call('GET', 'accounting/reports/cash-book?toDate=2026-11-30');
    expect(all.json().items.map((row: { tien_ton: number }) => row.tien_ton)).toEqual([200_000, 500_000]);

    // The debt report reads the receivable: owed before, billed, paid, owed now.
    const debt = await call('GET', 'sales/reports/sale-debt-revenue?fromDate=2026-11-22&toDate=2026-11-30');
    expect(debt.json().items).toContainEqual({
      ma_kh: 'KH0001',
      no_dau: 300_000,
      ps_no: 0,
      ps_co: 300_000,
      con_no: 0,
    });
  });

  it('a return of a bill paid by card refunds to the card (HOAN); taken back, the card spends again', async () => {
    await newCard('THE-HOAN', 'KH0001', 1_000_000);
    const sale = await created('sales/bills', bill({ ma_the: 'THE-HOAN', ma_httt: 'TTT', da_tt: 500_000 }));
    expect(await card('THE-HOAN')).toMatchObject({ so_du: 500_000 });
    const refund = {
      ngay_ct: DAY,
      so_ct_hd: sale.so_ct,
      ma_kh: 'KH0001',
      ma_kho: 'K01-HH',
      ma_httt: 'TTT',
      ma_the: 'THE-HOAN',
      ly_do: 'Khách hủy buổi chưa làm',
      trang_thai: '1',
      chi_tiet: [{ ma_vt: 'GOI-60', so_luong: 1, gia: 500_000 }],
    };
    // A refund to a card names the card.
    const unnamed = await call('POST', 'sales/returns', { ...refund, ma_the: null });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().code).toBe('PAYMENT_CARD_REQUIRED');

    const back = await created('sales/returns', refund);
    expect(await card('THE-HOAN')).toMatchObject({ so_du: 1_000_000, tien_da_dung: 0 });
    expect((await cardEntries('THE-HOAN')).at(-1)).toMatchObject({
      loai_gd: 'HOAN',
      so_tien: 500_000,
      so_ct_goc: back.so_ct,
      so_du_sau: 1_000_000,
    });
    // No cash went out: the card's liability took it.
    const cash = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM account_ledger WHERE source_id = ${back._id} AND tk = '1111'`.execute(
      db(),
    );
    expect(cash.rows[0]!.n).toBe(0);
    await expectBalanced();

    // Part to the card, part in cash.
    const edited = await call('PUT', `sales/returns/${back._id}`, {
      ...refund,
      _version: back._version,
      ma_httt: 'TM',
      tien_the: 200_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await card('THE-HOAN')).toMatchObject({ so_du: 700_000 });
    expect((await cardEntries('THE-HOAN')).filter((e) => e.loai_gd === 'HOAN')).toHaveLength(1);

    expect((await call('DELETE', `sales/returns/${back._id}`)).statusCode).toBe(200);
    expect(await card('THE-HOAN')).toMatchObject({ so_du: 500_000, tien_da_dung: 500_000 });
    expect((await cardEntries('THE-HOAN')).some((e) => e.loai_gd === 'HOAN')).toBe(false);
    await expectBalanced();
  });

  it('the bank book runs the bank account: sales paid by transfer in, bank payments out', async () => {
    const book = () => call('GET', 'accounting/reports/bank-book?fromDate=2034-02-01&toDate=2034-02-28');
    const opening = Number((await book()).json().totals.tien_ton ?? 0);
    await created('sales/bills', bill({ ngay_ct: '2034-02-03', ma_httt: 'CK', da_tt: 500_000 }));
    await created('accounting/bank-spend-invoices', {
      ngay_ct: '2034-02-05',
      ten_ncc: 'Công ty Mỹ phẩm Sen',
      dien_giai: 'Trả tiền hàng tháng 1',
      trang_thai: '1',
      chi_tiet: [{ tk_no: '331', tien: 200_000 }],
    });
    const res = await book();
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items as {
      dien_giai: string | null;
      tien_thu: number;
      tien_chi: number;
      tien_ton: number;
    }[];
    // An opening row, the transfer in, the payment out, each with the balance after it.
    expect(rows.slice(-2).map((row) => [row.tien_thu, row.tien_chi, row.tien_ton])).toEqual([
      [500_000, 0, opening + 500_000],
      [0, 200_000, opening + 300_000],
    ]);
    expect(res.json().totals).toMatchObject({
      tien_thu: 500_000,
      tien_chi: 200_000,
      tien_ton: opening + 300_000,
    });
    // The cash book knows nothing of them.
    const cash = await call('GET', 'accounting/reports/cash-book?fromDate=2034-02-01&toDate=2034-02-28');
    expect(cash.json().totals).toMatchObject({ tien_thu: 0, tien_chi: 0 });
  });

  it('sales racing on one card never spend more than it holds', async () => {
    // 100,000 on the card, 200 sales of 10,000 at once (40 on the embedded database, which runs one statement at a
    // time anyway): exactly 10 go through, the card ends at zero.
    const racing = process.env.TEST_DATABASE === 'postgres' ? 200 : 40;
    const sales = await Promise.all(
      Array.from({ length: racing }, () =>
        call(
          'POST',
          'sales/bills',
          bill({
            chi_tiet: [{ ma_vt: 'GOI-60', so_luong: 1, gia: 10_000 }],
            da_tt: 10_000,
            ma_the: 'THE-RACE',
            tien_the: 10_000,
          }),
        ),
      ),
    );
    const codes = sales.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    expect(await card('THE-RACE')).toEqual({ so_du: 0, tien_da_dung: 100_000 });
    expect(await cardEntries('THE-RACE')).toHaveLength(10);
    const spent = await sql<{ n: number }>`
      SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger WHERE tk = '3387' AND ma_the = 'THE-RACE'`.execute(
      db(),
    );
    expect(spent.rows[0]!.n).toBe(100_000);
  });
});
