import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../src/security/password.js';
import { TEST_PASSWORD_HASH_COST } from './helpers/password-cost.js';

describe('scrypt password hashes', () => {
  it('encode scheme, parameters and salt, and verify only the right password', async () => {
    const hash = await hashPassword('Admin@123');
    expect(hash).toMatch(
      new RegExp(`^scrypt\\$${2 ** TEST_PASSWORD_HASH_COST}\\$8\\$1\\$[\\w-]+\\$[\\w-]+$`),
    );
    expect(await hashPassword('Admin@123')).not.toBe(hash);
    expect(await verifyPassword('Admin@123', hash)).toBe(true);
    expect(await verifyPassword('admin@123', hash)).toBe(false);
    expect(await verifyPassword('Admin@123', 'md5$abc')).toBe(false);
    expect(await verifyPassword('Admin@123', hash.replace(/^scrypt\$\d+/, 'scrypt$1000'))).toBe(false);
  });

  it('cost 2^17 by default, and verify hashes of any cost', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(17);
    const strong = await hashPassword('Admin@123', DEFAULT_PASSWORD_HASH_COST);
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Admin@123', strong)).toBe(true);
    const weak = await hashPassword('Admin@123', 10);
    expect(await verifyPassword('Admin@123', weak)).toBe(true);
  });

  it('need a rehash when stored at a lower cost than new hashes get', async () => {
    expect(needsRehash(await hashPassword('x', TEST_PASSWORD_HASH_COST))).toBe(false);
    expect(needsRehash(await hashPassword('x', TEST_PASSWORD_HASH_COST + 1))).toBe(false);
    expect(needsRehash(`scrypt$${2 ** (TEST_PASSWORD_HASH_COST - 1)}$8$1$c2FsdA$aGFzaA`)).toBe(true);
  });
});
