import { describe, expect, it } from 'vitest';
import { demoPasswords, login, startTestServer } from './helpers/test-app.js';
import { TEST_PASSWORD_HASH_COST } from './helpers/password-cost.js';

describe('password hashes at the server cost', () => {
  it('are 2^17 by default, and a cheaper stored hash is replaced at the next successful sign-in', async () => {
    const server = await startTestServer({ PASSWORD_HASH_COST: '' });
    try {
      expect(server.config.passwordHashCost).toBe(17);
      const stored = async () =>
        (
          await server.database.db
            .selectFrom('users')
            .select('password_hash')
            .where('user_name', '=', 'admin')
            .executeTakeFirstOrThrow()
        ).password_hash;
      const before = await stored();
      expect(before.startsWith(`scrypt$${2 ** TEST_PASSWORD_HASH_COST}$`)).toBe(true);

      expect((await login(server.app, 'admin', 'wrong-password', { ip: '10.9.0.1' })).status).toBe(401);
      expect(await stored()).toBe(before);

      expect((await login(server.app, 'admin', demoPasswords.admin)).status).toBe(200);
      const after = await stored();
      expect(after).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
      expect((await login(server.app, 'admin', demoPasswords.admin)).status).toBe(200);
      expect(await stored()).toBe(after);
    } finally {
      await server.close();
    }
    // The demo users' passwords are hashed at the full cost when the server seeds: slow on a busy machine.
  }, 120_000);
});
