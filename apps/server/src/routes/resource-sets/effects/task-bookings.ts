import {
  bookingClash,
  bookingHoldingStatuses,
  holdsTime,
  outsideHours,
  spanOf,
  timeOfMinutes,
  type BookingSlot,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { lockForTransaction } from '../../../db/advisory-lock.js';
import { ApiError } from '../../../http/api-error.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';

/**
 * The appointment calendar's guard (issue 18): an appointment that holds time is refused when its technician's
 * hands or its room are already taken then, or when it lies outside the branch's opening hours — the pure rules
 * of booking.ts, the calendar's own. Decided under a lock of the tenant's day, so two receptionists dropping on
 * the same slot at once: one is booked, the other told who has it (409). An appointment whose time, technician,
 * room and processing stay as they were is not judged again (its notes or status change freely).
 */

type Row = Readonly<Record<string, unknown>>;

const BOOKING_FIELDS = [
  'ngay_hen',
  'gio_hen',
  'thoi_luong',
  'ma_nv',
  'ma_phong',
  'cho_sau',
  'thoi_gian_cho',
] as const;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

const number = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? null : n;
};

/** The day 'YYYY-MM-DD' of a stored or sent date. */
const dayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);

const slotOf = (row: Row): BookingSlot => ({
  _id: text(row._id) || null,
  so_ct: text(row.so_ct) || null,
  ngay_hen: dayOf(row.ngay_hen),
  gio_hen: text(row.gio_hen),
  thoi_luong: number(row.thoi_luong),
  ma_nv: text(row.ma_nv) || null,
  ten_nv: text(row.ten_nv) || null,
  ma_phong: text(row.ma_phong) || null,
  ten_kh: text(row.ten_kh) || null,
  cho_sau: number(row.cho_sau),
  thoi_gian_cho: number(row.thoi_gian_cho),
  trang_thai: text(row.trang_thai) || '0',
});

const unchanged = (record: Row, existing: SetRow | null): boolean =>
  existing !== null &&
  holdsTime(slotOf(existing)) &&
  BOOKING_FIELDS.every((field) =>
    field === 'ngay_hen'
      ? dayOf(record[field]) === dayOf(existing[field])
      : text(record[field]) === text(existing[field]),
  );

/** The same day's appointments holding time that share the technician or the room, the slot itself left out. */
const sameDay = async (ctx: WriteContext, slot: BookingSlot): Promise<BookingSlot[]> => {
  const rows = (
    await sql<Row>`
      SELECT t._id::text AS _id, t.so_ct, t.ngay_hen::text AS ngay_hen, t.gio_hen, t.thoi_luong, t.ma_nv,
        t.ten_nv, t.ma_phong, COALESCE(NULLIF(t.ten_kh, ''), c.ten_kh) AS ten_kh, t.cho_sau, t.thoi_gian_cho, t.trang_thai
      FROM crm_tasks t
      LEFT JOIN customers c ON c.tenant_id = t.tenant_id AND c.ma_kh = t.ma_kh
      WHERE t.tenant_id = ${ctx.scope.tenantId} AND t.ngay_hen = ${slot.ngay_hen}::date
        AND t.trang_thai IN (${sql.join([...bookingHoldingStatuses])})
        AND (${slot._id}::uuid IS NULL OR t._id <> ${slot._id}::uuid)
        AND ((${slot.ma_nv}::text IS NOT NULL AND t.ma_nv = ${slot.ma_nv})
          OR (${slot.ma_phong}::text IS NOT NULL AND t.ma_phong = ${slot.ma_phong}))
      ORDER BY t.gio_hen`.execute(ctx.trx)
  ).rows;
  return rows.map(slotOf);
};

const namesOf = async (
  ctx: WriteContext,
  table: 'hr_employees' | 'sales_rooms',
  field: string,
  code: string,
) => {
  const name = table === 'hr_employees' ? 'ten_nv' : 'ten_phong';
  const row = (
    await sql<{ name: string | null }>`
      SELECT ${sql.ref(name)} AS name FROM ${sql.table(table)}
      WHERE tenant_id = ${ctx.scope.tenantId} AND ${sql.ref(field)} = ${code} LIMIT 1`.execute(ctx.trx)
  ).rows[0];
  return row?.name ?? code;
};

const span = (slot: BookingSlot) => {
  const [from, to] = spanOf(slot) ?? [0, 0];
  return { tu: timeOfMinutes(from), den: timeOfMinutes(to) };
};

const dateVi = (day: string) => day.split('-').reverse().join('/');

export const taskBookingEffects: WriteEffects = {
  beforeWrite: async (ctx, record, existing) => {
    const slot = slotOf({ ...record, _id: existing?._id ?? record._id });
    if (!holdsTime(slot) || !slot.ngay_hen || unchanged(record, existing)) return;
    const branch = text(record.ma_dvcs);
    const hours = (
      await sql<{ gio_mo: string | null; gio_dong: string | null }>`
        SELECT gio_mo, gio_dong FROM branches WHERE tenant_id = ${ctx.scope.tenantId} AND ma_dvcs = ${branch}`.execute(
        ctx.trx,
      )
    ).rows[0];
    if (outsideHours(slot, hours ?? {}))
      throw new ApiError(
        409,
        'BOOKING_OUTSIDE_HOURS',
        { ...span(slot), gio_mo: text(hours?.gio_mo) || '00:00', gio_dong: text(hours?.gio_dong) || '24:00' },
        [{ in: 'body', path: '/gio_hen' }],
      );
    if (!slot.ma_nv && !slot.ma_phong) return;
    await lockForTransaction(ctx.trx, 'task-booking', `${ctx.scope.tenantId}/${slot.ngay_hen}`);
    const clash = bookingClash(slot, await sameDay(ctx, slot));
    if (!clash) return;
    const other = clash.other;
    const about = {
      so_ct: text(other.so_ct),
      ten_kh: text(other.ten_kh),
      ngay: dateVi(other.ngay_hen),
      ...span(other),
    };
    if (clash.kind === 'employee')
      throw new ApiError(
        409,
        'BOOKING_EMPLOYEE_BUSY',
        {
          ...about,
          ten_nv: text(other.ten_nv) || (await namesOf(ctx, 'hr_employees', 'ma_nv', slot.ma_nv ?? '')),
        },
        [{ in: 'body', path: '/ma_nv' }],
      );
    throw new ApiError(
      409,
      'BOOKING_ROOM_BUSY',
      { ...about, ten_phong: await namesOf(ctx, 'sales_rooms', 'ma_phong', slot.ma_phong ?? '') },
      [{ in: 'body', path: '/ma_phong' }],
    );
  },
};
