import { approveMenuIdOf } from '@sen/auth';
import { approvalProblemOf, type Field, type Resource } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import { declareExistenceType, existenceTypeOf } from '../../services/existence-registry.js';
import { catalogueColumnOf } from '../../db/catalogue-schema.js';
import { schemasOf } from './catalogue-schemas.js';
import { setOfResource } from './catalogue-storage.js';
import { guardLock, withLines } from './catalogue-writes.js';
import { withoutRowVersion } from './row-version.js';
import { requireRight } from './set-access.js';
import { oneRow, type DynamicDb, type SetRow } from './set-query.js';
import { inTransaction } from './set-routes.js';
import { readConfig, scopeOf, scopeRule, tagOf, writeConfig } from './set-scope.js';
import { existingRow } from './set-writes.js';

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
 * The routes a catalogue resource has besides those of every set: approve and unapprove of approvable vouchers
 * (edit right on '<menu id>.approve'), and the print view (print right).
 */
export const registerCatalogueRoutes = (app: FastifyInstance, deps: AppDeps, resource: Resource): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const set = setOfResource(resource);
  const schemas = schemasOf(set);
  const base = `/api/${resource.path}/:id`;
  const tags = [tagOf(set)];
  const title = resource.title.en;
  const scope = scopeRule(set);

  if (resource.voucher?.approve) {
    const approveMenuId = approveMenuIdOf(resource.menuId);
    const approval = (approve: boolean) =>
      typed.route({
        method: approve ? 'POST' : 'DELETE',
        url: `${base}/approve`,
        config: writeConfig(set),
        schema: {
          tags,
          summary: `${title}: ${approve ? 'approve' : 'withdraw the approval'} (${approve ? 'POST' : 'DELETE'} ${resource.path}/{id}/approve)`,
          description: `Needs the edit right on menu '${approveMenuId}'.${scope} ${
            approve
              ? 'Sets nguoi_duyet and ngay_duyet; an approved voucher cannot be changed or deleted. 409 VOUCHER_APPROVED when it is approved already, 409 VOUCHER_CANCELLED when it is cancelled (trang_thai 9).'
              : 'Clears nguoi_duyet and ngay_duyet. 409 VOUCHER_NOT_APPROVED when it is not approved.'
          } 409 VOUCHER_LOCKED on or before the lock date. Recorded in the audit log.`,
          security: bearerSecurity,
          headers: signedInHeaders,
          params: idParams,
          response: { 200: schemas.row },
        },
        handler: async (request) => {
          await requireRight(deps, request, approveMenuId, 'edit');
          return inTransaction(deps, request, set, async (ctx) => {
            const existing = await existingRow(ctx, { _id: request.params.id });
            const problem = approvalProblemOf(existing, approve);
            if (problem) throw new ApiError(409, problem);
            await guardLock(ctx, resource, existing);
            const db = ctx.trx as unknown as DynamicDb;
            await db
              .updateTable(resource.table)
              .set(
                approve
                  ? { nguoi_duyet: staffOf(request).user.user_name, ngay_duyet: sql`now()` }
                  : { nguoi_duyet: null, ngay_duyet: null },
              )
              .where(sql.ref('tenant_id'), '=', ctx.scope.tenantId)
              .where(sql.ref('_id'), '=', existing._id)
              .execute();
            const after = await withLines(
              db,
              resource,
              ctx.scope.tenantId,
              (await oneRow(db, set, { tenantId: ctx.scope.tenantId }, { _id: existing._id })) as SetRow,
            );
            await recordChange(ctx.trx, request, {
              action: 'update',
              resource: resource.path,
              resourceName: resource.name,
              recordId: existing._id,
              recordKey: set.keyOf(existing),
              before: withoutRowVersion(existing),
              after: withoutRowVersion(after),
            });
            return after;
          });
        },
      });
    approval(true);
    approval(false);
  }

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
