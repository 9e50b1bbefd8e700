import { extraPaths, type Resource } from '@sen/domain';
import { lookupFieldsOf } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { schemasOf } from './catalogue-schemas.js';
import { lookupAccessOf, lookupRowOf, type LookupAccess } from './lookup-access.js';
import { requireRead } from './set-access.js';
import { findRows, lookupRows } from './set-query.js';
import {
  present,
  readConfig,
  readRule,
  readSecurity,
  scopeOf,
  scopeRule,
  tagOf,
  writeConfig,
} from './set-scope.js';
import { inTransaction } from './set-routes.js';
import { upsertRecord } from './set-writes.js';

const LOOKUP_DEFAULT_LIMIT = 20;

/** The picker's right of a lookup, in words (lookup-access.ts). */
const pickRule = (set: Resource): string => {
  const fields = lookupFieldsOf(set.name);
  return fields.length === 0
    ? ''
    : ` Without it, a user who may add or edit a record that looks it up gets ${fields.join(', ')} only` +
        ' (the read-own rule then follows their read-all right on that screen).';
};

/** find, upsert, bulk PUT, lookup and search of the sets that declare them. */
export const registerSetExtras = (app: FastifyInstance, deps: AppDeps, set: Resource): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const paths = extraPaths(set.path);
  const tags = [tagOf(set)];
  const title = set.title.en;
  const headers = signedInHeaders;
  const extras = new Set(set.extras);

  if (extras.has('find'))
    typed.get(
      `/api/${paths.find}`,
      {
        config: readConfig(set),
        schema: {
          tags,
          summary: `${title}: find by field values (GET ${paths.find}?<field>=<value>&...)`,
          description: `Every row whose fields equal all the values given (no paging). ${readRule(set)}${scopeRule(set)}`,
          security: readSecurity(set),
          headers,
          querystring: set.findQuerySchema,
          response: { 200: schemasOf(set).list },
        },
      },
      async (request) => {
        await requireRead(deps, request, set);
        const items = await findRows(
          deps.db as never,
          set,
          await scopeOf(deps, request, set),
          request.query as Record<string, unknown>,
        );
        return { items: items.map((row) => present(request, set, row)), total: items.length };
      },
    );

  for (const kind of ['lookup', 'search'] as const) {
    if (!extras.has(kind)) continue;
    const picking = kind === 'lookup' && set.readAccess === 'menu';
    typed.get(
      `/api/${paths[kind]}`,
      {
        config: readConfig(set),
        schema: {
          tags,
          summary: `${title}: ${kind} (GET ${paths[kind]}?q=&limit=)`,
          description: `The first rows (default ${LOOKUP_DEFAULT_LIMIT}, at most 50) whose ${set.searchFields.join(
            ', ',
          )} contain q ignoring accents, in the default order; the list's filters, given, narrow them to exact values. ${readRule(set)}${scopeRule(set)}${
            picking ? pickRule(set) : ''
          }`,
          security: readSecurity(set),
          headers,
          querystring: set.lookupQuerySchema,
          response: { 200: kind === 'lookup' ? schemasOf(set).lookup : schemasOf(set).list },
        },
      },
      async (request) => {
        let access: LookupAccess;
        if (kind === 'lookup') access = await lookupAccessOf(deps, request, set);
        else {
          await requireRead(deps, request, set);
          access = { scope: await scopeOf(deps, request, set) };
        }
        // Besides the search, exact values of the list's filters narrow the rows (a customer's own cards).
        const { q, limit, ...narrow } = request.query as { q?: string; limit?: number };
        const items = await lookupRows(
          deps.db as never,
          set,
          access.scope,
          q || undefined,
          limit ?? LOOKUP_DEFAULT_LIMIT,
          narrow,
        );
        return {
          items: items.map((row) => lookupRowOf(present(request, set, row), access.fields)),
          total: items.length,
        };
      },
    );
  }

  if (extras.has('upsert'))
    typed.post(
      `/api/${paths.upsert}`,
      {
        config: writeConfig(set),
        schema: {
          tags,
          summary: `${title}: create or replace by ${set.keyFields.join(' + ')} (POST ${paths.upsert})`,
          description: `Replaces the row with the same natural key (edit right on '${set.menuId}') or creates it (add right).${scopeRule(
            set,
          )} Recorded in the audit log.`,
          security: bearerSecurity,
          headers,
          body: set.inputSchema,
          response: { 200: set.rowSchema },
        },
      },
      async (request) =>
        present(
          request,
          set,
          await inTransaction(deps, request, set, (ctx) =>
            upsertRecord(ctx, request.body as Record<string, unknown>),
          ),
        ),
    );

  if (extras.has('bulk'))
    typed.put(
      `/api/${paths.bulk}`,
      {
        config: writeConfig(set),
        schema: {
          tags,
          summary: `${title}: bulk save (PUT ${paths.bulk} with a list)`,
          description: `Each record of the list is created or replaced by ${set.keyFields.join(
            ' + ',
          )} (add/edit right on '${set.menuId}'), all or nothing; answers the saved rows. Recorded in the audit log.`,
          security: bearerSecurity,
          headers,
          body: z.array(set.inputSchema).min(1).max(1000),
          response: { 200: schemasOf(set).list },
        },
      },
      async (request) => {
        const items = await inTransaction(deps, request, set, async (ctx) => {
          const saved = [];
          for (const input of request.body as Record<string, unknown>[])
            saved.push(await upsertRecord(ctx, input));
          return saved;
        });
        return { items: items.map((row) => present(request, set, row)), total: items.length };
      },
    );
};
