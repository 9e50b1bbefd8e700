import type { OnlineSession } from '@sen/domain';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.js';

export type OnlineSessionsQuery = {
  /** Only the sessions of this user (case-insensitive user_name). */
  userName?: string;
  /** Only the sessions of this user id. */
  userId?: string;
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
};

/**
 * The live refresh tokens of staff users of the tenant: not used (rotated), not revoked, not expired. Each
 * session (family) holds at most one, so each row is one online session.
 */
const liveStaffTokens = (db: Kysely<Database>, tenantId: string, query: OnlineSessionsQuery) => {
  let rows = db
    .selectFrom('refresh_tokens as t')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 't.subject_id').onRef('u.tenant_id', '=', 't.tenant_id'),
    )
    .where('t.tenant_id', '=', tenantId)
    .where('t.subject_type', '=', 'staff')
    .where('t.used_at', 'is', null)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', sql<Date>`now()`);
  if (query.userName) rows = rows.where(sql`lower(u.user_name)`, '=', query.userName.toLowerCase());
  if (query.userId) rows = rows.where('u.id', '=', query.userId);
  return rows;
};

/** The online sessions of the tenant (newest activity first) and how many there are in all. */
export const onlineSessions = async (
  db: Kysely<Database>,
  tenantId: string,
  query: OnlineSessionsQuery,
  currentSessionId: string,
): Promise<{ items: OnlineSession[]; total: number }> => {
  const [rows, count] = await Promise.all([
    liveStaffTokens(db, tenantId, query)
      .select([
        't.family_id',
        'u.user_name',
        'u.ten_nsd',
        't.ip',
        't.device_id',
        't.created_at',
        't.expires_at',
        (eb) =>
          eb
            .selectFrom('refresh_tokens as f')
            .select((f) => f.fn.min<Date>('f.created_at').as('first'))
            .whereRef('f.tenant_id', '=', 't.tenant_id')
            .whereRef('f.family_id', '=', 't.family_id')
            .as('signed_in_at'),
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.family_id')
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize)
      .execute(),
    liveStaffTokens(db, tenantId, query)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    session_id: row.family_id,
    user_name: row.user_name,
    ten_nsd: row.ten_nsd,
    ip: row.ip,
    device_id: row.device_id,
    signed_in_at: (row.signed_in_at ?? row.created_at).toISOString(),
    last_refreshed_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    current: row.family_id === currentSessionId,
  }));
  return { items, total: Number(count.n) };
};

/** What ending sessions did: how many of them were online, and whose sessions they were. */
export type EndedSessions = {
  /** How many of the ended sessions were online (held a live refresh token). */
  ended: number;
  /** How many sessions (refresh-token families) had tokens revoked now, online or not. */
  sessions: number;
  /** user_name of the staff users whose sessions ended, sorted. */
  userNames: string[];
  /** How many client-portal (customer) sessions ended. */
  customerSessions: number;
};

/**
 * Revokes every not yet revoked token of the tenant's sessions matching `families` (a condition on
 * refresh_tokens rows). Says how many of them were online (held a live refresh token) and whose they were.
 * Their access tokens are refused from then on: the request context rejects tokens of a revoked session.
 */
const revokeSessions = async (
  db: Kysely<Database>,
  tenantId: string,
  families: (eb: ExpressionBuilder<Database, 'refresh_tokens'>) => Expression<SqlBool>,
): Promise<EndedSessions> => {
  const revoked = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .where(families)
    .returning(['family_id', 'used_at', 'expires_at', 'subject_type', 'subject_id'])
    .execute();
  const now = Date.now();
  const ended = new Set(
    revoked.filter((r) => !r.used_at && r.expires_at.getTime() > now).map((r) => r.family_id),
  ).size;
  const staffIds = [...new Set(revoked.filter((r) => r.subject_type === 'staff').map((r) => r.subject_id))];
  const userNames =
    staffIds.length === 0
      ? []
      : (
          await db
            .selectFrom('users')
            .select('user_name')
            .where('tenant_id', '=', tenantId)
            .where('id', 'in', staffIds)
            .execute()
        )
          .map((u) => u.user_name)
          .sort();
  const familiesOf = (rows: typeof revoked) => new Set(rows.map((r) => r.family_id)).size;
  return {
    ended,
    sessions: familiesOf(revoked),
    userNames,
    customerSessions: familiesOf(revoked.filter((r) => r.subject_type !== 'staff')),
  };
};

/** Ends every session of the tenant (staff and customers) except one. */
export const endSessionsExcept = (db: Kysely<Database>, tenantId: string, keepSessionId: string) =>
  revokeSessions(db, tenantId, (eb) => eb('family_id', '<>', keepSessionId));

/** Ends the sessions of a staff user that signed in or refreshed from an address. */
export const endUserSessionsFrom = (db: Kysely<Database>, tenantId: string, userId: string, ip: string) =>
  revokeSessions(db, tenantId, (eb) =>
    eb(
      'family_id',
      'in',
      eb
        .selectFrom('refresh_tokens as s')
        .select('s.family_id')
        .where('s.tenant_id', '=', tenantId)
        .where('s.subject_type', '=', 'staff')
        .where('s.subject_id', '=', userId)
        .where('s.ip', '=', ip),
    ),
  );
