import { configNumber } from '@sen/domain';
import { returnRefusal, resourceNamed } from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../../../http/api-error.js';
import { writeConfigs } from '../../../services/tenant-configs.js';
import type { WriteEffects } from './index.js';

/**
 * Returns take back only what their bill sold (rule: @sen/domain resources/sales/return-rule.ts): once written,
 * the return is checked against its original bill of the branch (locked, so two returns of one bill wait on each
 * other) and the bill's other returns, within sale_return_days; it takes the bill's date. A cancelled return is
 * never refused.
 */

type Line = { ma_vt: string; dvt: string | null; so_luong: number };

/** The words of the bill field ('Số hóa đơn gốc'), for a bill number the branch does not have. */
const BILL_FIELD = resourceNamed('returns')!.fields.so_ct_hd!.label.vi;

export const saleReturnEffects: WriteEffects = {
  afterWrite: async (ctx, after) => {
    if (after.trang_thai === '9') return;
    const tenantId = ctx.scope.tenantId;
    const so_ct_hd = typeof after.so_ct_hd === 'string' ? after.so_ct_hd.trim() : '';
    const bill = (
      await sql<{ _id: string; so_ct: string; ma_kh: string | null; trang_thai: string; ngay_ct: string }>`
        SELECT _id::text AS _id, so_ct, ma_kh, trang_thai, to_char(ngay_ct, 'YYYY-MM-DD') AS ngay_ct
        FROM sales_bills WHERE tenant_id = ${tenantId} AND ma_dvcs = ${after.ma_dvcs} AND so_ct = ${so_ct_hd}
        FOR UPDATE`.execute(ctx.trx)
    ).rows[0];
    if (!bill)
      throw new ApiError(400, 'LOOKUP_NOT_FOUND', { field: BILL_FIELD, value: so_ct_hd }, [
        { in: 'body', path: '/so_ct_hd' },
      ]);
    const [sold, others, configs] = await Promise.all([
      sql<Line>`
        SELECT ma_vt, dvt, so_luong::float8 AS so_luong FROM sales_bills_lines
        WHERE tenant_id = ${tenantId} AND header_id = ${bill._id}`.execute(ctx.trx),
      sql<Line & { _id: string; trang_thai: string }>`
        SELECT r._id::text AS _id, r.trang_thai, l.ma_vt, l.dvt, l.so_luong::float8 AS so_luong
        FROM sales_returns r JOIN sales_returns_lines l ON l.header_id = r._id
        WHERE r.tenant_id = ${tenantId} AND r.ma_dvcs = ${after.ma_dvcs} AND r.so_ct_hd = ${so_ct_hd}
          AND r._id <> ${after._id}`.execute(ctx.trx),
      writeConfigs(ctx.trx, tenantId),
    ]);
    const otherReturns = others.rows.map((line) => ({ trang_thai: line.trang_thai, chi_tiet: [line] }));
    const refusal = returnRefusal(
      after,
      { ...bill, chi_tiet: sold.rows },
      otherReturns,
      configNumber(configs, 'sale_return_days'),
    );
    if (refusal)
      throw new ApiError(refusal.status, refusal.code, refusal.params, [
        { in: 'body', path: `/${refusal.field.replaceAll('.', '/')}` },
      ]);
    // The bill's date is the bill's, whatever was sent.
    if (after.ngay_ct_hd === bill.ngay_ct) return;
    await sql`UPDATE sales_returns SET ngay_ct_hd = ${bill.ngay_ct}::date
      WHERE tenant_id = ${tenantId} AND _id = ${after._id}`.execute(ctx.trx);
    return { ...after, ngay_ct_hd: bill.ngay_ct };
  },
};
