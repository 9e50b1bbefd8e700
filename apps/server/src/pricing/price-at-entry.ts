import { businessClock, configValue, formatDate, isTrue, type ConfigFlag, type Resource } from '@sen/domain';
import {
  CANCELLED_VOUCHER_STATUS,
  customerTermsOf,
  enteredAtOf,
  pricedCodesOf,
  pricedLineKinds,
  pricingFlagNames,
  priceVoucher,
  resourceCatalogue,
  type DiscountCodeRule,
  type DiscountRule,
  type GoldenHourRule,
  type PricedProduct,
  type PricingCard,
  type PricingContext,
  type PricingFlags,
  type ProductPromotionRule,
  type RevenuePromotionRule,
} from '@sen/domain/resources';
import { sql, type Kysely, type Transaction } from 'kysely';
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

/**
 * The customer's terms on the day (customerTermsOf): their group and its percent when the group is in use, their
 * membership cards in use with each type's percent when the type is in use.
 */
const customerOf = async (db: Db, tenantId: string, ma_kh: string, day: string) => {
  const row = (
    await sql<{
      ma_nhom_kh: string | null;
      ck_nhom: number | null;
      the: (PricingCard & { ck: number | null })[];
    }>`
      SELECT c.ma_nhom_kh,
        (SELECT coalesce(g.ck, 0)::float8 FROM sales_customer_groups g
          WHERE g.tenant_id = c.tenant_id AND g.ma_nhom_kh = c.ma_nhom_kh AND coalesce(g.trang_thai, true)) AS ck_nhom,
        ${customerCardsJson(sql`c`)} AS the
      FROM customers c
      WHERE c.tenant_id = ${tenantId} AND c.ma_kh = ${ma_kh}`.execute(db)
  ).rows[0];
  if (!row) return customerTermsOf(null, { groups: {}, cardTypes: {} }, day);
  return customerTermsOf(row, percentsOf(row), day);
};

/** The percents a customer's row brings: their group's and each of their cards' types' (null: not in use). */
const percentsOf = (row: {
  ma_nhom_kh: string | null;
  ck_nhom: number | null;
  the: readonly (PricingCard & { ck: number | null })[];
}) => ({
  groups: row.ma_nhom_kh && row.ck_nhom !== null ? { [row.ma_nhom_kh]: row.ck_nhom } : {},
  cardTypes: Object.fromEntries(
    row.the.flatMap((card) => (card.ma_loai_the && card.ck !== null ? [[card.ma_loai_the, card.ck]] : [])),
  ),
});

/**
 * A customer's membership cards in use (trang_thai '1') as one JSON array, each with its type's percent (null when
 * the type is not in use); `c` is the customers row's alias.
 */
export const customerCardsJson = (c: ReturnType<typeof sql>) => sql`coalesce((
  SELECT json_agg(json_build_object('ma_the', k.ma_the, 'ma_loai_the', k.ma_loai_the,
      'ngay_phat_hanh', to_char(k.ngay_phat_hanh, 'YYYY-MM-DD'), 'ngay_het_han', to_char(k.ngay_het_han, 'YYYY-MM-DD'),
      'ck', (SELECT coalesce(ct.ck, 0)::float8 FROM sales_card_types ct
        WHERE ct.tenant_id = k.tenant_id AND ct.ma_loai_the = k.ma_loai_the AND coalesce(ct.trang_thai, true)))
    ORDER BY k.ngay_phat_hanh DESC, k.ma_the)
  FROM sales_customer_cards k
  WHERE k.tenant_id = ${c}.tenant_id AND k.ma_kh = ${c}.ma_kh AND k.trang_thai = '1'), '[]'::json)`;

/**
 * Which rules are read: those valid on the day (`on`, pricing a voucher), or those not over by the day (`from`, what
 * a till keeps to price on the device: the rule checks each one's days itself).
 */
export type RuleDays = { day: string; mode: 'on' | 'from' };

/** The days condition of a rule table (its `tu_ngay`, `den_ngay`), under the alias `h` or none. */
const withinDays = ({ day, mode }: RuleDays, alias = 'h.') => {
  const to = sql.raw(`${alias}den_ngay`);
  const from = sql.raw(`${alias}tu_ngay`);
  return mode === 'on'
    ? sql`${from} <= ${day} AND (${to} IS NULL OR ${to} >= ${day})`
    : sql`(${to} IS NULL OR ${to} >= ${day})`;
};

/** The approved rule vouchers of a table at the branch within the days, each with its lines (a query). */
const approvedRules = (
  tenantId: string,
  table: string,
  branch: string,
  days: RuleDays,
  headerColumns: string,
  lineColumns: string,
) => sql`
  SELECT h._id, ${sql.raw(headerColumns)},
    coalesce((SELECT json_agg(json_build_object(${sql.raw(lineColumns)}) ORDER BY l.stt)
       FROM ${sql.table(`${table}_lines`)} l WHERE l.header_id = h._id), '[]'::json) AS lines
  FROM ${sql.table(table)} h
  WHERE h.tenant_id = ${tenantId} AND h.ma_dvcs = ${branch} AND h.ngay_duyet IS NOT NULL
    AND h.trang_thai <> ${CANCELLED_VOUCHER_STATUS} AND ${withinDays(days)}
  ORDER BY h.tu_ngay, h.so_ct, h._id`;

const windowColumns = `h.so_ct, to_char(h.tu_ngay, 'YYYY-MM-DD') AS tu_ngay,
  to_char(h.den_ngay, 'YYYY-MM-DD') AS den_ngay, h.ma_nhom_kh`;

/** The rows of a query as one JSON array in its order (none: []). */
const asJson = (query: ReturnType<typeof approvedRules>) =>
  sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${query}) r)`;

/**
 * The discounts, product promotions and revenue promotions (its lines the bands) approved at the branch within the
 * days, read in one statement.
 */
export const priceRulesOf = async (
  db: Db | Kysely<Database>,
  tenantId: string,
  branch: string,
  days: RuleDays,
) => {
  const row = (
    await sql<{
      discounts: (DiscountRule & { _id?: string })[];
      productPromotions: (ProductPromotionRule & { _id?: string })[];
      revenuePromotions: (Omit<RevenuePromotionRule, 'bands'> & {
        _id?: string;
        lines: RevenuePromotionRule['bands'];
      })[];
    }>`SELECT
      ${asJson(
        approvedRules(
          tenantId,
          'sales_discounts',
          branch,
          days,
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
          days,
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
          days,
          windowColumns,
          `'doanh_so_tu', coalesce(l.doanh_so_tu, 0)::float8, 'doanh_so_den', l.doanh_so_den::float8,
           'ck', coalesce(l.ck, 0)::float8, 'tien_ck', coalesce(l.tien_ck, 0)::float8, 'ma_vt_km', l.ma_vt_km,
           'so_luong_km', coalesce(l.so_luong_km, 0)::float8`,
        ),
      )} AS "revenuePromotions"`.execute(db)
  ).rows[0]!;
  // The row ids only ordered the rules: the rule does not read them.
  const strip = <T extends { _id?: string }>({ _id: _, ...rule }: T) => rule;
  return {
    discounts: row.discounts.map(strip) as DiscountRule[],
    productPromotions: row.productPromotions.map(strip) as ProductPromotionRule[],
    revenuePromotions: row.revenuePromotions.map(({ lines, ...rule }) => ({
      ...strip(rule),
      bands: lines,
    })) as RevenuePromotionRule[],
  };
};

/** The golden hours in use at the branch within the days. */
export const goldenHoursOf = async (
  db: Db | Kysely<Database>,
  tenantId: string,
  branch: string,
  days: RuleDays,
) =>
  (
    await sql<GoldenHourRule>`
      SELECT ma_gio_vang, to_char(tu_ngay, 'YYYY-MM-DD') AS tu_ngay, to_char(den_ngay, 'YYYY-MM-DD') AS den_ngay,
        left(tu_gio, 5) AS tu_gio, left(den_gio, 5) AS den_gio, thu_trong_tuan, ma_nhom_vt,
        ma_vt, coalesce(ck, 0)::float8 AS ck, coalesce(gia_ban, 0)::float8 AS gia_ban
      FROM sales_golden_hours
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${branch} AND coalesce(trang_thai, true)
        AND ${withinDays(days, '')}
      ORDER BY ma_gio_vang`.execute(db)
  ).rows;

/** The pricing flags of a priced resource, as the tenant's configs set them. */
export const pricingFlagsOf = (configs: readonly ConfigFlag[], resourceName: string): PricingFlags => {
  const names = pricingFlagNames[resourceName]!;
  const flag = (name: string) => isTrue(configValue(configs, name));
  return {
    priceManual: flag(names.priceManual),
    discountManual: flag(names.discountManual),
    taxManual: flag(names.taxManual),
    goldenHour: flag(names.goldenHour),
  };
};

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
  const flags = pricingFlagsOf(await writeConfigs(db, tenantId), resource.name);
  const day = text(record.ngay_ct);
  const branch = text(record.ma_dvcs);
  const days: RuleDays = { day, mode: 'on' };
  const [{ discounts, productPromotions, revenuePromotions }, goldenHours, customer, code] =
    await Promise.all([
      priceRulesOf(db, tenantId, branch, days),
      flags.goldenHour ? goldenHoursOf(db, tenantId, branch, days) : [],
      customerOf(db, tenantId, text(record.ma_kh), day),
      discountCodeOf(db, tenantId, record, id),
    ]);
  const codes = pricedCodesOf(
    linesOf(record).map((line) => text(line.ma_vt)),
    { productPromotions, revenuePromotions },
  );
  return {
    flags,
    lines: pricedLineKinds[resource.name] ?? 'goods',
    date: day,
    time: businessClock(entered),
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
  // An order a till took under its own id (a UUIDv7) is priced at the moment it was taken, however late it comes.
  const entered = existing?.ngay_tao
    ? new Date(String(existing.ngay_tao))
    : resource.clientIds
      ? enteredAtOf(record._id, record.ngay_ct, new Date())
      : new Date();
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
