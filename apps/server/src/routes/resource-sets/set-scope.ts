import type { Resource } from '@sen/domain';
import { customerRowsOf, customerViewOf } from '@sen/domain/resources';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, optionalBearerSecurity } from '../../http/documented-headers.js';
import { catalogueScopeOf } from './catalogue-scope.js';
import { branchesOf, requireRead } from './set-access.js';
import { setHooks } from './set-hooks.js';
import type { RowScope, SetRow } from './set-query.js';

/**
 * The rows a request may touch in a set: tenant, branches (branch-scoped sets), the set's own restriction; for a
 * catalogue resource also the read-all and employee scopes of `menuId` (a view's own menu id, else the set's).
 */
export const scopeOf = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  purpose: 'read' | 'write' = 'read',
  menuId?: string,
): Promise<RowScope> => {
  return {
    tenantId: tenantOf(request).id,
    branches: branchesOf(request, set),
    restriction: await setHooks[set.name]?.restrict?.(deps, request, purpose),
    ...(await catalogueScopeOf(deps, request, set, menuId)),
  };
};

/**
 * The rows a list or one-row read answers: a signed-in customer gets their own rows of a customer-readable resource
 * (`customerAccess`, customer-scope.ts; any other set is 403), anyone else what `requireRead` and `scopeOf` allow.
 */
export const readScopeOf = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
): Promise<RowScope> => {
  const subject = request.ctx.subject;
  if (subject?.type === 'customer' && set.readAccess !== 'anyone') {
    if (!set.customerAccess) throw new ApiError(403, 'FORBIDDEN');
    return { tenantId: tenantOf(request).id, customer: { resource: set, ma_kh: subject.customer.ma_kh } };
  }
  await requireRead(deps, request, set);
  return scopeOf(deps, request, set);
};

/**
 * A row as sent to the client: a set's hook may blank values, and a customer sees only the fields the resource's
 * `customerAccess` shows (the others empty).
 */
export const present = (request: FastifyRequest, set: Resource, row: SetRow): SetRow => {
  const shown = (setHooks[set.name]?.present?.(request, row) as SetRow | undefined) ?? row;
  return request.ctx.subject?.type === 'customer' && set.customerAccess
    ? (customerViewOf(set, shown) as SetRow)
    : shown;
};

/** Route config of reads: 'anyone' sets answer before sign-in and to customers; only branch-scoped sets check Branchs. */
export const readConfig = (set: Resource): FastifyContextConfig => ({
  auth: set.readAccess === 'anyone' ? 'optional' : 'required',
  customers: set.readAccess === 'anyone',
  branchs: set.branchScope === 'selected' ? 'check' : 'ignore',
});

/** Route config of a set's list and one-row reads: a customer-readable resource also answers customers. */
export const rowReadConfig = (set: Resource): FastifyContextConfig => {
  const config = readConfig(set);
  return { ...config, customers: config.customers || Boolean(set.customerAccess) };
};

/** The tables a staff request context is read from (services/staff-context.ts). */
const staffContextTables = new Set(['tenants', 'users', 'refresh_tokens', 'branches']);

/** A resource's writes keep the cached staff contexts unless its table is one they are read from. */
export const writeConfig = (set: Resource): FastifyContextConfig => ({
  branchs: set.branchScope === 'selected' ? 'check' : 'ignore',
  staffContexts: staffContextTables.has(set.table) ? 'clear' : 'keep',
});

export const readSecurity = (set: Resource) =>
  set.readAccess === 'anyone' ? optionalBearerSecurity : bearerSecurity;

/** Tag of the set in the OpenAPI document: the first segment of its path. */
export const tagOf = (set: Resource): string => set.path.split('/')[0] ?? set.path;

/** Who may read, in words, for route descriptions. */
export const readRule = (set: Resource): string =>
  set.readAccess === 'anyone'
    ? 'Readable before sign-in and by client-portal customers.'
    : set.readAccess === 'staff'
      ? 'Readable by every signed-in staff user.'
      : `Needs the read right on menu '${set.menuId}' (admins may do all).`;

/** Who else may read a list or one row, in words: customers, their own rows (customer-readable resources). */
export const customerRule = (set: Resource): string => {
  const rule = customerRowsOf(set);
  if (!set.customerAccess || !rule) return '';
  const whose = rule.through
    ? `those whose ${rule.field} is one of their ${rule.through.name}`
    : `those whose ${rule.field} is theirs`;
  return ` A signed-in customer (client portal) reads their own rows (${whose}, from the token, never the query) with ${set.customerAccess.fields.join(', ')}; the other fields come empty.`;
};

export const scopeRule = (set: Resource): string =>
  set.branchScope === 'selected'
    ? ' Rows of branches outside the Branchs selection (or the user’s branches) are not found.'
    : '';
