import { can } from '@sen/auth';
import { viewTransitionsOf, type Resource, type Transition, type View } from '@sen/domain/resources';
import { isWritableView } from '../viewResource';
import {
  isApprovalLocked,
  offeredTransitionsOf,
  permissionRecordOf,
  type ActionContext,
} from '../form/recordActions';

export type { ActionContext } from '../form/recordActions';

/**
 * An action of a list row: open, edit, delete or print it, or run a transition of its status machine (served under
 * `path`: the view's own for a view's actions, the resource's otherwise).
 */
export type RowAction =
  | { kind: 'view' | 'edit' | 'delete' | 'print' }
  | { kind: 'transition'; transition: Transition; path: string };

/**
 * Whether the list offers "New": a resource's own list (not the approve page) or a writable view's, with the add
 * right on its menu id.
 */
export const mayAdd = (entry: Resource | View, approve: boolean, context: ActionContext): boolean =>
  (entry.kind === 'resource' || isWritableView(entry)) &&
  !approve &&
  can(context.user, { menuId: entry.menuId, right: 'add' });

/**
 * The actions of one row, as `can` and the status machine allow them (spec section 6): view (read), edit (edit;
 * refused on a locked voucher or another salesperson's record), delete (del), print (print); the transitions the
 * user may run on the row now — on an approvable voucher's approve page only the approval ones (approve,
 * unapprove: the edit right of its approve menu id), on its list the others. A view offers the transitions it names
 * (its `actions`) by its own edit right; a read-only view shows no form actions (its rows are edited on the
 * resource's own screen), a writable view view, edit, delete and print by the rights of its own menu id.
 */
export const rowActionsOf = (
  entry: Resource | View,
  resource: Resource,
  row: Readonly<Record<string, unknown>>,
  approve: boolean,
  context: ActionContext,
): RowAction[] => {
  const record = permissionRecordOf(resource, row);
  const locks = { voucherLocks: context.voucherLocks };
  const allowed = (menuId: string, right: 'read' | 'edit' | 'del' | 'print') =>
    can(context.user, { menuId, right, record }, locks);
  const actions: RowAction[] = [];
  if (entry.kind === 'view') {
    if (isWritableView(entry)) {
      if (allowed(entry.menuId, 'read')) actions.push({ kind: 'view' });
      if (allowed(entry.menuId, 'edit')) actions.push({ kind: 'edit' });
      if (allowed(entry.menuId, 'del')) actions.push({ kind: 'delete' });
      if (allowed(entry.menuId, 'print')) actions.push({ kind: 'print' });
    }
    const named = new Set(viewTransitionsOf(entry).map((t) => t.name));
    for (const transition of offeredTransitionsOf(resource, row, context, entry.menuId))
      if (named.has(transition.name)) actions.push({ kind: 'transition', transition, path: entry.path });
    return actions;
  }
  if (allowed(entry.menuId, 'read')) actions.push({ kind: 'view' });
  if (!approve && !isApprovalLocked(resource, row)) {
    if (allowed(entry.menuId, 'edit')) actions.push({ kind: 'edit' });
    if (allowed(entry.menuId, 'del')) actions.push({ kind: 'delete' });
  }
  if (resource.print && allowed(entry.menuId, 'print')) actions.push({ kind: 'print' });
  for (const transition of offeredTransitionsOf(resource, row, context))
    if ((transition.right === 'approve') === approve)
      actions.push({ kind: 'transition', transition, path: resource.path });
  return actions;
};

/**
 * A row's actions laid out compactly: the primary one as a button (the first transition it may run now, else
 * view, else the first there is) and the rest in one menu, delete last.
 */
export const rowMenuOf = (actions: readonly RowAction[]): { primary?: RowAction; menu: RowAction[] } => {
  const primary =
    actions.find((a) => a.kind === 'transition') ?? actions.find((a) => a.kind === 'view') ?? actions[0];
  const rest = actions.filter((a) => a !== primary);
  return {
    primary,
    menu: [...rest.filter((a) => a.kind !== 'delete'), ...rest.filter((a) => a.kind === 'delete')],
  };
};
