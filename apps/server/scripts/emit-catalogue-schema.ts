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
 * A change it cannot make safely (a column or table removed or renamed, a type or key changed, a new NOT NULL
 * column without a default) is refused with the table and column named, and nothing is written: write that
 * migration by hand, then run `pnpm schema --accept`, which records the current catalogue in the snapshot without
 * writing a migration.
 */
import { CATALOGUE_SNAPSHOT_PATH, currentCatalogueSnapshot } from '../src/db/catalogue-snapshot.js';
import { emitCatalogueChanges } from '../src/db/emit-catalogue-changes.js';
import { migrationsFolder } from '../src/db/migrate.js';

const outcome = await emitCatalogueChanges({
  wanted: currentCatalogueSnapshot(),
  accept: process.argv.includes('--accept'),
});
switch (outcome.kind) {
  case 'current':
    console.log(`the catalogue's tables are current (${CATALOGUE_SNAPSHOT_PATH}): nothing written`);
    break;
  case 'accepted':
    console.log(`recorded the current catalogue in ${CATALOGUE_SNAPSHOT_PATH} (no migration written)`);
    break;
  case 'snapshot':
    console.log(`wrote ${CATALOGUE_SNAPSHOT_PATH} (no change to the database)`);
    break;
  case 'migration':
    console.log(`wrote ${migrationsFolder}${outcome.file} and ${CATALOGUE_SNAPSHOT_PATH}`);
    break;
  case 'refused':
    console.error('pnpm schema: changes it will not make; nothing written:');
    for (const refusal of outcome.refusals) console.error(`- ${refusal}`);
    process.exitCode = 1;
}
