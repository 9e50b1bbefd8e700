import { errors, jwtVerify, SignJWT } from 'jose';
import type { SubjectType } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

/** Claims of an access token (docs/architecture.md, wire conventions) plus `sid`, the session (refresh family). */
export type AccessClaims = {
  sub: string;
  tenant: string;
  user_name: string;
  user_type: SubjectType;
  sid: string;
};

export type AccessToken = { token: string; expiresAt: Date };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export const signAccessToken = async (
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<AccessToken> => {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + ttlSeconds;
  const token = await new SignJWT({
    tenant: claims.tenant,
    user_name: claims.user_name,
    user_type: claims.user_type,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
};

const isClaims = (payload: Record<string, unknown>): payload is AccessClaims & Record<string, unknown> =>
  typeof payload.sub === 'string' &&
  typeof payload.tenant === 'string' &&
  typeof payload.user_name === 'string' &&
  typeof payload.sid === 'string' &&
  (payload.user_type === 'staff' || payload.user_type === 'customer');

/** Verifies signature and expiry: 401 TOKEN_EXPIRED or TOKEN_INVALID otherwise. */
export const verifyAccessToken = async (token: string, secret: string): Promise<AccessClaims> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (!isClaims(payload)) throw new ApiError(401, 'TOKEN_INVALID');
    return {
      sub: payload.sub,
      tenant: payload.tenant,
      user_name: payload.user_name,
      user_type: payload.user_type,
      sid: payload.sid,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired) throw new ApiError(401, 'TOKEN_EXPIRED');
    throw new ApiError(401, 'TOKEN_INVALID');
  }
};
