import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost of new hashes as log2 of N: 17 (N = 131072, about 128 MB and a fraction of a second per hash).
 * Each hash stores its own parameters, so the cost can be raised later: a successful sign-in rehashes a
 * password whose stored cost is lower (`needsRehash`).
 */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/** The range PASSWORD_HASH_COST accepts; below the default only for tests (config.ts). */
export const PASSWORD_HASH_COST_RANGE = { min: 10, max: 20 } as const;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;

/**
 * The cost new hashes get in this process: the server sets it once from its configuration (PASSWORD_HASH_COST)
 * when the app is built; the test set-up lowers it so that signing in is fast.
 */
let hashCost: number = DEFAULT_PASSWORD_HASH_COST;

export const setPasswordHashCost = (cost: number): void => {
  if (!Number.isInteger(cost) || cost < PASSWORD_HASH_COST_RANGE.min || cost > PASSWORD_HASH_COST_RANGE.max)
    throw new Error(`password hash cost must be an integer from 10 to 20, got ${cost}`);
  hashCost = cost;
};

export const passwordHashCost = (): number => hashCost;

const derive = (password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; allow twice that.
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0);
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

type StoredHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

/** 'scrypt$N$r$p$salt$hash' parsed, or undefined when it is not a usable scrypt hash. */
const parse = (stored: string): StoredHash | undefined => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const [N, blockSize, parallelism] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > 2 ** PASSWORD_HASH_COST_RANGE.max) return undefined;
  if (!Number.isInteger(blockSize) || blockSize < 1 || blockSize > 32) return undefined;
  if (!Number.isInteger(parallelism) || parallelism < 1 || parallelism > 16) return undefined;
  return {
    N,
    r: blockSize,
    p: parallelism,
    salt: Buffer.from(salt, 'base64url'),
    hash: Buffer.from(hash, 'base64url'),
  };
};

/** 'scrypt$N$r$p$salt$hash' with base64url salt and hash, at the process's cost unless told otherwise. */
export const hashPassword = async (password: string, cost: number = hashCost): Promise<string> => {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: BLOCK_SIZE, p: PARALLELISM }, KEY_LENGTH);
  return ['scrypt', N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const { N, r, p, salt } = parsed;
  const key = await derive(password, salt, { N, r, p }, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
};

/** True when a (verified) stored hash costs less than new hashes do: sign-in then stores a new one. */
export const needsRehash = (stored: string): boolean => {
  const parsed = parse(stored);
  return !parsed || parsed.N < 2 ** hashCost;
};

/**
 * A valid hash of a random password at the current cost: verifying against it costs as much as a real check
 * (unknown users).
 */
const decoys = new Map<number, Promise<string>>();
export const decoyPasswordHash = (): Promise<string> => {
  let decoy = decoys.get(hashCost);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'));
    decoys.set(hashCost, decoy);
  }
  return decoy;
};
