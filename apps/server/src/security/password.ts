import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters; stored with each hash so they can be raised later without breaking old hashes. */
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_PARAMS, KEY_LENGTH);
  const { N, r, p } = DEFAULT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** A valid hash of a random password: verifying against it costs as much as a real check (unknown users). */
let decoy: Promise<string> | undefined;
export const decoyPasswordHash = (): Promise<string> =>
  (decoy ??= hashPassword(randomBytes(16).toString('hex')));
