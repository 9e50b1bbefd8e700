import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, type Method } from '../helpers/resource-set-calls.js';
import { createSecondTenant } from '../helpers/second-tenant.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * The card ledgers at work: payment card history entries (/sales/payment-card-histories) move their card's
 * totals and balance and are stamped with the balance after them; customer card history entries
 * (/sales/customer-card-histories) move the card's points; the rule's refusals leave nothing written.
 */

let server: TestServer;
let admin = '';
/** A branch of this test's own. */
const branch = { Branchs: 'CN18' };

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await post('system/branchs', { ma_dvcs: 'CN18', ten_dvcs: 'Chi nhánh kiểm tra sổ thẻ' });
  await post('crm/partners', { ma_kh: 'K18-1', ten_kh: 'Trần Thị Mai', dien_thoai: '0918000001' });
  await post('sales/card-types', { ma_loai_the: 'LT18', ten_loai_the: 'Thẻ trả trước 18', nhom_the: 'TT' });
  await post('sales/card-types', { ma_loai_the: 'LK18', ten_loai_the: 'Thẻ thành viên 18', nhom_the: 'KH' });
});
afterAll(() => server.close());

const call = (method: Method, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(server.app, method, `/api/${path}`, { token: admin, headers: { ...branch, ...headers }, body });

type Row = Record<string, unknown> & { _id: string };

async function post(path: string, body: Record<string, unknown>): Promise<Row> {
  const res = await call('POST', path, body);
  if (res.statusCode !== 201) throw new Error(`${path}: ${res.body}`);
  return res.json() as Row;
}

/** A payment card of the test customer (active, valid to the end of 2031 unless told). */
const newPaymentCard = (ma_the: string, extra: Record<string, unknown> = {}) =>
  post('sales/payment-cards', {
    ma_the,
    ma_kh: 'K18-1',
    ma_loai_the: 'LT18',
    ngay_phat_hanh: '2031-01-01',
    ngay_het_han: '2031-12-31',
    trang_thai: '1',
    ...extra,
  });

const entry = (ma_the: string, loai_gd: string, so_tien: number, extra: Record<string, unknown> = {}) => ({
  ngay_ct: '2031-06-10',
  ma_the,
  loai_gd,
  so_tien,
  ...extra,
});

const cardOf = async (id: string) => (await call('GET', `sales/payment-cards/${id}`)).json() as Row;
const totalsOf = async (id: string) => {
  const card = await cardOf(id);
  return {
    so_du_dau: card.so_du_dau,
    tien_nap: card.tien_nap,
    tien_thuong: card.tien_thuong,
    tien_da_dung: card.tien_da_dung,
    so_du: card.so_du,
  };
};

/** How many history entries the card has (in the database, any branch). */
const entryCount = async (ma_the: string, table = 'sales_payment_card_histories') =>
  Number(
    (
      await sql<{
        n: string;
      }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ma_the = ${ma_the}`.execute(server.database.db)
    ).rows[0]?.n,
  );

describe('payment cards: the balance follows the ledger', () => {
  it('a new card’s balance is its opening balance; the client cannot write the totals', async () => {
    const card = await newPaymentCard('TT18-01', {
      so_du_dau: 200_000,
      so_du: 9_999_999,
      tien_nap: 5,
      tien_thuong: 5,
      tien_da_dung: 5,
    });
    expect(card).toMatchObject({
      so_du_dau: 200_000,
      tien_nap: 0,
      tien_thuong: 0,
      tien_da_dung: 0,
      so_du: 200_000,
    });
    expect(await totalsOf(card._id)).toEqual({
      so_du_dau: 200_000,
      tien_nap: 0,
      tien_thuong: 0,
      tien_da_dung: 0,
      so_du: 200_000,
    });
    // A PATCH of the totals is ignored too; one of the opening balance moves the balance.
    const patched = await call('PATCH', `sales/payment-cards/${card._id}`, { so_du: 1, so_du_dau: 250_000 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await totalsOf(card._id)).toMatchObject({ so_du_dau: 250_000, tien_nap: 0, so_du: 250_000 });
  });

  it('a top-up, a bonus and a payment move the totals and stamp the balance after each', async () => {
    const card = await newPaymentCard('TT18-02', { so_du_dau: 100_000 });
    const topUp = await post('sales/payment-card-histories', entry('TT18-02', 'NAP', 500_000));
    expect(topUp.so_du_sau).toBe(600_000);
    const bonus = await post('sales/payment-card-histories', entry('TT18-02', 'THUONG', 50_000));
    expect(bonus.so_du_sau).toBe(650_000);
    const paid = await post('sales/payment-card-histories', entry('TT18-02', 'TIEU', 350_000));
    expect(paid.so_du_sau).toBe(300_000);
    expect(await totalsOf(card._id)).toEqual({
      so_du_dau: 100_000,
      tien_nap: 500_000,
      tien_thuong: 50_000,
      tien_da_dung: 350_000,
      so_du: 300_000,
    });
    // The stamp is stored: a read answers it.
    const read = (await call('GET', `sales/payment-card-histories/${paid._id}`)).json() as Row;
    expect(read.so_du_sau).toBe(300_000);
    // A client's so_du_sau is not taken.
    const refund = await post(
      'sales/payment-card-histories',
      entry('TT18-02', 'HOAN', 50_000, { so_du_sau: 1 }),
    );
    expect(refund.so_du_sau).toBe(350_000);
  });

  it('refuses a payment beyond the balance (vi and en); the card and its history stay as they were', async () => {
    const card = await newPaymentCard('TT18-03', { so_du_dau: 100_000 });
    await post('sales/payment-card-histories', entry('TT18-03', 'TIEU', 40_000));
    const before = await totalsOf(card._id);
    const count = await entryCount('TT18-03');

    const over = await call('POST', 'sales/payment-card-histories', entry('TT18-03', 'TIEU', 60_001));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CARD_BALANCE_INSUFFICIENT',
      message: 'Số dư thẻ TT18-03 không đủ (số dư hiện tại 60,000)',
      details: [{ in: 'body', path: '/so_tien' }],
    });
    const english = await call('POST', 'sales/payment-card-histories', entry('TT18-03', 'TIEU', 70_000), {
      'Accept-Language': 'en',
    });
    expect(english.json().message).toBe('The balance of card TT18-03 is not enough (current balance 60,000)');
    expect(await totalsOf(card._id)).toEqual(before);
    expect(await entryCount('TT18-03')).toBe(count);

    // The whole balance can be spent.
    const all = await post('sales/payment-card-histories', entry('TT18-03', 'TIEU', 60_000));
    expect(all.so_du_sau).toBe(0);
  });

  it('two payments at once on the same card: the card is locked, so only what the balance covers is taken', async () => {
    const card = await newPaymentCard('TT18-12', { so_du_dau: 100_000 });
    const results = await Promise.all(
      [1, 2].map(() => call('POST', 'sales/payment-card-histories', entry('TT18-12', 'TIEU', 60_000))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await totalsOf(card._id)).toMatchObject({ tien_da_dung: 60_000, so_du: 40_000 });
    expect(await entryCount('TT18-12')).toBe(1);
  });

  it('refuses entries on a card not activated, locked or expired (by status or by date)', async () => {
    await newPaymentCard('TT18-04', { trang_thai: '0' });
    const lost = await newPaymentCard('TT18-05');
    const lock = await call('POST', `sales/payment-cards/${lost._id}/lock`, { ly_do_khoa: 'Mất thẻ' });
    expect(lock.statusCode, lock.body).toBe(200);
    await newPaymentCard('TT18-06', { ngay_het_han: '2031-06-09' });
    const cases = [
      ['TT18-04', 'CARD_NOT_ACTIVATED', 'Thẻ TT18-04 chưa được kích hoạt'],
      ['TT18-05', 'CARD_LOCKED', 'Thẻ TT18-05 đã bị khóa'],
      ['TT18-06', 'CARD_EXPIRED', 'Thẻ TT18-06 đã hết hạn'],
    ] as const;
    for (const [ma_the, code, message] of cases) {
      const res = await call('POST', 'sales/payment-card-histories', entry(ma_the, 'NAP', 100_000));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code, message });
      expect(await entryCount(ma_the)).toBe(0);
    }
    // Before its expiry the card takes entries.
    const early = await post(
      'sales/payment-card-histories',
      entry('TT18-06', 'NAP', 100_000, { ngay_ct: '2031-06-09' }),
    );
    expect(early.so_du_sau).toBe(100_000);
    // Unlocked, the locked card takes them too.
    const locked = (await call('GET', 'sales/payment-cards?ma_the=TT18-05')).json() as { items: Row[] };
    await call('PATCH', `sales/payment-cards/${locked.items[0]!._id}`, { trang_thai: '1' });
    expect((await post('sales/payment-card-histories', entry('TT18-05', 'NAP', 10_000))).so_du_sau).toBe(
      10_000,
    );
  });

  it('refuses a card the tenant does not have (another tenant’s card of the same number included)', async () => {
    const betaTenantId = await createSecondTenant(server.database.db);
    await sql`INSERT INTO sales_payment_cards (tenant_id, ma_dvcs, ma_the, ma_kh, trang_thai, so_du_dau, so_du)
      VALUES (${betaTenantId}, 'CN01', 'TT18-BETA', 'K1', '1', 900000, 900000)`.execute(server.database.db);
    const res = await call('POST', 'sales/payment-card-histories', entry('TT18-BETA', 'TIEU', 10_000));
    expect(res.statusCode, res.body).toBe(400);
    // Every lookup of a write must find its row of the tenant (catalogue-lookups.ts), the card first of all.
    expect(res.json()).toMatchObject({
      code: 'LOOKUP_NOT_FOUND',
      message: 'Không tìm thấy Mã thẻ TT18-BETA',
      details: [{ path: '/ma_the' }],
    });
    const beta = await sql<{ so_du: string }>`SELECT so_du FROM sales_payment_cards
      WHERE tenant_id = ${betaTenantId} AND ma_the = 'TT18-BETA'`.execute(server.database.db);
    expect(Number(beta.rows[0]?.so_du)).toBe(900_000);
    expect(await entryCount('TT18-BETA')).toBe(0);
  });

  it('deleting an entry takes it back; editing its amount moves the balance by the difference', async () => {
    const card = await newPaymentCard('TT18-07', { so_du_dau: 0 });
    const topUp = await post('sales/payment-card-histories', entry('TT18-07', 'NAP', 500_000));
    const paid = await post('sales/payment-card-histories', entry('TT18-07', 'TIEU', 200_000));

    const edited = await call('PATCH', `sales/payment-card-histories/${paid._id}`, { so_tien: 150_000 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().so_du_sau).toBe(350_000);
    expect(await totalsOf(card._id)).toMatchObject({
      tien_nap: 500_000,
      tien_da_dung: 150_000,
      so_du: 350_000,
    });

    // A PUT making the payment larger than the top-up is refused, and changes nothing.
    const put = await call(
      'PUT',
      `sales/payment-card-histories/${paid._id}`,
      entry('TT18-07', 'TIEU', 500_001),
    );
    expect(put.statusCode, put.body).toBe(409);
    expect(put.json().code).toBe('CARD_BALANCE_INSUFFICIENT');
    expect(await totalsOf(card._id)).toMatchObject({ tien_da_dung: 150_000, so_du: 350_000 });

    // An edit that leaves the ledger alone (the description) posts nothing.
    const described = await call('PATCH', `sales/payment-card-histories/${paid._id}`, {
      dien_giai: 'Gội đầu',
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(await totalsOf(card._id)).toMatchObject({ tien_da_dung: 150_000, so_du: 350_000 });

    // The top-up was partly spent: deleting it is refused; deleting the payment first lets it go.
    const early = await call('DELETE', `sales/payment-card-histories/${topUp._id}`);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('CARD_BALANCE_INSUFFICIENT');
    expect(await entryCount('TT18-07')).toBe(2);
    expect((await call('DELETE', `sales/payment-card-histories/${paid._id}`)).statusCode).toBe(200);
    expect(await totalsOf(card._id)).toMatchObject({ tien_da_dung: 0, so_du: 500_000 });
    expect((await call('DELETE', `sales/payment-card-histories/${topUp._id}`)).statusCode).toBe(200);
    expect(await totalsOf(card._id)).toEqual({
      so_du_dau: 0,
      tien_nap: 0,
      tien_thuong: 0,
      tien_da_dung: 0,
      so_du: 0,
    });
  });

  it('moving an entry to another card takes it off the first and puts it on the second', async () => {
    const first = await newPaymentCard('TT18-08');
    const second = await newPaymentCard('TT18-09');
    const topUp = await post('sales/payment-card-histories', entry('TT18-08', 'NAP', 300_000));
    const moved = await call('PATCH', `sales/payment-card-histories/${topUp._id}`, { ma_the: 'TT18-09' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().so_du_sau).toBe(300_000);
    expect((await totalsOf(first._id)).so_du).toBe(0);
    expect((await totalsOf(second._id)).so_du).toBe(300_000);
  });

  it('a card with history is neither deleted nor re-coded (its entries would lose their card)', async () => {
    const card = await newPaymentCard('TT18-DEL');
    await post('sales/payment-card-histories', entry('TT18-DEL', 'NAP', 100_000));
    const deleted = await call('DELETE', `sales/payment-cards/${card._id}`);
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json()).toMatchObject({ code: 'RECORD_IN_USE' });
    expect(deleted.json().message).toContain('Lịch sử thẻ thanh toán');
    const recoded = await call('PATCH', `sales/payment-cards/${card._id}`, { ma_the: 'TT18-DEL2' });
    expect(recoded.statusCode, recoded.body).toBe(409);
    expect(recoded.json()).toMatchObject({ code: 'RECORD_CODE_IN_USE' });
    expect(await totalsOf(card._id)).toMatchObject({ tien_nap: 100_000, so_du: 100_000 });
    expect((await cardOf(card._id)).ma_the).toBe('TT18-DEL');
    expect(await entryCount('TT18-DEL')).toBe(1);
  });

  it('an opening balance below what was spent is refused', async () => {
    const card = await newPaymentCard('TT18-10', { so_du_dau: 100_000 });
    await post('sales/payment-card-histories', entry('TT18-10', 'TIEU', 80_000));
    const res = await call('PATCH', `sales/payment-cards/${card._id}`, { so_du_dau: 50_000 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CARD_BALANCE_INSUFFICIENT',
      details: [{ path: '/so_du_dau' }],
    });
    expect(await totalsOf(card._id)).toMatchObject({ so_du_dau: 100_000, so_du: 20_000 });
  });

  it('refuses a negative top-up (400)', async () => {
    await newPaymentCard('TT18-11');
    const res = await call('POST', 'sales/payment-card-histories', entry('TT18-11', 'NAP', -1));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('CARD_AMOUNT_NEGATIVE');
  });
});

describe('customer cards: the points follow the ledger', () => {
  const newMemberCard = (ma_the: string, extra: Record<string, unknown> = {}) =>
    post('sales/customer-cards', {
      ma_the,
      ma_kh: 'K18-1',
      ma_loai_the: 'LK18',
      ngay_phat_hanh: '2031-01-01',
      trang_thai: '1',
      ...extra,
    });
  const event = (ma_the: string, loai_gd: string, diem: number, extra: Record<string, unknown> = {}) => ({
    ngay_ct: '2031-06-10',
    ma_the,
    loai_gd,
    diem,
    ...extra,
  });
  const pointsOf = async (id: string) =>
    ((await call('GET', `sales/customer-cards/${id}`)).json() as Row).diem;

  it('a new card has no points, whatever the client sends; earning, redeeming, editing and deleting move them', async () => {
    const card = await newMemberCard('KT18-01', { diem: 5000 });
    expect(card.diem).toBe(0);
    const earned = await post('sales/customer-card-histories', event('KT18-01', 'TD', 120));
    expect(await pointsOf(card._id)).toBe(120);
    await post('sales/customer-card-histories', event('KT18-01', 'DD', 20));
    expect(await pointsOf(card._id)).toBe(100);
    const edited = await call('PATCH', `sales/customer-card-histories/${earned._id}`, { diem: 150 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await pointsOf(card._id)).toBe(130);
    // An upgrade moves no points.
    await post('sales/customer-card-histories', event('KT18-01', 'NH', 0));
    expect(await pointsOf(card._id)).toBe(130);
    expect((await call('DELETE', `sales/customer-card-histories/${earned._id}`)).statusCode).toBe(409);
    const redeemed = (
      await call('GET', 'sales/customer-card-histories?ma_the=KT18-01&loai_gd=DD')
    ).json() as {
      items: Row[];
    };
    expect((await call('DELETE', `sales/customer-card-histories/${redeemed.items[0]!._id}`)).statusCode).toBe(
      200,
    );
    expect(await pointsOf(card._id)).toBe(150);
  });

  it('refuses redeeming more points than the card has (vi and en), and points on a locked card', async () => {
    const card = await newMemberCard('KT18-02');
    await post('sales/customer-card-histories', event('KT18-02', 'TD', 50));
    const count = await entryCount('KT18-02', 'sales_customer_card_histories');
    const over = await call('POST', 'sales/customer-card-histories', event('KT18-02', 'DD', 60));
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'CARD_POINTS_INSUFFICIENT',
      message: 'Điểm tích lũy của thẻ KT18-02 không đủ (hiện có 50 điểm)',
    });
    const english = await call('POST', 'sales/customer-card-histories', event('KT18-02', 'DD', 60), {
      'Accept-Language': 'en',
    });
    expect(english.json().message).toBe('Card KT18-02 does not have enough points (50 points now)');
    expect(await pointsOf(card._id)).toBe(50);
    expect(await entryCount('KT18-02', 'sales_customer_card_histories')).toBe(count);

    await newMemberCard('KT18-03', { trang_thai: '2' });
    const locked = await call('POST', 'sales/customer-card-histories', event('KT18-03', 'TD', 10));
    expect(locked.statusCode, locked.body).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'CARD_LOCKED', message: 'Thẻ KT18-03 đã bị khóa' });
    expect(await entryCount('KT18-03', 'sales_customer_card_histories')).toBe(0);
  });
});

describe('the demo tenant’s cards agree with their ledgers', () => {
  it('every payment card’s totals and balance are its history’s, every entry stamped; every member card’s points too', async () => {
    const payment = await sql<{ ma_the: string; ok: boolean }>`
      SELECT c.ma_the,
        c.so_du = c.so_du_dau + c.tien_nap + c.tien_thuong - c.tien_da_dung
        AND c.so_du >= 0
        AND c.tien_nap = coalesce(sum(CASE WHEN h.loai_gd = 'NAP' OR (h.loai_gd = 'CHUYEN' AND h.so_tien > 0)
          THEN h.so_tien END), 0)
        AND c.tien_thuong = coalesce(sum(CASE WHEN h.loai_gd = 'THUONG' OR (h.loai_gd = 'DC' AND h.so_tien > 0)
          THEN h.so_tien END), 0)
        AND c.tien_da_dung = coalesce(sum(CASE WHEN h.loai_gd = 'TIEU' THEN h.so_tien
          WHEN h.loai_gd = 'HOAN' THEN -h.so_tien
          WHEN h.loai_gd IN ('CHUYEN', 'DC') AND h.so_tien < 0 THEN -h.so_tien END), 0)
        AND count(h._id) = count(h.so_du_sau) AS ok
      FROM sales_payment_cards c
      JOIN tenants t ON t.id = c.tenant_id AND t.code = 'demo'
      LEFT JOIN sales_payment_card_histories h ON h.tenant_id = c.tenant_id AND h.ma_the = c.ma_the
      WHERE c.ma_the NOT LIKE 'TT18-%'
      GROUP BY c._id`.execute(server.database.db);
    expect(payment.rows.length).toBeGreaterThan(0);
    expect(payment.rows.filter((row) => !row.ok)).toEqual([]);

    const members = await sql<{ ma_the: string; ok: boolean }>`
      SELECT c.ma_the, c.diem >= 0 AND c.diem = coalesce(sum(CASE WHEN h.loai_gd IN ('PH', 'TD') THEN h.diem
        WHEN h.loai_gd = 'DD' THEN -h.diem END), 0) AS ok
      FROM sales_customer_cards c
      JOIN tenants t ON t.id = c.tenant_id AND t.code = 'demo'
      LEFT JOIN sales_customer_card_histories h ON h.tenant_id = c.tenant_id AND h.ma_the = c.ma_the
      WHERE c.ma_the NOT LIKE 'KT18-%'
      GROUP BY c._id`.execute(server.database.db);
    expect(members.rows.length).toBeGreaterThan(0);
    expect(members.rows.filter((row) => !row.ok)).toEqual([]);
  });
});
