import { businessClock, businessToday, errorSchema } from '@sen/domain';
import { posShifts, retailOrders } from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { branchScopeOf, staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { ApiError } from '../../http/api-error.js';
import { recordChange } from '../../services/audit-log.js';
import { closedShiftValues, openShiftOfDevice, shiftTotals } from '../../services/pos-shifts.js';
import { requireRight } from '../resource-sets/set-access.js';
import { oneRow, updateRow, type DynamicDb, type SetRow } from '../resource-sets/set-query.js';
import { createInTransaction, inTransaction } from '../resource-sets/set-routes.js';
import { existingRow } from '../resource-sets/set-writes.js';

/**
 * The till's cashier shifts (services/pos-shifts.ts): `POST sales/pos-shifts/open` opens one on the device of
 * the Device-Id header, `GET sales/pos-shifts/current` answers the device's open shift with what it expects so
 * far, `POST sales/pos-shifts/{id}/close` closes it with the amounts counted. The add right on retail orders (a
 * cashier's) is what they need; the shifts are listed in the back office as the catalogue resource pos-shifts.
 */

const money = z.number().int().min(0).max(1_000_000_000_000);
const amount = z.number().describe('Whole VND');
const kinds = z.object({
  tm: amount.describe('Cash (the float, plus cash takings, less change, less cash refunds)'),
  ck: amount.describe('Bank transfers'),
  the: amount.describe('Cards: bank card, prepaid card and other kinds'),
});

export const posShiftSchema = z.object({
  _id: z.string(),
  so_ct: z.string().describe('The shift number (CA000001)'),
  ngay_ct: z.string().describe('Day it opened, YYYY-MM-DD'),
  ma_dvcs: z.string(),
  ma_may: z.string().nullable().describe('The till device'),
  ma_nsd: z.string().nullable().describe('The cashier (user name)'),
  ten_nsd: z.string().nullable(),
  ngay_tao: z.string().describe('When it opened (ISO instant)'),
  gio_bd: z.string().nullable().describe('HH:mm it opened (Vietnam time)'),
  ngay_kt: z.string().nullable(),
  gio_kt: z.string().nullable(),
  tien_dau_ca: amount.describe('Opening float'),
  trang_thai: z.enum(['0', '1']).describe("'0' open, '1' closed"),
  so_don: z.number().describe('Done orders of the shift'),
  t_tt: amount.describe('Their total'),
  so_tra: z
    .number()
    .describe('Refunds made at the till in the shift that have posted (returns carrying its id)'),
  t_tra: amount.describe('What those refunds paid back (taken off what the shift expects)'),
  du_kien: kinds.describe('Expected per kind (live while open, as closed after)'),
  thuc_te: kinds.nullable().describe('Counted per kind (null while open)'),
  chenh_lech: kinds.nullable().describe('Counted minus expected (null while open)'),
  so_dau: z.number().nullable().describe('First device order number'),
  so_cuoi: z.number().nullable().describe('Last device order number'),
  so_thieu: z.string().describe("Missing device numbers as text ('3, 5–7'), '' when none"),
  thieu: z
    .array(z.object({ day: z.string(), numbers: z.array(z.number()) }))
    .describe('Missing device numbers per day'),
  ghi_chu: z.string().nullable(),
});
export type PosShiftView = z.infer<typeof posShiftSchema>;

const num = (value: unknown): number => Number(value ?? 0);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A stored shift with its totals (computed now while open; as stored once closed). */
const viewOf = async (deps: AppDeps, tenantId: string, row: SetRow): Promise<PosShiftView> => {
  const closed = row.trang_thai === '1';
  const totals = await shiftTotals(deps.db, tenantId, row as never);
  const triple = (suffix: string) => ({
    tm: num(row[`tm_${suffix}`]),
    ck: num(row[`ck_${suffix}`]),
    the: num(row[`the_${suffix}`]),
  });
  return {
    _id: row._id,
    so_ct: String(row.so_ct),
    ngay_ct: String(row.ngay_ct),
    ma_dvcs: String(row.ma_dvcs),
    ma_may: text(row.ma_may),
    ma_nsd: text(row.ma_nsd),
    ten_nsd: text(row.ten_nsd),
    ngay_tao: String(row.ngay_tao),
    gio_bd: text(row.gio_bd),
    ngay_kt: text(row.ngay_kt),
    gio_kt: text(row.gio_kt),
    tien_dau_ca: num(row.tien_dau_ca),
    trang_thai: closed ? '1' : '0',
    so_don: closed ? num(row.so_don) : totals.so_don,
    t_tt: closed ? num(row.t_tt) : totals.t_tt,
    so_tra: totals.so_tra,
    t_tra: totals.t_tra,
    du_kien: closed ? triple('du_kien') : { tm: totals.tm, ck: totals.ck, the: totals.the },
    thuc_te: closed ? triple('thuc_te') : null,
    chenh_lech: closed ? triple('chenh_lech') : null,
    so_dau: closed ? (row.so_dau === null ? null : num(row.so_dau)) : totals.so_dau,
    so_cuoi: closed ? (row.so_cuoi === null ? null : num(row.so_cuoi)) : totals.so_cuoi,
    so_thieu: closed ? (text(row.so_thieu) ?? '') : totals.so_thieu,
    thieu: totals.gaps,
    ghi_chu: text(row.ghi_chu),
  };
};

/** The till's device id (the Device-Id header, checked by the request context): 400 without it. */
const deviceOf = (request: FastifyRequest): string => {
  const device = request.ctx.deviceId;
  if (!device) throw new ApiError(400, 'POS_SHIFT_DEVICE_REQUIRED');
  return device;
};

const mayRun = (deps: AppDeps, request: FastifyRequest) =>
  requireRight(deps, request, retailOrders.menuId, 'add');

const readRow = async (deps: AppDeps, tenantId: string, id: string) =>
  (await oneRow(deps.db as unknown as DynamicDb, posShifts, { tenantId }, { _id: id })) as SetRow;

export const registerPosShiftRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${posShifts.path}`;
  const tags = [posShifts.path];

  typed.post(
    `${base}/open`,
    {
      onRequest: noStoreHook,
      schema: {
        tags,
        summary: "Open a cashier shift on the till's device with a float",
        description: [
          'The device is the Device-Id header (400 POS_SHIFT_DEVICE_REQUIRED without it); 409 POS_SHIFT_OPEN while',
          'it has a shift open. The till may send its own _id (a UUID it made, e.g. opened while offline): sent',
          'again, the stored shift is answered with 200 and nothing is written. The shift is numbered CA… per',
          'branch; its cashier is the signed-in user. Add right on retail orders. Recorded in the audit log.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body: z.object({
          _id: z.uuid().optional().describe("The shift's id, made by the till"),
          ma_dvcs: z
            .string()
            .trim()
            .min(1)
            .max(32)
            .optional()
            .describe('Branch (the one selected by default)'),
          tien_dau_ca: money.describe('Opening float (whole VND)'),
          ghi_chu: z.string().max(1000).optional(),
        }),
        response: { 200: posShiftSchema, 201: posShiftSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await mayRun(deps, request);
      const device = deviceOf(request);
      const { user } = staffOf(request);
      const now = new Date();
      const { row, created } = await createInTransaction(
        deps,
        request,
        posShifts,
        {
          ...request.body,
          ngay_ct: businessToday(now),
          ma_may: device,
          ma_nsd: user.user_name,
          ten_nsd: user.ten_nsd || user.user_name,
          gio_bd: businessClock(now),
        },
        retailOrders.menuId,
      );
      return reply.code(created ? 201 : 200).send(await viewOf(deps, tenantOf(request).id, row));
    },
  );

  typed.get(
    `${base}/current`,
    {
      onRequest: noStoreHook,
      schema: {
        tags,
        summary: "The till device's open shift, with what it expects so far",
        description:
          'The open shift of the Device-Id header in the branches the request works with (null when none): expected amounts per kind, orders, first and last device order numbers and the gaps between them, computed now from the retail orders that carry its id. Add right on retail orders.',
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: z.object({ shift: posShiftSchema.nullable() }) },
      },
    },
    async (request) => {
      await mayRun(deps, request);
      const device = deviceOf(request);
      const tenantId = tenantOf(request).id;
      const open = await openShiftOfDevice(deps.db, tenantId, device);
      if (!open || !branchScopeOf(request).includes(open.ma_dvcs)) return { shift: null };
      return { shift: await viewOf(deps, tenantId, await readRow(deps, tenantId, open._id)) };
    },
  );

  typed.post(
    `${base}/:id/close`,
    {
      onRequest: noStoreHook,
      schema: {
        tags,
        summary: 'Close a cashier shift with the amounts counted',
        description: [
          'The server computes what the shift expects from the retail orders that carry its id, less the refunds',
          'made in it (never from the request), and stores it with the amounts counted and the differences, the device order numbers and',
          'their gaps; the shift is then closed. 409 POS_SHIFT_CLOSED when it is closed already (of two closes at',
          'once, one closes it and the other gets that). A shift outside the branches worked with is 404. Add',
          'right on retail orders. Recorded in the audit log.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: z.object({ id: z.uuid().describe('_id of the shift') }),
        body: z.object({
          tm_thuc_te: money.describe('Cash counted in the drawer, the float included'),
          ck_thuc_te: money.describe('Transfers confirmed'),
          the_thuc_te: money.describe('Card payments confirmed'),
          ghi_chu: z.string().max(1000).nullable().optional(),
        }),
        response: { 200: posShiftSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await mayRun(deps, request);
      const tenantId = tenantOf(request).id;
      const user = staffOf(request).user.user_name;
      const row = await inTransaction(
        deps,
        request,
        posShifts,
        async (ctx) => {
          // Locked: of two closes at once, the second waits here and then finds it closed.
          const existing = await existingRow(ctx, { _id: request.params.id });
          if (existing.trang_thai === '1')
            throw new ApiError(409, 'POS_SHIFT_CLOSED', {
              so_ct: String(existing.so_ct),
              gio_kt: String(existing.gio_kt ?? ''),
            });
          const now = new Date();
          const totals = await shiftTotals(ctx.trx, tenantId, existing as never);
          const db = ctx.trx as unknown as DynamicDb;
          await updateRow(db, posShifts, tenantId, existing._id, {
            ...closedShiftValues(totals, request.body, existing.ghi_chu, now),
            nguoi_sua: user,
            ngay_sua: now.toISOString(),
          });
          const after = (await oneRow(db, posShifts, { tenantId }, { _id: existing._id })) as SetRow;
          await recordChange(ctx.trx, request, {
            action: 'update',
            resource: posShifts.path,
            resourceName: posShifts.name,
            recordId: existing._id,
            recordKey: posShifts.keyOf(after),
            before: existing,
            after,
          });
          return after;
        },
        retailOrders.menuId,
      );
      return viewOf(deps, tenantId, row);
    },
  );
};
