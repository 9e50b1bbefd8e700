import { resourceNamed, returnLinesPriced, returnOriginalOf } from '@sen/domain/resources';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A return refunds what its original charged (rule: @sen/domain resources/sales/return-rule.ts, returnLinesPriced):
 * each line takes the kind, price, discount and tax of the original's line of the same product and unit — the
 * bill's or the retail order's, whichever it names — and its share of the amount the original took off that line
 * (`tien_giam`: a rule's amount, a share of the bill discount) for the quantity returned. The client's prices are
 * not trusted. A line the original did not sell is left for the return rule to refuse (RETURN_MORE_THAN_SOLD).
 */

type Values = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The lines the original sold (those of a positive quantity), in their order. */
export const soldLinesOf = async (
  db: Transaction<Database>,
  tenantId: string,
  table: string,
  ma_dvcs: string,
  so_ct: string,
): Promise<Values[]> =>
  (
    await sql<Values>`
      SELECT l.ma_vt, l.loai_vt, l.dvt, l.so_luong::float8 AS so_luong, coalesce(l.gia, 0)::float8 AS gia,
        coalesce(l.ck, 0)::float8 AS ck, coalesce(l.thue_suat, 0)::float8 AS thue_suat,
        coalesce(l.tien_giam, 0)::float8 AS tien_giam
      FROM ${sql.table(table)} o JOIN ${sql.table(`${table}_lines`)} l ON l.header_id = o._id
      WHERE o.tenant_id = ${tenantId} AND o.ma_dvcs = ${ma_dvcs} AND o.so_ct = ${so_ct} AND l.so_luong > 0
      ORDER BY l.stt`.execute(db)
  ).rows;

export const priceReturn = async (
  db: Transaction<Database>,
  tenantId: string,
  record: Values,
): Promise<Values> => {
  const named = returnOriginalOf(record);
  const lines = Array.isArray(record.chi_tiet) ? (record.chi_tiet as Values[]) : [];
  if (!named || lines.length === 0) return record;
  const table = resourceNamed(named.original.resource)!.table;
  const sold = await soldLinesOf(db, tenantId, table, text(record.ma_dvcs), named.so_ct);
  return { ...record, chi_tiet: returnLinesPriced(lines, sold) };
};
