import { configValue, dashboardSaleResources, isTrue } from '@sen/domain';
import {
  LEDGER_ACCOUNTS,
  ledgerPostings,
  postedLines,
  postedNumber,
  postedText,
  roundedQuantity,
  voucherPostsNow,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { configsOf, type PostingContext } from './stock-ledger.js';

/**
 * The sales days (migration 0050): what each posted sale and return adds to its day and branch — revenue (REV, tax
 * included: t_tt, as the account ledger's 511 + 3331 and the sales revenue report count it), per salesperson (NV),
 * per service sold (DV: lines of products of kind DV, and every line of a service voucher, which adds nothing else), the customer served (KH) or a walk-in sale (WALK), how it was
 * paid (PAY: its account-ledger entries on the money accounts, per payment type) — for the owner's dashboard; and
 * each customer's first day (NEW: the day and branches of their first sale, made again when their days change). In the voucher's transaction, like every ledger: its entries are replaced by what it adds now
 * and the day totals move by the difference (rows upserted in key order, so two postings never wait on each other
 * crosswise). A draft, cancelled or unapproved voucher adds nothing.
 */

type Row = Readonly<Record<string, unknown>>;

/** One part a voucher adds to a day. */
type Part = {
  ngay_ct: string;
  ma_dvcs: string;
  kind: 'REV' | 'NV' | 'DV' | 'KH' | 'WALK' | 'PAY' | 'NEW';
  code: string;
  quantity: number;
  total: number;
  vouchers: number;
};

const SOURCES: ReadonlySet<string> = new Set(dashboardSaleResources);
/** Service vouchers add their service lines only (DV): the sales revenue report counts no service voucher. */
const SERVICE_VOUCHERS = 'sales-services';

/** Whether writes of the resource move the sales days. */
export const movesSalesDays = (source: string): boolean => SOURCES.has(source);

const keyOf = (p: Pick<Part, 'ngay_ct' | 'ma_dvcs' | 'kind' | 'code'>) =>
  `${p.ngay_ct}\u0000${p.ma_dvcs}\u0000${p.kind}\u0000${p.code}`;

/**
 * The service lines' codes: a line the server priced (loai_vt from its product, 'DV' for the services list) says so
 * itself; the codes of lines without a kind are looked up (the services list's, and products of kind DV).
 */
const servicesAmong = async (ctx: PostingContext, lines: readonly Row[]): Promise<Set<string>> => {
  const services = new Set<string>();
  const unknown = new Set<string>();
  for (const line of lines) {
    const code = postedText(line.ma_vt);
    const kind = postedText(line.loai_vt);
    if (!code) continue;
    if (kind === 'DV') services.add(code);
    else if (!kind) unknown.add(code);
  }
  if (unknown.size === 0) return services;
  const codes = [...unknown];
  const rows = await sql<{ ma_vt: string }>`
    SELECT ma_vt FROM stock_services WHERE tenant_id = ${ctx.tenantId} AND ma_vt = ANY(${codes}::text[])
    UNION
    SELECT ma_vt FROM products
    WHERE tenant_id = ${ctx.tenantId} AND ma_vt = ANY(${codes}::text[]) AND loai_vt = 'DV'`.execute(ctx.trx);
  for (const row of rows.rows) services.add(row.ma_vt);
  return services;
};

/** The parts a voucher adds now (none when it does not post). */
const partsOf = async (ctx: PostingContext, id: string, voucher: Row | null): Promise<Part[]> => {
  if (!voucher) return [];
  const configs = await configsOf(ctx);
  const flag = (name: string) => isTrue(configValue(configs, name));
  if (!voucherPostsNow(voucher, ledgerPostings[ctx.source]?.approvalFlag, flag)) return [];
  const sign = ctx.source === 'returns' ? -1 : 1;
  const day = {
    ngay_ct: postedText(voucher.ngay_ct) || `${String(voucher.nam)}-01-01`,
    ma_dvcs: postedText(voucher.ma_dvcs),
  };
  const total = sign * Math.round(postedNumber(voucher.t_tt));
  const sale = sign > 0 ? 1 : 0;
  const counted = ctx.source !== SERVICE_VOUCHERS;
  const parts: Part[] = counted
    ? [{ ...day, kind: 'REV', code: '', quantity: 0, total, vouchers: sale }]
    : [];
  const saler = postedText(voucher.ma_nvbh);
  if (counted && saler) parts.push({ ...day, kind: 'NV', code: saler, quantity: 0, total, vouchers: sale });
  if (counted && sale) {
    const customer = postedText(voucher.ma_kh);
    parts.push({
      ...day,
      kind: customer ? 'KH' : 'WALK',
      code: customer,
      quantity: 0,
      total: 0,
      vouchers: 1,
    });
  }
  const lines = postedLines(voucher);
  const services = await servicesAmong(ctx, lines);
  const byService = new Map<string, Part>();
  for (const line of lines) {
    const code = postedText(line.ma_vt);
    if (!services.has(code)) continue;
    const part = byService.get(code) ?? { ...day, kind: 'DV', code, quantity: 0, total: 0, vouchers: 0 };
    part.quantity = roundedQuantity(part.quantity + sign * postedNumber(line.so_luong));
    part.total += sign * Math.round(postedNumber(line.thanh_tien));
    byService.set(code, part);
  }
  return [...parts, ...byService.values(), ...(counted ? await paymentsOf(ctx, id, day) : [])];
};

/**
 * How the voucher was paid, as the account ledger has it (posted just before, in the same transaction): its entries
 * on the money accounts per payment type ('CARD' for the prepaid cards' liability, else the type's code, else
 * 'TK:' and the account).
 */
const paymentsOf = async (
  ctx: PostingContext,
  id: string,
  day: Pick<Part, 'ngay_ct' | 'ma_dvcs'>,
): Promise<Part[]> =>
  (
    await sql<{ code: string; total: number }>`
      SELECT CASE WHEN tk = ${LEDGER_ACCOUNTS.prepaidCard} THEN 'CARD' ELSE coalesce(nullif(ma_httt, ''), 'TK:' || tk) END AS code,
        sum(so_tien)::float8 AS total
      FROM account_ledger
      WHERE tenant_id = ${ctx.tenantId} AND source = ${ctx.source} AND source_id = ${id}
        AND tk NOT IN (${LEDGER_ACCOUNTS.receivable}, ${LEDGER_ACCOUNTS.revenue}, ${LEDGER_ACCOUNTS.vat})
      GROUP BY 1 HAVING sum(so_tien) <> 0`.execute(ctx.trx)
  ).rows.map((row) => ({ ...day, kind: 'PAY', code: row.code, quantity: 0, total: row.total, vouchers: 0 }));

/** Replaces what the voucher `id` added to its days by what it adds now, moving the day totals by the difference. */
export const postSalesDays = async (ctx: PostingContext, id: string, voucher: Row | null): Promise<void> => {
  if (!movesSalesDays(ctx.source)) return;
  const { tenantId, source, trx } = ctx;
  const now = await partsOf(ctx, id, voucher);
  const before = ctx.fresh
    ? []
    : (
        await sql<Part>`
          SELECT to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct, ma_dvcs, kind, code, quantity::float8 AS quantity,
            total::float8 AS total, vouchers
          FROM sales_day_entries WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
          trx,
        )
      ).rows;
  if (before.length === 0 && now.length === 0) return;
  const moves = new Map<string, Part>();
  const move = (part: Part, sign: number) => {
    const key = keyOf(part);
    const at = moves.get(key) ?? { ...part, quantity: 0, total: 0, vouchers: 0 };
    at.quantity = roundedQuantity(at.quantity + sign * part.quantity);
    at.total += sign * part.total;
    at.vouchers += sign * part.vouchers;
    moves.set(key, at);
  };
  before.forEach((part) => move(part, -1));
  now.forEach((part) => move(part, 1));
  if (before.length > 0)
    await sql`DELETE FROM sales_day_entries WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
      trx,
    );
  if (now.length > 0)
    await sql`INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total, vouchers)
      VALUES ${sql.join(
        now.map(
          (p) =>
            sql`(${tenantId}, ${source}, ${id}, ${p.ngay_ct}::date, ${p.ma_dvcs}, ${p.kind}, ${p.code}, ${p.quantity}, ${p.total}, ${p.vouchers})`,
        ),
      )}`.execute(trx);
  const changed = [...moves.entries()]
    .filter(([, p]) => p.quantity !== 0 || p.total !== 0 || p.vouchers !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, p]) => p);
  if (changed.length === 0) return;
  const totals = await sql<Pick<Part, 'ngay_ct' | 'ma_dvcs' | 'kind' | 'code' | 'vouchers'>>`
    INSERT INTO sales_day_totals AS t (tenant_id, ngay_ct, ma_dvcs, kind, code, quantity, total, vouchers)
    VALUES ${sql.join(
      changed.map(
        (p) =>
          sql`(${tenantId}, ${p.ngay_ct}::date, ${p.ma_dvcs}, ${p.kind}, ${p.code}, ${p.quantity}, ${p.total}, ${p.vouchers})`,
      ),
    )}
    ON CONFLICT (tenant_id, ngay_ct, ma_dvcs, kind, code) DO UPDATE SET quantity = t.quantity + excluded.quantity,
      total = t.total + excluded.total, vouchers = t.vouchers + excluded.vouchers
    RETURNING to_char(t.ngay_ct, 'YYYY-MM-DD') AS ngay_ct, t.ma_dvcs, t.kind, t.code, t.vouchers`.execute(
    trx,
  );
  // A customer's first day can change only when one of their days gains its first sale or loses its last.
  const settle = totals.rows.filter((row) => {
    const moved = row.kind === 'KH' ? (moves.get(keyOf(row))?.vouchers ?? 0) : 0;
    return moved !== 0 && (row.vouchers === moved || row.vouchers === 0);
  });
  for (const code of [...new Set(settle.map((row) => row.code))].sort()) await settleFirstDay(ctx, code);
};

/**
 * A customer's first day (NEW): the branches of the first day the customer bought on (KH rows with sales), one row
 * each, made again whenever their days change. Under the customer's lock, so two sales of theirs posted at once
 * settle it one after the other on what both committed.
 */
const settleFirstDay = async (ctx: PostingContext, code: string): Promise<void> => {
  const { tenantId, trx } = ctx;
  await sql`SELECT pg_advisory_xact_lock(hashtext('sales-first-day'), hashtext(${`${tenantId}/${code}`}))`.execute(
    trx,
  );
  await sql`DELETE FROM sales_day_totals
    WHERE tenant_id = ${tenantId} AND kind = 'NEW' AND code = ${code} AND vouchers > 0`.execute(trx);
  await sql`INSERT INTO sales_day_totals (tenant_id, ngay_ct, ma_dvcs, kind, code, vouchers)
    SELECT tenant_id, ngay_ct, ma_dvcs, 'NEW', code, 1 FROM sales_day_totals
    WHERE tenant_id = ${tenantId} AND kind = 'KH' AND code = ${code} AND vouchers > 0
      AND ngay_ct = (SELECT min(ngay_ct) FROM sales_day_totals
        WHERE tenant_id = ${tenantId} AND kind = 'KH' AND code = ${code} AND vouchers > 0)`.execute(trx);
};
