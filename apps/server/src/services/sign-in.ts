import { normalizePhone, type LoginResponse } from '@sen/domain';
import type { AppDeps } from '../app-deps.js';
import type { Tenant, UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { decoyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../security/password.js';
import { consumeCustomerOtp, findCustomerByPhone } from './customer-otp.js';
import {
  clearLoginFailures,
  pruneLoginFailures,
  recordSignIn,
  releaseLoginAttempt,
  reserveLoginAttempt,
  type LoginAttempt,
} from './login-rate-limit.js';
import { issueSession, type SessionClient } from './sessions.js';
import { customerUserInfo, staffUserInfo } from './user-info.js';

export type SignInRequest = {
  user_name: string;
  password: string;
  system_type: 'backoffice' | 'pos' | 'client';
  login_type: 'password' | 'otp';
};

const findUser = (deps: AppDeps, tenant: Tenant, userName: string): Promise<UserRow | undefined> =>
  deps.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.trim().toLowerCase()))
    .executeTakeFirst();

/** The reserved attempt failed: it stays counted as a failure; 401. */
const refuse = async (deps: AppDeps, code: 'INVALID_CREDENTIALS' | 'OTP_INVALID'): Promise<never> => {
  await pruneLoginFailures(deps);
  throw new ApiError(401, code);
};

/** Stores the password again at the current scrypt cost when its hash costs less (the password was right). */
const rehashIfOutdated = async (deps: AppDeps, user: UserRow, password: string): Promise<void> => {
  if (!needsRehash(user.password_hash)) return;
  await deps.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', user.id)
    // Unless the password was changed meanwhile.
    .where('password_hash', '=', user.password_hash)
    .execute();
};

const signInStaff = async (
  deps: AppDeps,
  tenant: Tenant,
  body: SignInRequest,
  client: SessionClient,
): Promise<LoginResponse> => {
  const attempt: LoginAttempt = { tenantId: tenant.id, userName: body.user_name, ...client };
  const reservation = await reserveLoginAttempt(deps, attempt);
  const user = await findUser(deps, tenant, body.user_name);
  // Unknown users cost the same scrypt work as known ones.
  const valid = await verifyPassword(body.password, user?.password_hash ?? (await decoyPasswordHash()));
  if (!user || !valid) return refuse(deps, 'INVALID_CREDENTIALS');
  if (user.locked) {
    await releaseLoginAttempt(deps, reservation);
    throw new ApiError(403, 'ACCOUNT_LOCKED');
  }
  await clearLoginFailures(deps, attempt);
  await rehashIfOutdated(deps, user, body.password);
  await recordSignIn(deps, attempt, user.user_name);
  const session = await issueSession(
    deps,
    tenant,
    { type: 'staff', id: user.id, userName: user.user_name },
    client,
  );
  return { user_info: await staffUserInfo(deps.db, user), session };
};

const signInCustomer = async (
  deps: AppDeps,
  tenant: Tenant,
  body: SignInRequest,
  client: SessionClient,
): Promise<LoginResponse> => {
  const phone = normalizePhone(body.user_name);
  const attempt: LoginAttempt = { tenantId: tenant.id, userName: phone, ...client };
  await reserveLoginAttempt(deps, attempt);
  const customer = phone ? await findCustomerByPhone(deps, tenant, phone) : undefined;
  if (!customer || !(await consumeCustomerOtp(deps, tenant, phone, body.password))) {
    return refuse(deps, 'OTP_INVALID');
  }
  await clearLoginFailures(deps, attempt);
  await recordSignIn(deps, attempt, phone);
  const session = await issueSession(
    deps,
    tenant,
    { type: 'customer', id: customer._id, userName: phone },
    client,
  );
  return { user_info: customerUserInfo(customer), session };
};

/**
 * POST /api/auth/login. Staff sign in with a password from any app; customers sign in to the client portal
 * (system_type 'client') with their phone and a one-time code (login_type 'otp').
 */
export const signIn = (
  deps: AppDeps,
  tenant: Tenant,
  body: SignInRequest,
  client: SessionClient,
): Promise<LoginResponse> => {
  if (body.login_type === 'otp') {
    if (body.system_type !== 'client') {
      throw new ApiError(400, 'VALIDATION_FAILED', {}, [
        { path: '/login_type', message: "otp sign-in needs system_type 'client'" },
      ]);
    }
    return signInCustomer(deps, tenant, body, client);
  }
  return signInStaff(deps, tenant, body, client);
};
