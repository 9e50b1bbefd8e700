import type { ErrorCode } from '../i18n/errors.js';

/**
 * The approval of an approvable voucher (`voucher.approve`: POST / DELETE `<path>/{id}/approve`), one rule for the
 * server, which refuses, and the back office, which hides or disables the button: a voucher is approved once
 * (409 VOUCHER_APPROVED), a cancelled one never (409 VOUCHER_CANCELLED: its trang_thai is voucherStatuses' '9'),
 * and only an approved one has an approval to withdraw (409 VOUCHER_NOT_APPROVED).
 */

/** trang_thai of a cancelled voucher (voucherStatuses: '0' draft, '1' done, '9' cancelled). */
export const CANCELLED_VOUCHER_STATUS = '9';

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

/** What refuses approving (`approve` true) or withdrawing the approval (false) of the voucher; undefined: allowed. */
export const approvalProblemOf = (
  row: Readonly<Record<string, unknown>>,
  approve: boolean,
): ApprovalProblem | undefined => {
  if (!approve) return isApprovedVoucher(row) ? undefined : 'VOUCHER_NOT_APPROVED';
  if (isApprovedVoucher(row)) return 'VOUCHER_APPROVED';
  if (isCancelledVoucher(row)) return 'VOUCHER_CANCELLED';
  return undefined;
};
