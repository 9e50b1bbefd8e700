import { can, isVoucherLocked } from '@sen/auth';
import type { UserInfo, VoucherLock } from '@sen/domain';
import { approvalProblemOf, isApprovedVoucher, type Resource } from '@sen/domain/resources';

/** One button of the view page: shown (the user has the right on the menu) and enabled (the record allows it). */
export type RecordButton = { shown: boolean; enabled: boolean };

/** Why edit/delete are off for this record although the user has the rights: a voucher lock or another's record. */
export type RecordRefusal = { reason: 'locked'; lockDate: string } | { reason: 'outOfScope' } | null;

export type RecordButtons = {
  edit: RecordButton;
  delete: RecordButton;
  print: RecordButton;
  /** Approve or unapprove, by whether the record is approved (nguoi_duyet set); hidden without voucher.approve. */
  approve: RecordButton & { action: 'approve' | 'unapprove' };
  refusal: RecordRefusal;
};

type Context = { user: UserInfo | null; voucherLocks: readonly VoucherLock[] };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The fields of a stored record the permission check reads. */
export const permissionRecordOf = (
  resource: Pick<Resource, 'voucher' | 'ownerField'>,
  row: Readonly<Record<string, unknown>>,
) => ({
  ma_dvcs: text(row.ma_dvcs),
  ma_ct: text(row.ma_ct) ?? resource.voucher?.ma_ct,
  ngay_ct: text(row.ngay_ct),
  ma_nvbh: text(row[resource.ownerField ?? 'ma_nvbh']),
});

/**
 * The view page's buttons by `can` (@sen/auth, spec section 6): each is hidden without the right on the resource's
 * menu id and disabled when the record refuses it (edit/delete on a locked voucher or another salesperson's
 * record); approve/unapprove need the edit right on `<menuId>.approve`, and approve is off for a cancelled voucher.
 * The refusal says why edit is off.
 */
export const recordButtonsOf = (
  resource: Pick<Resource, 'menuId' | 'voucher' | 'ownerField'>,
  row: Readonly<Record<string, unknown>>,
  { user, voucherLocks }: Context,
): RecordButtons => {
  const record = permissionRecordOf(resource, row);
  const context = { voucherLocks };
  const button = (menuId: string, right: 'edit' | 'del' | 'print'): RecordButton => {
    const shown = can(user, { menuId, right });
    return { shown, enabled: shown && can(user, { menuId, right, record }, context) };
  };
  const edit = button(resource.menuId, 'edit');
  const del = button(resource.menuId, 'del');
  const approveMenu = `${resource.menuId}.approve`;
  const approve = resource.voucher?.approve ? button(approveMenu, 'edit') : { shown: false, enabled: false };
  let refusal: RecordRefusal = null;
  if ((edit.shown && !edit.enabled) || (del.shown && !del.enabled)) {
    const lockDate = isVoucherLocked(record, voucherLocks)
      ? voucherLocks
          .filter((l) => l.ma_dvcs === record.ma_dvcs && l.ma_ct === record.ma_ct)
          .map((l) => l.ngay_ks.slice(0, 10))
          .sort()
          .at(-1)
      : undefined;
    refusal = lockDate ? { reason: 'locked', lockDate } : { reason: 'outOfScope' };
  }
  return {
    edit,
    delete: del,
    print: button(resource.menuId, 'print'),
    approve: {
      ...approve,
      // The server's rule (approvalProblemOf): a cancelled voucher is not approved.
      enabled: approve.enabled && !approvalProblemOf(row, !isApprovedVoucher(row)),
      action: isApprovedVoucher(row) ? 'unapprove' : 'approve',
    },
    refusal,
  };
};
