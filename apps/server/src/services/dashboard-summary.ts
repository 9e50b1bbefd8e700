import type { DashboardSummary } from '@sen/domain';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { resourceNamed } from '@sen/domain/resources';
import { scopedRows, type RowScope } from '../routes/resource-sets/set-query.js';
import { scopeConditions } from './customer-timeline.js';

/**
 * The owner's dashboard for a day, each figure read as its own report or screen reads it:
 * - revenue (by branch) and the 30-day trend: the sales days the posting layer keeps (posting/sales-days.ts) —
 *   posted bills and retail orders less posted returns, each voucher's t_tt, what the account ledger's revenue
 *   (511) and output VAT (3331) and the sales revenue report count; how it was paid: the same vouchers' entries on
 *   the account ledger's cash, bank and prepaid-card accounts by payment type, what is left being the day's debt;
 * - new and returning customers: the customers of the day's posted sales as the customers list filtered to the day
 *   answers them (the list the figure opens), new when no sale of theirs was posted on an earlier day (any branch);
 * - top services (service vouchers' lines, sales' lines of products of kind DV) and top staff (salespeople): the
 *   sales days too;
 * - appointments by status, rooms and tables in use: the rows of those screens within the user's scope of them.
 * Amounts are whole VND (bigint in the database, summed as numeric and sent as numbers).
 */

type Db = Kysely<unknown>;

/** The vouchers the sales revenue report counts: sales, and returns taken off. */

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));
/** A branch list for IN (never empty: '' matches no branch code). */
const branchList = (branches: readonly string[]) => sql.join([...branches, '']);

export type LedgerScope = { tenantId: string; branches: readonly string[]; day: string };

const num = (value: string | number | null | undefined): number => Number(value ?? 0);

/** The day's revenue and posted sales per branch (the sales days' REV). */
export const revenueByBranch = async (db: Db, { tenantId, branches, day }: LedgerScope) =>
  (
    await sql<{ ma_dvcs: string; total: string; vouchers: number }>`
      SELECT ma_dvcs, sum(total)::text AS total, sum(vouchers)::int AS vouchers
      FROM sales_day_totals
      WHERE tenant_id = ${tenantId} AND ngay_ct = ${day}::date AND ma_dvcs IN (${branchList(branches)})
        AND kind = 'REV' AND code = ''
      GROUP BY ma_dvcs`.execute(db)
  ).rows.map((row) => ({ ma_dvcs: row.ma_dvcs, total: num(row.total), vouchers: row.vouchers }));

/**
 * How the day's sales were paid (the sales days' PAY, from their account-ledger entries on the money accounts: cash,
 * bank, the prepaid cards' liability 3387), refunds of returns taken off, per payment type ('CARD' for prepaid
 * cards; 'TK:' and an account when no payment type is named).
 */
export const paymentsOfDay = async (db: Db, { tenantId, branches, day }: LedgerScope) =>
  (
    await sql<{ code: string; total: string }>`
      SELECT code, sum(total)::text AS total FROM sales_day_totals
      WHERE tenant_id = ${tenantId} AND kind = 'PAY' AND ngay_ct = ${day}::date
        AND ma_dvcs IN (${branchList(branches)})
      GROUP BY code`.execute(db)
  ).rows.map((row) => ({
    key: row.code,
    ma_httt: row.code === 'CARD' || row.code.startsWith('TK:') ? null : row.code,
    tk: row.code.startsWith('TK:') ? row.code.slice(3) : '',
    total: num(row.total),
  }));

/** Revenue per day from `from` to `to` (days with none left out). */
export const revenueByDay = async (
  db: Db,
  { tenantId, branches }: Omit<LedgerScope, 'day'>,
  from: string,
  to: string,
): Promise<Map<string, number>> => {
  const rows = (
    await sql<{ day: string; total: string }>`
      SELECT to_char(ngay_ct, 'YYYY-MM-DD') AS day, sum(total)::text AS total
      FROM sales_day_totals
      WHERE tenant_id = ${tenantId} AND ngay_ct BETWEEN ${from}::date AND ${to}::date
        AND ma_dvcs IN (${branchList(branches)}) AND kind = 'REV' AND code = ''
      GROUP BY ngay_ct`.execute(db)
  ).rows;
  return new Map(rows.map((row) => [row.day, num(row.total)]));
};

/**
 * The day's customers: those of its posted sales (the sales days' KH rows in the branches) that the customers list
 * filtered to the day shows in the user's scope of it (ngay_mua, derived-filters.ts: the same customers, so the
 * figure and the list it opens agree); new when it is their first day (NEW: no sale of theirs was posted on an
 * earlier day, in any branch); and the sales to no named customer. Read from the day's rows, each customer looked
 * up by its key only when the scope leaves some customers out (`everyCustomer` false: some branches, own
 * customers, an employee scope).
 */
export const customersOfDay = async (
  db: Db,
  { tenantId, branches, day }: LedgerScope,
  customers: { scope: RowScope; everyCustomer: boolean },
): Promise<NonNullable<DashboardSummary['customers']>> => {
  const partners = resourceNamed('partners')!;
  const listed = customers.everyCustomer
    ? sql``
    : sql`AND EXISTS (${scopedRows(db as never, partners, customers.scope)
        .select(sql`1`.as('one'))
        .where(sql<SqlBool>`${sql.ref(`${partners.table}.ma_kh`)} = s.code`)})`;
  const row = (
    await sql<{ customers: number; fresh: number; walk_in: number }>`
      SELECT
        (SELECT count(DISTINCT s.code) FROM sales_day_totals s
          WHERE s.tenant_id = ${tenantId} AND s.kind = 'KH' AND s.ngay_ct = ${day}::date
            AND s.ma_dvcs IN (${branchList(branches)}) AND s.vouchers > 0 ${listed})::int AS customers,
        (SELECT count(DISTINCT s.code) FROM sales_day_totals s
          WHERE s.tenant_id = ${tenantId} AND s.kind = 'NEW' AND s.ngay_ct = ${day}::date
            AND s.ma_dvcs IN (${branchList(branches)}) ${listed})::int AS fresh,
        (SELECT coalesce(sum(vouchers), 0) FROM sales_day_totals
          WHERE tenant_id = ${tenantId} AND kind = 'WALK' AND ngay_ct = ${day}::date
            AND ma_dvcs IN (${branchList(branches)}))::int AS walk_in`.execute(db)
  ).rows[0];
  return {
    new: row?.fresh ?? 0,
    returning: (row?.customers ?? 0) - (row?.fresh ?? 0),
    walk_in: row?.walk_in ?? 0,
  };
};

/**
 * The day's five services of most revenue: lines of service vouchers and sales' lines of products of kind DV,
 * returns taken off.
 */
export const topServices = async (
  db: Db,
  { tenantId, branches, day }: LedgerScope,
): Promise<NonNullable<DashboardSummary['top_services']>> =>
  (
    await sql<{ ma_vt: string; ten_vt: string | null; quantity: number; total: string }>`
      SELECT t.code AS ma_vt, t.quantity, t.total::text AS total,
        coalesce(
          (SELECT v.ten_vt FROM stock_services v WHERE v.tenant_id = ${tenantId} AND v.ma_vt = t.code),
          (SELECT p.ten_vt FROM products p WHERE p.tenant_id = ${tenantId} AND p.ma_vt = t.code)
        ) AS ten_vt
      FROM (
        SELECT code, sum(quantity)::float8 AS quantity, sum(total) AS total FROM sales_day_totals
        WHERE tenant_id = ${tenantId} AND ngay_ct = ${day}::date AND ma_dvcs IN (${branchList(branches)})
          AND kind = 'DV'
        GROUP BY code
        HAVING sum(total) <> 0 OR sum(quantity) <> 0
        ORDER BY sum(total) DESC, code
        LIMIT 5
      ) t
      ORDER BY t.total DESC, t.code`.execute(db)
  ).rows.map((row) => ({
    ma_vt: row.ma_vt,
    ten_vt: row.ten_vt ?? row.ma_vt,
    quantity: row.quantity,
    total: num(row.total),
  }));

/** The day's five salespeople of most revenue (their sales less their returns) and how many sales they made. */
export const topStaff = async (
  db: Db,
  { tenantId, branches, day }: LedgerScope,
): Promise<NonNullable<DashboardSummary['top_staff']>> =>
  (
    await sql<{ ma_nvbh: string; ten_nvbh: string | null; vouchers: number; total: string }>`
      SELECT t.code AS ma_nvbh, t.vouchers, t.total::text AS total,
        (SELECT s.ten_nvbh FROM sales_salers s WHERE s.tenant_id = ${tenantId} AND s.ma_nvbh = t.code) AS ten_nvbh
      FROM (
        SELECT code, sum(vouchers)::int AS vouchers, sum(total) AS total FROM sales_day_totals
        WHERE tenant_id = ${tenantId} AND ngay_ct = ${day}::date AND ma_dvcs IN (${branchList(branches)})
          AND kind = 'NV'
        GROUP BY code
        HAVING sum(total) <> 0 OR sum(vouchers) <> 0
        ORDER BY sum(total) DESC, code
        LIMIT 5
      ) t
      ORDER BY t.total DESC, t.code`.execute(db)
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
