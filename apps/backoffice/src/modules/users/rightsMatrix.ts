import {
  commandRoutes,
  grantableMenuIds,
  menuGroups,
  rightFlagNames,
  type RightFlagName,
  type Title,
  type UserRight,
} from '@sen/domain';

/** The seven flags of one menu id. */
export type RightFlags = Record<RightFlagName, boolean>;

/** The whole matrix: every grantable menu id with its flags. */
export type RightsMatrix = Readonly<Record<string, RightFlags>>;

/** A node of the menu tree shown by the matrix: a group (collapsible) or a menu id (a row of checkboxes). */
export type MatrixNode =
  | { kind: 'group'; menuId: string; title: Title; children: MatrixNode[] }
  | { kind: 'item'; menuId: string; title: Title };

/** Whether every, none or some of a set of checkboxes are checked (some: the header shows indeterminate). */
export type CheckState = 'all' | 'none' | 'some';

const noFlags = (): RightFlags => ({
  r_access: false,
  r_read: false,
  r_readall: false,
  r_add: false,
  r_edit: false,
  r_del: false,
  r_print: false,
});

/** A matrix with every grantable menu id and no right, then the given rights (unknown menu ids left out). */
export const matrixOf = (rights: readonly UserRight[] = []): RightsMatrix => {
  const matrix: Record<string, RightFlags> = Object.fromEntries(
    grantableMenuIds.map((id) => [id, noFlags()]),
  );
  for (const { menu_id, ...flags } of rights) if (matrix[menu_id]) matrix[menu_id] = { ...flags };
  return matrix;
};

/** The rights to send: the menu ids granting something, in menu order. */
export const rightsOfMatrix = (matrix: RightsMatrix): UserRight[] =>
  grantableMenuIds.flatMap((menuId) => {
    const flags = matrix[menuId];
    return flags && rightFlagNames.some((name) => flags[name]) ? [{ menu_id: menuId, ...flags }] : [];
  });

/**
 * The menu tree of the matrix: the groups of the route catalogue with their command routes (one row per menu id,
 * the first route's title), groups without any row left out.
 */
export const buildMenuTree = (): MatrixNode[] => {
  const seen = new Set<string>();
  const itemsOf = new Map<string, MatrixNode[]>();
  for (const route of commandRoutes) {
    if (seen.has(route.menuId)) continue;
    seen.add(route.menuId);
    const list = itemsOf.get(route.parentId) ?? [];
    list.push({ kind: 'item', menuId: route.menuId, title: route.title });
    itemsOf.set(route.parentId, list);
  }
  const childGroups = (parentId: string): MatrixNode[] =>
    menuGroups
      .filter((group) => group.parentId === parentId)
      .flatMap((group) => {
        const children = [...(itemsOf.get(group.menuId) ?? []), ...childGroups(group.menuId)];
        return children.length > 0
          ? [{ kind: 'group' as const, menuId: group.menuId, title: group.title, children }]
          : [];
      });
  return [...(itemsOf.get('') ?? []), ...childGroups('')];
};

/** The menu ids of the rows under a node (itself for a row). */
export const menuIdsOf = (node: MatrixNode): string[] =>
  node.kind === 'item' ? [node.menuId] : node.children.flatMap(menuIdsOf);

/** How many of the flags `names` of the menu ids are checked. */
export const checkStateOf = (
  matrix: RightsMatrix,
  menuIds: readonly string[],
  names: readonly RightFlagName[] = rightFlagNames,
): CheckState => {
  let on = 0;
  let total = 0;
  for (const id of menuIds)
    for (const name of names) {
      total += 1;
      if (matrix[id]?.[name]) on += 1;
    }
  if (total === 0 || on === 0) return 'none';
  return on === total ? 'all' : 'some';
};

/**
 * Sets the flags `names` of the menu ids to `value`: one cell, a row's "all" (every flag of one menu id), a
 * column's "all" (one flag of every menu id, or of a group's), or everything. Menu ids not in the matrix are
 * ignored. Returns a new matrix.
 */
export const setFlags = (
  matrix: RightsMatrix,
  menuIds: readonly string[],
  names: readonly RightFlagName[],
  value: boolean,
): RightsMatrix => {
  const next: Record<string, RightFlags> = { ...matrix };
  for (const id of menuIds) {
    const flags = next[id];
    if (!flags) continue;
    const changed = { ...flags };
    for (const name of names) changed[name] = value;
    next[id] = changed;
  }
  return next;
};

/** A header checkbox's toggle: checks them all unless they are all checked already (then clears them). */
export const toggleFlags = (
  matrix: RightsMatrix,
  menuIds: readonly string[],
  names: readonly RightFlagName[] = rightFlagNames,
): RightsMatrix => setFlags(matrix, menuIds, names, checkStateOf(matrix, menuIds, names) !== 'all');

/** The granted flags of the rows, for the read-only view: menu id -> flag names set. */
export const grantedRows = (matrix: RightsMatrix): { menuId: string; names: RightFlagName[] }[] =>
  grantableMenuIds.flatMap((menuId) => {
    const names = rightFlagNames.filter((name) => matrix[menuId]?.[name]);
    return names.length > 0 ? [{ menuId, names }] : [];
  });
