import { errorSchema } from '@sen/domain';
import { QUANTITY_LIMIT, resourceNamed } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { branchScopeOf, staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { sendKitchenTickets } from '../../printing/kitchen-tickets.js';
import { tcpTicketPrinter } from '../../printing/ticket-printer.js';
import { requireBranch, requireRight } from '../resource-sets/set-access.js';

const line = z.object({
  ma_vt: z.string().trim().min(1).max(64).describe('Product or service code'),
  ten_vt: z.string().trim().min(1).max(200).describe('Name as printed'),
  so_luong: z.number().positive().max(QUANTITY_LIMIT),
  dvt: z.string().trim().max(32).nullish().describe('Unit as printed (optional)'),
  ghi_chu: z.string().trim().max(500).nullish().describe("The cashier's note ('ít cay')"),
  ma_nhom_vt: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .describe("Product group; when empty, the product's or service's own"),
});

const body = z
  .object({
    ma_dvcs: z.string().trim().min(1).max(16).optional().describe('Branch; default the first selected'),
    so_ct: z.string().trim().max(64).nullish().describe('Order number'),
    ten_ban: z.string().trim().max(200).nullish().describe('Table, as printed'),
    ten_phong: z.string().trim().max(200).nullish().describe('Room, as printed'),
    reprint: z
      .boolean()
      .default(false)
      .describe("Printed again: marked 'IN LẠI'; needs sale_service_reprint"),
    chi_tiet: z.array(line).min(1).max(200),
  })
  .refine((ticket) => Boolean(ticket.so_ct || ticket.ten_ban || ticket.ten_phong), {
    message: 'so_ct, ten_ban or ten_phong: what the ticket is for',
    path: ['so_ct'],
  });

const outcome = z.object({
  ma_may_in: z.string(),
  ten_may_in: z.string(),
  bo_phan: z.string().describe('BEP kitchen, BAR bar, QUAY counter'),
  dia_chi: z.string().describe('host:port'),
  dong: z.array(z.number().int()).describe('The lines (indexes of chi_tiet) on its ticket'),
  da_in: z.boolean().describe('The printer took the whole ticket'),
  code: z.string().nullable().describe('Why not: PRINTER_REFUSED, PRINTER_TIMEOUT, ...'),
  message: z.string().nullable().describe('Why not, in the request’s language'),
});

const answer = z.object({
  da_in: z.boolean().describe('Every line reached a printer'),
  may_in: z.array(outcome).describe('One entry per printer that had lines'),
  chua_in: z
    .array(z.object({ dong: z.number().int(), code: z.string(), message: z.string() }))
    .describe('Lines no printer of the branch takes'),
});

/**
 * `POST sales/kitchen-tickets`: the lines a till sends to the kitchen, split among the branch's kitchen, bar and
 * counter printers (sales/printers) by product group and printed there over the network (printing/). Needs the
 * add right on retail orders; a reprint needs the tenant's sale_service_reprint too.
 */
export const registerKitchenTicketRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  const printers = resourceNamed('printers')!;
  const printer =
    deps.ticketPrinter ??
    tcpTicketPrinter({
      connectTimeoutMs: deps.config.printerConnectTimeoutMs,
      sendTimeoutMs: deps.config.printerSendTimeoutMs,
    });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/sales/kitchen-tickets',
    {
      onRequest: noStoreHook,
      schema: {
        tags: [printers.path],
        summary: "Print kitchen and bar tickets on the branch's network printers",
        description: [
          'Each line goes to the printers in use of the branch whose product groups (nhom_vt) name its group;',
          'a line no list names to the printers with an empty list, else to the first kitchen printer (BEP),',
          'else it is answered in chua_in. Each printer gets one ticket (ESC/POS, the text as a raster image)',
          'over TCP; a printer that refuses, is unknown or does not answer in time is answered with da_in false',
          'and a localised message, the others print all the same. reprint marks the tickets IN LẠI and needs',
          'the config sale_service_reprint (403 KITCHEN_REPRINT_DISABLED). 409 PRINTER_NONE when the branch has',
          "no printer in use. Needs the add right on retail orders ('sales.retail-orders').",
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body,
        response: {
          200: answer,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, orders.menuId, 'add');
      const branches = branchScopeOf(request);
      const branch = request.body.ma_dvcs ?? branches[0];
      requireBranch(branches, branch);
      const { user } = staffOf(request);
      return sendKitchenTickets(
        deps,
        printer,
        {
          tenantId: tenantOf(request).id,
          locale: request.ctx.locale,
          cashier: user.ten_nsd || user.user_name,
        },
        { ...request.body, ma_dvcs: branch! },
      );
    },
  );
};
