import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A random opaque token (refresh tokens): 32 bytes, base64url. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What the database stores instead of an opaque token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('base64url');

/** Keyed hash for short secrets (6-digit codes) that a plain hash would not protect. */
export const hmac = (secret: string, value: string): string =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** A uniformly random numeric code with leading zeros kept. */
export const numericCode = (digits: number): string =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');
