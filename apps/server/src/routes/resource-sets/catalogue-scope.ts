import { canReadAll } from '@sen/auth';
import type { UserInfo } from '@sen/domain';
import type { Resource } from '@sen/domain/resources';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { catalogueColumnOf } from '../../db/catalogue-schema.js';
import { staffOf } from '../../http/context-access.js';
import { staffUserInfo } from '../../services/user-info.js';
import type { RowScope } from './set-query.js';

const userInfos = new WeakMap<FastifyRequest, Promise<UserInfo>>();

/** The signed-in staff user's rights, read once per request. */
export const requestUserInfo = (deps: AppDeps, request: FastifyRequest): Promise<UserInfo> => {
  let info = userInfos.get(request);
  if (!info) {
    info = staffUserInfo(deps.db, staffOf(request).user);
    userInfos.set(request, info);
  }
  return info;
};

/**
 * The rows of a catalogue resource a staff user may see and touch beyond tenant and branch (spec section 6):
 * - read-all: without r_readall on the menu id only the rows they own (created them, or their saler code is the
 *   owner field);
 * - employee scope: with employee_yn 1, only rows whose owner field is empty or one of their employees.
 * Admins see every row; rows with neither stamps nor an owner field (the start-up tables) have no such scope.
 */
export const catalogueScopeOf = async (
  deps: AppDeps,
  request: FastifyRequest,
  resource: Resource,
  menuId: string = resource.menuId,
): Promise<Pick<RowScope, 'owner' | 'employees'>> => {
  // Rows that record neither who created them nor an owner (the start-up tables) belong to no one.
  if (!resource.stamps && !resource.ownerField) return {};
  const { user } = staffOf(request);
  if (user.is_admin) return {};
  const info = await requestUserInfo(deps, request);
  const ownerColumn = resource.ownerField ? catalogueColumnOf(resource, resource.ownerField) : undefined;
  return {
    owner: canReadAll(info, menuId)
      ? undefined
      : { userName: user.user_name, ownerColumn, salerCode: info.saler?.ma_nvbh },
    employees:
      ownerColumn && info.user_rights.employee_yn === 1
        ? { column: ownerColumn, codes: info.user_rights.employees }
        : undefined,
  };
};
