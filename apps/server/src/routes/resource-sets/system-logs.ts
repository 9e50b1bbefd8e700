import {
  auditLogFilterSchema,
  auditLogQuerySchema,
  auditLogSchema,
  dateRangeProblem,
  DEFAULT_PAGE_SIZE,
  listOf,
} from '@sen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { redactedAuditRecord } from '../../services/audit-log.js';
import { requireRight } from './set-access.js';

/** Menu id of the audit log page in the route catalogue ('/system/logs'). */
const LOGS_MENU_ID = 'system.logs';

type Filters = z.infer<typeof auditLogFilterSchema>;

const filtered = (deps: AppDeps, request: FastifyRequest, filters: Filters) => {
  const problem = dateRangeProblem(filters);
  if (problem) throw new ApiError(400, problem);
  let query = deps.db.selectFrom('audit_logs').where('tenant_id', '=', tenantOf(request).id);
  if (filters.user_name) query = query.where(sql`lower(user_name)`, '=', filters.user_name.toLowerCase());
  if (filters.resource)
    query = query.where((eb) =>
      eb.or([
        eb('resource', '=', filters.resource as string),
        eb('resource_name', '=', filters.resource as string),
      ]),
    );
  if (filters.action) query = query.where('action', '=', filters.action);
  if (filters.record_id) query = query.where('record_id', '=', filters.record_id);
  if (filters.fromDate) query = query.where('at', '>=', sql<Date>`${filters.fromDate}::date`);
  if (filters.toDate) query = query.where('at', '<', sql<Date>`${filters.toDate}::date + 1`);
  return query;
};

const description =
  "Admins and users with the read right on menu 'system.logs'. Secrets are blank (config values the configs API hides from a reader not signed in, and every credential-named text field: password, token, api_key...). Filters: user_name, resource (API path or set name), action, record_id, fromDate/toDate (days, inclusive; 400 DATE_RANGE_INVALID when fromDate is after toDate).";

/** GET system/logs (newest first, paged) and GET system/logs/total. */
export const registerSystemLogRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/system/logs',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary:
          'Audit log: changes made through the API, newest first (GET system/logs?pageIndex=&pageSize=&filters)',
        description,
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: auditLogQuerySchema,
        response: { 200: listOf(auditLogSchema) },
      },
    },
    async (request) => {
      await requireRight(deps, request, LOGS_MENU_ID, 'read');
      const { pageIndex = 0, pageSize = DEFAULT_PAGE_SIZE, ...filters } = request.query;
      const rows = await filtered(deps, request, filters)
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(pageIndex * pageSize)
        .execute();
      const counted = await filtered(deps, request, filters)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return {
        items: rows.map(({ tenant_id: _tenant, ...row }) => ({
          ...row,
          id: String(row.id),
          at: new Date(row.at).toISOString(),
          before: redactedAuditRecord(row.resource, row.before),
          after: redactedAuditRecord(row.resource, row.after),
        })),
        total: Number(counted.n),
      };
    },
  );

  typed.get(
    '/api/system/logs/total',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Audit log: how many entries match the filters (GET system/logs/total)',
        description,
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: auditLogFilterSchema,
        response: { 200: z.object({ total: z.number().int() }) },
      },
    },
    async (request) => {
      await requireRight(deps, request, LOGS_MENU_ID, 'read');
      const counted = await filtered(deps, request, request.query)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return { total: Number(counted.n) };
    },
  );
};
