import { configNumber } from '@sen/domain';
import { resourceNamed, returnOriginalOf, returnRefusal } from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../../../http/api-error.js';
import { writeConfigs } from '../../../services/tenant-configs.js';
import type { WriteEffects } from './index.js';

/**
 * Returns take back only what their original sold (rule: @sen/domain resources/sales/return-rule.ts): once written,
 * the return is checked against its original of the branch — a bill (so_ct_hd) or a retail order of the till
 * (so_ct_bl) — locked, so two returns of one original wait on each other and the second sees what the first took,
 * and against the original's other returns, within sale_return_days. It takes the original's date, and its
 * customer when it names none (a walk-in sale's return has none). A cancelled return is never refused. The cashier
 * shift a till's refund was made in (ma_ca_tn, set by the server) stays whatever a later write sends.
 */

type Line = { ma_vt: string; dvt: string | null; so_luong: number };
type Original = {
  _id: string;
  so_ct: string;
  ma_kh: string | null;
  ten_kh: string | null;
  ma_the: string | null;
  trang_thai: string;
  ngay_ct: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const saleReturnEffects: WriteEffects = {
  beforeWrite: async (_ctx, record, existing) => {
    if (existing) record.ma_ca_tn = existing.ma_ca_tn ?? null;
  },
  afterWrite: async (ctx, after) => {
    if (after.trang_thai === '9') return;
    const tenantId = ctx.scope.tenantId;
    // The record's own check (returnOriginalCheck) has made sure it names exactly one.
    const named = returnOriginalOf(after);
    if (!named) return;
    const { original: kind, so_ct } = named;
    const table = resourceNamed(kind.resource)!.table;
    const returns = resourceNamed('returns')!;
    const original = (
      await sql<Original>`
        SELECT _id::text AS _id, so_ct, ma_kh, ten_kh, ma_the, trang_thai,
          to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct
        FROM ${sql.table(table)} WHERE tenant_id = ${tenantId} AND ma_dvcs = ${after.ma_dvcs} AND so_ct = ${so_ct}
        FOR UPDATE`.execute(ctx.trx)
    ).rows[0];
    if (!original)
      throw new ApiError(
        400,
        'LOOKUP_NOT_FOUND',
        { field: returns.fields[kind.field]!.label.vi, value: so_ct },
        [{ in: 'body', path: `/${kind.field}` }],
      );
    const [sold, others, configs] = await Promise.all([
      sql<Line>`
        SELECT ma_vt, dvt, so_luong::float8 AS so_luong FROM ${sql.table(`${table}_lines`)}
        WHERE tenant_id = ${tenantId} AND header_id = ${original._id}`.execute(ctx.trx),
      sql<Line & { _id: string; trang_thai: string }>`
        SELECT r._id::text AS _id, r.trang_thai, l.ma_vt, l.dvt, l.so_luong::float8 AS so_luong
        FROM sales_returns r JOIN sales_returns_lines l ON l.header_id = r._id
        WHERE r.tenant_id = ${tenantId} AND r.ma_dvcs = ${after.ma_dvcs} AND ${sql.ref(`r.${kind.field}`)} = ${so_ct}
          AND r._id <> ${after._id}`.execute(ctx.trx),
      writeConfigs(ctx.trx, tenantId),
    ]);
    const otherReturns = others.rows.map((line) => ({ trang_thai: line.trang_thai, chi_tiet: [line] }));
    const refusal = returnRefusal(
      after,
      { ...original, chi_tiet: sold.rows },
      otherReturns,
      configNumber(configs, 'sale_return_days'),
      kind.field,
    );
    if (refusal)
      throw new ApiError(refusal.status, refusal.code, refusal.params, [
        { in: 'body', path: `/${refusal.field.replaceAll('.', '/')}` },
      ]);
    // The original's date is the original's, whatever was sent; its customer when the return names none — and then
    // the card it refunds to can only be the original's (a named customer's card is checked as theirs on write).
    const unnamed = !text(after.ma_kh);
    if (unnamed && text(after.ma_the) && text(after.ma_the) !== text(original.ma_the))
      throw new ApiError(
        400,
        'LOOKUP_NOT_MATCHING',
        {
          field: returns.fields.ma_the!.label.vi,
          value: text(after.ma_the),
          by: returns.fields[kind.field]!.label.vi,
          byValue: so_ct,
        },
        [{ in: 'body', path: '/ma_the' }],
      );
    const customer = unnamed && original.ma_kh ? { ma_kh: original.ma_kh, ten_kh: original.ten_kh } : {};
    if (after.ngay_ct_hd === original.ngay_ct && !customer.ma_kh) return;
    const filled = { ...after, ngay_ct_hd: original.ngay_ct, ...customer };
    await sql`UPDATE sales_returns SET ngay_ct_hd = ${original.ngay_ct}::date, ma_kh = ${filled.ma_kh ?? null},
        ten_kh = ${filled.ten_kh ?? null}
      WHERE tenant_id = ${tenantId} AND _id = ${after._id}`.execute(ctx.trx);
    return filled;
  },
};
