import type { ResourceSet } from '@sen/domain';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, optionalBearerSecurity } from '../../http/documented-headers.js';
import { catalogueScopeOf } from './catalogue-scope.js';
import { catalogueResourceOf } from './catalogue-storage.js';
import { branchesOf } from './set-access.js';
import { setHooks } from './set-hooks.js';
import type { RowScope, SetRow } from './set-query.js';

/**
 * The rows a request may touch in a set: tenant, branches (branch-scoped sets), the set's own restriction; for a
 * catalogue resource also the read-all and employee scopes of `menuId` (a view's own menu id, else the set's).
 */
export const scopeOf = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: ResourceSet,
  purpose: 'read' | 'write' = 'read',
  menuId?: string,
): Promise<RowScope> => {
  const resource = catalogueResourceOf(set);
  return {
    tenantId: tenantOf(request).id,
    branches: branchesOf(request, set),
    restriction: await setHooks[set.name]?.restrict?.(deps, request, purpose),
    ...(resource ? await catalogueScopeOf(deps, request, resource, menuId) : {}),
  };
};

/** A row as sent to the client (a set's hook may blank values). */
export const present = (request: FastifyRequest, set: ResourceSet, row: SetRow): SetRow =>
  (setHooks[set.name]?.present?.(request, row) as SetRow | undefined) ?? row;

/** Route config of reads: 'anyone' sets answer before sign-in and to customers; only branch-scoped sets check Branchs. */
export const readConfig = (set: ResourceSet): FastifyContextConfig => ({
  auth: set.readAccess === 'anyone' ? 'optional' : 'required',
  customers: set.readAccess === 'anyone',
  branchs: set.branchScope === 'selected' ? 'check' : 'ignore',
});

export const writeConfig = (set: ResourceSet): FastifyContextConfig => ({
  branchs: set.branchScope === 'selected' ? 'check' : 'ignore',
});

export const readSecurity = (set: ResourceSet) =>
  set.readAccess === 'anyone' ? optionalBearerSecurity : bearerSecurity;

/** Tag of the set in the OpenAPI document: the first segment of its path. */
export const tagOf = (set: ResourceSet): string => set.path.split('/')[0] ?? set.path;

/** Who may read, in words, for route descriptions. */
export const readRule = (set: ResourceSet): string =>
  set.readAccess === 'anyone'
    ? 'Readable before sign-in and by client-portal customers.'
    : set.readAccess === 'staff'
      ? 'Readable by every signed-in staff user.'
      : `Needs the read right on menu '${set.menuId}' (admins may do all).`;

export const scopeRule = (set: ResourceSet): string =>
  set.branchScope === 'selected'
    ? ' Rows of branches outside the Branchs selection (or the user’s branches) are not found.'
    : '';
