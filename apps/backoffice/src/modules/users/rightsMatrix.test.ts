import { describe, expect, it } from 'vitest';
import { grantableMenuIds, rightFlagNames } from '@sen/domain';
import {
  buildMenuTree,
  checkStateOf,
  grantedRows,
  matrixOf,
  menuIdsOf,
  rightsOfMatrix,
  setFlags,
  toggleFlags,
  type MatrixNode,
} from './rightsMatrix';

const partners = 'crm.partners';
const products = 'stock.products';

const groupOf = (tree: MatrixNode[], menuId: string): MatrixNode | undefined => {
  for (const node of tree) {
    if (node.menuId === menuId) return node;
    if (node.kind === 'group') {
      const found = groupOf(node.children, menuId);
      if (found) return found;
    }
  }
  return undefined;
};

describe('rights matrix', () => {
  it('holds every grantable menu id with no right, then the given rights, and sends only granted rows', () => {
    const empty = matrixOf();
    expect(Object.keys(empty)).toEqual([...grantableMenuIds]);
    expect(rightsOfMatrix(empty)).toEqual([]);
    const matrix = matrixOf([
      {
        menu_id: partners,
        r_access: true,
        r_read: true,
        r_readall: false,
        r_add: false,
        r_edit: false,
        r_del: false,
        r_print: false,
      },
      {
        menu_id: 'gone.menu',
        r_access: true,
        r_read: true,
        r_readall: true,
        r_add: true,
        r_edit: true,
        r_del: true,
        r_print: true,
      },
    ]);
    expect(rightsOfMatrix(matrix)).toEqual([
      {
        menu_id: partners,
        r_access: true,
        r_read: true,
        r_readall: false,
        r_add: false,
        r_edit: false,
        r_del: false,
        r_print: false,
      },
    ]);
    expect(grantedRows(matrix)).toEqual([{ menuId: partners, names: ['r_access', 'r_read'] }]);
  });

  it('toggles one cell, a row, a column and everything, with header states all / some / none', () => {
    let matrix = setFlags(matrixOf(), [partners], ['r_add'], true);
    expect(matrix[partners]?.r_add).toBe(true);
    expect(checkStateOf(matrix, [partners])).toBe('some');

    // The row's "all": a row with some checked becomes all checked, then all cleared.
    matrix = toggleFlags(matrix, [partners]);
    expect(checkStateOf(matrix, [partners])).toBe('all');
    matrix = toggleFlags(matrix, [partners]);
    expect(checkStateOf(matrix, [partners])).toBe('none');

    // The column's "all": one right on every menu id.
    matrix = toggleFlags(matrix, grantableMenuIds, ['r_print']);
    expect(grantableMenuIds.every((id) => matrix[id]?.r_print)).toBe(true);
    expect(checkStateOf(matrix, grantableMenuIds, ['r_print'])).toBe('all');
    expect(checkStateOf(matrix, grantableMenuIds, ['r_read'])).toBe('none');
    expect(checkStateOf(matrix, grantableMenuIds)).toBe('some');
    matrix = toggleFlags(matrix, grantableMenuIds, ['r_print']);
    expect(rightsOfMatrix(matrix)).toEqual([]);

    // Everything.
    matrix = toggleFlags(matrix, grantableMenuIds);
    expect(rightsOfMatrix(matrix)).toHaveLength(grantableMenuIds.length);
    expect(rightFlagNames.every((name) => matrix[products]?.[name])).toBe(true);
  });

  it('does not change the matrix it is given and ignores unknown menu ids', () => {
    const before = matrixOf();
    const after = setFlags(before, [partners, 'no.such'], ['r_read'], true);
    expect(before[partners]?.r_read).toBe(false);
    expect(after[partners]?.r_read).toBe(true);
    expect(after['no.such']).toBeUndefined();
  });

  it('builds the menu tree: groups with their rows, every grantable menu id once', () => {
    const tree = buildMenuTree();
    const ids = tree.flatMap(menuIdsOf);
    expect([...ids].sort()).toEqual([...grantableMenuIds].sort());
    expect(new Set(ids).size).toBe(ids.length);
    const crm = groupOf(tree, 'crm');
    expect(crm?.kind).toBe('group');
    expect(crm && menuIdsOf(crm)).toContain(partners);
    expect(crm && menuIdsOf(crm)).not.toContain(products);
    const customers = groupOf(tree, 'crm.customer');
    expect(customers?.title).toEqual({ vi: 'Khách hàng', en: 'Customers' });
  });

  it("a group's column toggle touches only the group's rows", () => {
    const crm = groupOf(buildMenuTree(), 'crm');
    if (!crm) throw new Error('no crm group');
    const matrix = toggleFlags(matrixOf(), menuIdsOf(crm), ['r_read']);
    expect(matrix[partners]?.r_read).toBe(true);
    expect(matrix[products]?.r_read).toBe(false);
    expect(checkStateOf(matrix, menuIdsOf(crm), ['r_read'])).toBe('all');
  });
});
