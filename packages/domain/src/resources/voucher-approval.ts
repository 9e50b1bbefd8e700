import type { ErrorCode } from '../i18n/errors.js';
import type { voucherStatuses } from './options.js';
import type { Precondition, StatusMachineConfig, TransitionConfig } from './status-machine.js';

/**
 * The approval of an approvable voucher (`voucher.approve`), folded into the voucher's status machine
 * (`voucherMachine`): its `approve` and `unapprove` transitions (POST `<path>/{id}/approve` and `/unapprove`; the
 * older DELETE `<path>/{id}/approve` unapproves too) need the edit right on the approve menu id. A voucher is
 * approved once (409 VOUCHER_APPROVED), a cancelled one never (409 VOUCHER_CANCELLED: its trang_thai is
 * voucherStatuses' '9'), and only an approved one has an approval to withdraw (409 VOUCHER_NOT_APPROVED). Approving
 * makes the voucher done ('1' Hoàn thành) and stamps who and when; withdrawing clears both and takes it back to
 * '0' Lập chứng từ, where it may be corrected. An approved voucher is neither changed nor deleted, so every other
 * transition requires it unapproved.
 */

/** trang_thai of a cancelled voucher (voucherStatuses: '0' draft, '1' done, '9' cancelled). */
export const CANCELLED_VOUCHER_STATUS = '9';

/** A voucher's status: voucherStatuses' values. */
export type VoucherStatus = (typeof voucherStatuses)[number][0];

/** Why a voucher cannot be approved (`approve`) or have its approval withdrawn. */
export type ApprovalProblem = Extract<
  ErrorCode,
  'VOUCHER_APPROVED' | 'VOUCHER_CANCELLED' | 'VOUCHER_NOT_APPROVED'
>;

const filled = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/** Whether the voucher is approved (the server stamps nguoi_duyet and ngay_duyet together). */
export const isApprovedVoucher = (row: Readonly<Record<string, unknown>>): boolean =>
  filled(row.ngay_duyet) || filled(row.nguoi_duyet);

/** Whether the voucher is cancelled. */
export const isCancelledVoucher = (row: Readonly<Record<string, unknown>>): boolean =>
  row.trang_thai === CANCELLED_VOUCHER_STATUS;

const notApproved: Precondition = { code: 'VOUCHER_APPROVED', holds: (row) => !isApprovedVoucher(row) };
const notCancelled: Precondition = { code: 'VOUCHER_CANCELLED', holds: (row) => !isCancelledVoucher(row) };
const approved: Precondition = { code: 'VOUCHER_NOT_APPROVED', holds: isApprovedVoucher };

type VoucherFields = 'trang_thai' | 'nguoi_duyet' | 'ngay_duyet';

const approve = {
  name: 'approve',
  label: ['Duyệt', 'Approve'],
  from: ['0', '1'],
  to: '1',
  right: 'approve',
  stamps: { nguoi_duyet: 'user', ngay_duyet: 'now' },
  requires: [notApproved, notCancelled],
} as const satisfies TransitionConfig<VoucherStatus, VoucherFields>;

const unapprove = {
  name: 'unapprove',
  label: ['Bỏ duyệt', 'Unapprove'],
  from: ['0', '1'],
  to: '0',
  right: 'approve',
  stamps: { nguoi_duyet: 'clear', ngay_duyet: 'clear' },
  requires: [approved],
} as const satisfies TransitionConfig<VoucherStatus, VoucherFields>;

/**
 * The status machine of an approvable voucher (bills, service bills, returns, discounts, promotions): drafted
 * ('0' Lập chứng từ), completed or approved ('1' Hoàn thành), cancelled ('9' Hủy, final). A voucher may be
 * written already done or cancelled (a sale closed at the till, vouchers brought over from another system).
 */
export const voucherMachine = {
  field: 'trang_thai',
  initial: '0',
  createdAs: ['1', '9'],
  // In this order: a form that sets the status to '1' completes the voucher; only approve stamps an approval.
  transitions: [
    {
      name: 'complete',
      label: ['Hoàn thành', 'Complete'],
      from: ['0'],
      to: '1',
      requires: [notApproved],
    },
    approve,
    unapprove,
    {
      name: 'cancel',
      label: ['Hủy chứng từ', 'Cancel'],
      from: ['0', '1'],
      to: '9',
      requires: [notApproved],
    },
  ],
} as const satisfies StatusMachineConfig<VoucherStatus, VoucherFields>;

/**
 * What refuses approving (`approve` true) or withdrawing the approval (false) of the voucher: the first
 * precondition of its transition that fails; undefined: allowed.
 */
export const approvalProblemOf = (
  row: Readonly<Record<string, unknown>>,
  approving: boolean,
): ApprovalProblem | undefined =>
  (approving ? approve : unapprove).requires.find((p) => !p.holds(row))?.code as ApprovalProblem | undefined;
