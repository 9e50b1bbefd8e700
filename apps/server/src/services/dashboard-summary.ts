import type { DashboardSummary } from '@sen/domain';
import { LEDGER_ACCOUNTS } from '@sen/domain/resources';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RowScope } from '../routes/resource-sets/set-query.js';
import { scopeConditions } from './customer-timeline.js';

/**
 * The owner's dashboard for a day, each figure read as its own report or screen reads it:
 * - revenue (by branch and by payment type) and the 30-day trend: the account ledger's revenue (511) and output VAT
 *   (3331) of posted bills and retail orders less posted returns — what the sales revenue report counts (each
 *   voucher's t_tt); how it was paid: the same vouchers' entries on the cash, bank and prepaid-card accounts by
 *   payment type, what is left being the day's debt (131);
 * - new and returning customers: the customers of the day's posted sales, new when the ledger holds no earlier
 *   sale of theirs (any branch);
 * - top services: lines of the same vouchers (service products, loai_vt DV); top staff: their salespeople;
 * - appointments by status, rooms and tables in use: the rows of those screens within the user's scope of them.
 * Amounts are whole VND (bigint in the database, summed as numeric and sent as numbers).
 */

type Db = Kysely<unknown>;

/** The vouchers the sales revenue report counts: sales, and returns taken off. */
const SALE_SOURCES = ['bills', 'retail-orders'] as const;
const SALES_AND_RETURNS = [...SALE_SOURCES, 'returns'] as const;
const REVENUE_ACCOUNTS = [LEDGER_ACCOUNTS.revenue, LEDGER_ACCOUNTS.vat];
/** Accounts a sale's entries touch that are not a payment: the receivable and revenue with its tax. */
const NOT_PAYMENT_ACCOUNTS = [LEDGER_ACCOUNTS.receivable, ...REVENUE_ACCOUNTS];

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));
/** A branch list for IN (never empty: '' matches no branch code). */
const branchList = (branches: readonly string[]) => sql.join([...branches, '']);

export type LedgerScope = { tenantId: string; branches: readonly string[]; day: string };

const num = (value: string | number | null | undefined): number => Number(value ?? 0);

/** The day's revenue and posted sales per branch, from the ledger. */
export const revenueByBranch = async (db: Db, { tenantId, branches, day }: LedgerScope) =>
  (
    await sql<{ ma_dvcs: string; total: string; vouchers: number }>`
      SELECT ma_dvcs, (-sum(so_tien))::text AS total,
        count(DISTINCT source_id) FILTER (WHERE source <> 'returns')::int AS vouchers
      FROM account_ledger
      WHERE tenant_id = ${tenantId} AND tk IN (${list(REVENUE_ACCOUNTS)}) AND ngay_ct = ${day}::date
        AND ma_dvcs IN (${branchList(branches)}) AND source IN (${list(SALES_AND_RETURNS)})
      GROUP BY ma_dvcs`.execute(db)
  ).rows.map((row) => ({ ma_dvcs: row.ma_dvcs, total: num(row.total), vouchers: row.vouchers }));

/**
 * How the day's sales were paid: their entries on the accounts money came into (cash, bank, prepaid-card
 * liability 3387 for card payments), refunds of returns taken off, per payment type ('CARD' for prepaid cards; an
 * account's own code when no payment type is named).
 */
export const paymentsOfDay = async (db: Db, { tenantId, branches, day }: LedgerScope) =>
  (
    await sql<{ key: string; ma_httt: string | null; tk: string; total: string }>`
      SELECT CASE WHEN tk = ${LEDGER_ACCOUNTS.prepaidCard} THEN 'CARD' ELSE coalesce(nullif(ma_httt, ''), 'TK:' || tk) END AS key,
        CASE WHEN tk = ${LEDGER_ACCOUNTS.prepaidCard} THEN NULL ELSE nullif(ma_httt, '') END AS ma_httt,
        min(tk) AS tk, sum(so_tien)::text AS total
      FROM account_ledger
      WHERE tenant_id = ${tenantId} AND ngay_ct = ${day}::date AND ma_dvcs IN (${branchList(branches)})
        AND source IN (${list(SALES_AND_RETURNS)}) AND tk NOT IN (${list(NOT_PAYMENT_ACCOUNTS)})
      GROUP BY 1, 2`.execute(db)
  ).rows.map((row) => ({ ...row, total: num(row.total) }));

/** Revenue per day from `from` to `to` (days with none left out). */
export const revenueByDay = async (
  db: Db,
  { tenantId, branches }: Omit<LedgerScope, 'day'>,
  from: string,
  to: string,
): Promise<Map<string, number>> => {
  const rows = (
    await sql<{ day: string; total: string }>`
      SELECT to_char(ngay_ct, 'YYYY-MM-DD') AS day, (-sum(so_tien))::text AS total
      FROM account_ledger
      WHERE tenant_id = ${tenantId} AND tk IN (${list(REVENUE_ACCOUNTS)})
        AND ngay_ct BETWEEN ${from}::date AND ${to}::date
        AND ma_dvcs IN (${branchList(branches)}) AND source IN (${list(SALES_AND_RETURNS)})
      GROUP BY ngay_ct`.execute(db)
  ).rows;
  return new Map(rows.map((row) => [row.day, num(row.total)]));
};

/**
 * The day's customers: those of its posted sales, new when no sale of theirs was posted before the day (in any
 * branch), and the sales to no named customer.
 */
export const customersOfDay = async (
  db: Db,
  { tenantId, branches, day }: LedgerScope,
): Promise<NonNullable<DashboardSummary['customers']>> => {
  const row = (
    await sql<{ customers: number; returning: number; walk_in: number }>`
      WITH sales AS (
        SELECT source_id, nullif(ma_kh, '') AS ma_kh FROM account_ledger
        WHERE tenant_id = ${tenantId} AND tk = ${LEDGER_ACCOUNTS.revenue} AND ngay_ct = ${day}::date
          AND ma_dvcs IN (${branchList(branches)}) AND source IN (${list(SALE_SOURCES)})
      ), buyers AS (SELECT DISTINCT ma_kh FROM sales WHERE ma_kh IS NOT NULL)
      SELECT (SELECT count(*) FROM buyers)::int AS customers,
        (SELECT count(*) FROM buyers b WHERE EXISTS (
          SELECT 1 FROM account_ledger p
          WHERE p.tenant_id = ${tenantId} AND p.ma_kh = b.ma_kh AND p.tk = ${LEDGER_ACCOUNTS.revenue}
            AND p.ngay_ct < ${day}::date AND p.source IN (${list(SALE_SOURCES)})))::int AS returning,
        (SELECT count(DISTINCT source_id) FROM sales WHERE ma_kh IS NULL)::int AS walk_in`.execute(db)
  ).rows[0];
  return {
    new: (row?.customers ?? 0) - (row?.returning ?? 0),
    returning: row?.returning ?? 0,
    walk_in: row?.walk_in ?? 0,
  };
};

/** The headers (or lines) of the day's posted sales and returns, returns negated: one SELECT per source. */
const postedVouchers = (
  { tenantId, branches, day }: LedgerScope,
  select: (sign: RawBuilder<number>) => RawBuilder<unknown>,
  overLines: boolean,
) =>
  sql.join(
    (
      [
        ['bills', 'sales_bills', 1],
        ['retail-orders', 'sales_retail_orders', 1],
        ['returns', 'sales_returns', -1],
      ] as const
    ).map(
      ([source, table, sign]) => sql`
        SELECT ${select(sql.lit(sign))}
        FROM ${overLines ? sql`${sql.table(`${table}_lines`)} l JOIN ${sql.table(table)} h ON h._id = l.header_id` : sql`${sql.table(table)} h`}
        WHERE h.tenant_id = ${tenantId} AND h.ngay_ct = ${day}::date AND h.ma_dvcs IN (${branchList(branches)})
          AND EXISTS (SELECT 1 FROM account_ledger x
            WHERE x.tenant_id = ${tenantId} AND x.source = ${source} AND x.source_id = h._id)`,
    ),
    sql` UNION ALL `,
  );

/** The day's five services (loai_vt DV) of most revenue: quantity and revenue of their lines, returns taken off. */
export const topServices = async (
  db: Db,
  scope: LedgerScope,
): Promise<NonNullable<DashboardSummary['top_services']>> =>
  (
    await sql<{ ma_vt: string; ten_vt: string | null; quantity: number; total: string }>`
      SELECT v.ma_vt, coalesce(max(p.ten_vt), max(v.ten_vt)) AS ten_vt, sum(v.quantity)::float8 AS quantity,
        sum(v.total)::text AS total
      FROM (${postedVouchers(
        scope,
        (sign) =>
          sql`l.ma_vt, l.ten_vt, ${sign} * coalesce(l.so_luong, 0) AS quantity, ${sign} * coalesce(l.thanh_tien, 0) AS total`,
        true,
      )}) v
      JOIN products p ON p.tenant_id = ${scope.tenantId} AND p.ma_vt = v.ma_vt AND p.loai_vt = 'DV'
      GROUP BY v.ma_vt
      ORDER BY sum(v.total) DESC, v.ma_vt
      LIMIT 5`.execute(db)
  ).rows.map((row) => ({
    ma_vt: row.ma_vt,
    ten_vt: row.ten_vt ?? row.ma_vt,
    quantity: row.quantity,
    total: num(row.total),
  }));

/** The day's five salespeople of most revenue (their sales less their returns) and how many sales they made. */
export const topStaff = async (
  db: Db,
  scope: LedgerScope,
): Promise<NonNullable<DashboardSummary['top_staff']>> =>
  (
    await sql<{ ma_nvbh: string; ten_nvbh: string | null; vouchers: number; total: string }>`
      SELECT v.ma_nvbh, coalesce(max(s.ten_nvbh), max(v.ten_nvbh)) AS ten_nvbh,
        count(*) FILTER (WHERE v.sign > 0)::int AS vouchers, sum(v.total)::text AS total
      FROM (${postedVouchers(
        scope,
        (sign) => sql`h.ma_nvbh, h.ten_nvbh, ${sign} AS sign, ${sign} * coalesce(h.t_tt, 0) AS total`,
        false,
      )}) v
      LEFT JOIN sales_salers s ON s.tenant_id = ${scope.tenantId} AND s.ma_nvbh = v.ma_nvbh
      WHERE coalesce(v.ma_nvbh, '') <> ''
      GROUP BY v.ma_nvbh
      ORDER BY sum(v.total) DESC, v.ma_nvbh
      LIMIT 5`.execute(db)
  ).rows.map((row) => ({
    ma_nvbh: row.ma_nvbh,
    ten_nvbh: row.ten_nvbh ?? row.ma_nvbh,
    vouchers: row.vouchers,
    total: num(row.total),
  }));

const and = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` AND `);

/** The day's appointments within the user's scope of them, per status. */
export const appointmentsOfDay = async (
  db: Db,
  scope: RowScope,
  day: string,
): Promise<Map<string, number>> => {
  const rows = (
    await sql<{ trang_thai: string | null; n: number }>`
      SELECT t.trang_thai, count(*)::int AS n FROM crm_tasks t
      WHERE ${and(scopeConditions('t', scope))} AND t.ngay_hen = ${day}::date
      GROUP BY t.trang_thai`.execute(db)
  ).rows;
  return new Map(rows.map((row) => [row.trang_thai ?? '0', row.n]));
};

/** A place table's use now within the user's scope: in use (status 1) of those not out of order (9). */
export const placesInUse = async (
  db: Db,
  table: 'sales_rooms' | 'sales_restaurant_tables',
  scope: RowScope,
): Promise<{ in_use: number; total: number }> => {
  const row = (
    await sql<{ in_use: number; total: number }>`
      SELECT count(*) FILTER (WHERE t.trang_thai = '1')::int AS in_use,
        count(*) FILTER (WHERE coalesce(t.trang_thai, '0') <> '9')::int AS total
      FROM ${sql.table(table)} t WHERE ${and(scopeConditions('t', scope))}`.execute(db)
  ).rows[0];
  return { in_use: row?.in_use ?? 0, total: row?.total ?? 0 };
};

/** Names of the payment types and accounts the payment breakdown names. */
export const paymentNames = async (
  db: Db,
  tenantId: string,
  codes: { types: string[]; accounts: string[] },
): Promise<{ types: Map<string, string>; accounts: Map<string, string> }> => {
  const [types, accounts] = await Promise.all([
    codes.types.length
      ? sql<{ code: string; name: string }>`
          SELECT ma_httt AS code, ten_httt AS name FROM sales_payment_types
          WHERE tenant_id = ${tenantId} AND ma_httt IN (${list(codes.types)})`.execute(db)
      : { rows: [] },
    codes.accounts.length
      ? sql<{ code: string; name: string }>`
          SELECT tk AS code, ten_tk AS name FROM accounting_accounts
          WHERE tenant_id = ${tenantId} AND tk IN (${list(codes.accounts)})`.execute(db)
      : { rows: [] },
  ]);
  return {
    types: new Map(types.rows.map((r) => [r.code, r.name])),
    accounts: new Map(accounts.rows.map((r) => [r.code, r.name])),
  };
};

/** The branches' names, in code order. */
export const branchNames = async (db: Db, tenantId: string, branches: readonly string[]) =>
  (
    await sql<{ ma_dvcs: string; ten_dvcs: string }>`
      SELECT ma_dvcs, ten_dvcs FROM branches
      WHERE tenant_id = ${tenantId} AND ma_dvcs IN (${branchList(branches)})
      ORDER BY ma_dvcs`.execute(db)
  ).rows;

/** 'YYYY-MM-DD' `days` days before `day`. */
export const dayBefore = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};
