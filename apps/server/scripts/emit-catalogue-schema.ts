/**
 * `pnpm schema` (from the repository root), after a declaration of @sen/domain/resources changes: makes the
 * database follow the resource catalogue, fresh and existing databases alike.
 *
 * 0006_catalogue.sql and 0009_word_pairs.sql are history (a database that applied them never runs them again), so
 * this compares the catalogue model (src/db/catalogue-schema.ts) with the snapshot of what the migrations have
 * built (migrations/catalogue-schema.json) and, when they differ, writes the next numbered migration
 * (`NNNN_catalogue_changes.sql`) with the additive SQL (src/db/catalogue-changes.ts), then updates the snapshot.
 * Run twice, it writes nothing the second time.
 *
 * A change it cannot make safely (a column or table removed or renamed, a type or key changed) is refused with the
 * table and column named, and nothing is written: write that migration by hand, then run
 * `pnpm schema --accept`, which records the current catalogue in the snapshot without writing a migration.
 */
import { writeFile } from 'node:fs/promises';
import { isDeepStrictEqual } from 'node:util';
import { catalogueChangesOf, catalogueChangesSql, nextMigrationFile } from '../src/db/catalogue-changes.js';
import {
  CATALOGUE_SNAPSHOT_PATH,
  currentCatalogueSnapshot,
  readCatalogueSnapshot,
  writeCatalogueSnapshot,
} from '../src/db/catalogue-snapshot.js';
import { listMigrations, migrationsFolder } from '../src/db/migrate.js';

const accept = process.argv.includes('--accept');
const built = await readCatalogueSnapshot();
const wanted = currentCatalogueSnapshot();

if (isDeepStrictEqual(built, wanted)) {
  console.log(`the catalogue's tables are current (${CATALOGUE_SNAPSHOT_PATH}): nothing written`);
} else if (accept) {
  await writeCatalogueSnapshot(wanted);
  console.log(`recorded the current catalogue in ${CATALOGUE_SNAPSHOT_PATH} (no migration written)`);
} else {
  const changes = catalogueChangesOf(built, wanted);
  if (changes.refusals.length > 0) {
    console.error('pnpm schema: changes it will not make, nothing written:');
    for (const refusal of changes.refusals) console.error(`- ${refusal}`);
    process.exit(1);
  }
  if (changes.statements.length > 0) {
    const file = nextMigrationFile((await listMigrations()).map((migration) => migration.version));
    await writeFile(`${migrationsFolder}${file}`, catalogueChangesSql(changes));
    console.log(`wrote ${migrationsFolder}${file}`);
  }
  await writeCatalogueSnapshot(wanted);
  console.log(`wrote ${CATALOGUE_SNAPSHOT_PATH}`);
}
