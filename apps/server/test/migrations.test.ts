import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, runMigrations } from '../src/db/migrate.js';
import { seedDemoTenant } from '../src/seed/demo.js';
import { startTestServer, type TestServer } from './helpers/test-app.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (table: 'customers' | 'commands' | 'users' | 'tenants') =>
  Number(
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('migrations and demo seed', () => {
  it('recorded every migration file once', async () => {
    const files = await listMigrations();
    expect(files[0]).toMatchObject({ version: '0001', name: 'initial_schema' });
    const rows = await server.database.db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('running them again is a no-op', async () => {
    expect(await runMigrations(server.database.db)).toEqual([]);
    expect(await runMigrations(server.database.db)).toEqual([]);
  });

  it('seeding the demo tenant again changes nothing, nor does a restart', async () => {
    const before = await Promise.all([
      count('tenants'),
      count('users'),
      count('customers'),
      count('commands'),
    ]);
    expect(await seedDemoTenant(server.database.db)).toBe(false);
    await server.restart();
    expect(
      await Promise.all([count('tenants'), count('users'), count('customers'), count('commands')]),
    ).toEqual(before);
  });

  it('has the portal demo customer and believable phones', async () => {
    const customers = await server.database.db
      .selectFrom('customers')
      .select(['ten_kh', 'dien_thoai', 'ma_dvcs'])
      .execute();
    expect(customers.length).toBeGreaterThanOrEqual(40);
    expect(customers.find((c) => c.dien_thoai === '0901234567')?.ten_kh).toBe('Trần Thị Mai');
    expect(customers.every((c) => /^0[3789]\d{8}$/.test(c.dien_thoai ?? ''))).toBe(true);
    expect(new Set(customers.map((c) => c.ma_dvcs))).toEqual(new Set(['CN01', 'CN02', 'CN03']));
  });

  it('searches customers without accents through the generated column', async () => {
    const rows = await server.database.db
      .selectFrom('customers')
      .select('ten_kh')
      .where('search_text', 'like', '%tran thi mai%')
      .execute();
    expect(rows.map((r) => r.ten_kh)).toContain('Trần Thị Mai');
  });
});
