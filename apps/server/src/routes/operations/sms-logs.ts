import {
  DEFAULT_PAGE_SIZE,
  errorSchema,
  listOf,
  smsLogFilterSchema,
  smsLogQuerySchema,
  smsLogSchema,
  smsLogTotalSchema,
} from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { countSmsLogs, listSmsLogs } from '../../services/sms-logs.js';
import { requireAnyRight } from './permission.js';

const readRights = [{ menuId: 'system.sms.logs', right: 'read' }] as const;

const filters = [
  'Filters (all optional, combined with AND): `phone`: the logged number (digits only) contains these digits',
  '(other characters of the filter are ignored; at least one digit); `status`: exact status; `fromDate` / `toDate`:',
  'sent at or after / at or before, each a day YYYY-MM-DD (Vietnam time, UTC+07:00; `toDate` includes the whole',
  'day) or an ISO 8601 date-time with offset.',
].join(' ');

const access =
  'Allowed to administrators and to users with the read (or edit) right on menu id `system.sms.logs`; 403 FORBIDDEN otherwise.';

/** GET system/sms/logs and system/sms/logs/total. */
export const registerSmsLogRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/system/sms/logs',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'SMS sent by the tenant (one-time codes, sms.send jobs), newest first, a page at a time',
        description: [
          'Every SMS the server sent or logged for the tenant, newest `created_at` first (ties: higher id first).',
          filters,
          "`pageIndex` (from 0) and `pageSize` (one of the spec's page sizes, default 10) select the page, as the data",
          'table names them; `total` counts every matching row.',
          access,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: smsLogQuerySchema,
        response: { 200: listOf(smsLogSchema), 403: errorSchema },
      },
    },
    async (request) => {
      await requireAnyRight(deps, request, readRights);
      const tenantId = tenantOf(request).id;
      const { pageIndex = 0, pageSize = DEFAULT_PAGE_SIZE, ...filter } = request.query;
      const [items, total] = await Promise.all([
        listSmsLogs(deps.db, tenantId, filter, pageIndex, pageSize),
        countSmsLogs(deps.db, tenantId, filter),
      ]);
      return { items, total };
    },
  );

  typed.get(
    '/api/system/sms/logs/total',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'How many SMS logs of the tenant match the filters',
        description: [filters, access].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: smsLogFilterSchema,
        response: { 200: smsLogTotalSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireAnyRight(deps, request, readRights);
      return { total: await countSmsLogs(deps.db, tenantOf(request).id, request.query) };
    },
  );
};
