import { can, type Right } from '@sen/auth';
import type { Resource } from '@sen/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { branchScopeOf, staffOf } from '../../http/context-access.js';
import { staffUserInfo } from '../../services/user-info.js';

/**
 * Refuses (403 FORBIDDEN) a staff user without `right` on the menu id; admins pass. The same rule as the apps:
 * `can` of @sen/auth over the user's rights. Inside a transaction pass `{ db: trx }` (PGlite has one connection).
 */
export const requireRight = async (
  deps: AppDeps | { db: Kysely<Database> | Transaction<Database> },
  request: FastifyRequest,
  menuId: string,
  right: Right,
): Promise<void> => {
  const { user } = staffOf(request);
  if (user.is_admin) return;
  const info = await staffUserInfo(deps.db as Kysely<Database>, user);
  if (!can(info, { menuId, right })) throw new ApiError(403, 'FORBIDDEN');
};

/** Reading a set: 'anyone' sets need nothing, 'staff' sets a staff user, 'menu' sets the read right. */
export const requireRead = async (deps: AppDeps, request: FastifyRequest, set: Resource): Promise<void> => {
  if (set.readAccess === 'anyone') return;
  if (set.readAccess === 'staff') {
    staffOf(request);
    return;
  }
  await requireRight(deps, request, set.menuId, 'read');
};

/** The branches a branch-scoped set works with (undefined for tenant-wide sets). */
export const branchesOf = (request: FastifyRequest, set: Resource): string[] | undefined =>
  set.branchScope === 'selected' ? branchScopeOf(request) : undefined;

/** 403 BRANCH_FORBIDDEN unless the branch is one the request works with. */
export const requireBranch = (branches: readonly string[] | undefined, code: unknown): void => {
  if (!branches) return;
  if (typeof code !== 'string' || !branches.includes(code))
    throw new ApiError(403, 'BRANCH_FORBIDDEN', { branchs: String(code) }, { refused: [code] });
};
