import { configDefaults } from '@sen/domain';
import {
  resourceNamed,
  STOCKED_KINDS,
  stockKeyOf,
  stockMovesOf,
  stockPostings,
  type StockFacts,
  type StockMove,
} from '@sen/domain/resources';
import type { CatalogueRow } from './catalogue-rows.js';
import { demoWarehouses } from './demo-resource-sets.js';
import { OPENING_STOCK_ID } from './opening-stock.js';

type Row = Record<string, unknown>;
type Rows = Map<string, CatalogueRow[]>;

/** What the opening stock keeps over the lowest any balance falls to (the demo's stock never runs to nothing). */
const COVER_RESERVE = 5;

/** The ledger's rule for the demo's rows: its products and units, the branch's first warehouse, the default flags. */
const factsOf = (rows: Rows, voucher: Row): StockFacts => {
  const products = new Map((rows.get('products') ?? []).map((p) => [String(p.ma_vt), p]));
  const factors = new Map(
    (rows.get('conversion-units') ?? []).map((c) => [
      `${String(c.ma_vt)}|${String(c.dvt_qd)}`,
      Number(c.he_so),
    ]),
  );
  const flags = new Map(configDefaults.map((c) => [c.name, c.value === 't']));
  return {
    stocked: (ma_vt) => {
      const product = products.get(ma_vt);
      return product ? STOCKED_KINDS.includes(String(product.loai_vt ?? 'HH')) : undefined;
    },
    factor: (ma_vt, dvt) =>
      dvt === null || dvt === products.get(ma_vt)?.dvt ? 1 : factors.get(`${ma_vt}|${dvt}`) || undefined,
    branchWarehouse:
      demoWarehouses
        .filter((w) => w.ma_dvcs === voucher.ma_dvcs)
        .map((w) => w.ma_kho)
        .sort()[0] ?? null,
    flag: (name) => flags.get(name) ?? false,
  };
};

/** The order a day's vouchers post in (as postDemoVouchers posts them): stock in, across, then out. */
const dayOrder = { in: 1, transfer: 2, out: 3 } as const;

/**
 * What the demo takes out of a warehouse was there. The generic demo vouchers pick warehouses, products and
 * batches at random, so an issue or a transfer may take out what never came in. Every stock voucher of the demo is
 * run through the ledger's own rule (stockMovesOf) in the order the seed posts them; where a balance (warehouse,
 * product, batch) would fall below zero, that warehouse's opening stock brings in enough of it to stay a few
 * units above. Run last, on the rows about to be written: the stock reports then show no negative balance, on any
 * day.
 */
export const withStockCovered = (rows: Rows): void => {
  const receipts = resourceNamed('receipt-orders');
  const openings = new Map(
    (rows.get('receipt-orders') ?? [])
      .filter((row) => row._id.startsWith(OPENING_STOCK_ID))
      .map((row) => [String(row.ma_kho), row]),
  );
  const moves: { day: string; order: number; move: StockMove }[] = [];
  for (const [source, posting] of Object.entries(stockPostings))
    for (const row of rows.get(source) ?? []) {
      if (openings.get(String(row.ma_kho)) === row) continue;
      const result = stockMovesOf(posting, row, factsOf(rows, row));
      if (!result.ok) continue;
      for (const move of result.moves)
        moves.push({ day: String(row.ngay_ct), order: dayOrder[posting.direction], move });
    }
  moves.sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);

  const balance = new Map<string, number>();
  const lowest = new Map<string, { move: StockMove; low: number }>();
  for (const opening of openings.values())
    for (const line of (opening.chi_tiet as Row[] | undefined) ?? [])
      balance.set(
        stockKeyOf({
          ma_kho: String(opening.ma_kho),
          ma_vt: String(line.ma_vt),
          ma_lo: String(line.ma_lo ?? ''),
        }),
        Number(line.so_luong ?? 0),
      );
  for (const { move } of moves) {
    const key = stockKeyOf(move);
    const now = (balance.get(key) ?? 0) + move.so_luong;
    balance.set(key, now);
    if (now < (lowest.get(key)?.low ?? 0)) lowest.set(key, { move, low: now });
  }

  const products = new Map((rows.get('products') ?? []).map((p) => [String(p.ma_vt), p]));
  const changed = new Set<CatalogueRow>();
  for (const { move, low } of lowest.values()) {
    const opening = openings.get(move.ma_kho);
    if (!opening) continue;
    const lines = (opening.chi_tiet as Row[] | undefined) ?? [];
    const more = Math.ceil(-low) + COVER_RESERVE;
    const line = lines.find((l) => l.ma_vt === move.ma_vt && String(l.ma_lo ?? '') === move.ma_lo);
    if (line) line.so_luong = Number(line.so_luong ?? 0) + more;
    else {
      const product = products.get(move.ma_vt);
      lines.push({
        ma_vt: move.ma_vt,
        ten_vt: product?.ten_vt ?? null,
        dvt: product?.dvt ?? null,
        ma_kho: move.ma_kho,
        so_luong: more,
        gia: Number(product?.gia_von ?? 0) || Math.round(Number(product?.gia_ban ?? 0) * 0.45),
        ...(move.ma_lo && { ma_lo: move.ma_lo, han_sd: move.han_sd }),
      });
    }
    opening.chi_tiet = lines;
    changed.add(opening);
  }
  if (changed.size === 0 || !receipts?.derive) return;
  // The opening receipts' amounts and totals follow their lines.
  rows.set(
    'receipt-orders',
    (rows.get('receipt-orders') ?? []).map((row) =>
      changed.has(row) ? (receipts.derive!(row) as CatalogueRow) : row,
    ),
  );
};
