import { resourceNamed, viewTransitionsOf, type View } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { schemasOf } from './catalogue-schemas.js';
import { registerTransitionRoutes } from './catalogue-transitions.js';
import { fixedTextOf, registerViewWrites } from './catalogue-view-writes.js';
import { withLines } from './catalogue-writes.js';
import { requireRight } from './set-access.js';
import { listRows, oneRow, type ListOptions } from './set-query.js';
import { present, readConfig, scopeOf, scopeRule, tagOf } from './set-scope.js';

const idParams = z.object({ id: z.uuid().describe('_id of the row') });

/**
 * A view of the catalogue (defineView): another resource's rows under the view's own path and menu id, limited
 * to its fixed values. `GET /api/<path>` (the resource's list query), `GET /api/<path>/{id}` and one
 * `POST /api/<path>/{id}/<action>` per row action (a transition of the resource's status machine, run with the
 * edit right on the view's menu id on a row the view shows: catalogue-transitions.ts).
 * Reading needs the read right on the view's menu id; read-all and the employee scope follow that menu id too.
 * A writable view (`readOnly: false`) also creates, replaces, patches and deletes rows (catalogue-view-writes).
 */
export const registerCatalogueView = (app: FastifyInstance, deps: AppDeps, view: View): void => {
  const resource = resourceNamed(view.resource);
  if (!resource) throw new Error(`view ${view.name}: unknown resource ${view.resource}`);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const source = resource;
  // The view's own default order; everything else is the resource's.
  const set = view.defaultSort ? { ...source, defaultSort: view.defaultSort } : source;
  const schemas = schemasOf(source);
  const base = `/api/${view.path}`;
  const tags = [tagOf(source)];
  const title = view.title.en;
  const fixed = view.fixedFilters as Record<string, unknown>;
  const fixedText = fixedTextOf(view);
  const limited = fixedText ? ` Only rows with ${fixedText}.` : '';

  typed.get(
    base,
    {
      config: readConfig(source),
      schema: {
        tags,
        summary: `${title}: list (GET ${view.path}, rows of ${resource.path})`,
        description: `Needs the read right on menu '${view.menuId}'.${scopeRule(source)}${limited} The query is the list query of ${resource.path}.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: source.listQuerySchema,
        response: { 200: schemas.list },
      },
    },
    async (request) => {
      await requireRight(deps, request, view.menuId, 'read');
      const { pageIndex, pageSize, sortKey, sortType, searchKey, fromDate, toDate, ...filters } =
        request.query as Omit<ListOptions, 'filters'> & Record<string, unknown>;
      const scope = await scopeOf(deps, request, source, 'read', view.menuId);
      const list = await listRows(deps.db as never, set, scope, {
        filters: { ...filters, ...fixed },
        searchKey: searchKey || undefined,
        sortKey: sortKey || undefined,
        sortType,
        pageIndex,
        pageSize,
        fromDate,
        toDate,
      });
      return { items: list.items.map((row) => present(request, source, row)), total: list.total };
    },
  );

  typed.get(
    `${base}/:id`,
    {
      config: readConfig(source),
      schema: {
        tags,
        summary: `${title}: one row (GET ${view.path}/{id})`,
        description: `Needs the read right on menu '${view.menuId}'.${limited} 404 when there is no such row.`,
        security: bearerSecurity,
        headers: signedInHeaders,
        params: idParams,
        response: { 200: schemas.row },
      },
    },
    async (request) => {
      await requireRight(deps, request, view.menuId, 'read');
      const scope = await scopeOf(deps, request, source, 'read', view.menuId);
      const row = await oneRow(deps.db as never, source, scope, { ...fixed, _id: request.params.id });
      if (!row) throw new ApiError(404, 'NOT_FOUND');
      return present(request, source, await withLines(deps.db as never, resource, scope.tenantId, row));
    },
  );

  registerTransitionRoutes(
    app,
    deps,
    source,
    resource,
    { path: view.path, menuId: view.menuId, fixed, title },
    viewTransitionsOf(view),
  );

  if (view.readOnly === false) registerViewWrites(app, deps, view, source);
};
