import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Version prefix of every sealed value; a new format would get a new prefix and keep reading this one. */
export const SEALED_VERSION = 'v1';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * AES-256-GCM with a random 96-bit IV, written as `v1.<iv>.<tag>.<data>` (each part base64url, no padding).
 * `aad` is authenticated but not stored: opening needs the same one.
 */
export const seal = (key: Buffer, plaintext: Buffer, aad: string): string => {
  if (key.length !== KEY_BYTES) throw new Error('AES-256-GCM needs a 32-byte key');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [SEALED_VERSION, iv, tag, data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
};

const base64url = /^[A-Za-z0-9_-]*$/;

const decodePart = (part: string | undefined, bytes?: number): Buffer | undefined => {
  if (part === undefined || !base64url.test(part)) return undefined;
  const buffer = Buffer.from(part, 'base64url');
  if (buffer.toString('base64url') !== part) return undefined;
  return bytes === undefined || buffer.length === bytes ? buffer : undefined;
};

/**
 * Opens a value written by `seal` with the same key and aad; undefined when it is malformed, of another
 * version, tampered with, or sealed with another key or aad.
 */
export const open = (key: Buffer, sealed: string, aad: string): Buffer | undefined => {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== SEALED_VERSION) return undefined;
  const iv = decodePart(parts[1], IV_BYTES);
  const tag = decodePart(parts[2], TAG_BYTES);
  const data = decodePart(parts[3]);
  if (!iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]);
  } catch {
    return undefined;
  }
};
