import { configValue, isTrue } from '@sen/domain';
import {
  earnersOf,
  earningDayOf,
  earningsOf,
  earningsPostNow,
  type CommissionRule,
  type EarningFacts,
  type EarningProduct,
  type EarningsPosting,
  type Saler,
  type WageRule,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { replaceLedgerEntries } from './ledger-entries.js';
import { configsOf, type PostingContext } from './stock-ledger.js';

/**
 * The employee ledger at work (rule: @sen/domain resources/sales/earnings-posting.ts). In the voucher's
 * transaction, its entries are replaced by what it earns its salesperson and technicians now: the rules it earns
 * by are read here (the salesperson's group and its commission rules, the products' kinds and groups, the
 * branch's wage rules, the technicians' names and levels), only those the voucher needs.
 */

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The salesperson with their commission group's default percent. */
const salerOf = async (ctx: PostingContext, ma_nvbh: string): Promise<Saler | null> =>
  (
    await sql<Saler>`
      SELECT s.ma_nvbh, coalesce(s.ten_nvbh, '') AS ten_nvbh, coalesce(s.ma_nhom, '') AS ma_nhom,
        coalesce(g.ty_le_hh, 0)::float8 AS ty_le_nhom
      FROM sales_salers s
      LEFT JOIN sales_commission_groups g ON g.tenant_id = s.tenant_id AND g.ma_nhom_hh = s.ma_nhom
        AND coalesce(g.trang_thai, true)
      WHERE s.tenant_id = ${ctx.tenantId} AND s.ma_nvbh = ${ma_nvbh}`.execute(ctx.trx)
  ).rows[0] ?? null;

/** The commission rules of a group valid on the day. */
const rulesOf = async (ctx: PostingContext, group: string, day: string): Promise<CommissionRule[]> =>
  (
    await sql<CommissionRule>`
      SELECT ma_hh, coalesce(loai_vt, '') AS loai_vt, coalesce(ma_nhom_vt, '') AS ma_nhom_vt,
        coalesce(ma_vt, '') AS ma_vt, coalesce(ty_le_hh, 0)::float8 AS ty_le_hh,
        coalesce(tien_hh, 0)::float8 AS tien_hh, to_char(tu_ngay, 'YYYY-MM-DD') AS tu_ngay,
        to_char(den_ngay, 'YYYY-MM-DD') AS den_ngay, coalesce(trang_thai, true) AS trang_thai
      FROM sales_commissions
      WHERE tenant_id = ${ctx.tenantId} AND ma_nhom_hh = ${group} AND tu_ngay <= ${day}
        AND (den_ngay IS NULL OR den_ngay >= ${day})`.execute(ctx.trx)
  ).rows;

/** The kinds and groups of the products and services the lines name. */
const productsOf = async (ctx: PostingContext, codes: readonly string[]) => {
  const rows = (
    await sql<EarningProduct & { ma_vt: string }>`
      SELECT ma_vt, coalesce(loai_vt, '') AS loai_vt, coalesce(ma_nhom_vt, '') AS ma_nhom_vt
      FROM products WHERE tenant_id = ${ctx.tenantId} AND ma_vt IN (${sql.join(codes)})
      UNION ALL
      SELECT ma_vt, 'DV' AS loai_vt, coalesce(ma_nhom_vt, '') AS ma_nhom_vt
      FROM stock_services WHERE tenant_id = ${ctx.tenantId} AND ma_vt IN (${sql.join(codes)})`.execute(
      ctx.trx,
    )
  ).rows;
  // A product's own row wins over a service of the same code.
  const byCode = new Map<string, EarningProduct>();
  for (const row of rows) if (!byCode.has(row.ma_vt)) byCode.set(row.ma_vt, row);
  return byCode;
};

/** The branch's wage rules for the services, valid on the day. */
const wagesOf = async (
  ctx: PostingContext,
  branch: string,
  services: readonly string[],
  day: string,
): Promise<WageRule[]> =>
  (
    await sql<WageRule>`
      SELECT ma_vt, cap_bac, coalesce(tien_cong, 0)::float8 AS tien_cong,
        coalesce(ty_le_cong, 0)::float8 AS ty_le_cong, to_char(tu_ngay, 'YYYY-MM-DD') AS tu_ngay,
        to_char(den_ngay, 'YYYY-MM-DD') AS den_ngay
      FROM sales_wages
      WHERE tenant_id = ${ctx.tenantId} AND ma_dvcs = ${branch} AND ma_vt IN (${sql.join(services)})
        AND tu_ngay <= ${day} AND (den_ngay IS NULL OR den_ngay >= ${day})`.execute(ctx.trx)
  ).rows;

/** The technicians' names and levels. */
const techniciansOf = async (ctx: PostingContext, codes: readonly string[]) =>
  new Map(
    (
      await sql<{ ma_nv: string; ten_nv: string; cap_bac: string }>`
        SELECT ma_nv, coalesce(ten_nv, '') AS ten_nv, coalesce(cap_bac, '') AS cap_bac FROM hr_employees
        WHERE tenant_id = ${ctx.tenantId} AND ma_nv IN (${sql.join(codes)})`.execute(ctx.trx)
    ).rows.map((row) => [row.ma_nv, row]),
  );

/** What the rule reads for a voucher that posts. */
const factsOf = async (
  ctx: PostingContext,
  posting: EarningsPosting,
  voucher: Row,
  flag: (name: string) => boolean,
): Promise<EarningFacts> => {
  const { ma_nvbh, technicians, goods } = earnersOf(voucher);
  const day = earningDayOf(posting, voucher);
  const saler = ma_nvbh ? await salerOf(ctx, ma_nvbh) : null;
  const rules = saler?.ma_nhom ? await rulesOf(ctx, saler.ma_nhom, day) : [];
  // Kinds and groups matter only to rules of a kind or a group.
  const products =
    goods.length > 0 && rules.some((rule) => !rule.ma_vt && (rule.loai_vt || rule.ma_nhom_vt))
      ? await productsOf(ctx, goods)
      : new Map<string, EarningProduct>();
  const wageAuto = posting.kind === 'service' && technicians.length > 0 && flag('sale_service_wage_auto');
  const wages = wageAuto && goods.length > 0 ? await wagesOf(ctx, text(voucher.ma_dvcs), goods, day) : [];
  const staff = technicians.length > 0 ? await techniciansOf(ctx, technicians) : new Map();
  return {
    saler,
    rules,
    product: (ma_vt) => products.get(ma_vt),
    wages,
    technician: (ma_nv) => staff.get(ma_nv),
    flag,
  };
};

/** Posts a voucher of an earning resource: `voucher` as now stored (null once deleted), `id` its _id. */
export const postEarnings = async (
  ctx: PostingContext,
  posting: EarningsPosting,
  id: string,
  voucher: Row | null,
): Promise<void> => {
  const configs = voucher ? await configsOf(ctx) : [];
  const flag = (name: string) => isTrue(configValue(configs, name));
  const entries =
    voucher && earningsPostNow(posting, voucher, flag)
      ? earningsOf(posting, voucher, await factsOf(ctx, posting, voucher, flag))
      : [];
  await replaceLedgerEntries(ctx, 'employee_ledger', id, voucher, entries);
};
