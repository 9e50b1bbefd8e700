import { configUpdateManySchema, configValueSchema, configsSet, errorSchema, extraPaths } from '@sen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { requireRead, requireRight } from './set-access.js';
import { findRows, type DynamicDb, type RowScope, type SetRow } from './set-query.js';
import { present, readConfig, readSecurity, scopeOf, writeConfig } from './set-scope.js';
import { inTransaction } from './set-routes.js';
import { existingRow, patchRecord, type WriteContext } from './set-writes.js';

const set = configsSet;
const byName = `/api/${extraPaths(set.path).byName.replace('{name}', ':name')}`;
const nameParams = z.object({ name: z.string().trim().min(1).max(100).describe('Config name') });
const groupQuery = z.object({
  group: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .describe('Needed only when the name is in several groups'),
});

/** The one entry of that name (and group): 404 when none, 409 CONFIG_NAME_AMBIGUOUS when several groups have it. */
const entryNamed = async (db: DynamicDb, scope: RowScope, name: string, group?: string): Promise<SetRow> => {
  const rows = await findRows(db, set, scope, group ? { name, group } : { name });
  if (rows.length === 0) throw new ApiError(404, 'NOT_FOUND');
  if (rows.length > 1) throw new ApiError(409, 'CONFIG_NAME_AMBIGUOUS', { name });
  return rows[0] as SetRow;
};

const setValue = async (ctx: WriteContext, name: string, group: string | undefined, value: string) => {
  const entry = await entryNamed(ctx.trx as unknown as DynamicDb, ctx.scope, name, group);
  return patchRecord(ctx, await existingRow(ctx, { _id: entry._id }), { value });
};

/** GET and PUT system/configs/name/{name}, and PATCH system/configs (update many). */
export const registerConfigRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const headers = signedInHeaders;
  const presentAll = (request: FastifyRequest, rows: SetRow[]) =>
    rows.map((row) => present(request, set, row));

  typed.get(
    byName,
    {
      config: readConfig(set),
      schema: {
        tags,
        summary: 'Configuration: one entry by name (GET system/configs/name/{name}?group=)',
        description:
          'Readable before sign-in; secret values are blank unless a staff user is signed in. 404 unknown name; 409 CONFIG_NAME_AMBIGUOUS when several groups have the name and no group is given.',
        security: readSecurity(set),
        headers,
        params: nameParams,
        querystring: groupQuery,
        response: { 200: set.rowSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await requireRead(deps, request, set);
      const scope = await scopeOf(deps, request, set);
      return present(
        request,
        set,
        await entryNamed(deps.db as never, scope, request.params.name, request.query.group),
      );
    },
  );

  typed.put(
    byName,
    {
      config: writeConfig(set),
      schema: {
        tags,
        summary: 'Configuration: new value of one entry by name (PUT system/configs/name/{name})',
        description: `Needs the edit right on menu '${set.menuId}'. 404 unknown name; 409 CONFIG_NAME_AMBIGUOUS. Recorded in the audit log.`,
        security: bearerSecurity,
        headers,
        params: nameParams,
        body: configValueSchema,
        response: { 200: set.rowSchema },
      },
    },
    async (request) => {
      await requireRight(deps, request, set.menuId, 'edit');
      const row = await inTransaction(deps, request, set, (ctx) =>
        setValue(ctx, request.params.name, request.body.group, request.body.value),
      );
      return present(request, set, row);
    },
  );

  typed.patch(
    `/api/${set.path}`,
    {
      config: writeConfig(set),
      schema: {
        tags,
        summary:
          'Configuration: update many (PATCH system/configs with { items: [{ name, group?, value }] })',
        description: `New values of existing entries, all or nothing (404 when a name is unknown). Needs the edit right on menu '${set.menuId}'. Recorded in the audit log.`,
        security: bearerSecurity,
        headers,
        body: configUpdateManySchema,
        response: { 200: set.listSchema },
      },
    },
    async (request) => {
      await requireRight(deps, request, set.menuId, 'edit');
      const rows = await inTransaction(deps, request, set, async (ctx) => {
        const saved: SetRow[] = [];
        for (const entry of request.body.items)
          saved.push(await setValue(ctx, entry.name, entry.group, entry.value));
        return saved;
      });
      return { items: presentAll(request, rows), total: rows.length };
    },
  );
};
