import { can, isVoucherLocked } from '@sen/auth';
import type { UserInfo, VoucherLock } from '@sen/domain';
import {
  allowedTransitionsOf,
  isApprovedVoucher,
  statusChoicesOf,
  type MayRun,
  type Resource,
  type Transition,
} from '@sen/domain/resources';

/** One button of the view page: shown (the user has the right on the menu) and enabled (the record allows it). */
export type RecordButton = { shown: boolean; enabled: boolean };

/**
 * Why edit/delete are off for this record although the user has the rights: a voucher lock, another's record, or an
 * approval (an approved voucher is changed only after its approval is withdrawn: the server's 409 VOUCHER_APPROVED).
 */
export type RecordRefusal =
  { reason: 'locked'; lockDate: string } | { reason: 'outOfScope' } | { reason: 'approved' } | null;

/** Whether the record is a voucher whose approval keeps it from being changed or deleted. */
export const isApprovalLocked = (
  resource: Pick<Resource, 'voucher'>,
  row: Readonly<Record<string, unknown>>,
): boolean => Boolean(resource.voucher?.approve) && isApprovedVoucher(row);

export type RecordButtons = {
  edit: RecordButton;
  delete: RecordButton;
  print: RecordButton;
  /**
   * The status machine's transitions the user may run on the record now (approve and unapprove of an approvable
   * voucher among them, under its approve menu id): what the page offers, and nothing else.
   */
  transitions: Transition[];
  refusal: RecordRefusal;
};

/** Who asks, and under which locks (the session's user and voucher locks). */
export type ActionContext = { user: UserInfo | null; voucherLocks: readonly VoucherLock[] };

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
 * Whether the user may run a transition needing an access on this row: `can` with the record, so a voucher in a
 * locked period or another salesperson's record is refused as the server refuses it.
 */
export const mayRunOn =
  (
    resource: Pick<Resource, 'voucher' | 'ownerField'>,
    row: Readonly<Record<string, unknown>>,
    { user, voucherLocks }: ActionContext,
  ): MayRun =>
  (access) =>
    can(user, { ...access, record: permissionRecordOf(resource, row) }, { voucherLocks });

/** The transitions the user may run on the row through a screen (its menu id; the resource's by default). */
export const offeredTransitionsOf = (
  resource: Resource,
  row: Readonly<Record<string, unknown>>,
  context: ActionContext,
  screenMenuId?: string,
): Transition[] => allowedTransitionsOf(resource, row, mayRunOn(resource, row, context), screenMenuId);

/** The statuses the form's status field offers (undefined: the field has no machine, every option). */
export const statusChoicesFor = (
  resource: Resource,
  row: Readonly<Record<string, unknown>> | undefined,
  context: ActionContext,
): string[] | undefined =>
  statusChoicesOf(resource, row ?? null, row ? mayRunOn(resource, row, context) : undefined);

/**
 * The view page's buttons by `can` (@sen/auth, spec section 6): each is hidden without the right on the resource's
 * menu id and disabled when the record refuses it (edit/delete on a locked voucher or another salesperson's
 * record); the transitions are those of the status machine the user may run on the record now
 * (`allowedTransitionsOf`, the server's rule: approve needs the edit right on the approve menu id, a cancelled
 * voucher is not approved). The refusal says why edit is off.
 */
export const recordButtonsOf = (
  resource: Resource,
  row: Readonly<Record<string, unknown>>,
  context: ActionContext,
): RecordButtons => {
  const { user, voucherLocks } = context;
  const record = permissionRecordOf(resource, row);
  const locks = { voucherLocks };
  const button = (menuId: string, right: 'edit' | 'del' | 'print'): RecordButton => {
    const shown = can(user, { menuId, right });
    return { shown, enabled: shown && can(user, { menuId, right, record }, locks) };
  };
  const edit = button(resource.menuId, 'edit');
  const del = button(resource.menuId, 'del');
  let refusal: RecordRefusal = null;
  if (isApprovalLocked(resource, row) && (edit.enabled || del.enabled)) {
    edit.enabled = false;
    del.enabled = false;
    refusal = { reason: 'approved' };
  } else if ((edit.shown && !edit.enabled) || (del.shown && !del.enabled)) {
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
    transitions: offeredTransitionsOf(resource, row, context),
    refusal,
  };
};
