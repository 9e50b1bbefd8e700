import { can, type Right } from '@sen/auth';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf } from '../../http/context-access.js';
import type { StaffSubject } from '../../http/request-context.js';
import { staffUserInfo } from '../../services/user-info.js';

/** A right on a menu id of the route catalogue (packages/domain/src/routes/catalogue.ts). */
export type MenuRight = { menuId: string; right: Right };

/** Whether the signed-in staff user passes `can` (admins always do) for any of the rights. */
export const hasAnyRight = async (
  deps: AppDeps,
  staff: StaffSubject,
  rights: readonly MenuRight[],
): Promise<boolean> => {
  if (staff.user.is_admin) return true;
  const info = await staffUserInfo(deps.db, staff.user);
  return rights.some(({ menuId, right }) => can(info, { menuId, right }));
};

/** The signed-in staff user when `can` grants any of the rights; 403 FORBIDDEN otherwise. */
export const requireAnyRight = async (
  deps: AppDeps,
  request: FastifyRequest,
  rights: readonly MenuRight[],
): Promise<StaffSubject> => {
  const staff = staffOf(request);
  if (!(await hasAnyRight(deps, staff, rights))) throw new ApiError(403, 'FORBIDDEN');
  return staff;
};

/** The signed-in staff user when an administrator (is_admin); 403 ADMIN_REQUIRED otherwise. */
export const requireAdmin = (request: FastifyRequest): StaffSubject => {
  const staff = staffOf(request);
  if (!staff.user.is_admin) throw new ApiError(403, 'ADMIN_REQUIRED');
  return staff;
};
