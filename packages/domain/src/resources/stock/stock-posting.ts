import type { ErrorCode } from '../../i18n/errors.js';
import { postedNumber, postedText } from '../posted-values.js';
import { CANCELLED_VOUCHER_STATUS, isApprovedVoucher } from '../voucher-approval.js';

/**
 * The stock ledger's rule: which vouchers move stock, which way, and by how much. Pure: the server's posting layer
 * runs it in the voucher's transaction (and takes back what the voucher posted before); the seed and the tests
 * may run it too.
 *
 * - A voucher moves stock once it is done (trang_thai '1') and not cancelled; where the tenant asks for approval
 *   (`approvalFlag`, e.g. sale_bill_require_approve), once it is approved as well. A draft moves nothing.
 * - Each line of a stocked product (goods and materials: not services or packages) moves its quantity converted
 *   to the product's own unit (conversion units: 1 box = 10 tubes), out of or into the line's warehouse, else the
 *   voucher's, else the branch's first; a transfer moves it out of `ma_kho` and into `ma_kho_n`.
 * - The value moved is the line's amount (tien, else quantity × price) for a receipt; for anything else the goods'
 *   average cost in the warehouse when posted (`costedMoves`), signed like the quantity.
 * - A service voucher (`consumes`, with sale_service_comsume on) takes out the materials its services use by their
 *   consumption norms, out of its materials warehouse (ma_kho), else the branch's first.
 */

/** Which way a voucher moves its lines: out of a warehouse (a sale, an issue), into one (a receipt, a return), across. */
export type StockDirection = 'in' | 'out' | 'transfer';

export type StockPosting = {
  direction: StockDirection;
  /**
   * What the goods moved are worth: 'line', the line's amount (a purchase brings goods in at what they cost);
   * 'cost' (default), their average cost in the warehouse when posted (a sale takes goods out at cost, not at the
   * price sold; a transfer carries its cost across).
   */
  valuedAt?: 'line' | 'cost';
  /** The config flag that makes the voucher wait for its approval before it moves stock. */
  approvalFlag?: string;
  /**
   * The config flag under which the voucher's lines (services) consume their materials by the consumption norms
   * (product-consumes): each line takes `so_luong` × the norm's quantity of each material out; the lines
   * themselves move nothing. Without the flag the voucher moves no stock.
   */
  consumes?: string;
  /** With batches on (stock_product_batch), a line of a product tracked by batch must name its batch (a purchase). */
  batchRequired?: boolean;
};

/** The vouchers that move stock, by catalogue name. */
export const stockPostings: Readonly<Record<string, StockPosting>> = {
  bills: { direction: 'out', approvalFlag: 'sale_bill_require_approve' },
  'retail-orders': { direction: 'out' },
  'delivery-orders': { direction: 'out' },
  'receipt-orders': { direction: 'in', valuedAt: 'line', batchRequired: true },
  returns: { direction: 'in', approvalFlag: 'sale_bill_require_approve' },
  'transfer-orders': { direction: 'transfer' },
  'gift-exchanges': { direction: 'out' },
  'sales-services': {
    direction: 'out',
    approvalFlag: 'sale_service_require_approve',
    consumes: 'sale_service_comsume',
  },
};

/** A consumption norm: what one turn of a service takes of a material, in the norm's unit. */
export type ConsumptionNorm = { ma_vt: string; dvt: string | null; so_luong: number };

/** Product kinds kept in stock (productKinds: HH goods, NVL materials; DV services and GOI packages are not). */
export const STOCKED_KINDS: readonly string[] = ['HH', 'NVL'];

/** One movement of the stock ledger: a line's quantity (in the product's unit) and value, + in, − out. */
export type StockMove = {
  /** The voucher line it comes from (its stt, from 1). */
  line: number;
  ma_kho: string;
  ma_vt: string;
  /** The batch ('' for a product not tracked by batch). */
  ma_lo: string;
  han_sd: string | null;
  so_luong: number;
  gia_tri: number;
};

/** What the rule needs to know beyond the voucher: the products, their conversion units, the branch. */
export type StockFacts = {
  /** Whether the product is kept in stock; undefined for a product that does not exist. */
  stocked: (ma_vt: string) => boolean | undefined;
  /** Base units in one `dvt` of the product: 1 for its own unit (or none), undefined for a unit it is not sold in. */
  factor: (ma_vt: string, dvt: string | null) => number | undefined;
  /** The warehouse of a line when neither it nor the voucher names one (the branch's first), or null. */
  branchWarehouse: string | null;
  /** The tenant's config flags ('t' is true). */
  flag: (name: string) => boolean;
  /** The consumption norms of a service (a voucher that `consumes`); none by default. */
  norms?: (ma_dv: string) => readonly ConsumptionNorm[];
};

/** Why a voucher cannot move stock: the error code (i18n/errors.ts), the field and the message's values. */
export type StockRefusal = {
  code: Extract<ErrorCode, 'STOCK_WAREHOUSE_REQUIRED' | 'STOCK_UNIT_UNKNOWN'>;
  field: string;
  params: Record<string, string | number>;
};

type Row = Readonly<Record<string, unknown>>;

const text = postedText;
const numeric = postedNumber;

/** The lines a voucher moves: its own, or for a voucher that consumes, the materials its lines' norms name. */
const movingLines = (posting: StockPosting, lines: readonly Row[], facts: StockFacts): Row[] => {
  if (!posting.consumes) return [...lines];
  if (!facts.flag(posting.consumes)) return [];
  return lines.flatMap((line, index) =>
    (facts.norms?.(text(line.ma_vt)) ?? []).map((norm) => ({
      stt: numeric(line.stt) || index + 1,
      ma_vt: norm.ma_vt,
      dvt: norm.dvt,
      so_luong: numeric(line.so_luong) * norm.so_luong,
      gia: 0,
    })),
  );
};

/** Rounds a quantity to the ledger's three decimals (the quantity field's), so sums stay exact. */
const quantity = (n: number): number => Math.round(n * 1000) / 1000;

/** Whether the voucher moves stock now: done, not cancelled, and approved where the tenant asks for approval. */
export const voucherMovesStock = (posting: StockPosting, voucher: Row, flag: StockFacts['flag']): boolean => {
  if (voucher.trang_thai === CANCELLED_VOUCHER_STATUS || voucher.trang_thai !== '1') return false;
  return !posting.approvalFlag || !flag(posting.approvalFlag) || isApprovedVoucher(voucher);
};

/**
 * The stock movements of a voucher (none when it does not move stock now), or why it cannot move stock (a line of
 * a stocked product without a warehouse anywhere, or in a unit the product has no conversion for).
 */
export const stockMovesOf = (
  posting: StockPosting,
  voucher: Row,
  facts: StockFacts,
): { ok: true; moves: StockMove[] } | { ok: false; refusal: StockRefusal } => {
  if (!voucherMovesStock(posting, voucher, facts.flag)) return { ok: true, moves: [] };
  const lines = movingLines(
    posting,
    Array.isArray(voucher.chi_tiet) ? (voucher.chi_tiet as Row[]) : [],
    facts,
  );
  const moves: StockMove[] = [];
  for (const [index, line] of lines.entries()) {
    const ma_vt = text(line.ma_vt);
    if (!ma_vt || !facts.stocked(ma_vt)) continue;
    const dvt = text(line.dvt) || null;
    const factor = facts.factor(ma_vt, dvt);
    if (factor === undefined)
      return {
        ok: false,
        refusal: {
          code: 'STOCK_UNIT_UNKNOWN',
          field: `chi_tiet.${index}.dvt`,
          params: { ma_vt, dvt: dvt ?? '' },
        },
      };
    const ma_kho = text(line.ma_kho) || text(voucher.ma_kho) || facts.branchWarehouse;
    if (!ma_kho)
      return {
        ok: false,
        refusal: { code: 'STOCK_WAREHOUSE_REQUIRED', field: 'ma_kho', params: { ma_vt } },
      };
    const so_luong = quantity(numeric(line.so_luong) * factor);
    const tien = line.tien ?? line.thanh_tien;
    const gia_tri = Math.round(
      tien === undefined || tien === null ? numeric(line.so_luong) * numeric(line.gia) : numeric(tien),
    );
    const at = {
      line: numeric(line.stt) || index + 1,
      ma_vt,
      ma_lo: text(line.ma_lo),
      han_sd: text(line.han_sd) || null,
    };
    if (so_luong === 0) continue;
    if (posting.direction === 'transfer') {
      const into = text(voucher.ma_kho_n);
      moves.push({ ...at, ma_kho: text(voucher.ma_kho) || ma_kho, so_luong: -so_luong, gia_tri: -gia_tri });
      if (into) moves.push({ ...at, ma_kho: into, so_luong, gia_tri });
    } else {
      const sign = posting.direction === 'in' ? 1 : -1;
      moves.push({ ...at, ma_kho, so_luong: sign * so_luong, gia_tri: sign * gia_tri });
    }
  }
  return { ok: true, moves };
};

/** A stock balance's key: warehouse, product and batch. */
export const stockKeyOf = (move: Pick<StockMove, 'ma_kho' | 'ma_vt' | 'ma_lo'>): string =>
  `${move.ma_kho}\u0000${move.ma_vt}\u0000${move.ma_lo}`;

/**
 * What a change of a voucher's movements does to each balance: the new movements less the old ones, summed per
 * warehouse, product and batch, the keys in a fixed order (so concurrent postings lock balances in the same order
 * and never deadlock); balances left unchanged are left out.
 */
export const stockDeltasOf = (
  before: readonly StockMove[],
  after: readonly StockMove[],
): { ma_kho: string; ma_vt: string; ma_lo: string; so_luong: number; gia_tri: number }[] => {
  const sums = new Map<
    string,
    { ma_kho: string; ma_vt: string; ma_lo: string; so_luong: number; gia_tri: number }
  >();
  const add = (move: StockMove, sign: 1 | -1) => {
    const key = stockKeyOf(move);
    const sum = sums.get(key) ?? {
      ma_kho: move.ma_kho,
      ma_vt: move.ma_vt,
      ma_lo: move.ma_lo,
      so_luong: 0,
      gia_tri: 0,
    };
    sum.so_luong = quantity(sum.so_luong + sign * move.so_luong);
    sum.gia_tri += sign * move.gia_tri;
    sums.set(key, sum);
  };
  for (const move of before) add(move, -1);
  for (const move of after) add(move, 1);
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, sum]) => sum)
    .filter((sum) => sum.so_luong !== 0 || sum.gia_tri !== 0);
};

/**
 * The movements valued as the voucher says (`valuedAt`): a receipt's as they are (the line's amount), anything
 * else's at `unitCost`, the average cost per unit of the product in the warehouse before this voucher; a
 * transfer's goods enter at the cost they left with.
 */
export const costedMoves = (
  posting: StockPosting,
  moves: readonly StockMove[],
  unitCost: (move: StockMove) => number,
): StockMove[] => {
  if (posting.valuedAt === 'line') return [...moves];
  // A transfer's line leaves and enters in the same batches: what each part left with, it enters with.
  const partOf = (move: StockMove) => `${move.line}\u0000${move.ma_lo}`;
  const leaving = new Map<string, number>();
  const costed = moves.map((move) => {
    if (posting.direction === 'transfer' && move.so_luong > 0) return move;
    const value = move.so_luong * unitCost(move);
    // Half away from zero, so taking goods out and bringing them back cost the same.
    const gia_tri = Math.sign(value) * Math.round(Math.abs(value));
    if (posting.direction === 'transfer') leaving.set(partOf(move), gia_tri);
    return { ...move, gia_tri };
  });
  return costed.map((move) =>
    posting.direction === 'transfer' && move.so_luong > 0
      ? { ...move, gia_tri: -(leaving.get(partOf(move)) ?? 0) }
      : move,
  );
};
