import { can, type Right } from '@sen/auth';
import {
  isWeakPassword,
  parseBranchs,
  type userWriteSchema,
  type User,
  type UserInfo,
  type UserRight,
} from '@sen/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { hashPassword } from '../security/password.js';
import { recordChange } from './audit-log.js';
import { tenantBranchCodes } from './branch-codes.js';
import { findUserRow, userOfRow, userRowOrThrow, type UsersDb } from './users.js';
import {
  newlyGranted,
  normalizedRights,
  readUserRights,
  replaceUserRights,
  rightsSummary,
} from './users-rights.js';

/** The validated body of POST system/users and PUT system/users/{id}. */
export type UserInput = z.output<typeof userWriteSchema>;

/** Who makes the change: the signed-in staff user and, unless an administrator, their rights. */
export type Caller = { user: UserRow; info: UserInfo };

const USERS_RESOURCE = 'system/users';
const RIGHTS_RESOURCE = 'system/users/rights';

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** 409 USER_NAME_TAKEN when another user of the tenant has the name (ignoring case). */
const assertUserNameFree = async (
  db: UsersDb,
  tenantId: string,
  userName: string,
  exceptId?: string,
): Promise<void> => {
  let query = db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(sql`lower(user_name)`, '=', userName.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw new ApiError(409, 'USER_NAME_TAKEN', { user_name: userName }, { fields: ['user_name'] });
};

/** The branch codes as stored ('CN01,CN02'); 400 USER_BRANCH_UNKNOWN for codes the tenant does not have. */
const checkedBranchs = async (db: UsersDb, tenantId: string, branchs: string): Promise<string> => {
  const codes = parseBranchs(branchs);
  if (codes.length === 0) return '';
  const existing = await tenantBranchCodes(db, tenantId);
  const unknown = codes.filter((code) => !existing.includes(code));
  if (unknown.length > 0)
    throw new ApiError(400, 'USER_BRANCH_UNKNOWN', { branchs: unknown.join(', ') }, { fields: ['branchs'] });
  return codes.join(',');
};

/** Names of the tenant's salespeople with these codes (catalogue table sales_salers). */
const salerNames = async (db: UsersDb, tenantId: string, codes: readonly string[]) => {
  if (codes.length === 0) return new Map<string, string>();
  const { rows } = await sql<{ ma_nvbh: string; ten_nvbh: string | null }>`
    SELECT ma_nvbh, ten_nvbh FROM sales_salers
    WHERE tenant_id = ${tenantId} AND ma_nvbh IN (${sql.join([...codes])})`.execute(db);
  return new Map(rows.map((row) => [row.ma_nvbh, row.ten_nvbh ?? '']));
};

/** The salesperson link and employee scope as stored; 400 SALER_NOT_FOUND for codes the tenant does not have. */
const checkedSalers = async (db: UsersDb, tenantId: string, input: UserInput) => {
  const employees = [...new Set(input.employees)];
  const codes = [...new Set([...employees, ...(input.ma_nvbh ? [input.ma_nvbh] : [])])];
  const names = await salerNames(db, tenantId, codes);
  if (input.ma_nvbh && !names.has(input.ma_nvbh))
    throw new ApiError(400, 'SALER_NOT_FOUND', {}, { fields: ['ma_nvbh'] });
  if (employees.some((code) => !names.has(code)))
    throw new ApiError(400, 'SALER_NOT_FOUND', {}, { fields: ['employees'] });
  return {
    employees,
    ma_nvbh: input.ma_nvbh,
    ten_nvbh: input.ma_nvbh ? (names.get(input.ma_nvbh) ?? null) : null,
  };
};

/** The hash of a new password: 400 PASSWORD_REQUIRED when one is needed and none is given, PASSWORD_WEAK. */
const passwordHashOf = async (
  password: string | undefined,
  userName: string,
  required: boolean,
): Promise<string | undefined> => {
  if (!password) {
    if (required) throw new ApiError(400, 'PASSWORD_REQUIRED', {}, { fields: ['password'] });
    return undefined;
  }
  if (isWeakPassword(password, userName))
    throw new ApiError(400, 'PASSWORD_WEAK', {}, { fields: ['password'] });
  return hashPassword(password);
};

/** Active administrators (not locked) of the tenant other than the user. */
const otherActiveAdmins = async (db: UsersDb, tenantId: string, exceptId: string): Promise<number> => {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('is_admin', '=', true)
    .where('locked', '=', false)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

const isActiveAdmin = (user: Pick<UserRow, 'is_admin' | 'locked'>): boolean => user.is_admin && !user.locked;

/** 409 LAST_ADMIN when the user is the tenant's last active administrator. */
const assertNotLastAdmin = async (db: UsersDb, tenantId: string, user: UserRow): Promise<void> => {
  if (isActiveAdmin(user) && (await otherActiveAdmins(db, tenantId, user.id)) === 0)
    throw new ApiError(409, 'LAST_ADMIN');
};

/**
 * Only administrators may make or change administrators; a non-administrator may grant only the rights they
 * hold themselves (403 ADMIN_REQUIRED, RIGHTS_NOT_HELD).
 */
const assertCallerMay = (
  caller: Caller,
  change: { target?: UserRow; isAdmin?: boolean; granted?: { menuId: string; right: string }[] },
): void => {
  if (caller.user.is_admin) return;
  if (change.target?.is_admin || change.isAdmin) throw new ApiError(403, 'ADMIN_REQUIRED');
  const missing = change.granted?.find(
    ({ menuId, right }) => !can(caller.info, { menuId, right: right as Right }),
  );
  if (missing)
    throw new ApiError(403, 'RIGHTS_NOT_HELD', { menu_id: missing.menuId }, { menu_id: missing.menuId });
};

/** What a user reaches beyond their rights: their branches and their employee data scope. */
type Reach = Pick<UserRow, 'branchs' | 'employee_yn' | 'employees' | 'ma_nvbh'>;

/** The reach of a user not created yet: no branch, an employee scope of no one. */
const noReach: Reach = { branchs: '', employee_yn: true, employees: [], ma_nvbh: null };

/**
 * A non-administrator may give a user only the branches and employees they hold themselves (403
 * BRANCHS_NOT_HELD, EMPLOYEE_SCOPE_NOT_HELD), their own record included; what the user already had is kept. With
 * their own employee scope on, they may neither turn a user's scope off nor link a user to a salesperson outside
 * it.
 */
const assertReachHeld = (caller: Caller, before: Reach, after: Reach): void => {
  const own = caller.user;
  if (own.is_admin) return;
  const held = new Set(parseBranchs(own.branchs));
  const had = new Set(parseBranchs(before.branchs));
  const branchs = parseBranchs(after.branchs).filter((code) => !had.has(code) && !held.has(code));
  if (branchs.length > 0)
    throw new ApiError(403, 'BRANCHS_NOT_HELD', { branchs: branchs.join(', ') }, { fields: ['branchs'] });
  if (!own.employee_yn) return;
  const refuse = (field: string) => new ApiError(403, 'EMPLOYEE_SCOPE_NOT_HELD', {}, { fields: [field] });
  if (before.employee_yn && !after.employee_yn) throw refuse('employee_yn');
  const mine = new Set(own.employees);
  if (
    after.employee_yn &&
    after.employees.some((code) => !before.employees.includes(code) && !mine.has(code))
  )
    throw refuse('employees');
  if (after.ma_nvbh && after.ma_nvbh !== before.ma_nvbh && !mine.has(after.ma_nvbh)) throw refuse('ma_nvbh');
};

/**
 * A non-administrator may change, re-password, re-right or delete another user only when that user reaches no
 * further than they do: no branch, right or employee they do not hold themselves (403 USER_BEYOND_REACH).
 * Otherwise a user manager could set a wider user's password and sign in as them.
 */
const assertTargetWithinReach = (
  caller: Caller,
  target: UserRow,
  targetRights: readonly UserRight[],
): void => {
  const own = caller.user;
  if (own.is_admin || target.id === own.id) return;
  const held = new Set(parseBranchs(own.branchs));
  const wider =
    parseBranchs(target.branchs).some((code) => !held.has(code)) ||
    newlyGranted([], targetRights).some(
      ({ menuId, right }) => !can(caller.info, { menuId, right: right as Right }),
    ) ||
    (own.employee_yn &&
      (!target.employee_yn ||
        target.employees.some((code) => !own.employees.includes(code)) ||
        (target.ma_nvbh !== null && !own.employees.includes(target.ma_nvbh))));
  if (wider) throw new ApiError(403, 'USER_BEYOND_REACH', { user_name: target.user_name });
};

/** The columns a write sets, every check passed (except the user_name's uniqueness and the password). */
const columnsOf = async (db: UsersDb, tenantId: string, input: UserInput) => {
  const salers = await checkedSalers(db, tenantId, input);
  return {
    user_name: input.user_name,
    ten_nsd: input.ten_nsd,
    email: input.email,
    is_admin: input.is_admin,
    branchs: await checkedBranchs(db, tenantId, input.branchs),
    employee_yn: input.employee_yn,
    ...salers,
    agent_id: input.agent_id,
    locked: input.locked,
  };
};

/** Records the rights change of a user in the audit log when it changed anything. */
const recordRightsChange = async (
  db: UsersDb,
  request: FastifyRequest,
  user: UserRow,
  before: readonly UserRight[],
  after: readonly UserRight[],
): Promise<void> => {
  const previous = rightsSummary(before);
  const next = rightsSummary(after);
  if (JSON.stringify(previous) === JSON.stringify(next)) return;
  await recordChange(db, request, {
    action: 'update',
    resource: RIGHTS_RESOURCE,
    resourceName: 'user-rights',
    recordId: user.id,
    recordKey: user.user_name,
    before: { rights: previous },
    after: { rights: next },
  });
};

/** POST system/users: creates a user (and its rights when given), recorded in the audit log. */
export const createUser = async (
  db: UsersDb,
  request: FastifyRequest,
  tenantId: string,
  caller: Caller,
  input: UserInput,
): Promise<User> => {
  const rights = input.rights ? normalizedRights(input.rights) : [];
  assertCallerMay(caller, { isAdmin: input.is_admin, granted: newlyGranted([], rights) });
  await assertUserNameFree(db, tenantId, input.user_name);
  const columns = await columnsOf(db, tenantId, input);
  assertReachHeld(caller, noReach, columns);
  const password_hash = (await passwordHashOf(input.password, input.user_name, true)) as string;
  let row: UserRow;
  try {
    row = await db
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        ...columns,
        password_hash,
        agent_pass: input.agent_id && input.agent_pass ? input.agent_pass : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'USER_NAME_TAKEN', { user_name: input.user_name }, { fields: ['user_name'] });
    throw error;
  }
  await replaceUserRights(db, tenantId, row.id, rights);
  const user = userOfRow(row);
  await recordChange(db, request, {
    action: 'create',
    resource: USERS_RESOURCE,
    resourceName: 'users',
    recordId: row.id,
    recordKey: row.user_name,
    after: { ...user, rights: rightsSummary(rights) },
  });
  return user;
};

/**
 * PUT system/users/{id}: changes a user (an empty password keeps the current one; rights replaced when given).
 * Refuses to lock oneself and to leave the tenant without an active administrator.
 */
export const updateUser = async (
  db: UsersDb,
  request: FastifyRequest,
  tenantId: string,
  caller: Caller,
  id: string,
  input: UserInput,
): Promise<User> => {
  const target = await userRowOrThrow(db, tenantId, id);
  const beforeRights = await readUserRights(db, tenantId, id);
  const rights = input.rights ? normalizedRights(input.rights) : undefined;
  assertCallerMay(caller, {
    target,
    isAdmin: input.is_admin,
    granted: rights ? newlyGranted(beforeRights, rights) : [],
  });
  assertTargetWithinReach(caller, target, beforeRights);
  if (input.locked && target.id === caller.user.id) throw new ApiError(409, 'USER_LOCK_SELF');
  if (!isActiveAdmin({ is_admin: input.is_admin, locked: input.locked }))
    await assertNotLastAdmin(db, tenantId, target);
  await assertUserNameFree(db, tenantId, input.user_name, id);
  const columns = await columnsOf(db, tenantId, input);
  assertReachHeld(caller, target, columns);
  const password_hash = await passwordHashOf(input.password, input.user_name, false);
  const agent_pass = !input.agent_id ? null : input.agent_pass ? input.agent_pass : target.agent_pass;
  let row: UserRow | undefined;
  try {
    row = await db
      .updateTable('users')
      .set({ ...columns, agent_pass, ...(password_hash ? { password_hash } : {}) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(409, 'USER_NAME_TAKEN', { user_name: input.user_name }, { fields: ['user_name'] });
    throw error;
  }
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const before = userOfRow(target);
  const after = userOfRow(row);
  await recordChange(db, request, {
    action: 'update',
    resource: USERS_RESOURCE,
    resourceName: 'users',
    recordId: row.id,
    recordKey: row.user_name,
    before: { ...before, password_changed: false },
    after: { ...after, password_changed: password_hash !== undefined },
  });
  if (rights) {
    await replaceUserRights(db, tenantId, id, rights);
    await recordRightsChange(db, request, row, beforeRights, rights);
  }
  return after;
};

/** PUT system/users/{id}/rights: replaces the user's rights; answers them as GET .../rights does. */
export const setUserRights = async (
  db: UsersDb,
  request: FastifyRequest,
  tenantId: string,
  caller: Caller,
  id: string,
  requested: readonly UserRight[],
): Promise<UserRight[]> => {
  const target = await userRowOrThrow(db, tenantId, id);
  const before = await readUserRights(db, tenantId, id);
  const rights = normalizedRights(requested);
  assertCallerMay(caller, { target, granted: newlyGranted(before, rights) });
  assertTargetWithinReach(caller, target, before);
  await replaceUserRights(db, tenantId, id, rights);
  await recordRightsChange(db, request, target, before, rights);
  return readUserRights(db, tenantId, id);
};

/** DELETE system/users/{id}: not oneself, not the last active administrator; recorded in the audit log. */
export const deleteUser = async (
  db: UsersDb,
  request: FastifyRequest,
  tenantId: string,
  caller: Caller,
  id: string,
): Promise<User> => {
  const target = await findUserRow(db, tenantId, id);
  if (!target) throw new ApiError(404, 'NOT_FOUND');
  if (target.id === caller.user.id) throw new ApiError(409, 'USER_DELETE_SELF');
  assertCallerMay(caller, { target });
  const rights = await readUserRights(db, tenantId, id);
  assertTargetWithinReach(caller, target, rights);
  await assertNotLastAdmin(db, tenantId, target);
  await db.deleteFrom('users').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  await recordChange(db, request, {
    action: 'delete',
    resource: USERS_RESOURCE,
    resourceName: 'users',
    recordId: target.id,
    recordKey: target.user_name,
    before: { ...userOfRow(target), rights: rightsSummary(rights) },
  });
  return userOfRow(target);
};
