/**
 * `pnpm data:large [--scale 0.1] [--tenant large]`: creates the large tenant (1,000,000 customers, 100,000
 * products, 2,000,000 bill lines at scale 1) on PostgreSQL when DATABASE_URL is set, else on the embedded
 * database under DATA_DIR (default ./data), migrating the schema first. Refuses when the tenant exists.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { runMigrations } from '../src/db/migrate.js';
import { openPglite } from '../src/db/open-pglite.js';
import { openPostgres } from '../src/db/open-postgres.js';
import { generateLargeTenant } from '../src/seed/large-tenant.js';
import { ensureLargePlaces } from '../src/seed/large-tenant-places.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: process.env.LARGE_SCALE ?? '1' },
    tenant: { type: 'string', default: 'large' },
  },
});
const scale = Number(values.scale);
if (!(scale > 0 && scale <= 10)) throw new Error(`--scale must be a number in (0, 10], not ${values.scale}`);
const code = values.tenant;

const databaseUrl = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const handle = databaseUrl ? openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
console.log(
  `large tenant '${code}' at scale ${scale} on ${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}`,
);
try {
  await runMigrations(handle.db);
  const exists = await handle.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirst();
  if (exists) throw new Error(`tenant '${code}' exists already (drop the database or pass --tenant)`);
  const result = await generateLargeTenant(handle.db, {
    code,
    scale,
    log: (line) => console.log(`  ${line}`),
  });
  await ensureLargePlaces(handle.db, result.tenantId, (line) => console.log(`  ${line}`));
  console.log(
    `done in ${result.seconds.toFixed(1)} s: ${result.counts.customers} customers, ${result.counts.products} products, ` +
      `${result.counts.bills} bills, ${result.counts.billLines} lines (sign in to tenant '${code}' as admin / Admin@123)`,
  );
} finally {
  await handle.close();
}
