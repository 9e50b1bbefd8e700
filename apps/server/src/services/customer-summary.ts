import type { CustomerSummary } from '@sen/domain/resources';
import { sql, type Kysely } from 'kysely';
import type { RowScope } from '../routes/resource-sets/set-query.js';
import { scopeConditions } from './customer-timeline.js';

/**
 * The balances of a customer's page (Customer 360), each read as its own screen or report reads it and only when the
 * user may read that (else null, never a refusal of the page):
 * - debt: the receivable (131) of the account ledger in the branches, as the sales debt report sums it;
 * - cards: the customer's prepaid cards and their balances (sales_payment_cards);
 * - packages: their packages with sessions left (sales_customer_packages);
 * - points: the loyalty points on their membership cards (sales_customer_cards.diem, kept by the points ledger).
 */

type Db = Kysely<unknown>;

const and = (conditions: ReturnType<typeof scopeConditions>) => sql.join(conditions, sql` AND `);

export const customerDebt = async (
  db: Db,
  tenantId: string,
  ma_kh: string,
  branches: readonly string[],
): Promise<number> => {
  const row = (
    await sql<{ n: string | null }>`
      SELECT sum(so_tien)::text AS n FROM account_ledger
      WHERE tenant_id = ${tenantId} AND ma_kh = ${ma_kh} AND tk = '131'
        AND ma_dvcs IN (${sql.join([...branches, ''])})`.execute(db)
  ).rows[0];
  return Number(row?.n ?? 0);
};

export const customerCards = async (
  db: Db,
  scope: RowScope,
  ma_kh: string,
): Promise<NonNullable<CustomerSummary['cards']>> =>
  (
    await sql<{
      _id: string;
      ma_the: string;
      ma_loai_the: string | null;
      so_du: string | null;
      trang_thai: string | null;
      ngay_het_han: string | null;
    }>`
      SELECT t._id::text AS _id, t.ma_the, t.ma_loai_the, t.so_du::text AS so_du, t.trang_thai,
        to_char(t.ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han
      FROM sales_payment_cards t
      WHERE ${and(scopeConditions('t', scope))} AND t.ma_kh = ${ma_kh}
      ORDER BY t.trang_thai = '1' DESC, t.ngay_phat_hanh DESC NULLS LAST, t.ma_the
      LIMIT 50`.execute(db)
  ).rows.map((row) => ({ ...row, so_du: Number(row.so_du ?? 0) }));

export const customerPackages = async (
  db: Db,
  scope: RowScope,
  ma_kh: string,
): Promise<NonNullable<CustomerSummary['packages']>> =>
  (
    await sql<{
      _id: string;
      ma_lt: string;
      ten_goi: string | null;
      ten_dv: string | null;
      so_buoi: number | null;
      so_buoi_con: number | null;
      ngay_het_han: string | null;
    }>`
      SELECT t._id::text AS _id, t.ma_lt, t.ten_goi, t.ten_dv, t.so_buoi::float8 AS so_buoi,
        t.so_buoi_con::float8 AS so_buoi_con, to_char(t.ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han
      FROM sales_customer_packages t
      WHERE ${and(scopeConditions('t', scope))} AND t.ma_kh = ${ma_kh} AND t.so_buoi_con > 0
      ORDER BY t.ngay_mua DESC NULLS LAST, t.ma_lt
      LIMIT 50`.execute(db)
  ).rows.map((row) => ({ ...row, so_buoi: row.so_buoi ?? 0, so_buoi_con: row.so_buoi_con ?? 0 }));

export const customerPoints = async (db: Db, scope: RowScope, ma_kh: string): Promise<number> => {
  const row = (
    await sql<{ n: number | null }>`
      SELECT sum(t.diem)::float8 AS n FROM sales_customer_cards t
      WHERE ${and(scopeConditions('t', scope))} AND t.ma_kh = ${ma_kh}`.execute(db)
  ).rows[0];
  return row?.n ?? 0;
};

/** The names beside the header's codes: level and tag (with their colours), group, salesperson, branch. */
export type HeaderNames = {
  ten_hang: string | null;
  mau_hang: string | null;
  ten_nhan: string | null;
  mau_nhan: string | null;
  ten_nhom_kh: string | null;
  /** The salesperson's name as the salespeople list has it (for a customer stored without it). */
  ten_nvbh: string | null;
  ten_dvcs: string | null;
};

export const headerNames = async (
  db: Db,
  tenantId: string,
  row: { ma_hang?: unknown; ma_nhan?: unknown; ma_nhom_kh?: unknown; ma_nvbh?: unknown; ma_dvcs?: unknown },
): Promise<HeaderNames> => {
  const code = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const found = (
    await sql<HeaderNames>`
      SELECT
        (SELECT ten_hang FROM crm_levels WHERE tenant_id = ${tenantId} AND ma_hang = ${code(row.ma_hang)}) AS ten_hang,
        (SELECT nullif(mau_sac, '') FROM crm_levels WHERE tenant_id = ${tenantId} AND ma_hang = ${code(row.ma_hang)}) AS mau_hang,
        (SELECT ten_nhan FROM crm_tags WHERE tenant_id = ${tenantId} AND ma_nhan = ${code(row.ma_nhan)}) AS ten_nhan,
        (SELECT nullif(mau_sac, '') FROM crm_tags WHERE tenant_id = ${tenantId} AND ma_nhan = ${code(row.ma_nhan)}) AS mau_nhan,
        (SELECT ten_nhom_kh FROM sales_customer_groups
          WHERE tenant_id = ${tenantId} AND ma_nhom_kh = ${code(row.ma_nhom_kh)}) AS ten_nhom_kh,
        (SELECT ten_nvbh FROM sales_salers WHERE tenant_id = ${tenantId} AND ma_nvbh = ${code(row.ma_nvbh)}) AS ten_nvbh,
        (SELECT ten_dvcs FROM branches WHERE tenant_id = ${tenantId} AND ma_dvcs = ${code(row.ma_dvcs)}) AS ten_dvcs`.execute(
      db,
    )
  ).rows[0];
  return (
    found ?? {
      ten_hang: null,
      mau_hang: null,
      ten_nhan: null,
      mau_nhan: null,
      ten_nhom_kh: null,
      ten_nvbh: null,
      ten_dvcs: null,
    }
  );
};
