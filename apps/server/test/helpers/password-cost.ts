import { setPasswordHashCost } from '../../src/security/password.js';

/**
 * Tests hash passwords at scrypt cost 2^10 instead of the server's 2^17 (hundreds of milliseconds per sign-in):
 * the global set-ups seed the templates with it, every test file's process starts with it (vitest setupFiles)
 * and testConfig() passes it to the app as PASSWORD_HASH_COST. password-rehash.test.ts checks the real default.
 */
export const TEST_PASSWORD_HASH_COST = 10;

setPasswordHashCost(TEST_PASSWORD_HASH_COST);
