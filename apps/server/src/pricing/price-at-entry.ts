import { configValue, formatDate, isTrue, type Resource } from '@sen/domain';
import {
  CANCELLED_VOUCHER_STATUS,
  pricedLineKinds,
  pricingFlagNames,
  priceVoucher,
  resourceCatalogue,
  type DiscountCodeRule,
  type DiscountRule,
  type GoldenHourRule,
  type PricedProduct,
  type PricingContext,
  type ProductPromotionRule,
  type RevenuePromotionRule,
} from '@sen/domain/resources';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { writeConfigs } from '../services/tenant-configs.js';
import { priceReturn } from './return-prices.js';

/**
 * Prices at entry on the server (rule: @sen/domain resources/sales/pricing.ts): before a bill, retail order or
 * service voucher is stored, its lines are priced by the tenant's rules, which are read here — the products' list
 * prices and tax rates, the customer's group and membership card, the branch's approved discounts and promotions,
 * its golden hours and the discount code the voucher names. The client's prices are never trusted: they stay only
 * where the tenant's manual flags say so. A discount code is checked under a lock on its row, so two cashiers can
 * never use its last use twice.
 */

type Values = Record<string, unknown>;
type Db = Transaction<Database>;

/** The resources priced at entry: sales by the tenant's rules, returns by their bill. */
export const pricedAtEntry = (resource: Resource): boolean =>
  pricingFlagNames[resource.name] !== undefined || resource.name === 'returns';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const linesOf = (record: Values): Values[] =>
  Array.isArray(record.chi_tiet) ? (record.chi_tiet as Values[]) : [];

/** 'HH:mm' in Vietnam time (UTC+07:00, no daylight saving). */
const vietnamTime = (at: Date): string => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);

/** List prices, names and tax rates of the products and services named (a product's own row wins). */
const productsOf = async (db: Db, tenantId: string, codes: readonly string[]) => {
  if (codes.length === 0) return {};
  const rows = (
    await sql<PricedProduct>`
      SELECT p.ma_vt, p.ten_vt, p.dvt, p.loai_vt, p.ma_nhom_vt, coalesce(p.gia_ban, 0)::float8 AS gia_ban,
        t.thue_suat::float8 AS thue_suat
      FROM products p LEFT JOIN taxes t ON t.tenant_id = p.tenant_id AND t.ma_thue = p.ma_thue
      WHERE p.tenant_id = ${tenantId} AND p.ma_vt IN (${sql.join(codes)})
      UNION ALL
      SELECT s.ma_vt, s.ten_vt, s.dvt, 'DV', s.ma_nhom_vt, coalesce(s.gia_ban, 0)::float8,
        t.thue_suat::float8
      FROM stock_services s LEFT JOIN taxes t ON t.tenant_id = s.tenant_id AND t.ma_thue = s.ma_thue
      WHERE s.tenant_id = ${tenantId} AND s.ma_vt IN (${sql.join(codes)})`.execute(db)
  ).rows;
  const byCode: Record<string, PricedProduct> = {};
  for (const row of rows) byCode[row.ma_vt] ??= row;
  return byCode;
};

/** The customer's group and its percent, their active membership card's type and its percent. */
const customerOf = async (db: Db, tenantId: string, ma_kh: string, day: string) => {
  const row = (
    await sql<{ ma_nhom_kh: string | null; ck_nhom: number; ma_loai_the: string | null; ck_the: number }>`
      SELECT c.ma_nhom_kh, coalesce(g.ck, 0)::float8 AS ck_nhom, card.ma_loai_the,
        coalesce(ct.ck, 0)::float8 AS ck_the
      FROM customers c
      LEFT JOIN sales_customer_groups g ON g.tenant_id = c.tenant_id AND g.ma_nhom_kh = c.ma_nhom_kh
        AND coalesce(g.trang_thai, true)
      LEFT JOIN LATERAL (
        SELECT ma_loai_the FROM sales_customer_cards k
        WHERE k.tenant_id = c.tenant_id AND k.ma_kh = c.ma_kh AND k.trang_thai = '1'
          AND k.ngay_phat_hanh <= ${day} AND (k.ngay_het_han IS NULL OR k.ngay_het_han >= ${day})
        ORDER BY k.ngay_phat_hanh DESC LIMIT 1) card ON true
      LEFT JOIN sales_card_types ct ON ct.tenant_id = c.tenant_id AND ct.ma_loai_the = card.ma_loai_the
        AND coalesce(ct.trang_thai, true)
      WHERE c.tenant_id = ${tenantId} AND c.ma_kh = ${ma_kh}`.execute(db)
  ).rows[0];
  return row ?? { ma_nhom_kh: null, ck_nhom: 0, ma_loai_the: null, ck_the: 0 };
};

/** The approved rule vouchers of a table valid at the branch on the day, each with its lines (a query). */
const approvedRules = (
  tenantId: string,
  table: string,
  branch: string,
  day: string,
  headerColumns: string,
  lineColumns: string,
) => sql`
  SELECT h._id, ${sql.raw(headerColumns)},
    coalesce((SELECT json_agg(json_build_object(${sql.raw(lineColumns)}) ORDER BY l.stt)
       FROM ${sql.table(`${table}_lines`)} l WHERE l.header_id = h._id), '[]'::json) AS lines
  FROM ${sql.table(table)} h
  WHERE h.tenant_id = ${tenantId} AND h.ma_dvcs = ${branch} AND h.ngay_duyet IS NOT NULL
    AND h.trang_thai <> ${CANCELLED_VOUCHER_STATUS}
    AND h.tu_ngay <= ${day} AND (h.den_ngay IS NULL OR h.den_ngay >= ${day})`;

const windowColumns = `h.so_ct, to_char(h.tu_ngay, 'YYYY-MM-DD') AS tu_ngay,
  to_char(h.den_ngay, 'YYYY-MM-DD') AS den_ngay, h.ma_nhom_kh`;

/** The rows of a query as one JSON array (none: []). */
const asJson = (query: ReturnType<typeof approvedRules>) =>
  sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${query}) r)`;

/**
 * The discounts, product promotions and revenue promotions (its lines the bands) approved and valid at the branch
 * on the day, read in one statement.
 */
const priceRulesOf = async (db: Db, tenantId: string, branch: string, day: string) => {
  const row = (
    await sql<{
      discounts: DiscountRule[];
      productPromotions: ProductPromotionRule[];
      revenuePromotions: (Omit<RevenuePromotionRule, 'bands'> & { lines: RevenuePromotionRule['bands'] })[];
    }>`SELECT
      ${asJson(
        approvedRules(
          tenantId,
          'sales_discounts',
          branch,
          day,
          `${windowColumns}, h.ma_loai_the`,
          `'ma_vt', l.ma_vt, 'ma_nhom_vt', l.ma_nhom_vt, 'ck', coalesce(l.ck, 0)::float8,
           'tien_ck', coalesce(l.tien_ck, 0)::float8`,
        ),
      )} AS discounts,
      ${asJson(
        approvedRules(
          tenantId,
          'sales_promotion_products',
          branch,
          day,
          windowColumns,
          `'ma_vt', l.ma_vt, 'so_luong_mua', coalesce(l.so_luong_mua, 0)::float8, 'ma_vt_km', l.ma_vt_km,
           'so_luong_km', coalesce(l.so_luong_km, 0)::float8, 'ck', coalesce(l.ck, 0)::float8,
           'gia_km', coalesce(l.gia_km, 0)::float8`,
        ),
      )} AS "productPromotions",
      ${asJson(
        approvedRules(
          tenantId,
          'sales_promotion_revenue',
          branch,
          day,
          windowColumns,
          `'doanh_so_tu', coalesce(l.doanh_so_tu, 0)::float8, 'doanh_so_den', l.doanh_so_den::float8,
           'ck', coalesce(l.ck, 0)::float8, 'tien_ck', coalesce(l.tien_ck, 0)::float8, 'ma_vt_km', l.ma_vt_km,
           'so_luong_km', coalesce(l.so_luong_km, 0)::float8`,
        ),
      )} AS "revenuePromotions"`.execute(db)
  ).rows[0]!;
  return {
    discounts: row.discounts,
    productPromotions: row.productPromotions,
    revenuePromotions: row.revenuePromotions.map(({ lines, ...rule }) => ({ ...rule, bands: lines })),
  };
};

const goldenHoursOf = async (db: Db, tenantId: string, branch: string, day: string) =>
  (
    await sql<GoldenHourRule>`
      SELECT ma_gio_vang, to_char(tu_ngay, 'YYYY-MM-DD') AS tu_ngay, to_char(den_ngay, 'YYYY-MM-DD') AS den_ngay,
        left(tu_gio, 5) AS tu_gio, left(den_gio, 5) AS den_gio, thu_trong_tuan, ma_nhom_vt,
        ma_vt, coalesce(ck, 0)::float8 AS ck, coalesce(gia_ban, 0)::float8 AS gia_ban
      FROM sales_golden_hours
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${branch} AND coalesce(trang_thai, true)
        AND tu_ngay <= ${day} AND (den_ngay IS NULL OR den_ngay >= ${day})`.execute(db)
  ).rows;

/** The resources whose vouchers may name a discount code: its uses are counted across them. */
const codeUsers = resourceCatalogue.filter((r) => pricingFlagNames[r.name] && 'ma_ck' in r.fields);

/**
 * The discount code the voucher names, locked: valid at its branch on its day (400 DISCOUNT_CODE_INVALID), and
 * not already used as many times as it may be by other vouchers that are not cancelled (409
 * DISCOUNT_CODE_USED_UP).
 */
const discountCodeOf = async (
  db: Db,
  tenantId: string,
  record: Values,
  id: string | null,
): Promise<DiscountCodeRule | null> => {
  const ma_ck = text(record.ma_ck);
  if (!ma_ck) return null;
  const day = text(record.ngay_ct);
  const branch = text(record.ma_dvcs);
  const code = (
    await sql<DiscountCodeRule & { so_lan_toi_da: number | null }>`
      SELECT ma_ck, ty_le_ck::float8 AS ty_le_ck, tien_ck::float8 AS tien_ck, so_lan_toi_da
      FROM discount_codes
      WHERE tenant_id = ${tenantId} AND ma_ck = ${ma_ck} AND ma_dvcs = ${branch} AND coalesce(trang_thai, true)
        AND ngay_hl_tu <= ${day} AND (ngay_hl_den IS NULL OR ngay_hl_den >= ${day})
      FOR UPDATE`.execute(db)
  ).rows[0];
  if (!code)
    throw new ApiError(400, 'DISCOUNT_CODE_INVALID', { ma_ck, ngay_ct: formatDate(day) }, [
      { in: 'body', path: '/ma_ck' },
    ]);
  if (code.so_lan_toi_da) {
    const used = (
      await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM (${sql.join(
          codeUsers.map(
            (r) => sql`SELECT _id FROM ${sql.table(r.table)}
              WHERE tenant_id = ${tenantId} AND ma_ck = ${ma_ck} AND trang_thai <> ${CANCELLED_VOUCHER_STATUS}`,
          ),
          sql` UNION ALL `,
        )}) u WHERE u._id IS DISTINCT FROM ${id}`.execute(db)
    ).rows[0]!.n;
    if (used >= code.so_lan_toi_da)
      throw new ApiError(409, 'DISCOUNT_CODE_USED_UP', { ma_ck, so_lan: code.so_lan_toi_da }, [
        { in: 'body', path: '/ma_ck' },
      ]);
  }
  return { ma_ck: code.ma_ck, ty_le_ck: code.ty_le_ck, tien_ck: code.tien_ck };
};

/** Everything the rule reads for a voucher. `entered`: when it was first entered (its golden hour's time). */
export const pricingContextOf = async (
  db: Db,
  tenantId: string,
  resource: Resource,
  record: Values,
  id: string | null,
  entered: Date,
): Promise<PricingContext> => {
  const names = pricingFlagNames[resource.name]!;
  const configs = await writeConfigs(db, tenantId);
  const flag = (name: string) => isTrue(configValue(configs, name));
  const flags = {
    priceManual: flag(names.priceManual),
    discountManual: flag(names.discountManual),
    taxManual: flag(names.taxManual),
    goldenHour: flag(names.goldenHour),
  };
  const day = text(record.ngay_ct);
  const branch = text(record.ma_dvcs);
  const [{ discounts, productPromotions, revenuePromotions }, goldenHours, customer, code] =
    await Promise.all([
      priceRulesOf(db, tenantId, branch, day),
      flags.goldenHour ? goldenHoursOf(db, tenantId, branch, day) : [],
      customerOf(db, tenantId, text(record.ma_kh), day),
      discountCodeOf(db, tenantId, record, id),
    ]);
  const codes = new Set(
    linesOf(record)
      .map((line) => text(line.ma_vt))
      .filter(Boolean),
  );
  for (const rule of productPromotions)
    for (const line of rule.lines) if (line.ma_vt_km) codes.add(line.ma_vt_km);
  for (const rule of revenuePromotions)
    for (const band of rule.bands) if (band.ma_vt_km) codes.add(band.ma_vt_km);
  return {
    flags,
    lines: pricedLineKinds[resource.name] ?? 'goods',
    date: day,
    time: vietnamTime(entered),
    customer,
    products: await productsOf(db, tenantId, [...codes]),
    discounts,
    goldenHours,
    productPromotions,
    revenuePromotions,
    code,
  };
};

/**
 * The voucher priced by the rules (its totals are the resource's `derive`'s). A new voucher is priced at the time
 * it is entered; an edited one at the time it was first entered.
 */
export const priceAtEntry = async (
  db: Db,
  tenantId: string,
  resource: Resource,
  record: Values,
  existing: Values | null,
): Promise<Values> => {
  if (resource.name === 'returns') return priceReturn(db, tenantId, record);
  const entered = existing?.ngay_tao ? new Date(String(existing.ngay_tao)) : new Date();
  const id = existing ? String(existing._id) : null;
  const result = priceVoucher(record, await pricingContextOf(db, tenantId, resource, record, id, entered));
  // The gift lines the rule made take the line fields' defaults, as a line the client sent does.
  const defaults = Object.fromEntries(
    Object.entries(resource.lineFields ?? {}).flatMap(([name, field]) =>
      field.defaultValue === undefined ? [] : [[name, field.defaultValue]],
    ),
  );
  return { ...result, chi_tiet: linesOf(result).map((line) => ({ ...defaults, ...line })) };
};
