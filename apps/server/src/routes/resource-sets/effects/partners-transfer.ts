import { resourceNamed } from '@sen/domain/resources';
import { sql } from 'kysely';
import type { AppDeps } from '../../../app-deps.js';
import { ApiError } from '../../../http/api-error.js';
import { staffOf } from '../../../http/context-access.js';
import { recordChange } from '../../../services/audit-log.js';
import { lookupAccessOf } from '../lookup-access.js';
import { scopedRows, type DynamicDb, type SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';

/**
 * The customer transfer (/crm/partners-transfer, CKH) at work: when a transfer becomes done (trang_thai '1', on
 * create or by a change from draft), every customer of its lines passes from the giving salesperson (ma_nvbh_cu)
 * to the receiving one (ma_nvbh_moi), so the ownership checks and the read-all scope follow the customers.
 */

/** The status of a done transfer (voucherStatuses: '0' draft, '1' done, '9' cancelled). */
const DONE = '1';

/** Where the audit log files a customer's change: the customers resource (/crm/partners). */
const customers = { resource: 'crm/partners', resourceName: 'partners' } as const;

type Line = { ma_kh?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isDone = (row: SetRow | null): boolean => row?.trang_thai === DONE;

/** 409 PARTNER_TRANSFER_DONE: the customers of a done transfer have moved; it stays as it is. */
const refuseDone = async (_ctx: WriteContext, existing: SetRow): Promise<void> => {
  if (isDone(existing))
    throw new ApiError(409, 'PARTNER_TRANSFER_DONE', { so_ct: String(existing.so_ct ?? '') });
};

/** The customer codes of the lines, each once, with the index of the first line naming it. */
const customerCodesOf = (transfer: SetRow): Map<string, number> => {
  const codes = new Map<string, number>();
  const lines = Array.isArray(transfer.chi_tiet) ? (transfer.chi_tiet as Line[]) : [];
  lines.forEach((line, index) => {
    const code = text(line.ma_kh);
    if (code && !codes.has(code)) codes.set(code, index);
  });
  return codes;
};

/** The receiving salesperson's name: the transfer's, else the tenant's salesperson's, else none. */
const receiverNameOf = async (ctx: WriteContext, transfer: SetRow, code: string): Promise<string | null> => {
  const given = text(transfer.ten_nvbh_moi);
  if (given) return given;
  const saler = await sql<{ ten_nvbh: string | null }>`
    SELECT ten_nvbh FROM sales_salers WHERE tenant_id = ${ctx.scope.tenantId} AND ma_nvbh = ${code}
    LIMIT 1`.execute(ctx.trx);
  return saler.rows[0]?.ten_nvbh ?? null;
};

/**
 * The customers among `codes` the caller may pick for the transfer: those their lookup of customers finds from the
 * transfer's screen (lookup-access.ts), i.e. those their GET of customers shows (branch, read-own and employee
 * scope), or for a user who may not read customers, what the transfer's add or edit right lets them pick.
 */
const visibleCustomers = async (ctx: WriteContext, codes: readonly string[]): Promise<Set<string>> => {
  const partners = resourceNamed('partners')!;
  // Inside the write's transaction (PGlite has one connection).
  const deps = { ...ctx.deps, db: ctx.trx } as unknown as AppDeps;
  const { scope } = await lookupAccessOf(deps, ctx.request, partners, [ctx.set.menuId]);
  const rows = await scopedRows(ctx.trx as unknown as DynamicDb, partners, scope, { ma_kh: [...codes] })
    .select(sql<string>`ma_kh`.as('ma_kh'))
    .execute();
  return new Set(rows.map((row) => String(row.ma_kh)));
};

/**
 * Moves the transfer's customers to the receiving salesperson, each change in the audit log. Refused, with
 * nothing written: a line naming no customer of the tenant, or one the caller may not see (400
 * PARTNER_TRANSFER_CUSTOMER_UNKNOWN either way, pointing at the line), a customer cared for by someone else than
 * the giving salesperson (409 PARTNER_TRANSFER_NOT_OWNER; no salesperson is fine).
 */
const moveCustomers = async (ctx: WriteContext, transfer: SetRow): Promise<void> => {
  const codes = customerCodesOf(transfer);
  if (codes.size === 0) return;
  const from = text(transfer.ma_nvbh_cu);
  const to = text(transfer.ma_nvbh_moi);
  const found = await ctx.trx
    .selectFrom('customers')
    .select(['_id', 'ma_kh', 'ma_nvbh', 'ten_nvbh'])
    .where('tenant_id', '=', ctx.scope.tenantId)
    .where('ma_kh', 'in', [...codes.keys()])
    .orderBy('ma_kh')
    .forUpdate()
    .execute();
  const byCode = new Map(found.map((customer) => [customer.ma_kh, customer]));
  const visible = await visibleCustomers(ctx, [...codes.keys()]);
  for (const [ma_kh, index] of codes) {
    const path = `/chi_tiet/${index}/ma_kh`;
    const customer = byCode.get(ma_kh);
    if (!customer || !visible.has(ma_kh))
      throw new ApiError(400, 'PARTNER_TRANSFER_CUSTOMER_UNKNOWN', { ma_kh }, [{ in: 'body', path }]);
    const owner = text(customer.ma_nvbh);
    if (owner && owner !== from)
      throw new ApiError(409, 'PARTNER_TRANSFER_NOT_OWNER', { ma_kh, ma_nvbh_cu: from }, [
        { in: 'body', path },
      ]);
  }
  const after = { ma_nvbh: to, ten_nvbh: await receiverNameOf(ctx, transfer, to) };
  await ctx.trx
    .updateTable('customers')
    .set({ ...after, nguoi_sua: staffOf(ctx.request).user.user_name, ngay_sua: new Date() })
    .where('tenant_id', '=', ctx.scope.tenantId)
    .where(
      '_id',
      'in',
      found.map((customer) => customer._id),
    )
    .execute();
  for (const customer of found)
    await recordChange(ctx.trx, ctx.request, {
      action: 'update',
      ...customers,
      recordId: customer._id,
      recordKey: customer.ma_kh,
      before: { ma_nvbh: customer.ma_nvbh, ten_nvbh: customer.ten_nvbh },
      after,
    });
};

/** A done transfer moves its customers once, when it becomes done; it is then neither changed nor deleted. */
export const partnersTransferEffects: WriteEffects = {
  beforeReplace: refuseDone,
  beforeDelete: refuseDone,
  afterWrite: async (ctx, after, before) => {
    if (isDone(after) && !isDone(before)) await moveCustomers(ctx, after);
  },
};
