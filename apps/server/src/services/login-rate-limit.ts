import type { Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { lockForTransaction } from '../db/advisory-lock.js';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

/**
 * Failed sign-ins (staff passwords and portal codes alike) are kept in login_failures, so limits hold across
 * restarts and instances. Before a password or code is checked, the attempt is reserved: under advisory locks
 * on the user name and on the IP, the limits are read and a failure row is written in one transaction, so
 * concurrent attempts count each other. A right password or code then deletes that user's failures from that
 * IP (the reservation included); a wrong one leaves the row as its failure.
 *
 * The rules, for one user name of a tenant (case-insensitive) and the request's IP:
 * - per user name and IP: 5 failures within 15 minutes, then 429 until the oldest of them is 15 minutes old;
 * - per IP, whatever the user names and tenants: 50 failures within 15 minutes, likewise;
 * - per user name from any IP: beyond 20 failures within 24 hours, an attempt from an origin this user never
 *   signed in from (no sign_ins row with this IP or this Device-Id within 90 days) waits after the user's latest
 *   failure 1 minute, then 2, 4, 8, ... at most 60 (2^(failures - 20) minutes). A known origin is not held back
 *   by this rule, so failures from elsewhere cannot lock the user out: the right password from a device or
 *   address the user signed in from still passes.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const loginLimits = { perUserAndIp: 5, perUser: 20, perIp: 50 } as const;
/** How far back the per-user rule counts failures, and the longest wait it imposes. */
export const USER_BACKOFF_LOOKBACK_HOURS = 24;
export const USER_BACKOFF_MAX_MINUTES = 60;
/** How long a successful sign-in makes its IP and device known for the user. */
export const KNOWN_ORIGIN_DAYS = 90;

export type LoginAttempt = { tenantId: string; userName: string; ip: string; deviceId: string | undefined };
/** An attempt counted in advance as a failure (login_failures row `id`). */
export type LoginReservation = LoginAttempt & { id: string };

type Trx = Transaction<Database>;

const MINUTE = 60_000;
const key = (userName: string) => userName.trim().toLowerCase();
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** The wait that the per-user rule imposes after `failures` failures (none up to the limit). */
export const userBackoffMinutes = (failures: number): number =>
  failures < loginLimits.perUser
    ? 0
    : Math.min(USER_BACKOFF_MAX_MINUTES, 2 ** (failures - loginLimits.perUser));

const rateLimited = (minutes: number): ApiError =>
  new ApiError(429, 'LOGIN_RATE_LIMITED', { minutes }, { retry_after_minutes: minutes });

/** Minutes (at least 1) until `at` plus `minutes` is past. */
const minutesUntil = (at: Date, minutes: number): number =>
  Math.max(1, Math.ceil((at.getTime() + minutes * MINUTE - Date.now()) / MINUTE));

/** 429 when `limit` failures of the scope are within the window, with the minutes until the oldest leaves it. */
const checkWindow = async (trx: Trx, attempt: LoginAttempt, scope: 'userAndIp' | 'ip', limit: number) => {
  let query = trx
    .selectFrom('login_failures')
    .select('at')
    .where('ip', '=', attempt.ip)
    .where('at', '>', ago(LOGIN_WINDOW_MINUTES));
  if (scope === 'userAndIp')
    query = query.where('tenant_id', '=', attempt.tenantId).where('user_name', '=', key(attempt.userName));
  const times = await query.orderBy('at', 'desc').limit(limit).execute();
  const pivot = times[limit - 1];
  if (pivot) throw rateLimited(minutesUntil(pivot.at, LOGIN_WINDOW_MINUTES));
};

/** True when the user name signed in successfully from this IP or this device within KNOWN_ORIGIN_DAYS. */
const isKnownOrigin = async (trx: Trx, attempt: LoginAttempt): Promise<boolean> => {
  const row = await trx
    .selectFrom('sign_ins')
    .select('id')
    .where('tenant_id', '=', attempt.tenantId)
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', key(attempt.userName)))
    .where('at', '>', ago(KNOWN_ORIGIN_DAYS * 24 * 60))
    .where((eb) =>
      attempt.deviceId
        ? eb.or([eb('ip', '=', attempt.ip), eb('device_id', '=', attempt.deviceId)])
        : eb('ip', '=', attempt.ip),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
};

/** The per-user rule: 429 while an unknown origin must still wait after the user's latest failure. */
const checkUserBackoff = async (trx: Trx, attempt: LoginAttempt) => {
  const recent = await trx
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.max('at').as('latest')])
    .where('tenant_id', '=', attempt.tenantId)
    .where('user_name', '=', key(attempt.userName))
    .where('at', '>', ago(USER_BACKOFF_LOOKBACK_HOURS * 60))
    .executeTakeFirstOrThrow();
  const wait = userBackoffMinutes(Number(recent.n));
  if (wait === 0 || !recent.latest) return;
  const freeAt = new Date(recent.latest).getTime() + wait * MINUTE;
  if (freeAt <= Date.now() || (await isKnownOrigin(trx, attempt))) return;
  throw rateLimited(minutesUntil(new Date(recent.latest), wait));
};

/**
 * Checks the limits and counts the attempt as a failure, atomically (see above); 429 LOGIN_RATE_LIMITED (with
 * the minutes to wait) when a limit holds it back. Call before checking the password or code.
 */
export const reserveLoginAttempt = (deps: AppDeps, attempt: LoginAttempt): Promise<LoginReservation> =>
  deps.db.transaction().execute(async (trx) => {
    // Always the user name first, then the IP: no two attempts wait on each other in a cycle.
    await lockForTransaction(trx, 'login-user', `${attempt.tenantId}:${key(attempt.userName)}`);
    await lockForTransaction(trx, 'login-ip', attempt.ip);
    await checkWindow(trx, attempt, 'userAndIp', loginLimits.perUserAndIp);
    await checkWindow(trx, attempt, 'ip', loginLimits.perIp);
    await checkUserBackoff(trx, attempt);
    const row = await trx
      .insertInto('login_failures')
      .values({ tenant_id: attempt.tenantId, user_name: key(attempt.userName), ip: attempt.ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ...attempt, id: row.id };
  });

/** After a failure (its reservation stays counted): failures older than the per-user lookback no longer matter. */
export const pruneLoginFailures = async (deps: AppDeps): Promise<void> => {
  await deps.db
    .deleteFrom('login_failures')
    .where('at', '<', ago(USER_BACKOFF_LOOKBACK_HOURS * 60))
    .execute();
};

/** The reserved attempt neither succeeded nor failed (e.g. a locked account): it no longer counts. */
export const releaseLoginAttempt = async (deps: AppDeps, reservation: LoginReservation): Promise<void> => {
  await deps.db.deleteFrom('login_failures').where('id', '=', reservation.id).execute();
};

/** A successful sign-in forgets that user's failures from that IP, its own reservation included. */
export const clearLoginFailures = async (deps: AppDeps, attempt: LoginAttempt): Promise<void> => {
  await deps.db
    .deleteFrom('login_failures')
    .where('tenant_id', '=', attempt.tenantId)
    .where('user_name', '=', key(attempt.userName))
    .where('ip', '=', attempt.ip)
    .execute();
};

/** Records a successful sign-in: the dashboard counts them, and they make the IP and device known. */
export const recordSignIn = async (deps: AppDeps, attempt: LoginAttempt, userName: string): Promise<void> => {
  await deps.db
    .insertInto('sign_ins')
    .values({
      tenant_id: attempt.tenantId,
      user_name: userName,
      ip: attempt.ip,
      device_id: attempt.deviceId ?? null,
    })
    .execute();
};
