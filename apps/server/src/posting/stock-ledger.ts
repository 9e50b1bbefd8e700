import {
  STOCKED_KINDS,
  batchedMoves,
  costedMoves,
  stockDeltasOf,
  stockKeyOf,
  stockMovesOf,
  type BatchOnHand,
  type ConsumptionNorm,
  type StockFacts,
  type StockMove,
  type StockPosting,
} from '@sen/domain/resources';
import { configValue, isTrue, type ConfigFlag } from '@sen/domain';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { writeConfigs } from '../services/tenant-configs.js';

/**
 * The stock ledger at work (rule: @sen/domain resources/stock/stock-posting.ts). In the voucher's transaction the
 * movements it posted before are taken back and those it makes now are written, and stock on hand moves by the
 * difference, one balance row at a time in key order (each row locked until the transaction ends). A balance a
 * voucher lowers below zero is refused with 409 STOCK_NOT_ENOUGH unless the tenant allows negative stock
 * (config stock_allow_negative), and then nothing of the write is kept.
 */

type Row = Readonly<Record<string, unknown>>;

/**
 * Where a posting runs: the voucher's transaction (or the seed's), the tenant, and the voucher's resource (its
 * catalogue name: the ledger rows' source).
 */
export type PostingContext = {
  trx: Kysely<Database>;
  tenantId: string;
  source: string;
  /** Who writes (the stamps of entries the posting makes elsewhere, such as a card's history); 'system' if none. */
  user?: string;
  /** The tenant's configuration, read once per posting (`configsOf`). */
  configs?: readonly ConfigFlag[];
  /**
   * The voucher was created by this very write: it cannot have posted anything before, so no ledger reads or
   * deletes what it posted (fewer round trips to the database on the path every sale takes).
   */
  fresh?: boolean;
};

/** The tenant's configuration for a posting: the one `postVoucherIn` read, else read now. */
export const configsOf = async (ctx: PostingContext): Promise<readonly ConfigFlag[]> =>
  ctx.configs ?? writeConfigs(ctx.trx, ctx.tenantId);

type Product = {
  ma_vt: string;
  ten_vt: string | null;
  loai_vt: string | null;
  dvt: string | null;
  gia_von: number | null;
  theo_doi_lo: boolean | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The tenant's products named by the voucher's lines (kind and unit) and their conversion units. */
const factsOf = async (
  ctx: PostingContext,
  posting: StockPosting,
  voucher: Row,
): Promise<StockFacts & { product: (ma_vt: string) => Product | undefined }> => {
  const tenantId = ctx.tenantId;
  const lines = Array.isArray(voucher.chi_tiet) ? (voucher.chi_tiet as Row[]) : [];
  const lineCodes = [...new Set(lines.map((line) => text(line.ma_vt)).filter(Boolean))];
  const configs = await configsOf(ctx);
  // A voucher that consumes moves the materials of its services' norms, not its lines.
  const consumes = posting.consumes !== undefined && isTrue(configValue(configs, posting.consumes));
  const norms =
    consumes && lineCodes.length > 0
      ? (
          await sql<ConsumptionNorm & { ma_dv: string }>`
            SELECT ma_dv, ma_vt, dvt, so_luong::float8 AS so_luong FROM stock_product_consumes
            WHERE tenant_id = ${tenantId} AND ma_dv IN (${sql.join(lineCodes)})
            ORDER BY ma_dv, ma_vt`.execute(ctx.trx)
        ).rows
      : [];
  const codes = posting.consumes ? [...new Set(norms.map((norm) => norm.ma_vt))] : lineCodes;
  const [products, warehouse] = await Promise.all([
    codes.length === 0
      ? []
      : sql<Product & { conversions: { dvt_qd: string; he_so: number | null }[] }>`
          SELECT p.ma_vt, p.ten_vt, p.loai_vt, p.dvt, p.gia_von::float8 AS gia_von, p.theo_doi_lo,
            (SELECT coalesce(json_agg(json_build_object('dvt_qd', c.dvt_qd, 'he_so', c.he_so::float8)), '[]'::json)
              FROM stock_conversion_units c WHERE c.tenant_id = p.tenant_id AND c.ma_vt = p.ma_vt) AS conversions
          FROM products p WHERE p.tenant_id = ${tenantId} AND p.ma_vt IN (${sql.join(codes)})`
          .execute(ctx.trx)
          .then((result) => result.rows),
    // The branch's first warehouse is the lines' only when the voucher names none.
    text(voucher.ma_kho)
      ? null
      : sql<{ ma_kho: string }>`
          SELECT ma_kho FROM warehouses WHERE tenant_id = ${tenantId} AND ma_dvcs = ${text(voucher.ma_dvcs)}
          ORDER BY ma_kho LIMIT 1`
          .execute(ctx.trx)
          .then((result) => result.rows[0]?.ma_kho ?? null),
  ]);
  // A product's conversion units come with it.
  const conversions = products.flatMap((row) =>
    row.conversions.map((unit) => ({ ma_vt: row.ma_vt, ...unit })),
  );
  const product = new Map(products.map((row) => [row.ma_vt, row]));
  const factor = new Map(
    conversions.map((row) => [`${row.ma_vt}\u0000${row.dvt_qd}`, row.he_so ?? undefined]),
  );
  return {
    stocked: (ma_vt) => {
      const found = product.get(ma_vt);
      return found ? STOCKED_KINDS.includes(found.loai_vt ?? 'HH') : undefined;
    },
    factor: (ma_vt, dvt) => {
      const own = product.get(ma_vt)?.dvt ?? null;
      if (dvt === null || dvt === own) return 1;
      return factor.get(`${ma_vt}\u0000${dvt}`);
    },
    branchWarehouse: warehouse,
    flag: (name) => isTrue(configValue(configs, name)),
    norms: (ma_dv) => norms.filter((norm) => norm.ma_dv === ma_dv),
    product: (ma_vt) => product.get(ma_vt),
  };
};

/**
 * The average cost per unit of each product in each warehouse (and batch) the moves touch, before this voucher
 * (stock on hand less what the voucher posted before); the product's standard cost (gia_von) where none is on hand.
 */
const unitCosts = async (
  ctx: PostingContext,
  before: readonly StockMove[],
  moves: readonly StockMove[],
  productOf: (ma_vt: string) => Product | undefined,
): Promise<(move: StockMove) => number> => {
  const held = new Map<string, { so_luong: number; gia_tri: number }>();
  if (moves.length > 0) {
    const rows = await sql<{
      ma_kho: string;
      ma_vt: string;
      ma_lo: string;
      so_luong: number;
      gia_tri: number;
    }>`
      SELECT ma_kho, ma_vt, ma_lo, so_luong::float8 AS so_luong, gia_tri::float8 AS gia_tri FROM stock_on_hand
      WHERE tenant_id = ${ctx.tenantId}
        AND (ma_kho, ma_vt, ma_lo) IN (${sql.join(moves.map((m) => sql`(${m.ma_kho}, ${m.ma_vt}, ${m.ma_lo})`))})`.execute(
      ctx.trx,
    );
    for (const row of rows.rows) held.set(stockKeyOf(row), { so_luong: row.so_luong, gia_tri: row.gia_tri });
  }
  for (const move of before) {
    const key = stockKeyOf(move);
    const at = held.get(key);
    if (at) held.set(key, { so_luong: at.so_luong - move.so_luong, gia_tri: at.gia_tri - move.gia_tri });
  }
  return (move) => {
    const at = held.get(stockKeyOf(move));
    if (at && at.so_luong > 0 && at.gia_tri > 0) return at.gia_tri / at.so_luong;
    return productOf(move.ma_vt)?.gia_von ?? 0;
  };
};

/**
 * The movements with their batches (rule: @sen/domain resources/stock/stock-batches.ts): the batches on hand of the
 * tracked products the voucher moves, locked in key order until the transaction ends (two cashiers selling the
 * last of a batch wait on each other), with what the voucher took before given back.
 */
const withBatches = async (
  ctx: PostingContext,
  posting: StockPosting,
  before: readonly StockMove[],
  moves: readonly StockMove[],
  productOf: (ma_vt: string) => Product | undefined,
  allowNegative: boolean,
): Promise<StockMove[]> => {
  const tracked = (ma_vt: string) => productOf(ma_vt)?.theo_doi_lo === true;
  const touched = moves.filter((move) => tracked(move.ma_vt));
  if (touched.length === 0) return [...moves];
  const codes = [...new Set(touched.map((move) => move.ma_vt))];
  const places = [...new Set(touched.map((move) => `${move.ma_kho}\u0000${move.ma_vt}`))].map((key) =>
    key.split('\u0000'),
  );
  const [held, expiries] = await Promise.all([
    sql<{ ma_kho: string; ma_vt: string; ma_lo: string; so_luong: number; han_sd: string | null }>`
      SELECT h.ma_kho, h.ma_vt, h.ma_lo, h.so_luong::float8 AS so_luong, to_char(b.han_sd, 'YYYY-MM-DD') AS han_sd
      FROM stock_on_hand h
      LEFT JOIN stock_product_batches b ON b.tenant_id = h.tenant_id AND b.ma_vt = h.ma_vt AND b.ma_lo = h.ma_lo
      WHERE h.tenant_id = ${ctx.tenantId}
        AND (h.ma_kho, h.ma_vt) IN (${sql.join(places.map(([kho, vt]) => sql`(${kho}, ${vt})`))})
      ORDER BY h.ma_kho, h.ma_vt, h.ma_lo
      FOR UPDATE OF h`.execute(ctx.trx),
    sql<{ ma_vt: string; ma_lo: string; han_sd: string | null }>`
      SELECT ma_vt, ma_lo, to_char(han_sd, 'YYYY-MM-DD') AS han_sd FROM stock_product_batches
      WHERE tenant_id = ${ctx.tenantId} AND ma_vt IN (${sql.join(codes)})`.execute(ctx.trx),
  ]);
  const onHand = new Map<string, BatchOnHand>();
  for (const row of held.rows)
    onHand.set(stockKeyOf(row), { ma_lo: row.ma_lo, han_sd: row.han_sd, so_luong: row.so_luong });
  for (const move of before) {
    const at = onHand.get(stockKeyOf(move));
    if (at) at.so_luong -= move.so_luong;
  }
  const expiry = new Map(expiries.rows.map((row) => [`${row.ma_vt}\u0000${row.ma_lo}`, row.han_sd]));
  const result = batchedMoves(
    moves,
    {
      tracked,
      onHand: (ma_kho, ma_vt) =>
        held.rows
          .filter((row) => row.ma_kho === ma_kho && row.ma_vt === ma_vt)
          .map((row) => onHand.get(stockKeyOf(row))!),
      expiry: (ma_vt, ma_lo) => expiry.get(`${ma_vt}\u0000${ma_lo}`) ?? null,
    },
    { batchRequired: posting.batchRequired, allowNegative, transfer: posting.direction === 'transfer' },
  );
  if (result.ok) return result.moves;
  const { refusal } = result;
  if (refusal.code === 'STOCK_BATCH_REQUIRED')
    throw new ApiError(400, refusal.code, refusal.params, [
      { in: 'body', path: `/chi_tiet/${refusal.line - 1}/ma_lo` },
    ]);
  throw new ApiError(409, refusal.code, refusal.params, [{ in: 'body', path: '/chi_tiet' }]);
};

/** The movements a voucher posted before (its rows of the ledger). */
const postedMoves = async (ctx: PostingContext, source: string, sourceId: string): Promise<StockMove[]> => {
  const rows = await sql<StockMove>`
    SELECT line, ma_kho, ma_vt, ma_lo, to_char(han_sd, 'YYYY-MM-DD') AS han_sd,
      so_luong::float8 AS so_luong, tien::float8 AS gia_tri
    FROM stock_ledger
    WHERE tenant_id = ${ctx.tenantId} AND source = ${source} AND source_id = ${sourceId}
    ORDER BY line, so_luong`.execute(ctx.trx);
  return rows.rows;
};

const nothingToSettle = async (): Promise<void> => undefined;

/**
 * Moves stock on hand by what a voucher's change of movements makes of each balance, refused with 409
 * STOCK_NOT_ENOUGH where a balance would go below zero (unless the tenant allows it).
 */
const moveBalances = async (
  ctx: PostingContext,
  before: readonly StockMove[],
  after: readonly StockMove[],
  allowNegative: boolean,
): Promise<void> => {
  const tenantId = ctx.tenantId;
  // The balance rows move in one statement, in key order (each row locked until the transaction ends).
  const deltas = stockDeltasOf(before, after);
  const balances =
    deltas.length === 0
      ? []
      : (
          await sql<{ ma_kho: string; ma_vt: string; ma_lo: string; so_luong: number }>`
            INSERT INTO stock_on_hand (tenant_id, ma_kho, ma_vt, ma_lo, so_luong, gia_tri)
            VALUES ${sql.join(
              deltas.map(
                (delta) =>
                  sql`(${tenantId}, ${delta.ma_kho}, ${delta.ma_vt}, ${delta.ma_lo}, ${delta.so_luong}, ${delta.gia_tri})`,
              ),
            )}
            ON CONFLICT (tenant_id, ma_kho, ma_vt, ma_lo) DO UPDATE
              SET so_luong = stock_on_hand.so_luong + EXCLUDED.so_luong,
                  gia_tri = stock_on_hand.gia_tri + EXCLUDED.gia_tri
            RETURNING ma_kho, ma_vt, ma_lo, so_luong::float8 AS so_luong`.execute(ctx.trx)
        ).rows;
  const onHandOf = new Map(balances.map((row) => [stockKeyOf(row), row.so_luong]));
  for (const delta of deltas) {
    const onHand = onHandOf.get(stockKeyOf(delta)) ?? 0;
    if (delta.so_luong < 0 && onHand < 0 && !allowNegative)
      throw new ApiError(
        409,
        'STOCK_NOT_ENOUGH',
        {
          ma_vt: delta.ma_vt,
          ma_kho: delta.ma_kho,
          ton: Math.max(0, Math.round((onHand - delta.so_luong) * 1000) / 1000),
          can: -delta.so_luong,
        },
        [{ in: 'body', path: '/chi_tiet' }],
      );
  }
};

/**
 * Posts a voucher of a stock-moving resource: `voucher` as now stored (null once deleted), `id` its _id: its
 * movements are written at once (a line the rule refuses is an ApiError); stock on hand moves when the answered
 * step is run, refused (ApiError) where a balance would go below zero. The caller runs it last in the transaction:
 * the balance rows stay locked from then to the commit, so the sales of the same goods queue as briefly as they can.
 */
export const postStock = async (
  ctx: PostingContext,
  posting: StockPosting,
  id: string,
  voucher: Row | null,
): Promise<() => Promise<void>> => {
  const { source, tenantId } = ctx;
  const before = ctx.fresh ? [] : await postedMoves(ctx, source, id);
  // A voucher that consumes by norms moves nothing while the tenant's flag is off.
  if (posting.consumes && before.length === 0 && !isTrue(configValue(await configsOf(ctx), posting.consumes)))
    return nothingToSettle;
  let after: StockMove[] = [];
  let allowNegative = false;
  let productOf: (ma_vt: string) => Product | undefined = () => undefined;
  if (voucher) {
    const facts = await factsOf(ctx, posting, voucher);
    const result = stockMovesOf(posting, voucher, facts);
    if (!result.ok)
      throw new ApiError(400, result.refusal.code, result.refusal.params, [
        { in: 'body', path: `/${result.refusal.field.replaceAll('.', '/')}` },
      ]);
    allowNegative = facts.flag('stock_allow_negative');
    const moves = facts.flag('stock_product_batch')
      ? await withBatches(ctx, posting, before, result.moves, facts.product, allowNegative)
      : result.moves;
    after = costedMoves(posting, moves, await unitCosts(ctx, before, moves, facts.product));
    productOf = facts.product;
  }
  if (before.length === 0 && after.length === 0) return nothingToSettle;
  const settle = () => moveBalances(ctx, before, after, allowNegative);

  if (before.length > 0)
    await sql`DELETE FROM stock_ledger WHERE tenant_id = ${tenantId} AND source = ${source} AND source_id = ${id}`.execute(
      ctx.trx,
    );
  if (after.length === 0 || !voucher) return settle;
  await ctx.trx
    .insertInto('stock_ledger')
    .values(
      after.map((move) => ({
        tenant_id: tenantId,
        source,
        source_id: id,
        ma_ct: text(voucher.ma_ct) || null,
        so_ct: text(voucher.so_ct) || null,
        ngay_ct: text(voucher.ngay_ct),
        ma_dvcs: text(voucher.ma_dvcs),
        line: move.line,
        ma_kho: move.ma_kho,
        ma_vt: move.ma_vt,
        ten_vt: productOf(move.ma_vt)?.ten_vt ?? null,
        dvt: productOf(move.ma_vt)?.dvt ?? null,
        ma_lo: move.ma_lo,
        han_sd: move.han_sd,
        sl_nhap: Math.max(0, move.so_luong),
        sl_xuat: Math.max(0, -move.so_luong),
        so_luong: move.so_luong,
        tien: move.gia_tri,
      })),
    )
    .execute();
  return settle;
};
