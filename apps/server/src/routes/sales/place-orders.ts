import { errorSchema } from '@sen/domain';
import { resourceNamed } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { noStoreHook } from '../../http/cache-control.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { schemasOf } from '../resource-sets/catalogue-schemas.js';
import { requireRight } from '../resource-sets/set-access.js';
import type { SetRow } from '../resource-sets/set-query.js';
import { inTransaction } from '../resource-sets/set-routes.js';
import { present, writeConfig } from '../resource-sets/set-scope.js';
import { createRecord, deleteRecord, existingRow, patchRecord } from '../resource-sets/set-writes.js';
import { roomChangeRefused } from '../resource-sets/effects/place-orders.js';

/**
 * `POST sales/retail-orders/{id}/move`: lines of a table's or room's open order moved to another place, in one
 * transaction — the whole order to a free table (move), onto the open order of a table that has one (merge), or
 * some lines, or part of a line, to another table (split). What the order keeps stays; an order left with no line
 * is deleted, so its place is freed. Each order is written through the catalogue's writes (pricing, the place
 * rules of effects/place-orders.ts, audit, live boards).
 */

type Line = Record<string, unknown>;

const PLACE_FIELDS = ['ma_ban', 'ma_phong'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Splits an order's lines into what stays and what moves: `take` names lines by position (from 0) with how much
 * of each moves (all of it when left out); none named moves everything. Sent to the kitchen counts go with the
 * quantity (the moved part takes what was sent first). Promotion gifts are neither: pricing makes them again for
 * each order.
 */
export const splitLines = (
  lines: readonly Line[],
  take: readonly { line: number; so_luong?: number }[] | undefined,
): { stays: Line[]; moves: Line[] } | { problem: string } => {
  const isGift = (line: Line | undefined) => line?.hang_km === true;
  if (!take || take.length === 0) return { stays: [], moves: lines.filter((line) => !isGift(line)) };
  const moving = new Map<number, number>();
  for (const { line, so_luong } of take) {
    const source = lines[line];
    if (!source || isGift(source)) return { problem: `/lines/${line}` };
    const has = Number(source.so_luong ?? 0);
    const amount = so_luong ?? has;
    if (!(amount > 0) || amount > has || moving.has(line)) return { problem: `/lines/${line}` };
    moving.set(line, amount);
  }
  const stays: Line[] = [];
  const moves: Line[] = [];
  lines.forEach((line, index) => {
    if (isGift(line)) return;
    const amount = moving.get(index);
    if (amount === undefined) return void stays.push(line);
    const has = Number(line.so_luong ?? 0);
    const sent = Number(line.sl_bep ?? 0);
    const sentMoved = Math.min(sent, amount);
    moves.push({ ...line, so_luong: amount, sl_bep: sentMoved });
    if (amount < has) stays.push({ ...line, so_luong: has - amount, sl_bep: sent - sentMoved });
  });
  return { stays, moves };
};

const bodySchema = z
  .object({
    ma_ban: z.string().trim().min(1).max(32).optional().describe('The table the lines go to'),
    ma_phong: z.string().trim().min(1).max(32).optional().describe('The room the lines go to'),
    lines: z
      .array(
        z.object({
          line: z.number().int().min(0).describe('The line, by its position in the order (from 0)'),
          so_luong: z.number().positive().optional().describe('How much of it moves (all of it when absent)'),
        }),
      )
      .max(500)
      .optional()
      .describe('The lines that move; absent or empty: the whole order'),
    _version: z
      .string()
      .max(40)
      .optional()
      .describe('The order as the terminal last read it (409 RECORD_CHANGED)'),
  })
  .refine((body) => (body.ma_ban === undefined) !== (body.ma_phong === undefined), {
    message: 'Exactly one of ma_ban or ma_phong',
  });

export const registerPlaceOrderRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  const schemas = schemasOf(orders);
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${orders.path}/:id/move`,
    {
      onRequest: noStoreHook,
      config: writeConfig(orders),
      schema: {
        tags: [orders.path],
        summary: "Move a table's or room's open order, or some of its lines, to another table or room",
        description: [
          'In one transaction: the lines named (all when none) leave the open order {id} for the place named',
          "(ma_ban or ma_phong): onto that place's open order when it has one (merge), else onto a new open order",
          'there (move, split). An order left with no line is deleted and its place freed. Edit and add rights on',
          'retail orders. 409 PLACE_ORDER_CLOSED for a paid or cancelled order, 409 RECORD_CHANGED when _version',
          'is not the stored one, 409 PLACE_NOT_READY for a place out of use, 400 for a line or place unknown; a room',
          'order moves only with room_order_change_room_employee on (else 409 ROOM_CHANGE_NOT_ALLOWED).',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: z.object({ id: z.uuid().describe('The open order (_id)') }),
        body: bodySchema,
        response: {
          200: z.object({
            from: schemas.row
              .nullable()
              .describe('The order at the place left, as it stays (null: it left the place whole)'),
            to: schemas.row.describe('The order the lines went to'),
          }),
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, orders.menuId, 'edit');
      await requireRight(deps, request, orders.menuId, 'add');
      const body = request.body;
      const field = body.ma_ban !== undefined ? 'ma_ban' : 'ma_phong';
      const code = text(body[field]);
      const { from, to } = await inTransaction(deps, request, orders, async (ctx) => {
        const source = await existingRow(ctx, { _id: request.params.id });
        if (body._version !== undefined && body._version !== source._version)
          throw new ApiError(409, 'RECORD_CHANGED');
        if (!PLACE_FIELDS.some((name) => text(source[name])))
          throw new ApiError(400, 'VALIDATION_FAILED', {}, [
            { in: 'path', path: '/id', message: 'The order is at no table or room' },
          ]);
        if (text(source.trang_thai) !== '0')
          throw new ApiError(409, 'PLACE_ORDER_CLOSED', { so_ct: text(source.so_ct) });
        if (text(source.ma_phong)) await roomChangeRefused(ctx);
        if (text(source[field]) === code)
          throw new ApiError(400, 'VALIDATION_FAILED', {}, [
            { in: 'body', path: `/${field}`, message: 'The order is at that place already' },
          ]);
        const split = splitLines((source.chi_tiet as Line[] | undefined) ?? [], body.lines);
        if ('problem' in split)
          throw new ApiError(400, 'VALIDATION_FAILED', {}, [
            { in: 'body', path: split.problem, message: 'No such line, or more than it has' },
          ]);
        const held = (
          await sql<{ _id: string }>`
            SELECT _id::text AS _id FROM sales_retail_orders
            WHERE tenant_id = ${ctx.scope.tenantId} AND ${sql.ref(field)} = ${code} AND trang_thai = '0'
            ORDER BY ngay_tao LIMIT 1`.execute(ctx.trx)
        ).rows[0];
        const other = field === 'ma_ban' ? 'ma_phong' : 'ma_ban';
        // The whole order to a place with none: the same order moves (its number kept).
        if (split.stays.length === 0 && !held)
          return { from: null, to: await patchRecord(ctx, source, { [field]: code, [other]: null }) };
        // Else the source gives its lines up first; one left with none is deleted, so its place is freed.
        let from: SetRow | null;
        if (split.stays.length === 0) {
          await deleteRecord(ctx, source);
          from = null;
        } else from = await patchRecord(ctx, source, { chi_tiet: split.stays });
        const to = held
          ? await (async () => {
              const target = await existingRow(ctx, { _id: held._id });
              return patchRecord(ctx, target, {
                chi_tiet: [...((target.chi_tiet as Line[] | undefined) ?? []), ...split.moves],
              });
            })()
          : await createRecord(ctx, {
              ma_dvcs: source.ma_dvcs,
              ngay_ct: source.ngay_ct,
              ma_kh: source.ma_kh,
              ten_kh: source.ten_kh,
              ma_nvbh: source.ma_nvbh,
              ma_kho: source.ma_kho,
              trang_thai: '0',
              [field]: code,
              chi_tiet: split.moves,
            });
        return { from, to };
      });
      return { from: from && present(request, orders, from), to: present(request, orders, to) };
    },
  );
};
