import { cipherValueSchema, cipherValuesSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { open } from '../src/services/aes-gcm.js';
import { masterKeyOf } from '../src/services/tenant-keys.js';
import { grantRights, tenantIdOf } from './helpers/operations-fixtures.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import {
  call,
  demoPasswords,
  startTestServer,
  TEST_JWT_SECRET,
  tokenFor,
  type TestServer,
} from './helpers/test-app.js';

let server: TestServer;
let admin: string;
let beta: string;
beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  beta = await tokenFor(server.app, secondTenant.admin.user_name, secondTenant.admin.password, 'beta');
});
afterAll(() => server.close());

const encrypt = async (value: string, token = admin, tenant = 'demo') => {
  const res = await call(server.app, 'POST', '/api/system/encrypt', { token, tenant, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
  return cipherValueSchema.parse(res.json()).value;
};

const decrypt = (value: string, token = admin, tenant = 'demo', language = 'vi') =>
  call(server.app, 'POST', '/api/system/decrypt', {
    token,
    tenant,
    body: { value },
    headers: { 'accept-language': language },
  });

/** The ciphertext with one character of a part (0 version, 1 iv, 2 tag, 3 data) changed. */
const altered = (sealed: string, part: number): string => {
  const parts = sealed.split('.');
  const text = parts[part] ?? '';
  const first = text[0] === 'A' ? 'B' : 'A';
  parts[part] = first + text.slice(1);
  return parts.join('.');
};

describe('POST /api/system/encrypt and decrypt', () => {
  it('round-trips text, Vietnamese and empty included, in the versioned format', async () => {
    for (const text of ['Số thẻ 1234-5678', '', 'x'.repeat(5000), '🙂 emoji']) {
      const sealed = await encrypt(text);
      expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]*$/);
      expect(sealed).not.toContain(text || '§');
      const res = await decrypt(sealed);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ value: text });
    }
  });

  it('gives a different ciphertext each time for the same text', async () => {
    const a = await encrypt('cùng một nội dung');
    const b = await encrypt('cùng một nội dung');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it('refuses a ciphertext altered anywhere with 400 CIPHERTEXT_INVALID in the caller language', async () => {
    const sealed = await encrypt('0901234567');
    const broken = [
      altered(sealed, 0),
      altered(sealed, 1),
      altered(sealed, 2),
      altered(sealed, 3),
      sealed.slice(0, -1),
      `${sealed}.extra`,
      'not a ciphertext',
      sealed.replace(/\./g, ':'),
    ];
    for (const value of broken) {
      const vi = await decrypt(value);
      expect(vi.statusCode, value).toBe(400);
      expect(vi.json()).toEqual({
        code: 'CIPHERTEXT_INVALID',
        message: 'Dữ liệu mã hóa không hợp lệ hoặc đã bị thay đổi',
      });
    }
    const en = await decrypt(altered(sealed, 3), admin, 'demo', 'en');
    expect(en.json().message).toBe('The encrypted value is not valid or has been altered');
  });

  it("keeps tenants apart: one tenant's ciphertext does not open for another", async () => {
    const demoSealed = await encrypt('bí mật của demo');
    const betaSealed = await encrypt('bí mật của beta', beta, 'beta');
    expect((await decrypt(demoSealed, beta, 'beta')).json().code).toBe('CIPHERTEXT_INVALID');
    expect((await decrypt(betaSealed)).json().code).toBe('CIPHERTEXT_INVALID');
    expect((await decrypt(betaSealed, beta, 'beta')).json()).toEqual({ value: 'bí mật của beta' });
    const keys = await server.database.db
      .selectFrom('tenant_keys')
      .select(['tenant_id', 'wrapped_key'])
      .execute();
    expect(keys).toHaveLength(2);
    expect(keys[0]?.wrapped_key).not.toBe(keys[1]?.wrapped_key);
  });

  it('stores the tenant key wrapped: the row alone does not open, the master key of the JWT secret does', async () => {
    const demoId = await tenantIdOf(server.database.db);
    const row = await server.database.db
      .selectFrom('tenant_keys')
      .select('wrapped_key')
      .where('tenant_id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(row.wrapped_key).toMatch(/^v1\./);
    const aad = `sen:tenant-key:${demoId}`;
    expect(open(masterKeyOf('another secret'), row.wrapped_key, aad)).toBeUndefined();
    expect(open(masterKeyOf(TEST_JWT_SECRET), row.wrapped_key, aad)?.length).toBe(32);
  });

  it('decrypts after a restart with the same secret; another secret cannot read the key', async () => {
    const sealed = await encrypt('sau khi khởi động lại');
    await server.restart();
    admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
    expect((await decrypt(sealed)).json()).toEqual({ value: 'sau khi khởi động lại' });

    await server.restart({ JWT_SECRET: 'a-different-secret-0123456789-abcdefghijklmnop' });
    const other = await tokenFor(server.app, 'admin', demoPasswords.admin);
    const res = await decrypt(sealed, other);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('TENANT_KEY_UNAVAILABLE');
    await server.restart();
    admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  });
});

describe('POST /api/system/encrypts', () => {
  it('encrypts each value in order, each opening to its text', async () => {
    const values = ['một', 'hai', 'một'];
    const res = await call(server.app, 'POST', '/api/system/encrypts', { token: admin, body: { values } });
    expect(res.statusCode, res.body).toBe(200);
    const sealed = cipherValuesSchema.parse(res.json()).values;
    expect(sealed).toHaveLength(3);
    expect(sealed[0]).not.toBe(sealed[2]);
    for (const [i, value] of sealed.entries())
      expect((await decrypt(value)).json()).toEqual({ value: values[i] });
  });

  it('refuses a body that is not a list of texts', async () => {
    const res = await call(server.app, 'POST', '/api/system/encrypts', {
      token: admin,
      body: { values: 'một' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('who may encrypt and decrypt', () => {
  it('refuses staff without a right on the encryption pages, and allows them with one', async () => {
    const sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    for (const url of ['/api/system/encrypt', '/api/system/decrypt']) {
      const res = await call(server.app, 'POST', url, { token: sales, body: { value: 'x' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    await grantRights(server.database.db, 'nvbh01', 'system.cryptography.customer-card', ['r_access']);
    const sealed = await encrypt('thẻ khách hàng', sales);
    expect((await decrypt(sealed, sales)).json()).toEqual({ value: 'thẻ khách hàng' });
  });

  it('needs a signed-in user', async () => {
    const res = await call(server.app, 'POST', '/api/system/encrypt', { body: { value: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});
