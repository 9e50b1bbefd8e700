import type { Field, Resource } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { declareExistenceType, existenceTypeOf } from '../../services/existence-registry.js';
import { catalogueColumnOf } from '../../db/catalogue-schema.js';
import { schemasOf } from './catalogue-schemas.js';
import { registerTransitionRoutes } from './catalogue-transitions.js';
import { withLines } from './catalogue-writes.js';
import { requireRight } from './set-access.js';
import { oneRow } from './set-query.js';
import { readConfig, scopeOf, scopeRule, tagOf } from './set-scope.js';

const idParams = z.object({ id: z.uuid().describe('_id of the row') });

/** The branch a printed voucher shows in its header. */
const printBranchSchema = z.object({
  ma_dvcs: z.string(),
  ten_dvcs: z.string(),
  dia_chi: z.string().nullable(),
  dien_thoai: z.string().nullable(),
});

/**
 * A resource's `unique` fields become an existence type named after it, so the unique-property validator's
 * `GET /api/crm/{type}/{id or New}/exists/{field}/{value}` answers for them (codes, texts and emails ignoring
 * case). A type declared already (partners, with its normalised phone and website) is kept.
 */
export const declareCatalogueExistence = (resource: Resource): void => {
  const unique = Object.entries(resource.fields as Record<string, Field>).filter(([, field]) => field.unique);
  if (unique.length === 0 || existenceTypeOf(resource.name)) return;
  declareExistenceType(resource.name, {
    table: resource.table,
    menuIds: [resource.menuId],
    fields: Object.fromEntries(
      unique.map(([name, field]) => [
        name,
        {
          column: catalogueColumnOf(resource, name),
          match: ['code', 'text', 'email'].includes(field.type)
            ? { kind: 'case-insensitive' as const }
            : { kind: 'exact' as const },
        },
      ]),
    ),
  });
};

/**
 * The routes a resource has besides list, get, create, replace, patch and delete: the transitions of its status
 * machine (`POST <path>/{id}/<name>`, catalogue-transitions.ts; an approvable voucher's approve and unapprove need
 * the edit right on its approve menu id, and `DELETE <path>/{id}/approve` unapproves too), and the print view
 * (print right) unless it declares `print: false`.
 */
export const registerCatalogueRoutes = (app: FastifyInstance, deps: AppDeps, resource: Resource): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const set = resource;
  const schemas = schemasOf(set);
  const base = `/api/${resource.path}/:id`;
  const tags = [tagOf(set)];
  const title = resource.title.en;
  const scope = scopeRule(set);

  if (resource.statuses)
    registerTransitionRoutes(
      app,
      deps,
      set,
      resource,
      { path: resource.path, menuId: resource.menuId, fixed: {}, title },
      resource.statuses.transitions,
    );

  if (!resource.print) return;
  typed.get(
    `${base}/print`,
    {
      config: readConfig(set),
      schema: {
        tags,
        summary: `${title}: print view (GET ${resource.path}/{id}/print)`,
        description: `Needs the print right on menu '${resource.menuId}'.${scope} The row (with its lines) and the name, address and phone of its branch.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        params: idParams,
        response: { 200: z.object({ record: schemas.row, branch: printBranchSchema.nullable() }) },
      },
    },
    async (request) => {
      await requireRight(deps, request, resource.menuId, 'print');
      const scope = await scopeOf(deps, request, set);
      const row = await oneRow(deps.db as never, set, scope, { _id: request.params.id });
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      const branch =
        typeof row.ma_dvcs === 'string'
          ? await deps.db
              .selectFrom('branches')
              .select(['ma_dvcs', 'ten_dvcs', 'dia_chi', 'dien_thoai'])
              .where('tenant_id', '=', scope.tenantId)
              .where('ma_dvcs', '=', row.ma_dvcs)
              .executeTakeFirst()
          : undefined;
      return {
        record: await withLines(deps.db as never, resource, scope.tenantId, row),
        branch: branch ?? null,
      };
    },
  );
};
