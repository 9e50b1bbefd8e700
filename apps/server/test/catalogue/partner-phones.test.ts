import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrationsFolder, runMigrations } from '../../src/db/migrate.js';
import { grant, send, type Method } from '../helpers/resource-set-calls.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * unique-partner-phone on writes (issue 14, item 8): a partner's phone is no other partner's of the tenant, digits
 * compared; concurrent creates of one number cannot all pass; the database holds the rule (migration 0013).
 */

let server: TestServer;
let admin = '';
let saler = '';
const branch = { Branchs: 'CN01' };

const call = (method: Method, path: string, body?: unknown, token = admin) =>
  send(server.app, method, `/api/${path}`, { token, body, headers: branch });

const partner = (ma_kh: string, dien_thoai: string, extra: Record<string, unknown> = {}) => ({
  ma_kh,
  ten_kh: `Khách ${ma_kh}`,
  dien_thoai,
  ...extra,
});

const withPhone = async (digits: string) =>
  (
    await sql<{
      ma_kh: string;
    }>`SELECT ma_kh FROM customers WHERE dien_thoai_chuan = ${digits} ORDER BY ma_kh`.execute(
      server.database.db,
    )
  ).rows.map((r) => r.ma_kh);

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await grant(server.database.db, 'nvbh01', 'crm.partners', ['r_access', 'r_read', 'r_add', 'r_edit']);
  saler = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
});
afterAll(() => server.close());

describe('a partner phone is one partner’s', () => {
  it('refuses the phone of a partner another salesperson looks after, naming that salesperson', async () => {
    // KH0001 Trần Thị Mai, 0901234567, is looked after by NV001 (nvbh01, Nguyễn Thị Lan).
    const refused = await call('POST', 'crm/partners', partner('KHDT01', '+84 901 234 567'));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PARTNER_PHONE_OWNED',
      message: '+84 901 234 567 đang được nhân viên NV001 - Nguyễn Thị Lan chăm sóc',
      details: [{ in: 'body', path: '/dien_thoai' }],
    });
    expect(await withPhone('0901234567')).toEqual(['KH0001']);
  });

  it('refuses it with the existence message when the writer looks after that partner', async () => {
    const refused = await call('POST', 'crm/partners', partner('KHDT02', '0901 234 567'), saler);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PARTNER_PHONE_EXISTS',
      message: '0901 234 567 đã tồn tại',
    });
    const english = await send(server.app, 'POST', '/api/crm/partners', {
      token: saler,
      headers: { ...branch, 'Accept-Language': 'en' },
      body: partner('KHDT02', '84901234567'),
    });
    expect(english.json().message).toBe('84901234567 already exists');
  });

  it('an edit may keep its own phone, not take another partner’s (PUT and PATCH)', async () => {
    const own = await call('POST', 'crm/partners', partner('KHDT03', '0907 000 301'));
    expect(own.statusCode, own.body).toBe(201);
    const other = await call('POST', 'crm/partners', partner('KHDT04', '0907000302'));
    expect(other.statusCode, other.body).toBe(201);
    const kept = await call('PATCH', `crm/partners/${own.json()._id}`, { ghi_chu: 'Khách quen' });
    expect(kept.statusCode, kept.body).toBe(200);
    const rewritten = await call('PATCH', `crm/partners/${own.json()._id}`, { dien_thoai: '84907000301' });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const taken = await call('PATCH', `crm/partners/${own.json()._id}`, { dien_thoai: '0907-000-302' });
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().code).toBe('PARTNER_PHONE_EXISTS');
    const replaced = await call('PUT', `crm/partners/${other.json()._id}`, partner('KHDT04', '0907000301'));
    expect(replaced.statusCode, replaced.body).toBe(409);
    expect(await withPhone('0907000301')).toEqual(['KHDT03']);
    expect(await withPhone('0907000302')).toEqual(['KHDT04']);
  });

  it('an import (one POST a row, as the back office sends it) refuses a row with an existing phone', async () => {
    const rows = [
      partner('KHDT05', '0907000501'),
      partner('KHDT06', '0907 000 501'),
      partner('KHDT07', '0907000701'),
    ];
    const statuses = [];
    for (const row of rows) statuses.push((await call('POST', 'crm/partners', row)).statusCode);
    expect(statuses).toEqual([201, 409, 201]);
    expect(await withPhone('0907000501')).toEqual(['KHDT05']);
  });

  it('of 40 concurrent creates with one phone, exactly one is saved; the others are refused with the message', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(
          'POST',
          'crm/partners',
          partner(`KHRACE${String(i).padStart(2, '0')}`, i % 2 === 0 ? '0908 123 456' : '+84908123456', {
            ma_nvbh: 'NV002',
          }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(39);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({
        code: 'PARTNER_PHONE_OWNED',
        message: expect.stringMatching(
          /^(0908 123 456|\+84908123456) đang được nhân viên NV002 - .+ chăm sóc$/,
        ),
      });
    expect(await withPhone('0908123456')).toHaveLength(1);
  });

  it('the database refuses a second partner with the number, whatever writes it', async () => {
    const tenant = await sql<{ id: string }>`SELECT id FROM tenants WHERE code = 'demo'`.execute(
      server.database.db,
    );
    const insert = (ma_kh: string, dien_thoai: string) =>
      sql`INSERT INTO customers (tenant_id, ma_kh, ten_kh, dien_thoai, ma_dvcs)
        VALUES (${tenant.rows[0]!.id}, ${ma_kh}, 'Khách ghi thẳng', ${dien_thoai}, 'CN01')`.execute(
        server.database.db,
      );
    await insert('KHSQL01', '0909 555 001');
    await expect(insert('KHSQL02', '84909555001')).rejects.toMatchObject({
      code: '23505',
      constraint: 'customers_tenant_phone_unique',
    });
    // Partners without a phone are not compared.
    await insert('KHSQL03', '');
    await insert('KHSQL04', '');
  });
});

describe('migration unique_partner_phone on a database that holds data', () => {
  it('stops, changing nothing and naming them, while partners share a number; applies once they do not', async () => {
    const migration = (await listMigrations()).find((m) => m.name === 'unique_partner_phone')!;
    const before = await mkdtemp(join(tmpdir(), 'sen-migrations-'));
    const database = await createTestDatabase({ empty: true });
    try {
      for (const file of await readdir(migrationsFolder))
        if (/^\d{4}_/.test(file) && file < migration.file)
          await cp(join(migrationsFolder, file), join(before, file));
      await runMigrations(database.db, before);
      const tenant = await sql<{ id: string }>`INSERT INTO tenants (code, name) VALUES ('dup', 'Dup')
        RETURNING id`.execute(database.db);
      const tenantId = tenant.rows[0]!.id;
      await sql`INSERT INTO customers (tenant_id, ma_kh, ten_kh, dien_thoai) VALUES
        (${tenantId}, 'A1', 'A', '0901 111 222'), (${tenantId}, 'A2', 'B', '+84 901 111 222'),
        (${tenantId}, 'A3', 'C', '0902333444'), (${tenantId}, 'A4', 'D', NULL), (${tenantId}, 'A5', 'E', NULL)`.execute(
        database.db,
      );
      await expect(runMigrations(database.db)).rejects.toThrow(
        /unique-partner-phone: 1 phone number\(s\) are shared by several customers of a tenant, e\.g\. dup 0901111222 \(A1, A2\)/,
      );
      const applied = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(
        database.db,
      );
      expect(applied.rows.map((r) => r.version)).not.toContain(migration.version);

      await sql`UPDATE customers SET dien_thoai = '0901111223' WHERE ma_kh = 'A2'`.execute(database.db);
      expect(await runMigrations(database.db)).toContain(migration.version);
      const index = await sql<{ indexdef: string }>`SELECT indexdef FROM pg_indexes
        WHERE indexname = 'customers_tenant_phone_unique'`.execute(database.db);
      expect(index.rows[0]?.indexdef).toMatch(/UNIQUE INDEX .* \(tenant_id, dien_thoai_chuan\)/);
    } finally {
      await database.destroy();
      await rm(before, { recursive: true, force: true });
    }
  });
});
