import { NEW_RECORD_ID } from '@sen/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ExistenceField, ExistenceType } from './existence-registry.js';

/** Whether a path `{id}` is the literal New (any record counts) rather than a record id. */
export const isNewRecordId = (id: string): boolean => id.toLowerCase() === NEW_RECORD_ID.toLowerCase();

/** The value as the field compares it, or null when it can match nothing. */
export const comparableValue = (field: ExistenceField, value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return field.match.kind === 'normalised' ? field.match.normalise(trimmed) : trimmed;
};

const comparison = (field: ExistenceField, value: string): RawBuilder<unknown> => {
  const column = sql.ref(field.column);
  return field.match.kind === 'case-insensitive'
    ? sql`lower(${column}) = lower(${value})`
    : sql`${column} = ${value}`;
};

/**
 * Whether a record of the tenant other than `recordId` (any record when it is New) has the value in the field.
 * Tenant-wide on purpose: uniqueness does not stop at branches or salespeople, and the answer is one boolean.
 */
export const recordExists = async (
  db: Kysely<Database>,
  tenantId: string,
  type: ExistenceType,
  field: ExistenceField,
  recordId: string,
  value: string,
): Promise<boolean> => {
  const comparable = comparableValue(field, value);
  if (comparable === null) return false;
  const others = isNewRecordId(recordId) ? sql`` : sql`AND CAST(_id AS text) <> ${recordId}`;
  const result = await sql<{ found: number }>`
    SELECT 1 AS found FROM ${sql.table(type.table)}
    WHERE tenant_id = ${tenantId} AND ${comparison(field, comparable)} ${others}
    LIMIT 1`.execute(db);
  return result.rows.length > 0;
};

export type OwnedPartner = { id: string; ma_nvbh: string; ten_nvbh: string | null };

/**
 * The first partner of the tenant (oldest first) other than `recordId` whose normalised phone or website equals
 * `value` and that a salesperson other than `ownCode` looks after; undefined when there is none. Only the record
 * id and the salesperson's code and name (the user's with that code, else the salesperson's of the salers
 * catalogue, else the one the partner names) leave this function.
 */
export const partnerOwnedByAnother = async (
  db: Kysely<Database>,
  tenantId: string,
  column: 'dien_thoai_chuan' | 'website_chuan',
  value: string | null,
  recordId: string,
  ownCode: string | null,
): Promise<OwnedPartner | undefined> => {
  if (value === null) return undefined;
  let query = db
    .selectFrom('customers')
    .select(['_id', 'ma_nvbh', 'ten_nvbh'])
    .where('tenant_id', '=', tenantId)
    .where(column, '=', value)
    .where('ma_nvbh', 'is not', null)
    .where('ma_nvbh', '<>', '');
  if (ownCode) query = query.where('ma_nvbh', '<>', ownCode);
  if (!isNewRecordId(recordId)) query = query.where(sql<string>`CAST(_id AS text)`, '<>', recordId);
  const partner = await query.orderBy('ngay_tao').orderBy('_id').limit(1).executeTakeFirst();
  if (!partner?.ma_nvbh) return undefined;
  const saler = await sql<{ ten_nvbh: string | null }>`
    SELECT coalesce(
      (SELECT ten_nvbh FROM users WHERE tenant_id = ${tenantId} AND ma_nvbh = ${partner.ma_nvbh}
        AND ten_nvbh IS NOT NULL ORDER BY created_at LIMIT 1),
      (SELECT ten_nvbh FROM sales_salers WHERE tenant_id = ${tenantId} AND ma_nvbh = ${partner.ma_nvbh}
        AND ten_nvbh <> '' LIMIT 1)
    ) AS ten_nvbh`.execute(db);
  return {
    id: partner._id,
    ma_nvbh: partner.ma_nvbh,
    ten_nvbh: saler.rows[0]?.ten_nvbh ?? partner.ten_nvbh ?? null,
  };
};
