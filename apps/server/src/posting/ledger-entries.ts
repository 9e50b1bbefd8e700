import { randomUUID } from 'node:crypto';
import type { Resource } from '@sen/domain';
import { postedText } from '@sen/domain/resources';
import { sql } from 'kysely';
import { nextVoucherNumber } from '../routes/resource-sets/catalogue-writes.js';
import { insertRow, type DynamicDb } from '../routes/resource-sets/set-query.js';
import type { PostingContext } from './stock-ledger.js';

type Row = Readonly<Record<string, unknown>>;

/** The voucher as every entry of a ledger names it: type, number, date, branch and customer. */
export const voucherHeadOf = (voucher: Row) => ({
  ma_ct: postedText(voucher.ma_ct) || null,
  so_ct: postedText(voucher.so_ct) || null,
  ngay_ct: postedText(voucher.ngay_ct),
  ma_dvcs: postedText(voucher.ma_dvcs),
  ma_kh: postedText(voucher.ma_kh) || null,
  ten_kh: postedText(voucher.ten_kh) || null,
});

/**
 * Replaces what a voucher posted to a ledger table by `entries` (none once it is deleted or posts nothing now):
 * each entry stored with the tenant, the voucher's resource and _id, and its head (voucherHeadOf).
 */
export const replaceLedgerEntries = async (
  ctx: PostingContext,
  table: 'package_ledger' | 'employee_ledger',
  id: string,
  voucher: Row | null,
  entries: readonly Record<string, unknown>[],
): Promise<void> => {
  if (!ctx.fresh)
    await sql`DELETE FROM ${sql.table(table)} WHERE tenant_id = ${ctx.tenantId} AND source = ${ctx.source} AND source_id = ${id}`.execute(
      ctx.trx,
    );
  if (entries.length === 0 || !voucher) return;
  const head = { tenant_id: ctx.tenantId, source: ctx.source, source_id: id, ...voucherHeadOf(voucher) };
  await ctx.trx
    .insertInto(table)
    .values(entries.map((entry) => ({ ...head, ...entry })) as never)
    .execute();
};

/**
 * Writes an entry of a card's history (payment, customer or no-name card) that a voucher's posting made: numbered
 * in the history's own series for the voucher's branch and day, stamped by who writes; its _id.
 */
export const insertHistoryEntry = async (
  ctx: PostingContext,
  history: Resource,
  entry: Record<string, unknown> & { ngay_ct: string; ma_dvcs: string },
): Promise<string> => {
  const id = randomUUID();
  const now = new Date().toISOString();
  const user = ctx.user ?? 'system';
  const db = ctx.trx as unknown as DynamicDb;
  await insertRow(
    db,
    history,
    ctx.tenantId,
    {
      ma_ct: history.voucher!.ma_ct,
      stt_rec: id,
      so_ct: await nextVoucherNumber(db, ctx.tenantId, history, entry.ma_dvcs, entry.ngay_ct),
      ...entry,
      nguoi_tao: user,
      ngay_tao: now,
      nguoi_sua: user,
      ngay_sua: now,
    },
    id,
  );
  return id;
};
