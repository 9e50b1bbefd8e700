import { useMemo, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Button, Checkbox, vars } from '@sen/ui';
import { grantableMenuIds, rightFlagNames, type RightFlagName } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import {
  buildMenuTree,
  checkStateOf,
  menuIdsOf,
  setFlags,
  toggleFlags,
  type MatrixNode,
  type RightsMatrix as Matrix,
} from './rightsMatrix';

export type RightsMatrixProps = {
  value: Matrix;
  onChange: (next: Matrix) => void;
  isDisabled?: boolean;
};

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm };
const cell: CSSProperties = {
  padding: '2px 6px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  verticalAlign: 'middle',
};
const nameCell: CSSProperties = { ...cell, textAlign: 'start' };
const head: CSSProperties = {
  ...cell,
  position: 'sticky',
  top: 0,
  background: vars.color.surfaceRaised,
  zIndex: 1,
  fontWeight: vars.font.weightSemibold,
  whiteSpace: 'nowrap',
};
const groupRow: CSSProperties = { background: vars.color.surfaceHover };
const scroller: CSSProperties = {
  maxHeight: 560,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};
const bar: CSSProperties = { display: 'flex', gap: 8, marginBottom: 8 };
const centered: CSSProperties = { display: 'inline-flex', justifyContent: 'center' };

/**
 * The rights matrix of a user: the menu tree (groups collapsible) × the seven rights as checkboxes, with "all"
 * toggles per row, per column (every function, or a group's) and per group. Every checkbox is a react-aria
 * Checkbox (Tab to reach, Space to toggle); header checkboxes show indeterminate when some are checked.
 */
export function RightsMatrix({ value, onChange, isDisabled = false }: RightsMatrixProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'vi';
  const tree = useMemo(() => buildMenuTree(), []);
  const groupIds = useMemo(() => collectGroups(tree), [tree]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const rightName = (name: RightFlagName) => t(`users.rights.names.${name}`);

  const box = (
    label: string,
    menuIds: readonly string[],
    names: readonly RightFlagName[],
    key?: string,
  ): ReactNode => {
    const state = checkStateOf(value, menuIds, names);
    return (
      <span style={centered} key={key}>
        <Checkbox
          aria-label={label}
          isSelected={state === 'all'}
          isIndeterminate={state === 'some'}
          isDisabled={isDisabled}
          onChange={(selected) =>
            onChange(
              menuIds.length === 1 && names.length === 1
                ? setFlags(value, menuIds, names, selected)
                : toggleFlags(value, menuIds, names),
            )
          }
        />
      </span>
    );
  };

  const toggleOpen = (menuId: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(menuId)) next.delete(menuId);
      else next.add(menuId);
      return next;
    });

  const rows = (nodes: readonly MatrixNode[], depth: number): ReactNode[] =>
    nodes.flatMap((node) => {
      const name = node.title[locale];
      const indent: CSSProperties = { ...nameCell, paddingInlineStart: 6 + depth * 18 };
      if (node.kind === 'item') {
        const ids = [node.menuId];
        return [
          <tr key={node.menuId} data-menu-id={node.menuId}>
            <th scope="row" style={{ ...indent, fontWeight: 'normal' }}>
              {name}
            </th>
            <td style={cell}>{box(t('users.rights.allOf', { name }), ids, rightFlagNames)}</td>
            {rightFlagNames.map((right) => (
              <td key={right} style={cell}>
                {box(t('users.rights.cell', { right: rightName(right), name }), ids, [right])}
              </td>
            ))}
          </tr>,
        ];
      }
      const ids = menuIdsOf(node);
      const expanded = open.has(node.menuId);
      return [
        <tr key={node.menuId} style={groupRow} data-group={node.menuId}>
          <th scope="row" style={indent}>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={expanded}
              aria-label={t(expanded ? 'users.rights.collapse' : 'users.rights.expand', { name })}
              onPress={() => toggleOpen(node.menuId)}
            >
              {expanded ? '▾' : '▸'} {name}
            </Button>
          </th>
          <td style={cell}>{box(t('users.rights.allOf', { name }), ids, rightFlagNames)}</td>
          {rightFlagNames.map((right) => (
            <td key={right} style={cell}>
              {box(t('users.rights.groupColumn', { right: rightName(right), name }), ids, [right])}
            </td>
          ))}
        </tr>,
        ...(expanded ? rows(node.children, depth + 1) : []),
      ];
    });

  return (
    <div>
      <div style={bar}>
        <Button size="sm" variant="secondary" onPress={() => setOpen(new Set(groupIds))}>
          {t('users.rights.expandAll')}
        </Button>
        <Button size="sm" variant="secondary" onPress={() => setOpen(new Set())}>
          {t('users.rights.collapseAll')}
        </Button>
      </div>
      <div style={scroller}>
        <table style={table} aria-label={t('users.rights.table')}>
          <thead>
            <tr>
              <th scope="col" style={{ ...head, textAlign: 'start' }}>
                {t('users.rights.function')}
              </th>
              <th scope="col" style={head}>
                {t('users.rights.all')}
                <br />
                {box(t('users.rights.all'), grantableMenuIds, rightFlagNames)}
              </th>
              {rightFlagNames.map((right) => (
                <th scope="col" key={right} style={head}>
                  {rightName(right)}
                  <br />
                  {box(t('users.rights.columnAll', { right: rightName(right) }), grantableMenuIds, [right])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows(tree, 0)}</tbody>
        </table>
      </div>
    </div>
  );
}

/** The menu ids of every group of the tree. */
const collectGroups = (nodes: readonly MatrixNode[]): string[] =>
  nodes.flatMap((node) => (node.kind === 'group' ? [node.menuId, ...collectGroups(node.children)] : []));
