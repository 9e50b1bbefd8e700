import { configValue, isTrue } from '@sen/domain';
import {
  LEDGER_ACCOUNTS,
  packageCustomerRefusal,
  packageOtpRefusal,
  packageReturnsOf,
  packageUsesAfter,
  packageUsesOf,
  packagesPostNow,
  resourceNamed,
  returnedSessionsAfter,
  returnOriginalOf,
  sessionValueOf,
  soldPackagesOf,
  type PackagePosting,
  type PackageProduct,
  type PackageRefusal,
  type PackageUse,
  type ReturnedSessions,
  type SoldPackage,
  type StoredPackage,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.js';
import { insertRow, type DynamicDb } from '../routes/resource-sets/set-query.js';
import { replaceLedgerEntries } from './ledger-entries.js';
import { configsOf, type PostingContext } from './stock-ledger.js';

/**
 * The package ledger at work (rule: @sen/domain resources/sales/package-posting.ts). In the voucher's transaction:
 *
 * - a sale creates (or updates) the customer packages its package lines sell, and removes those it no longer
 *   sells; a package with sessions used is neither removed nor cut below them (409 PACKAGE_USED);
 * - a service voucher's uses replace those it posted before, the packages' sessions moving by the difference
 *   under the rule's refusals; so do a retail order's (the till: a service line paid with a session), besides
 *   the packages it sells;
 * - a return's sessions given back replace those it gave back before (`so_buoi_tra` of the bill's packages).
 *
 * The package rows are locked (in code order) until the transaction ends, so two vouchers racing for the last
 * session cannot both have it. The voucher's ledger entries are then replaced by what it posts now.
 */

type Row = Readonly<Record<string, unknown>>;

const PACKAGES = resourceNamed('customer-packages')!;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

type Locked = StoredPackage & { _id: string; ma_goi: string | null; ten_goi: string | null };

/** The customer packages of the codes, locked for the transaction, by code. */
const lockPackages = async (
  ctx: PostingContext,
  codes: readonly string[],
  soldOn?: { ma_dvcs: string; so_ct: string },
): Promise<Map<string, Locked>> => {
  if (codes.length === 0 && !soldOn) return new Map();
  const rows = await sql<Locked>`
    SELECT _id::text AS _id, ma_lt, ma_goi, ten_goi, coalesce(ma_dv, '') AS ma_dv,
      coalesce(so_buoi, 0)::float8 AS so_buoi, coalesce(so_buoi_dung, 0)::float8 AS so_buoi_dung,
      coalesce(so_buoi_tra, 0)::float8 AS so_buoi_tra,
      coalesce(tien_goi, 0)::float8 AS tien_goi, coalesce(con_no, 0)::float8 AS con_no,
      to_char(ngay_het_han, 'YYYY-MM-DD') AS ngay_het_han
    FROM sales_customer_packages
    WHERE tenant_id = ${ctx.tenantId} AND (${
      codes.length > 0 ? sql`ma_lt IN (${sql.join([...codes].sort())})` : sql`false`
    } OR ${soldOn ? sql`(ma_dvcs = ${soldOn.ma_dvcs} AND so_ct_ban = ${soldOn.so_ct})` : sql`false`})
    ORDER BY ma_lt
    FOR UPDATE`.execute(ctx.trx);
  return new Map(rows.rows.map((row) => [row.ma_lt, row]));
};

/**
 * The package products a sale's lines name (with their service's name). A line whose kind the server priced it
 * with (loai_vt, from the product) is a good or a service is not looked up.
 */
const packageProductsOf = async (ctx: PostingContext, voucher: Row) => {
  const lines = Array.isArray(voucher.chi_tiet) ? (voucher.chi_tiet as Row[]) : [];
  const codes = [
    ...new Set(
      lines
        .filter((line) => !text(line.loai_vt) || text(line.loai_vt) === 'GOI')
        .map((line) => text(line.ma_vt))
        .filter(Boolean),
    ),
  ];
  if (codes.length === 0) return () => undefined;
  const rows = await sql<PackageProduct>`
    SELECT p.ma_vt, coalesce(p.ten_vt, '') AS ten_vt, coalesce(p.ma_dv_chinh, '') AS ma_dv_chinh,
      coalesce(s.ten_vt, '') AS ten_dv, coalesce(p.so_buoi, 0)::float8 AS so_buoi,
      coalesce(p.so_ngay_hl, 0)::float8 AS so_ngay_hl
    FROM products p
    LEFT JOIN stock_services s ON s.tenant_id = p.tenant_id AND s.ma_vt = p.ma_dv_chinh
    WHERE p.tenant_id = ${ctx.tenantId} AND p.loai_vt = 'GOI' AND p.ma_vt IN (${sql.join(codes)})`.execute(
    ctx.trx,
  );
  const byCode = new Map(rows.rows.map((row) => [row.ma_vt, row]));
  return (ma_vt: string) => byCode.get(ma_vt);
};

const refused = (refusal: PackageRefusal): ApiError =>
  new ApiError(refusal.status, refusal.code, refusal.params, [
    { in: 'body', path: `/${refusal.field.replaceAll('.', '/')}` },
  ]);

const usedUp = (stored: Locked) =>
  new ApiError(409, 'PACKAGE_USED', { ma_lt: stored.ma_lt, da_dung: stored.so_buoi_dung }, [
    { in: 'body', path: '/chi_tiet' },
  ]);

/** The packages a sale posted before: the codes of its ledger entries that sold (not those that used sessions). */
const postedCodes = async (ctx: PostingContext, id: string): Promise<string[]> =>
  (
    await sql<{ ma_lt: string }>`SELECT DISTINCT ma_lt FROM package_ledger
      WHERE tenant_id = ${ctx.tenantId} AND source = ${ctx.source} AND source_id = ${id}
        AND so_buoi_ban <> 0`.execute(ctx.trx)
  ).rows.map((row) => row.ma_lt);

/** A sale's packages: created, updated or removed to match what it sells now. */
const postSale = async (ctx: PostingContext, id: string, voucher: Row | null): Promise<SoldPackage[]> => {
  const now = voucher ? soldPackagesOf(voucher, await packageProductsOf(ctx, voucher)) : [];
  const before = ctx.fresh ? [] : await postedCodes(ctx, id);
  if (now.length === 0 && before.length === 0) return now;
  const sold = new Set(now.map((p) => p.ma_lt));
  const locked = await lockPackages(ctx, [...new Set([...before, ...sold])]);
  for (const code of before) {
    const stored = locked.get(code);
    if (!stored || sold.has(code)) continue;
    if (stored.so_buoi_dung > 0 || stored.so_buoi_tra > 0) throw usedUp(stored);
    await sql`DELETE FROM sales_customer_packages WHERE tenant_id = ${ctx.tenantId} AND _id = ${stored._id}`.execute(
      ctx.trx,
    );
  }
  const user = ctx.user ?? 'system';
  const at = new Date().toISOString();
  for (const sale of now) {
    const { line: _line, ...values } = sale;
    const stored = locked.get(sale.ma_lt);
    if (stored) {
      if (sale.so_buoi < stored.so_buoi_dung + stored.so_buoi_tra) throw usedUp(stored);
      await ctx.trx
        .updateTable('sales_customer_packages' as never)
        .set({
          ...values,
          so_buoi_con: sale.so_buoi - stored.so_buoi_dung - stored.so_buoi_tra,
          nguoi_sua: user,
          ngay_sua: at,
        } as never)
        .where(sql.ref('_id'), '=', stored._id)
        .execute();
    } else
      await insertRow(ctx.trx as unknown as DynamicDb, PACKAGES, ctx.tenantId, {
        ...values,
        so_buoi_dung: 0,
        so_buoi_tra: 0,
        so_buoi_con: sale.so_buoi,
        nguoi_tao: user,
        ngay_tao: at,
        nguoi_sua: user,
        ngay_sua: at,
      });
  }
  return now;
};

/** What the customer owes now: their receivable (131) on the account ledger. */
const customerDebt = async (ctx: PostingContext, ma_kh: string): Promise<number> =>
  (
    await sql<{ n: number }>`SELECT coalesce(sum(so_tien), 0)::float8 AS n FROM account_ledger
      WHERE tenant_id = ${ctx.tenantId} AND tk = ${LEDGER_ACCOUNTS.receivable} AND ma_kh = ${ma_kh}`.execute(
      ctx.trx,
    )
  ).rows[0]!.n;

/** The sessions a voucher used before, from its ledger entries (a retail order's sales left out). */
const postedUses = async (ctx: PostingContext, id: string): Promise<PackageUse[]> =>
  (
    await sql<PackageUse>`SELECT line, ma_lt, coalesce(ma_dv, '') AS ma_vt, so_buoi_dung AS so_buoi
      FROM package_ledger
      WHERE tenant_id = ${ctx.tenantId} AND source = ${ctx.source} AND source_id = ${id}
        AND so_buoi_dung <> 0
      ORDER BY line`.execute(ctx.trx)
  ).rows;

/**
 * A voucher's sessions (a service voucher's, a retail order's service lines): the packages moved by the
 * difference; its uses with the packages they name. The sessions a service voucher uses are confirmed by code here
 * (otp 'packages'); a retail order's whole prepaid spending is, before any ledger (prepaid-otp.ts).
 */
const postUse = async (
  ctx: PostingContext,
  posting: PackagePosting,
  id: string,
  voucher: Row | null,
  flag: (name: string) => boolean,
): Promise<{ uses: PackageUse[]; packages: Map<string, Locked> }> => {
  const now = voucher ? packageUsesOf(voucher) : [];
  const refusal =
    voucher &&
    (packageCustomerRefusal(voucher, now) ??
      (posting.otp === 'packages' ? packageOtpRefusal(voucher, now, flag) : undefined));
  if (refusal) throw refused(refusal);
  // A voucher just created used nothing before.
  if (now.length === 0 && ctx.fresh) return { uses: now, packages: new Map() };
  const before = ctx.fresh ? [] : await postedUses(ctx, id);
  if (now.length === 0 && before.length === 0) return { uses: now, packages: new Map() };
  const packages = await lockPackages(ctx, [...new Set([...before, ...now].map((use) => use.ma_lt))]);
  // What a package still owes is at most what its customer owes now: receipts since the sale paid it.
  if (voucher && [...packages.values()].some((stored) => stored.con_no > 0)) {
    const owed = await customerDebt(ctx, text(voucher.ma_kh));
    for (const stored of packages.values()) stored.con_no = Math.max(0, Math.min(stored.con_no, owed));
  }
  const result = packageUsesAfter(before, now, packages, voucher ? text(voucher.ngay_ct) : '', flag);
  if (!result.ok) throw refused(result.refusal);
  await storeSessions(ctx, packages, 'so_buoi_dung', result.used);
  return { uses: now, packages };
};

/**
 * Stores the sessions used (so_buoi_dung) or returned (so_buoi_tra) of each package where they changed, and the
 * sessions left (so_buoi_con: sold less used less returned).
 */
const storeSessions = async (
  ctx: PostingContext,
  packages: ReadonlyMap<string, Locked>,
  field: 'so_buoi_dung' | 'so_buoi_tra',
  counts: Iterable<[string, number]>,
): Promise<void> => {
  const other = field === 'so_buoi_dung' ? 'so_buoi_tra' : 'so_buoi_dung';
  for (const [code, count] of counts) {
    const stored = packages.get(code);
    if (!stored || count === stored[field]) continue;
    await sql`UPDATE sales_customer_packages
      SET ${sql.ref(field)} = ${count}, so_buoi_con = so_buoi - coalesce(${sql.ref(other)}, 0) - ${count}
      WHERE tenant_id = ${ctx.tenantId} AND _id = ${stored._id}`.execute(ctx.trx);
  }
};

/** The sessions a return gave back before, from its ledger entries (negative sales). */
const postedReturns = async (ctx: PostingContext, id: string): Promise<ReturnedSessions[]> =>
  (
    await sql<ReturnedSessions>`SELECT line, ma_lt, coalesce(ma_goi, '') AS ma_goi, -so_buoi_ban AS so_buoi
      FROM package_ledger
      WHERE tenant_id = ${ctx.tenantId} AND source = ${ctx.source} AND source_id = ${id}
      ORDER BY line, ma_lt`.execute(ctx.trx)
  ).rows;

/** A return's sessions: the bill's packages' `so_buoi_tra` moved by the difference; what it takes from which. */
const postReturn = async (
  ctx: PostingContext,
  id: string,
  voucher: Row | null,
): Promise<{ taken: ReturnedSessions[]; packages: Map<string, Locked> }> => {
  const now = voucher ? packageReturnsOf(voucher, await packageProductsOf(ctx, voucher)) : [];
  const before = await postedReturns(ctx, id);
  if (now.length === 0 && before.length === 0) return { taken: [], packages: new Map() };
  // The packages its original sold: a bill's or a retail order's (numbered apart, so one number names one sale).
  const original = voucher ? returnOriginalOf(voucher) : undefined;
  const bill =
    voucher && original && now.length > 0
      ? { ma_dvcs: text(voucher.ma_dvcs), so_ct: original.so_ct }
      : undefined;
  const packages = await lockPackages(ctx, [...new Set(before.map((take) => take.ma_lt))], bill);
  const result = returnedSessionsAfter(before, now, [...packages.values()]);
  if (!result.ok) throw refused(result.refusal);
  await storeSessions(ctx, packages, 'so_buoi_tra', result.returned);
  return { taken: result.taken, packages };
};

/** The ledger entries of sessions used: each use with its package, the value of its sessions. */
const sessionEntries = (uses: readonly PackageUse[], packages: ReadonlyMap<string, Locked>) =>
  uses.map((use) => {
    const stored = packages.get(use.ma_lt)!;
    return {
      line: use.line,
      ma_lt: use.ma_lt,
      ma_goi: stored.ma_goi,
      ten_goi: stored.ten_goi,
      ma_dv: use.ma_vt || stored.ma_dv,
      so_buoi_dung: use.so_buoi,
      tien_dung: sessionValueOf(stored, use.so_buoi),
    };
  });

/**
 * Posts a voucher of a package-moving resource: `voucher` as now stored (null once deleted), `id` its _id. Refuses
 * (ApiError) what the rule refuses; then nothing of the write is kept.
 */
export const postPackages = async (
  ctx: PostingContext,
  posting: PackagePosting,
  id: string,
  voucher: Row | null,
): Promise<void> => {
  const configs = voucher ? await configsOf(ctx) : [];
  const flag = (name: string) => isTrue(configValue(configs, name));
  const posts = voucher !== null && packagesPostNow(posting, voucher, flag);
  let entries: Record<string, unknown>[];
  if (posting.kind === 'sale') {
    const sold = await postSale(ctx, id, posts ? voucher : null);
    entries = sold.map((p) => ({
      line: p.line,
      ma_lt: p.ma_lt,
      ma_goi: p.ma_goi,
      ten_goi: p.ten_goi,
      ma_dv: p.ma_dv,
      so_buoi_ban: p.so_buoi,
      tien_ban: p.tien_goi,
    }));
    // The till's retail order: its service lines paid by a session use them as a service voucher's do.
    if (posting.usesSessions) {
      const { uses, packages } = await postUse(ctx, posting, id, posts ? voucher : null, flag);
      entries.push(...sessionEntries(uses, packages));
    }
  } else if (posting.kind === 'return') {
    const { taken, packages } = await postReturn(ctx, id, posts ? voucher : null);
    entries = taken.map((take) => {
      const stored = packages.get(take.ma_lt)!;
      return {
        line: take.line,
        ma_lt: take.ma_lt,
        ma_goi: stored.ma_goi,
        ten_goi: stored.ten_goi,
        ma_dv: stored.ma_dv,
        so_buoi_ban: -take.so_buoi,
        tien_ban: -sessionValueOf(stored, take.so_buoi),
      };
    });
  } else {
    const { uses, packages } = await postUse(ctx, posting, id, posts ? voucher : null, flag);
    entries = sessionEntries(uses, packages);
  }
  await replaceLedgerEntries(ctx, 'package_ledger', id, voucher, entries);
};
