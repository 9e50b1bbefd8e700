import { can, canReadAll, pickingMenusOf } from '@sen/auth';
import type { Resource } from '@sen/domain';
import { lookupFieldsOf, pickerMenuIdsOf } from '@sen/domain/resources';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf } from '../../http/context-access.js';
import { requestUserInfo } from './catalogue-scope.js';
import { requireRead } from './set-access.js';
import type { RowScope } from './set-query.js';
import { scopeOf } from './set-scope.js';

/** The rows a lookup of a set may answer, and the fields of each (undefined: the whole row). */
export type LookupAccess = { scope: RowScope; fields?: readonly string[] };

/**
 * Who may pick a set's rows (its `GET <path>/lookup`, a line's customer on a transfer) and what of them:
 * - a user who may read the set (sets readable by every staff user or by anyone: as they say) gets the rows its GET
 *   shows (branch, read-all and employee scope), whole — but reference data (a set without an owner field) whole
 *   even without read-all: a salesperson who reads only their own rows still picks any level, tag or type;
 * - a user who may not, but may add or edit a record whose fields look the set up (`pickerMenuIdsOf`: bills look
 *   customers and products up; `via` narrows them to the screen at hand), gets their code and name only
 *   (`lookupFieldsOf`), in the set's branch and employee scope. The read-own rule holds where a row has an owner
 *   (a customer's salesperson): without read-all on those screens, only the rows they own; a cashier with read-all
 *   on bills finds every customer of the branch, a salesperson without it only their own. Rows without an owner
 *   (products, services, employees) are reference data: every row of the scope;
 * - anyone else: 403 FORBIDDEN.
 */
export const lookupAccessOf = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  via?: readonly string[],
): Promise<LookupAccess> => {
  if (set.readAccess !== 'menu') {
    await requireRead(deps, request, set);
    return { scope: await scopeOf(deps, request, set) };
  }
  staffOf(request);
  const info = await requestUserInfo(deps, request);
  if (can(info, { menuId: set.menuId, right: 'read' })) {
    // Reference data (no owner: levels, tags, appointment types) is picked whole even by a read-own user.
    const scope = await scopeOf(deps, request, set);
    return { scope: set.ownerField === undefined ? { ...scope, owner: undefined } : scope };
  }
  const menus = pickingMenusOf(
    info,
    pickerMenuIdsOf(set.name).filter((menuId) => !via || via.includes(menuId)),
  );
  if (menus.length === 0) throw new ApiError(403, 'FORBIDDEN');
  const scope = await scopeOf(deps, request, set);
  const owned = set.ownerField !== undefined;
  const readAll = menus.some((menuId) => canReadAll(info, menuId));
  return {
    scope: owned && !readAll ? scope : { ...scope, owner: undefined },
    fields: lookupFieldsOf(set.name),
  };
};

/** A row cut down to the fields a lookup answers (all of it when `fields` is undefined). */
export const lookupRowOf = (
  row: Record<string, unknown>,
  fields: readonly string[] | undefined,
): Record<string, unknown> =>
  fields ? Object.fromEntries(fields.filter((field) => field in row).map((f) => [f, row[f]])) : row;
