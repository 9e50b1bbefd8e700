import {
  orderReceiptRefusal,
  receivedOrder,
  resourceNamed,
  type OrderReceiptRefusal,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../../../http/api-error.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';

/**
 * Purchase orders received through goods receipts (rule: @sen/domain resources/purchases/order-receipts.ts). A
 * receipt naming an order (`so_dh`) is checked against it, the order locked so two receipts of one order wait on
 * each other; then the order's received quantities and status are written again from its done receipts. The
 * same happens when a receipt leaves an order (changed, cancelled, deleted) and whenever the order is written.
 */

type Line = { ma_vt: string | null; dvt: string | null; so_luong: number };
type Order = { _id: string; so_ct: string; trang_thai: string; chi_tiet: (Line & { _id: string })[] };

/** The words of the order field ('Số đơn mua hàng'), for an order number the branch does not have. */
const ORDER_FIELD = resourceNamed('receipt-orders')!.fields.so_dh!.label.vi;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const linesOf = (row: SetRow): Line[] => (Array.isArray(row.chi_tiet) ? (row.chi_tiet as Line[]) : []);

const refuse = (refusal: OrderReceiptRefusal): never => {
  throw new ApiError(refusal.status, refusal.code, refusal.params, [
    { in: 'body', path: `/${refusal.field.replaceAll('.', '/')}` },
  ]);
};

/** The branch's order numbered `so_ct` with its lines, locked; undefined when there is none. */
const lockedOrder = async (ctx: WriteContext, ma_dvcs: unknown, where: { so_ct?: string; _id?: string }) => {
  const tenantId = ctx.scope.tenantId;
  const head = (
    await sql<Omit<Order, 'chi_tiet'>>`
      SELECT _id::text AS _id, so_ct, trang_thai FROM purchase_orders
      WHERE tenant_id = ${tenantId}
        AND ${where._id ? sql`_id = ${where._id}` : sql`ma_dvcs = ${ma_dvcs} AND so_ct = ${where.so_ct}`}
      FOR UPDATE`.execute(ctx.trx)
  ).rows[0];
  if (!head) return undefined;
  const lines = await sql<Line & { _id: string }>`
    SELECT _id::text AS _id, ma_vt, dvt, so_luong::float8 AS so_luong FROM purchase_orders_lines
    WHERE tenant_id = ${tenantId} AND header_id = ${head._id} ORDER BY stt`.execute(ctx.trx);
  return { ...head, chi_tiet: lines.rows } satisfies Order;
};

/** The receipts of an order other than `exceptId`, each with its status and lines. */
const receiptsOf = async (ctx: WriteContext, ma_dvcs: unknown, so_dh: string, exceptId: string | null) => {
  const rows = await sql<Line & { _id: string; trang_thai: string }>`
    SELECT r._id::text AS _id, r.trang_thai, l.ma_vt, l.dvt, l.so_luong::float8 AS so_luong
    FROM stock_receipts r JOIN stock_receipts_lines l ON l.header_id = r._id
    WHERE r.tenant_id = ${ctx.scope.tenantId} AND r.ma_dvcs = ${ma_dvcs} AND r.so_dh = ${so_dh}
      ${exceptId ? sql`AND r._id <> ${exceptId}` : sql``}`.execute(ctx.trx);
  const receipts = new Map<string, { trang_thai: string; chi_tiet: Line[] }>();
  for (const row of rows.rows) {
    const receipt = receipts.get(row._id) ?? { trang_thai: row.trang_thai, chi_tiet: [] };
    receipt.chi_tiet.push(row);
    receipts.set(row._id, receipt);
  }
  return [...receipts.values()];
};

/**
 * Writes the order's received quantities and status from its done receipts (the one being written as it now
 * stands); refuses an order cancelled with goods received.
 */
const syncOrder = async (
  ctx: WriteContext,
  order: Order,
  receipts: readonly { trang_thai: unknown; chi_tiet: readonly Line[] }[],
): Promise<{ trang_thai: string; sl_nhan: number[] }> => {
  const result = receivedOrder(
    order,
    receipts.filter((receipt) => receipt.trang_thai === '1'),
  );
  if (!result.ok) return refuse(result.refusal);
  const tenantId = ctx.scope.tenantId;
  if (result.trang_thai !== order.trang_thai)
    await sql`UPDATE purchase_orders SET trang_thai = ${result.trang_thai}
      WHERE tenant_id = ${tenantId} AND _id = ${order._id}`.execute(ctx.trx);
  for (const [index, line] of order.chi_tiet.entries())
    await sql`UPDATE purchase_orders_lines SET sl_nhan = ${result.lines[index]!.sl_nhan}
      WHERE tenant_id = ${tenantId} AND _id = ${line._id}
        AND sl_nhan IS DISTINCT FROM ${result.lines[index]!.sl_nhan}`.execute(ctx.trx);
  return { trang_thai: result.trang_thai, sl_nhan: result.lines.map((line) => line.sl_nhan) };
};

/** The receipt's order, checked and kept in step; the order it named before, if another, kept in step too. */
const receiptWritten = async (ctx: WriteContext, after: SetRow | null, before: SetRow | null) => {
  const so_dh = text(after?.so_dh);
  if (after && so_dh) {
    const order = await lockedOrder(ctx, after.ma_dvcs, { so_ct: so_dh });
    if (!order)
      throw new ApiError(400, 'LOOKUP_NOT_FOUND', { field: ORDER_FIELD, value: so_dh }, [
        { in: 'body', path: '/so_dh' },
      ]);
    const others = await receiptsOf(ctx, after.ma_dvcs, so_dh, after._id);
    const refusal = orderReceiptRefusal(after, order, others);
    if (refusal) refuse(refusal);
    await syncOrder(ctx, order, [...others, { trang_thai: after.trang_thai, chi_tiet: linesOf(after) }]);
  }
  const previous = text(before?.so_dh);
  if (before && previous && (previous !== so_dh || before.ma_dvcs !== after?.ma_dvcs)) {
    const order = await lockedOrder(ctx, before.ma_dvcs, { so_ct: previous });
    if (order) await syncOrder(ctx, order, await receiptsOf(ctx, before.ma_dvcs, previous, before._id));
  }
};

export const receiptOrderEffects: WriteEffects = {
  afterWrite: async (ctx, after, before) => {
    await receiptWritten(ctx, after, before);
  },
  beforeDelete: async (ctx, existing) => {
    await receiptWritten(ctx, null, existing);
  },
};

/** An order written keeps what its receipts brought in, whatever was sent, and the status that follows. */
export const domesticOrderEffects: WriteEffects = {
  afterWrite: async (ctx, after) => {
    const order = await lockedOrder(ctx, after.ma_dvcs, { _id: after._id });
    if (!order) return;
    const receipts = await receiptsOf(ctx, after.ma_dvcs, order.so_ct, null);
    const synced = await syncOrder(ctx, order, receipts);
    const lines = Array.isArray(after.chi_tiet) ? (after.chi_tiet as Record<string, unknown>[]) : [];
    return {
      ...after,
      trang_thai: synced.trang_thai,
      chi_tiet: lines.map((line, index) => ({ ...line, sl_nhan: synced.sl_nhan[index] ?? 0 })),
    };
  },
};
