import { parseBranchs } from '@sen/domain';
import type { UserInfo, VoucherLock } from '@sen/domain';

export type Right = 'access' | 'read' | 'readall' | 'add' | 'edit' | 'del' | 'print';

export const rights = [
  'access',
  'read',
  'readall',
  'add',
  'edit',
  'del',
  'print',
] as const satisfies readonly Right[];

/** The fields of a record a permission check looks at. */
export type PermissionRecord = { ma_dvcs?: string; ma_ct?: string; ngay_ct?: string; ma_nvbh?: string };

export type PermissionCheck = { menuId?: string; right: Right; record?: PermissionRecord };

export type PermissionContext = { voucherLocks?: readonly VoucherLock[] };

/** Which list of menu ids grants each right. */
const rightLists: Record<Right, (user: UserInfo) => readonly string[]> = {
  access: (u) => u.r_access,
  read: (u) => u.r_read,
  readall: (u) => u.r_readall,
  add: (u) => u.r_add,
  edit: (u) => u.r_edit,
  del: (u) => u.r_del,
  print: (u) => u.r_print,
};

export const isAdminUser = (user: UserInfo | null | undefined): boolean => user?.is_admin === 1;

/** A date or instant reduced to its YYYY-MM-DD day. */
const dayOf = (value: string): string => value.trim().slice(0, 10);

/** Whether the record's voucher date is on or before the lock date of its branch and voucher type. */
export const isVoucherLocked = (
  record: Pick<PermissionRecord, 'ma_dvcs' | 'ma_ct' | 'ngay_ct'>,
  locks: readonly VoucherLock[],
): boolean => {
  if (!record.ngay_ct || !record.ma_dvcs || !record.ma_ct) return false;
  const day = dayOf(record.ngay_ct);
  return locks.some(
    (lock) =>
      lock.ma_dvcs === record.ma_dvcs &&
      lock.ma_ct === record.ma_ct &&
      !!lock.ngay_ks &&
      day <= dayOf(lock.ngay_ks),
  );
};

/** Employee data scope: admins, users with employee_yn 0, or an employee in user_rights.employees. */
export const inEmployeeScope = (user: UserInfo | null, employeeCode: string | null | undefined): boolean => {
  if (!user) return false;
  if (isAdminUser(user) || user.user_rights.employee_yn === 0) return true;
  return !!employeeCode && user.user_rights.employees.includes(employeeCode);
};

/** The branch codes listed in user_rights.branchs. */
export const permittedBranchCodes = (user: UserInfo | null): string[] =>
  user ? parseBranchs(user.user_rights.branchs) : [];

/**
 * The permission check of spec section 6: admins pass every check; otherwise the menu id must be in the right's
 * list (read also passes with the edit right); add, edit and delete are refused on a locked voucher (a new one
 * dated in a locked period included); a record with a salesperson (ma_nvbh) must be in the user's employee scope.
 */
export const can = (
  user: UserInfo | null,
  check: PermissionCheck,
  context: PermissionContext = {},
): boolean => {
  if (!user) return false;
  if (isAdminUser(user)) return true;
  const { menuId, right, record } = check;
  if (!menuId) return false;
  const granted =
    rightLists[right](user).includes(menuId) || (right === 'read' && user.r_edit.includes(menuId));
  if (!granted) return false;
  if (record?.ma_nvbh && !inEmployeeScope(user, record.ma_nvbh)) return false;
  if (
    (right === 'add' || right === 'edit' || right === 'del') &&
    record &&
    isVoucherLocked(record, context.voucherLocks ?? [])
  ) {
    return false;
  }
  return true;
};

/** Who a row belongs to: its creator (nguoi_tao) and its salesperson/employee (the resource's owner field). */
export type OwnedRecord = { nguoi_tao?: string | null; owner?: string | null };

/**
 * Whether the user owns the row: they created it (nguoi_tao is their user_name, ignoring case) or they are its
 * salesperson (the owner field holds their saler code).
 */
export const ownsRecord = (user: UserInfo | null, record: OwnedRecord): boolean => {
  if (!user) return false;
  const creator = record.nguoi_tao?.trim().toLowerCase();
  if (creator && creator === user.user_name.trim().toLowerCase()) return true;
  const salerCode = user.saler?.ma_nvbh;
  return !!salerCode && !!record.owner && record.owner === salerCode;
};

/** Whether the user sees every row of the menu (admin, or r_readall); otherwise only the rows they own. */
export const canReadAll = (user: UserInfo | null, menuId: string | undefined): boolean =>
  can(user, { menuId, right: 'readall' });

/**
 * The read-all rule of a row: a user without r_readall on the menu sees and touches only the rows they own
 * (`ownsRecord`); admins and users with r_readall every row.
 */
export const mayTouchRecord = (
  user: UserInfo | null,
  menuId: string | undefined,
  record: OwnedRecord,
): boolean => canReadAll(user, menuId) || ownsRecord(user, record);

/**
 * The picker's right: of the menu ids whose records look a target up (`pickerMenuIdsOf` of @sen/domain), those on
 * which the user may add or edit a record, and so pick the target's rows in its lookup (code and name only) without
 * the right to read the target. Empty when the user may write none of them.
 */
export const pickingMenusOf = (user: UserInfo | null, menuIds: readonly string[]): string[] =>
  menuIds.filter((menuId) => can(user, { menuId, right: 'add' }) || can(user, { menuId, right: 'edit' }));

/** The menu id of a resource's approve variant: the route catalogue's one derivation (@sen/domain). */
export { approveMenuIdOf } from '@sen/domain';
