import type { Resource } from '@sen/domain';
import type { View } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { schemasOf, viewInputSchemaOf } from './catalogue-schemas.js';
import { requireRight } from './set-access.js';
import { createInTransaction, inTransaction } from './set-routes.js';
import { present, scopeRule, tagOf, writeConfig } from './set-scope.js';
import { deleteRecord, existingRow, patchRecord, replaceRecord } from './set-writes.js';

const idParams = z.object({ id: z.uuid().describe('_id of the row') });

/** The view's fixed values in words ('chieu_goi = OUT'), empty without any. */
export const fixedTextOf = (view: Pick<View, 'fixedFilters'>): string =>
  Object.entries(view.fixedFilters)
    .map(([k, v]) => `${k} = ${String(v)}`)
    .join(', ');

/**
 * The writes of a writable view (defineView with `readOnly: false`): `POST /api/<path>` and
 * `PUT` / `PATCH` / `DELETE /api/<path>/{id}`, the resource's own writes (set-writes: branch, lock date, employee
 * scope, audit log) under the rights and scopes of the VIEW's menu id. A create gets the view's fixed values
 * whatever the body says; an update or delete reaches only a row the view shows (another is 404) and keeps its
 * fixed values, so a row cannot leave the view through it.
 */
export const registerViewWrites = (
  app: FastifyInstance,
  deps: AppDeps,
  view: View,
  source: Resource,
): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schemas = schemasOf(source);
  const input = viewInputSchemaOf(source, view);
  const fixed = view.fixedFilters as Record<string, unknown>;
  const fixedText = fixedTextOf(view);
  const stamped = fixedText ? ` The view's fixed values (${fixedText}) are set whatever the body says.` : '';
  const limited = fixedText ? ` Only rows with ${fixedText}: another row is 404.` : '';
  const base = `/api/${view.path}`;
  const tags = [tagOf(source)];
  const title = view.title.en;

  typed.post(
    base,
    {
      config: writeConfig(source),
      schema: {
        tags,
        summary: `${title}: create (POST ${view.path}, a row of ${source.path})`,
        description: `Needs the add right on menu '${view.menuId}'.${stamped} 409 when ${source.keyFields.join(
          ' + ',
        )} is taken. Recorded in the audit log.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        body: input,
        response: { 201: schemas.row, 200: schemas.row },
      },
    },
    async (request, reply) => {
      await requireRight(deps, request, view.menuId, 'add');
      const body = { ...(request.body as Record<string, unknown>), ...fixed };
      const { row, created } = await createInTransaction(deps, request, source, body, view.menuId);
      return reply.code(created ? 201 : 200).send(present(request, source, row) as never);
    },
  );

  const writeOne = (method: 'put' | 'patch' | 'delete', summary: string, description: string) => {
    const right = method === 'delete' ? 'del' : 'edit';
    const body = method === 'put' ? input : method === 'patch' ? schemas.patch : undefined;
    typed.route({
      method: method.toUpperCase() as 'PUT' | 'PATCH' | 'DELETE',
      url: `${base}/:id`,
      config: writeConfig(source),
      schema: {
        tags,
        summary: `${title}: ${summary} (${method.toUpperCase()} ${view.path}/{id})`,
        description: `Needs the ${right} right on menu '${view.menuId}'.${scopeRule(source)}${limited} ${description} Recorded in the audit log.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        params: idParams,
        ...(body ? { body } : {}),
        response: { 200: schemas.row },
      },
      handler: async (request) => {
        await requireRight(deps, request, view.menuId, right);
        const { id } = request.params as { id: string };
        const row = await inTransaction(
          deps,
          request,
          source,
          async (ctx) => {
            const existing = await existingRow(ctx, { ...fixed, _id: id });
            const values = { ...(request.body as Record<string, unknown>), ...fixed };
            if (method === 'put') return replaceRecord(ctx, existing, values);
            if (method === 'patch') return patchRecord(ctx, existing, values);
            return deleteRecord(ctx, existing);
          },
          view.menuId,
        );
        return present(request, source, row);
      },
    });
  };
  writeOne(
    'put',
    'replace',
    'Every field is replaced (absent optional fields are cleared); the fixed values stay.',
  );
  writeOne('patch', 'change some fields', 'Only the fields sent change; the fixed values stay.');
  writeOne('delete', 'delete', 'Answers the deleted row.');
};
