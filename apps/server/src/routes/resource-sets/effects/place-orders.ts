import { configValue, isTrue } from '@sen/domain';
import { stampValuesOf } from '@sen/domain/resources';
import { sql } from 'kysely';
import { staffOf } from '../../../http/context-access.js';
import { ApiError } from '../../../http/api-error.js';
import { noteRecordChange } from '../../../realtime/record-changes.js';
import { writeConfigs } from '../../../services/tenant-configs.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';

/**
 * Orders kept open at a place — a restaurant table (ma_ban) or a room (ma_phong) — until paid: the POS's floor and
 * room boards. The place follows its orders, in the order's transaction:
 *
 * - an open order (trang_thai '0') seats the table or starts the room ('1', the time stamped, the customer shown);
 * - once the place has no open order (paid, cancelled, moved, merged away, deleted) a table is free again ('0') and
 *   a room goes to cleaning ('2'), its time and customer cleared;
 * - a place has one open order at a time (its row locked, so two terminals opening one table: the second is 409
 *   PLACE_HAS_ORDER and adds to the first's order); a table out of use or a room out of service or being cleaned
 *   takes none (409 PLACE_NOT_READY);
 * - a place's order once paid or cancelled is never changed (409 PLACE_ORDER_CLOSED): a refund is a return, and a
 *   terminal that missed the payment cannot reopen it.
 *
 * - without room_order_change_room_employee, a room's open order keeps its room and, once named, its staff (409
 *   ROOM_CHANGE_NOT_ALLOWED), here and in the moves (roomChangeRefused).
 *
 * Every write of a place's order is pushed live as a change of the place (its board shows the order's total).
 */

type Row = Readonly<Record<string, unknown>>;

type Place = {
  /** The order's field naming the place. */
  field: 'ma_ban' | 'ma_phong';
  resource: 'restaurant-tables' | 'rooms';
  table: 'sales_restaurant_tables' | 'sales_rooms';
  name: 'ten_ban' | 'ten_phong';
  /** The place's time field stamped when guests come. */
  started: 'gio_vao' | 'gio_bd';
  /** Where the place goes once it has no open order. */
  after: '0' | '2';
  /** The statuses in which it takes no order (out of use; a room being cleaned). */
  closed: readonly string[];
};

const PLACES: readonly Place[] = [
  {
    field: 'ma_ban',
    resource: 'restaurant-tables',
    table: 'sales_restaurant_tables',
    name: 'ten_ban',
    started: 'gio_vao',
    after: '0',
    closed: ['9'],
  },
  {
    field: 'ma_phong',
    resource: 'rooms',
    table: 'sales_rooms',
    name: 'ten_phong',
    started: 'gio_bd',
    after: '2',
    closed: ['9', '2'],
  },
];

const OPEN = '0';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isOpen = (row: Row | null): boolean => row !== null && text(row.trang_thai) === OPEN;

type PlaceRow = { _id: string; ma_dvcs: string | null; name: string; trang_thai: string | null };

/** The place of that code, locked (its open order is decided under this lock). */
const lockPlace = async (ctx: WriteContext, place: Place, code: string): Promise<PlaceRow | undefined> =>
  (
    await sql<PlaceRow>`
      SELECT _id::text AS _id, ma_dvcs, ${sql.ref(place.name)} AS name, trang_thai
      FROM ${sql.table(place.table)}
      WHERE tenant_id = ${ctx.scope.tenantId} AND ${sql.ref(place.field)} = ${code}
      FOR UPDATE`.execute(ctx.trx)
  ).rows[0];

/** The open order at a place other than `except`: its _id, number and customer. */
const openOrderAt = async (ctx: WriteContext, place: Place, code: string, except: string | null) =>
  (
    await sql<{ _id: string; so_ct: string; ma_kh: string | null; ten_kh: string | null }>`
      SELECT _id::text AS _id, so_ct, ma_kh, ten_kh FROM sales_retail_orders
      WHERE tenant_id = ${ctx.scope.tenantId} AND ${sql.ref(place.field)} = ${code} AND trang_thai = ${OPEN}
        AND (${except}::uuid IS NULL OR _id <> ${except}::uuid)
      ORDER BY ngay_tao LIMIT 1`.execute(ctx.trx)
  ).rows[0];

/** Refuses an open order at a place that cannot take it, or that another open order holds. */
const guardPlace = async (ctx: WriteContext, place: Place, record: Row, id: string | null): Promise<void> => {
  const code = text(record[place.field]);
  if (!code || !isOpen(record)) return;
  const row = await lockPlace(ctx, place, code);
  const at = [{ in: 'body' as const, path: `/${place.field}` }];
  if (!row || (row.ma_dvcs && row.ma_dvcs !== text(record.ma_dvcs)))
    throw new ApiError(400, 'LOOKUP_NOT_FOUND', { field: place.field, value: code }, at);
  const holder = await openOrderAt(ctx, place, code, id);
  if (holder) throw new ApiError(409, 'PLACE_HAS_ORDER', { place: row.name, so_ct: holder.so_ct }, at);
  if (place.closed.includes(row.trang_thai ?? ''))
    throw new ApiError(409, 'PLACE_NOT_READY', { place: row.name }, at);
};

/** Brings a place's status in line with its open order (or lack of one), and pushes it to the live boards. */
const settlePlace = async (ctx: WriteContext, place: Place, code: string, except: string | null) => {
  const row = await lockPlace(ctx, place, code);
  if (!row) return;
  const order = await openOrderAt(ctx, place, code, except);
  const tenantId = ctx.scope.tenantId;
  if (order && row.trang_thai !== '1') {
    const stamp = stampValuesOf(
      { stamps: { [place.started]: 'time' } },
      { user: staffOf(ctx.request).user.user_name, now: new Date() },
    );
    await sql`UPDATE ${sql.table(place.table)} SET trang_thai = '1', ${sql.ref(place.started)} = ${stamp[place.started]},
        ma_kh = ${order.ma_kh}, ten_kh = ${order.ten_kh}
      WHERE tenant_id = ${tenantId} AND _id = ${row._id}::uuid`.execute(ctx.trx);
  } else if (order) {
    await sql`UPDATE ${sql.table(place.table)} SET ma_kh = ${order.ma_kh}, ten_kh = ${order.ten_kh}
      WHERE tenant_id = ${tenantId} AND _id = ${row._id}::uuid
        AND (ma_kh IS DISTINCT FROM ${order.ma_kh} OR ten_kh IS DISTINCT FROM ${order.ten_kh})`.execute(
      ctx.trx,
    );
  } else if (row.trang_thai === '1') {
    await sql`UPDATE ${sql.table(place.table)} SET trang_thai = ${place.after}, ${sql.ref(place.started)} = NULL,
        ma_kh = NULL, ten_kh = NULL
      WHERE tenant_id = ${tenantId} AND _id = ${row._id}::uuid`.execute(ctx.trx);
  }
  noteRecordChange(ctx.changes, place.resource, 'update', { _id: row._id, ma_dvcs: row.ma_dvcs });
};

/** The places an order was at and is at now, each once. */
const placesOf = (place: Place, ...orders: (Row | null)[]): string[] => [
  ...new Set(orders.map((order) => (order ? text(order[place.field]) : '')).filter(Boolean)),
];

const hasPlace = (row: Row | null): boolean => row !== null && PLACES.some((place) => text(row[place.field]));

/** Refuses a change of an open room order's room or staff unless the tenant allows it. */
export const roomChangeRefused = async (ctx: WriteContext): Promise<void> => {
  const configs = await writeConfigs(ctx.trx, ctx.scope.tenantId);
  if (!isTrue(configValue(configs, 'room_order_change_room_employee')))
    throw new ApiError(409, 'ROOM_CHANGE_NOT_ALLOWED', {}, [{ in: 'body', path: '/ma_phong' }]);
};

/** Whether a write changes the room, or the named staff, of a room order still open. */
const changesRoom = (record: Row, existing: Row | null): boolean => {
  if (!existing || !isOpen(existing) || !text(existing.ma_phong)) return false;
  const staff = text(existing.ma_nvbh);
  return (
    text(record.ma_phong) !== text(existing.ma_phong) || (staff !== '' && text(record.ma_nvbh) !== staff)
  );
};

export const retailOrderEffects: WriteEffects = {
  beforeReplace: async (_ctx, existing) => {
    if (hasPlace(existing) && !isOpen(existing))
      throw new ApiError(409, 'PLACE_ORDER_CLOSED', { so_ct: text(existing.so_ct) });
  },
  beforeWrite: async (ctx, record, existing) => {
    if (changesRoom(record, existing)) await roomChangeRefused(ctx);
    for (const place of PLACES) await guardPlace(ctx, place, record, existing?._id ?? null);
  },
  afterWrite: async (ctx, after: SetRow, before: SetRow | null) => {
    for (const place of PLACES)
      for (const code of placesOf(place, before, after)) await settlePlace(ctx, place, code, null);
  },
  beforeDelete: async (ctx, existing) => {
    if (hasPlace(existing) && !isOpen(existing))
      throw new ApiError(409, 'PLACE_ORDER_CLOSED', { so_ct: text(existing.so_ct) });
    for (const place of PLACES)
      for (const code of placesOf(place, existing)) await settlePlace(ctx, place, code, existing._id);
  },
};
