import { grantableMenuIds, rightFlagNames, type UserRight } from '@sen/domain';
import { ApiError } from '../http/api-error.js';
import type { UsersDb } from './users.js';

const grantable = new Set(grantableMenuIds);

/** A menu id with no right. */
const noRights = (menuId: string): UserRight => ({
  menu_id: menuId,
  r_access: false,
  r_read: false,
  r_readall: false,
  r_add: false,
  r_edit: false,
  r_del: false,
  r_print: false,
});

/** Whether any of the seven flags is set. */
export const grantsAny = (right: UserRight): boolean => rightFlagNames.some((name) => right[name]);

/**
 * Every grantable menu id in menu order with the user's seven flags (false when the user has no row for it).
 * Rows of menu ids the catalogue no longer has are left out.
 */
export const readUserRights = async (db: UsersDb, tenantId: string, userId: string): Promise<UserRight[]> => {
  const rows = await db
    .selectFrom('user_rights')
    .select(['menu_id', ...rightFlagNames])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  const byMenu = new Map(rows.map((row) => [row.menu_id, row]));
  return grantableMenuIds.map((menuId) => ({ ...noRights(menuId), ...byMenu.get(menuId) }));
};

/**
 * The rights to store: one entry per menu id (a later entry of the same id wins), only those granting something.
 * 400 MENU_ID_UNKNOWN for a menu id the catalogue does not have.
 */
export const normalizedRights = (rights: readonly UserRight[]): UserRight[] => {
  const byMenu = new Map<string, UserRight>();
  for (const right of rights) {
    if (!grantable.has(right.menu_id))
      throw new ApiError(400, 'MENU_ID_UNKNOWN', { menu_id: right.menu_id }, { menu_id: right.menu_id });
    byMenu.set(right.menu_id, right);
  }
  return grantableMenuIds.flatMap((menuId) => {
    const right = byMenu.get(menuId);
    return right && grantsAny(right) ? [right] : [];
  });
};

/** Replaces every right of the user with `rights` (already normalized). */
export const replaceUserRights = async (
  db: UsersDb,
  tenantId: string,
  userId: string,
  rights: readonly UserRight[],
): Promise<void> => {
  await db
    .deleteFrom('user_rights')
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .execute();
  if (rights.length === 0) return;
  await db
    .insertInto('user_rights')
    .values(rights.map((right) => ({ tenant_id: tenantId, user_id: userId, ...right })))
    .execute();
};

/** The granted flags of each menu id, compactly ('crm.partners': 'access,read'), for the audit log. */
export const rightsSummary = (rights: readonly UserRight[]): Record<string, string> =>
  Object.fromEntries(
    rights.filter(grantsAny).map((right) => [
      right.menu_id,
      rightFlagNames
        .filter((name) => right[name])
        .map((name) => name.slice(2))
        .join(','),
    ]),
  );

/**
 * The flags `next` grants that `previous` did not, as menu id and right name ('access', 'read' …): what a
 * non-administrator must hold themselves to grant.
 */
export const newlyGranted = (
  previous: readonly UserRight[],
  next: readonly UserRight[],
): { menuId: string; right: string }[] => {
  const before = new Map(previous.map((right) => [right.menu_id, right]));
  return next.flatMap((right) =>
    rightFlagNames
      .filter((name) => right[name] && !before.get(right.menu_id)?.[name])
      .map((name) => ({ menuId: right.menu_id, right: name.slice(2) })),
  );
};
