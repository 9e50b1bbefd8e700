import { createSecretKey, type KeyObject } from 'node:crypto';
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

const keys = new Map<string, KeyObject>();

/**
 * The key of a secret, made once: jose turns a KeyObject into its Web Crypto key once and keeps it, where a byte
 * array is imported again on every signature check (as costly as the check itself).
 */
const keyOf = (secret: string): KeyObject => {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
};

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

/** Tokens whose signature held, with their claims and expiry (seconds), newest last. */
const verified = new Map<string, { secret: string; claims: AccessClaims; exp: number }>();
/** About the signed-in sessions of a busy tenant; the oldest entry goes first when full. */
const VERIFIED_TOKENS = 5000;

const remember = (token: string, secret: string, claims: AccessClaims, exp: number): void => {
  if (verified.size >= VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
  verified.set(token, { secret, claims, exp });
};

/**
 * Verifies signature and expiry: 401 TOKEN_EXPIRED or TOKEN_INVALID otherwise. A token's signature is checked
 * once (jose, HS256); its expiry on every use, as jose would (expired from the second `exp` names).
 */
export const verifyAccessToken = async (token: string, secret: string): Promise<AccessClaims> => {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (Math.floor(Date.now() / 1000) >= known.exp) throw new ApiError(401, 'TOKEN_EXPIRED');
    return known.claims;
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (!isClaims(payload) || typeof payload.exp !== 'number') throw new ApiError(401, 'TOKEN_INVALID');
    const claims: AccessClaims = {
      sub: payload.sub,
      tenant: payload.tenant,
      user_name: payload.user_name,
      user_type: payload.user_type,
      sid: payload.sid,
    };
    remember(token, secret, claims, payload.exp);
    return claims;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof errors.JWTExpired) throw new ApiError(401, 'TOKEN_EXPIRED');
    throw new ApiError(401, 'TOKEN_INVALID');
  }
};
