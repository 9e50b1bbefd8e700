import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A return refunds what its bill charged: each line takes the kind, price, discount and tax of the bill's line of the
 * same product and unit, and its share of the amount the bill took off that line (`tien_giam`: a rule's amount, a
 * share of the bill discount) for the quantity returned. The client's prices are not trusted. A line the bill did
 * not sell is left for the return rule to refuse (RETURN_MORE_THAN_SOLD).
 */

type Values = Record<string, unknown>;
type BillLine = {
  ma_vt: string;
  loai_vt: string | null;
  dvt: string | null;
  so_luong: number;
  gia: number;
  ck: number;
  thue_suat: number;
  tien_giam: number;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const priceReturn = async (
  db: Transaction<Database>,
  tenantId: string,
  record: Values,
): Promise<Values> => {
  const so_ct_hd = text(record.so_ct_hd);
  const lines = Array.isArray(record.chi_tiet) ? (record.chi_tiet as Values[]) : [];
  if (!so_ct_hd || lines.length === 0) return record;
  const sold = (
    await sql<BillLine>`
      SELECT l.ma_vt, l.loai_vt, l.dvt, l.so_luong::float8 AS so_luong, coalesce(l.gia, 0)::float8 AS gia,
        coalesce(l.ck, 0)::float8 AS ck, coalesce(l.thue_suat, 0)::float8 AS thue_suat,
        coalesce(l.tien_giam, 0)::float8 AS tien_giam
      FROM sales_bills b JOIN sales_bills_lines l ON l.header_id = b._id
      WHERE b.tenant_id = ${tenantId} AND b.ma_dvcs = ${text(record.ma_dvcs)} AND b.so_ct = ${so_ct_hd}
        AND l.so_luong > 0
      ORDER BY l.stt`.execute(db)
  ).rows;
  return {
    ...record,
    chi_tiet: lines.map((line) => {
      const dvt = text(line.dvt);
      const from = sold.find((b) => b.ma_vt === text(line.ma_vt) && (!dvt || !b.dvt || b.dvt === dvt));
      if (!from) return line;
      const so_luong = typeof line.so_luong === 'number' ? line.so_luong : 0;
      return {
        ...line,
        loai_vt: from.loai_vt,
        gia: from.gia,
        ck: from.ck,
        thue_suat: from.thue_suat,
        tien_giam: Math.round((from.tien_giam * so_luong) / from.so_luong),
      };
    }),
  };
};
