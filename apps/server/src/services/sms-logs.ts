import { businessInstant, normalizePhone, type SmsLog, type SmsLogFilter } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Start of a day on the business's clock (Vietnam time). */
const vietnamDayStart = (day: string): Date => businessInstant(day) ?? new Date(Number.NaN);

/** The sms_logs rows of a tenant matching the filters (phone digits contained, exact status, sent between). */
const filtered = (db: Kysely<Database>, tenantId: string, filter: SmsLogFilter) => {
  let query = db.selectFrom('sms_logs').where('tenant_id', '=', tenantId);
  const digits = filter.phone ? normalizePhone(filter.phone) : '';
  if (digits) query = query.where('phone', 'like', `%${digits}%`);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.fromDate) {
    const from = dayPattern.test(filter.fromDate)
      ? vietnamDayStart(filter.fromDate)
      : new Date(filter.fromDate);
    query = query.where('created_at', '>=', from);
  }
  if (filter.toDate) {
    query = dayPattern.test(filter.toDate)
      ? query.where('created_at', '<', new Date(vietnamDayStart(filter.toDate).getTime() + DAY_MS))
      : query.where('created_at', '<=', new Date(filter.toDate));
  }
  return query;
};

/** How many SMS logs of the tenant match. */
export const countSmsLogs = async (
  db: Kysely<Database>,
  tenantId: string,
  filter: SmsLogFilter,
): Promise<number> => {
  const row = await filtered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of the tenant's SMS logs matching the filters, newest first (`pageIndex` from 0). */
export const listSmsLogs = async (
  db: Kysely<Database>,
  tenantId: string,
  filter: SmsLogFilter,
  pageIndex: number,
  pageSize: number,
): Promise<SmsLog[]> => {
  const rows = await filtered(db, tenantId, filter)
    .select(['id', 'phone', 'message', 'status', 'kind', 'error', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute();
  return rows.map((row) => ({ ...row, id: String(row.id), created_at: row.created_at.toISOString() }));
};
