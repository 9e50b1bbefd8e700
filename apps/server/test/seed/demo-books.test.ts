import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notePhrases } from '../../src/seed/demo-phrases.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';
import { tenantIdOf } from '../helpers/notification-fixtures.js';

/**
 * The demo tenant's books as a spa owner reads them: customers owe what their sales left unpaid (and a few small
 * debts carried into the year), receipts collect no more than is owed, funds never run dry, and every cash or bank
 * voucher says what it is for.
 */

let server: TestServer;
let tenantId: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  tenantId = await tenantIdOf(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(() => server.close());

const rowsOf = async <T>(query: RawBuilder<T>): Promise<T[]> =>
  (await query.execute(server.database.db)).rows;

/** A small prepaid deposit is believable; tens of millions of credit with no sales are not. */
const CREDIT_FLOOR = -1_000_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('the demo books', () => {
  it('leaves no customer with more than a small credit on receivables, at the end of any day', async () => {
    const lows = await rowsOf(
      sql<{ ma_kh: string; ngay_ct: string; balance: string }>`
        WITH daily AS (
          SELECT ma_kh, ngay_ct, sum(so_tien) AS moved FROM account_ledger
          WHERE tenant_id = ${tenantId} AND tk = '131' AND ma_kh IS NOT NULL GROUP BY ma_kh, ngay_ct
        ), running AS (
          SELECT ma_kh, ngay_ct, sum(moved) OVER (PARTITION BY ma_kh ORDER BY ngay_ct) AS balance FROM daily
        )
        SELECT ma_kh, to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct, balance::text FROM running
        WHERE balance < ${CREDIT_FLOOR}`,
    );
    expect(lows).toEqual([]);
    const [counts] = await rowsOf(
      sql<{ credit: number; debit: number }>`
        SELECT count(*) FILTER (WHERE b < 0)::int AS credit, count(*) FILTER (WHERE b > 0)::int AS debit
        FROM (SELECT ma_kh, sum(so_tien) AS b FROM account_ledger
              WHERE tenant_id = ${tenantId} AND tk = '131' AND ma_kh IS NOT NULL GROUP BY ma_kh) x`,
    );
    // A few deposits paid ahead at most; some customers still owe.
    expect(counts!.credit).toBeLessThanOrEqual(3);
    expect(counts!.debit).toBeGreaterThan(0);
  });

  it('opens the year with small customer debts on receivables, a deposit or two, no other account', async () => {
    const openings = await rowsOf(
      sql<{ nam: number; tk: string; du_no: string; du_co: string }>`
        SELECT nam, tk, du_no::text, du_co::text FROM accounting_customer_balances WHERE tenant_id = ${tenantId}`,
    );
    expect(openings.length).toBeGreaterThan(3);
    const year = new Date().getUTCFullYear();
    for (const o of openings) {
      expect(o.nam).toBe(year);
      expect(o.tk).toBe('131');
      // One side each: a debt of at most a few million, or a small deposit.
      expect(Number(o.du_no) === 0 || Number(o.du_co) === 0).toBe(true);
      expect(Number(o.du_no)).toBeLessThanOrEqual(5_000_000);
      expect(Number(o.du_co)).toBeLessThanOrEqual(500_000);
    }
    expect(openings.filter((o) => Number(o.du_co) > 0).length).toBeLessThanOrEqual(3);
  });

  it('collects no more on a day from a customer than they owed before it', async () => {
    const over = await rowsOf(
      sql<{ ma_kh: string; ngay_ct: string; collected: string; owed: string }>`
        WITH collected AS (
          SELECT ma_kh, ngay_ct, sum(ps_co) AS collected FROM account_ledger
          WHERE tenant_id = ${tenantId} AND tk = '131' AND ma_kh IS NOT NULL
            AND source IN ('receive-invoices', 'bank-receive-invoices')
          GROUP BY ma_kh, ngay_ct
        )
        SELECT c.ma_kh, to_char(c.ngay_ct, 'YYYY-MM-DD') AS ngay_ct, c.collected::text,
          coalesce((SELECT sum(l.so_tien) FROM account_ledger l
                    WHERE l.tenant_id = ${tenantId} AND l.tk = '131' AND l.ma_kh = c.ma_kh
                      AND l.ngay_ct < c.ngay_ct), 0)::text AS owed
        FROM collected c`,
    );
    expect(over.length).toBeGreaterThan(0);
    expect(over.filter((row) => Number(row.collected) > Number(row.owed))).toEqual([]);
  });

  it('says what each cash and bank voucher is for, never a note meant for something else', async () => {
    const generic = new Set<string>(notePhrases);
    const said: { table: string; dien_giai: string | null; ma_kh?: string | null }[] = [];
    for (const table of [
      'accounting_cash_receipts',
      'accounting_bank_receipts',
      'accounting_cash_payments',
      'accounting_bank_payments',
    ]) {
      const heads = await rowsOf(
        sql<{ dien_giai: string | null }>`
          SELECT dien_giai FROM ${sql.table(table)} WHERE tenant_id = ${tenantId}`,
      );
      const lines = await rowsOf(
        sql<{ dien_giai: string | null }>`
          SELECT dien_giai FROM ${sql.table(`${table}_lines`)} WHERE tenant_id = ${tenantId}`,
      );
      expect(heads.length).toBeGreaterThan(5);
      said.push(...[...heads, ...lines].map((row) => ({ table, dien_giai: row.dien_giai })));
    }
    expect(said.filter((s) => !s.dien_giai || generic.has(s.dien_giai))).toEqual([]);
    // A receipt naming a customer collects their debt; one naming nobody is other income or a transfer.
    const receipts = await rowsOf(
      sql<{ ma_kh: string | null; dien_giai: string; tk_co: string }>`
        SELECT h.ma_kh, h.dien_giai, l.tk_co FROM accounting_cash_receipts h
        JOIN accounting_cash_receipts_lines l ON l.header_id = h._id AND l.tenant_id = h.tenant_id
        WHERE h.tenant_id = ${tenantId}
        UNION ALL
        SELECT h.ma_kh, h.dien_giai, l.tk_co FROM accounting_bank_receipts h
        JOIN accounting_bank_receipts_lines l ON l.header_id = h._id AND l.tenant_id = h.tenant_id
        WHERE h.tenant_id = ${tenantId}`,
    );
    for (const r of receipts)
      if (r.ma_kh) {
        expect(r.tk_co).toBe('131');
        expect(r.dien_giai).toMatch(/^Thu (một phần )?nợ /);
      } else expect(['711', '515', '1111', '1121']).toContain(r.tk_co);
  });

  it('never takes a branch’s cash fund or bank account below nothing', async () => {
    const lows = await rowsOf(
      sql<{ tk: string; ma_dvcs: string; ngay_ct: string; balance: string }>`
        WITH daily AS (
          SELECT tk, ma_dvcs, ngay_ct, sum(so_tien) AS moved FROM account_ledger
          WHERE tenant_id = ${tenantId} AND tk IN ('1111', '1121') GROUP BY tk, ma_dvcs, ngay_ct
        ), running AS (
          SELECT tk, ma_dvcs, ngay_ct, sum(moved) OVER (PARTITION BY tk, ma_dvcs ORDER BY ngay_ct) AS balance
          FROM daily
        )
        SELECT tk, ma_dvcs, to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct, balance::text FROM running
        WHERE balance < 0`,
    );
    expect(lows).toEqual([]);
  });

  it('shows a positive debt in the sales debt report, as Customer 360 and the ledger sum it', async () => {
    const today = new Date();
    const from = iso(new Date(today.getTime() - 90 * 86_400_000));
    const res = await call(
      server.app,
      'GET',
      `/api/sales/reports/sale-debt-revenue?fromDate=${from}&toDate=${iso(today)}`,
      { token: admin },
    );
    expect(res.statusCode).toBe(200);
    const report = res.json() as {
      items: { ma_kh: string; con_no: number; no_dau: number }[];
      totals: Record<string, number>;
    };
    expect(Number(report.totals.con_no)).toBeGreaterThan(0);
    // What customers owed as the period opened: their debts carried into the year, less what was paid.
    if (from > `${today.getUTCFullYear()}-01-01`) expect(Number(report.totals.no_dau)).toBeGreaterThan(0);
    const top = [...report.items].sort((a, b) => Number(b.con_no) - Number(a.con_no))[0]!;
    const [ledger] = await rowsOf(
      sql<{ n: string; id: string }>`
        SELECT (SELECT sum(so_tien) FROM account_ledger
                WHERE tenant_id = ${tenantId} AND tk = '131' AND ma_kh = ${top.ma_kh})::text AS n,
          (SELECT _id::text FROM customers WHERE tenant_id = ${tenantId} AND ma_kh = ${top.ma_kh}) AS id`,
    );
    expect(Number(top.con_no)).toBe(Number(ledger!.n));
    const summary = await call(server.app, 'GET', `/api/crm/partners/${ledger!.id}/summary`, {
      token: admin,
    });
    expect(summary.statusCode).toBe(200);
    expect(Number((summary.json() as { debt: number }).debt)).toBe(Number(ledger!.n));
  });
});
