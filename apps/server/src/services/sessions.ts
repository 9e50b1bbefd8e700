import { randomUUID } from 'node:crypto';
import type { Session } from '@sen/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import type { SubjectType, Tenant } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { signAccessToken } from '../security/access-token.js';
import { newOpaqueToken, sha256 } from '../security/opaque-token.js';

export type SessionSubject = { type: SubjectType; id: string; userName: string };
export type SessionClient = { deviceId: string | undefined; ip: string };

/**
 * Issues an access token and a refresh token. A new sign-in starts a new family; a rotation continues the
 * family of the refresh token it replaces. The access token carries the family as `sid`, so revoking the
 * family also ends the access token.
 */
export const issueSession = async (
  deps: AppDeps,
  tenant: Tenant,
  subject: SessionSubject,
  client: SessionClient,
  familyId: string = randomUUID(),
): Promise<Session> => {
  const refreshToken = newOpaqueToken();
  await deps.db
    .insertInto('refresh_tokens')
    .values({
      tenant_id: tenant.id,
      subject_type: subject.type,
      subject_id: subject.id,
      family_id: familyId,
      token_hash: sha256(refreshToken),
      device_id: client.deviceId ?? null,
      ip: client.ip,
      expires_at: new Date(Date.now() + deps.config.refreshTokenTtl * 1000),
    })
    .execute();
  const access = await signAccessToken(
    {
      sub: subject.id,
      tenant: tenant.code,
      user_name: subject.userName,
      user_type: subject.type,
      sid: familyId,
    },
    deps.config.jwtSecret,
    deps.config.accessTokenTtl,
  );
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    expiration_date: access.expiresAt.toISOString(),
  };
};

/** Revokes every token of a family (logout, reuse detection). */
export const revokeFamily = async (deps: AppDeps, tenantId: string, familyId: string): Promise<void> => {
  await deps.db
    .updateTable('refresh_tokens')
    .set({ revoked_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenantId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
};

export type RefreshTokenRow = {
  id: string;
  family_id: string;
  subject_type: SubjectType;
  subject_id: string;
};

/** The family of a refresh token of this tenant, if the token is known. */
export const findRefreshToken = (deps: AppDeps, tenantId: string, refreshToken: string) =>
  deps.db
    .selectFrom('refresh_tokens')
    .select(['id', 'family_id', 'subject_type', 'subject_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', sha256(refreshToken))
    .executeTakeFirst();

/**
 * Spends a refresh token once. Unknown, expired or revoked -> 401 REFRESH_TOKEN_INVALID; already used -> the
 * whole family is revoked and 401 REFRESH_TOKEN_REUSED. The claim is a single conditional UPDATE, so two
 * concurrent uses of one token cannot both succeed.
 */
export const spendRefreshToken = async (
  deps: AppDeps,
  tenant: Tenant,
  refreshToken: string,
): Promise<RefreshTokenRow> => {
  const row = await findRefreshToken(deps, tenant.id, refreshToken);
  if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now())
    throw new ApiError(401, 'REFRESH_TOKEN_INVALID');
  const claimed = await deps.db
    .updateTable('refresh_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['id', 'family_id', 'subject_type', 'subject_id'])
    .executeTakeFirst();
  if (!claimed) {
    await revokeFamily(deps, tenant.id, row.family_id);
    throw new ApiError(401, 'REFRESH_TOKEN_REUSED');
  }
  return claimed;
};
