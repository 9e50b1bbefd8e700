import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/security/password.js';

describe('scrypt password hashes', () => {
  it('encode scheme, parameters and salt, and verify only the right password', async () => {
    const hash = await hashPassword('Admin@123');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await hashPassword('Admin@123')).not.toBe(hash);
    expect(await verifyPassword('Admin@123', hash)).toBe(true);
    expect(await verifyPassword('admin@123', hash)).toBe(false);
    expect(await verifyPassword('Admin@123', 'md5$abc')).toBe(false);
  });
});
