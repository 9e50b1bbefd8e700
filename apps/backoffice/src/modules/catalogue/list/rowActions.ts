import { can } from '@sen/auth';
import { menuIdOfPath } from '@sen/domain';
import type { UserInfo, VoucherLock } from '@sen/domain';
import {
  approvalProblemOf,
  isApprovedVoucher,
  type Resource,
  type View,
  type ViewAction,
} from '@sen/domain/resources';
import { isWritableView } from '../viewResource';

/** A button of a list row. */
export type RowAction =
  | { kind: 'view' | 'edit' | 'delete' | 'print' | 'approve' | 'unapprove' }
  | { kind: 'viewAction'; action: ViewAction };

/** Who asks, and under which locks (the session's user and voucher locks). */
export type ActionContext = { user: UserInfo | null; voucherLocks: readonly VoucherLock[] };

/** The fields of a row the permission check reads: branch, voucher type and date, salesperson. */
const recordOf = (resource: Resource, row: Readonly<Record<string, unknown>>) => {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    ma_dvcs: text(row.ma_dvcs),
    ma_ct: text(row.ma_ct) ?? resource.voucher?.ma_ct,
    ngay_ct: text(row.ngay_ct),
    ma_nvbh: text(row[resource.ownerField ?? 'ma_nvbh']),
  };
};

/** The menu id of a voucher's approve page (`/sales/bills/approve` -> 'sales.bills.approve'). */
export const approveMenuIdOf = (resource: Pick<Resource, 'route'>): string =>
  menuIdOfPath(`${resource.route}/approve`);

/**
 * Whether the list offers "New": a resource's own list (not the approve page) or a writable view's, with the add
 * right on its menu id.
 */
export const mayAdd = (entry: Resource | View, approve: boolean, context: ActionContext): boolean =>
  (entry.kind === 'resource' || isWritableView(entry)) &&
  !approve &&
  can(context.user, { menuId: entry.menuId, right: 'add' });

/**
 * The buttons of one row, as `can` allows them (spec section 6): view (read), edit (edit; refused on a locked
 * voucher or another salesperson's record), delete (del), print (print); on an approve page approve or
 * unapprove (edit right of the approve menu id; no approve for a cancelled voucher) instead of edit and delete; a
 * view's own actions (its edit right). A read-only view shows no form buttons (its rows are edited on the resource's
 * own screen); a writable view shows view, edit, delete and print by the rights of its own menu id, then its
 * actions.
 */
export const rowActionsOf = (
  entry: Resource | View,
  resource: Resource,
  row: Readonly<Record<string, unknown>>,
  approve: boolean,
  context: ActionContext,
): RowAction[] => {
  const record = recordOf(resource, row);
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
    if (allowed(entry.menuId, 'edit'))
      actions.push(...entry.actions.map((action): RowAction => ({ kind: 'viewAction', action })));
    return actions;
  }
  if (allowed(entry.menuId, 'read')) actions.push({ kind: 'view' });
  if (approve) {
    // The server's rule (approvalProblemOf): an approved voucher may be unapproved, a cancelled one not approved.
    if (allowed(approveMenuIdOf(entry), 'edit')) {
      if (isApprovedVoucher(row)) actions.push({ kind: 'unapprove' });
      else if (!approvalProblemOf(row, true)) actions.push({ kind: 'approve' });
    }
  } else {
    if (allowed(entry.menuId, 'edit')) actions.push({ kind: 'edit' });
    if (allowed(entry.menuId, 'del')) actions.push({ kind: 'delete' });
  }
  if (allowed(entry.menuId, 'print')) actions.push({ kind: 'print' });
  return actions;
};
