import { can } from '@sen/auth';
import { approveMenuIdOf, businessToday, configValue, errorSchema, isTrue } from '@sen/domain';
import {
  cardRefundLeftOf,
  ledgerPostings,
  QUANTITY_LIMIT,
  resourceNamed,
  transitionNamed,
  transitionProblemOf,
  voucherPostsNow,
} from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { noStoreHook } from '../../http/cache-control.js';
import { staffOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { priceReturn } from '../../pricing/return-prices.js';
import { openShiftOfDevice } from '../../services/pos-shifts.js';
import { writeConfigs } from '../../services/tenant-configs.js';
import { staffUserInfo } from '../../services/user-info.js';
import { schemasOf } from '../resource-sets/catalogue-schemas.js';
import { refusalOf } from '../resource-sets/catalogue-status.js';
import { requireRight } from '../resource-sets/set-access.js';
import { inTransaction } from '../resource-sets/set-routes.js';
import { present, writeConfig } from '../resource-sets/set-scope.js';
import { createRecord, patchRecord } from '../resource-sets/set-writes.js';

/**
 * `POST sales/retail-orders/{id}/refund`: the till takes goods of a paid order back (a paid order is never edited: a
 * refund is a return). In one transaction a return of the order is written through the catalogue's writes —
 * priced from the order's lines, refused beyond what is left to return or past sale_return_days (the return rule,
 * effects/sale-returns.ts, the order locked), posted in reverse (stock back in, the refund paid out, a prepaid
 * card credited) — and approved when the user may approve returns; otherwise it waits for approval (and posts then,
 * where the tenant asks for approval). The refund counts in the open shift of the refunding till (Device-Id).
 */

type Row = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const bodySchema = z.object({
  ly_do: z.string().max(500).describe('Why the goods come back (required: 400 FIELD_REQUIRED when empty)'),
  ma_httt: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe('Refund type: a payment type (cash, transfer, bank card …)'),
  hoan_the: z
    .boolean()
    .optional()
    .describe(
      'Give the refund back to the prepaid card that paid the order (ma_the), up to what it paid less what its ' +
        'returns gave it back before; the rest by ma_httt',
    ),
  chi_tiet: z
    .array(
      z.object({
        ma_vt: z.string().trim().min(1).max(64).describe('A product the order sold'),
        dvt: z.string().trim().max(32).nullable().optional().describe('Its unit, as the order sold it'),
        so_luong: z.number().positive().max(QUANTITY_LIMIT).describe('How much of it comes back'),
      }),
    )
    .min(1)
    .max(500)
    .describe('The goods that come back'),
});

/** The order's returns that refunded to its card: what the card had back. */
const cardReturnsOf = async (trx: Transaction<Database>, tenantId: string, order: Row) =>
  (
    await sql<Row>`
      SELECT trang_thai, ma_the, ma_httt, coalesce(t_tt, 0)::float8 AS t_tt, coalesce(tien_the, 0)::float8 AS tien_the
      FROM sales_returns
      WHERE tenant_id = ${tenantId} AND ma_dvcs = ${order.ma_dvcs} AND so_ct_bl = ${order.so_ct}
        AND ma_the = ${order.ma_the}`.execute(trx)
  ).rows;

/** Whether a payment type is a prepaid card's (loai_tt TTT). */
const cardTypesOf = async (trx: Transaction<Database>, tenantId: string) => {
  const codes = new Set(
    (
      await sql<{ ma_httt: string }>`
        SELECT ma_httt FROM sales_payment_types WHERE tenant_id = ${tenantId} AND loai_tt = 'TTT'`.execute(
        trx,
      )
    ).rows.map((row) => row.ma_httt),
  );
  return (ma_httt: string) => codes.has(ma_httt);
};

/** Whether the request's user may approve returns (admins may). */
const mayApprove = async (deps: { db: Kysely<Database> }, request: FastifyRequest): Promise<boolean> => {
  const { user } = staffOf(request);
  if (user.is_admin) return true;
  const returns = resourceNamed('returns')!;
  return can(await staffUserInfo(deps.db, user), { menuId: approveMenuIdOf(returns.menuId), right: 'edit' });
};

export const registerRetailRefundRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  const returns = resourceNamed('returns')!;
  const approve = transitionNamed(returns, 'approve')!;
  const posting = ledgerPostings.returns!;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/${orders.path}/:id/refund`,
    {
      onRequest: noStoreHook,
      config: writeConfig(returns),
      schema: {
        tags: [orders.path],
        summary: 'Refund goods of a paid retail order: a return of it, approved when the user may',
        description: [
          'In one transaction: a return (sales/returns) of the paid order {id} is made for the goods named — dated',
          "today, the order's customer, salesperson and warehouse (else the branch's first), priced from the order's",
          'lines, refunded by ma_httt or, with hoan_the, to the prepaid card that paid the order up to what it paid',
          '(409 RETURN_CARD_REFUNDED once it had all of it back), the rest by ma_httt — and',
          'approved when the user has the edit right on the approve menu of returns; otherwise it waits for',
          'approval. 409 RETURN_MORE_THAN_SOLD beyond what the order sold less its other returns (of two refunds',
          'of the last unit at once, one is refused), 409 RETURN_TOO_LATE past sale_return_days, 409',
          'RETURN_BILL_NOT_DONE for an order not paid, 400 FIELD_REQUIRED without a reason, 400',
          'PAYMENT_CARD_REQUIRED with hoan_the for an order no card paid, 404 for an order outside the branches worked',
          'with. It counts in the open shift of the till (Device-Id) in the branch. refunded says whether it posted',
          '(the money is paid back now). Add right on returns. Recorded in the audit log.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: z.object({ id: z.uuid().describe('The paid order (_id)') }),
        body: bodySchema,
        response: {
          201: z.object({
            refund: schemasOf(returns).row.describe('The return as stored'),
            refunded: z
              .boolean()
              .describe('It posted: goods back in stock and the money paid back (false: waits for approval)'),
          }),
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      await requireRight(deps, request, returns.menuId, 'add');
      const body = request.body;
      const locale = request.ctx.locale;
      const ly_do = body.ly_do.trim();
      if (!ly_do)
        throw new ApiError(400, 'FIELD_REQUIRED', { field: returns.fields.ly_do!.label[locale] }, [
          { in: 'body', path: '/ly_do' },
        ]);
      const approving = await mayApprove(deps, request);
      const device = request.ctx.deviceId;
      const { row, refunded } = await inTransaction(deps, request, returns, async (ctx) => {
        const tenantId = ctx.scope.tenantId;
        // Locked: the refunds of one order wait on each other (what is left to return, and to its card).
        const order = (
          await sql<Row>`
            SELECT o._id::text AS _id, o.so_ct, o.ma_dvcs, o.ma_kh, o.ten_kh, o.ma_nvbh, o.ten_nvbh, o.ma_the,
              o.ma_httt, coalesce(o.t_tt, 0)::float8 AS t_tt, coalesce(o.da_tt, 0)::float8 AS da_tt,
              coalesce(o.tien_the, 0)::float8 AS tien_the,
              coalesce(o.ma_kho, (SELECT w.ma_kho FROM warehouses w WHERE w.tenant_id = o.tenant_id
                AND w.ma_dvcs = o.ma_dvcs ORDER BY w.ma_kho LIMIT 1)) AS ma_kho
            FROM sales_retail_orders o
            WHERE o.tenant_id = ${tenantId} AND o._id = ${request.params.id}::uuid
              AND o.ma_dvcs IN (${sql.join(ctx.scope.branches ?? [])})
            FOR UPDATE OF o`.execute(ctx.trx)
        ).rows[0];
        if (!order) throw new ApiError(404, 'NOT_FOUND');
        const sold = (
          await sql<Row>`
            SELECT ma_vt, ten_vt, loai_vt, dvt FROM sales_retail_orders_lines
            WHERE tenant_id = ${tenantId} AND header_id = ${order._id}::uuid ORDER BY stt`.execute(ctx.trx)
        ).rows;
        const lines = body.chi_tiet.map((line) => {
          const dvt = text(line.dvt);
          const from = sold.find(
            (s) => text(s.ma_vt) === line.ma_vt && (!dvt || !text(s.dvt) || text(s.dvt) === dvt),
          );
          return {
            ma_vt: line.ma_vt,
            ten_vt: from?.ten_vt ?? null,
            loai_vt: from?.loai_vt ?? null,
            dvt: dvt || (from ? text(from.dvt) || null : null),
            so_luong: line.so_luong,
            // Priced from the order by the server (prices at entry of returns); never the client's.
            gia: 0,
            ck: 0,
            thue_suat: 0,
          };
        });
        if (body.hoan_the && !text(order.ma_the))
          throw new ApiError(400, 'PAYMENT_CARD_REQUIRED', {}, [{ in: 'body', path: '/hoan_the' }]);
        const shift = device ? await openShiftOfDevice(ctx.trx, tenantId, device) : undefined;
        let record: Row = {
          ma_dvcs: order.ma_dvcs,
          ngay_ct: businessToday(new Date()),
          so_ct_bl: order.so_ct,
          ma_kh: order.ma_kh ?? null,
          ten_kh: order.ten_kh ?? null,
          ma_nvbh: order.ma_nvbh ?? null,
          ten_nvbh: order.ten_nvbh ?? null,
          ma_kho: order.ma_kho ?? null,
          ma_httt: body.ma_httt,
          ma_the: body.hoan_the ? order.ma_the : null,
          tien_the: 0,
          ly_do,
          trang_thai: '1',
          ma_ca_tn: shift && shift.ma_dvcs === order.ma_dvcs ? shift._id : null,
          chi_tiet: lines,
        };
        if (body.hoan_the) {
          // Back to the card what it paid and no more (the rest by ma_httt), the return priced as its write prices it.
          const left = cardRefundLeftOf(
            order,
            await cardReturnsOf(ctx.trx, tenantId, order),
            await cardTypesOf(ctx.trx, tenantId),
          );
          if (left <= 0)
            throw new ApiError(
              409,
              'RETURN_CARD_REFUNDED',
              { ma_the: text(order.ma_the), so_ct: text(order.so_ct) },
              [{ in: 'body', path: '/hoan_the' }],
            );
          const priced = returns.derive!(await priceReturn(ctx.trx, tenantId, record));
          record = { ...record, tien_the: Math.min(left, Number(priced.t_tt ?? 0)) };
        }
        let row = await createRecord(ctx, record);
        if (approving) {
          const problem = transitionProblemOf(returns, row, approve);
          if (problem) throw refusalOf(request, problem);
          row = await patchRecord({ ...ctx, transition: approve }, row, { trang_thai: approve.to });
        }
        const configs = await writeConfigs(ctx.trx, tenantId);
        const posted = voucherPostsNow(row, posting.approvalFlag, (name) =>
          isTrue(configValue(configs, name)),
        );
        return { row, refunded: posted };
      });
      return reply.code(201).send({ refund: present(request, returns, row), refunded });
    },
  );
};
