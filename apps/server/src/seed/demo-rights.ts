import { commandRoutes, menuGroups } from '@sen/domain';

const parentOfGroup = new Map(menuGroups.map((g) => [g.menuId, g.parentId]));

/** Whether a menu id sits (at any depth) under a menu group. */
const isUnder = (parentId: string, groupId: string): boolean => {
  for (let id: string | undefined = parentId; id; id = parentOfGroup.get(id)) {
    if (id === groupId) return true;
  }
  return false;
};

/** Menu ids of every command route under any of the groups. */
export const menuIdsUnder = (groupIds: readonly string[]): string[] => [
  ...new Set(commandRoutes.filter((r) => groupIds.some((g) => isUnder(r.parentId, g))).map((r) => r.menuId)),
];

export type RightFlags = {
  r_access: boolean;
  r_read: boolean;
  r_readall: boolean;
  r_add: boolean;
  r_edit: boolean;
  r_del: boolean;
  r_print: boolean;
};

/** Cashier: full use of the POS and sales screens except deleting. */
export const cashierRights: RightFlags = {
  r_access: true,
  r_read: true,
  r_readall: true,
  r_add: true,
  r_edit: true,
  r_del: false,
  r_print: true,
};

/**
 * Cashier, on the catalogue the POS sells from (products, services and their groups): read every row, nothing
 * else; the back office's menu does not show those screens (no access right).
 */
export const cashierCatalogueRights: RightFlags = {
  r_access: false,
  r_read: true,
  r_readall: true,
  r_add: false,
  r_edit: false,
  r_del: false,
  r_print: false,
};

/** Salesperson: CRM screens, own records only (no read-all), no deleting. */
export const salespersonRights: RightFlags = {
  r_access: true,
  r_read: true,
  r_readall: false,
  r_add: true,
  r_edit: true,
  r_del: false,
  r_print: false,
};
