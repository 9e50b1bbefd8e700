import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { ApiError } from '../http/api-error.js';

/**
 * Failed sign-ins are kept in login_failures, so limits hold across restarts and across instances.
 * Within the window: 5 failures for one user name from one IP, 20 for one user name from any IP, 50 from one
 * IP whatever the user names (and tenants).
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const loginLimits = { perUserAndIp: 5, perUser: 20, perIp: 50 } as const;

export type LoginAttempt = { tenantId: string; userName: string; ip: string };

const key = (userName: string) => userName.trim().toLowerCase();
const windowStart = () => new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);

/** Minutes until the limit-th most recent failure leaves the window, at least 1. */
const minutesUntilFree = (failureTimes: Date[], limit: number): number => {
  const pivot = failureTimes[limit - 1];
  if (!pivot) return 1;
  const freeAt = pivot.getTime() + LOGIN_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
};

const recentFailures = async (
  deps: AppDeps,
  attempt: LoginAttempt,
  scope: 'userAndIp' | 'user' | 'ip',
  limit: number,
) => {
  let query = deps.db.selectFrom('login_failures').select('at').where('at', '>', windowStart());
  if (scope !== 'ip')
    query = query.where('tenant_id', '=', attempt.tenantId).where('user_name', '=', key(attempt.userName));
  if (scope !== 'user') query = query.where('ip', '=', attempt.ip);
  const rows = await query.orderBy('at', 'desc').limit(limit).execute();
  return rows.map((row) => row.at);
};

/** 429 LOGIN_RATE_LIMITED (with the minutes to wait) when any limit is reached. */
export const assertLoginAllowed = async (deps: AppDeps, attempt: LoginAttempt): Promise<void> => {
  const checks = [
    ['userAndIp', loginLimits.perUserAndIp],
    ['user', loginLimits.perUser],
    ['ip', loginLimits.perIp],
  ] as const;
  for (const [scope, limit] of checks) {
    const times = await recentFailures(deps, attempt, scope, limit);
    if (times.length >= limit) {
      const minutes = minutesUntilFree(times, limit);
      throw new ApiError(429, 'LOGIN_RATE_LIMITED', { minutes }, { retry_after_minutes: minutes });
    }
  }
};

export const recordLoginFailure = async (deps: AppDeps, attempt: LoginAttempt): Promise<void> => {
  await deps.db
    .insertInto('login_failures')
    .values({ tenant_id: attempt.tenantId, user_name: key(attempt.userName), ip: attempt.ip })
    .execute();
  // Keep the table small: nothing older than a day matters.
  await deps.db
    .deleteFrom('login_failures')
    .where('at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
};

/** A successful sign-in forgets that user's failures from that IP. */
export const clearLoginFailures = async (deps: AppDeps, attempt: LoginAttempt): Promise<void> => {
  await deps.db
    .deleteFrom('login_failures')
    .where('tenant_id', '=', attempt.tenantId)
    .where('user_name', '=', key(attempt.userName))
    .where('ip', '=', attempt.ip)
    .execute();
};
