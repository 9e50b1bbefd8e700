import { can, type Right } from '@sen/auth';
import { USERS_MENU_ID } from '@sen/domain';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { staffUserInfo } from '../../services/user-info.js';
import type { Caller } from '../../services/users-write.js';

/**
 * The signed-in staff user when `can` of @sen/auth grants `right` on menu id `system.users` (administrators
 * always pass); 403 FORBIDDEN otherwise. Rights are read from the database on every request, so a change of the
 * caller's rights applies at once.
 */
export const requireUsersRight = async (
  deps: AppDeps,
  request: FastifyRequest,
  right: Right,
): Promise<{ caller: Caller; tenantId: string }> => {
  const { user } = staffOf(request);
  const info = await staffUserInfo(deps.db, user);
  if (!can(info, { menuId: USERS_MENU_ID, right })) throw new ApiError(403, 'FORBIDDEN');
  return { caller: { user, info }, tenantId: tenantOf(request).id };
};
