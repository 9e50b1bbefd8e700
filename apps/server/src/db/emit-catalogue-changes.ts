import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { catalogueChangesOf, catalogueChangesSql, nextMigrationFile } from './catalogue-changes.js';
import {
  CATALOGUE_SNAPSHOT_PATH,
  readCatalogueSnapshot,
  writeCatalogueSnapshot,
  type CatalogueSnapshot,
} from './catalogue-snapshot.js';
import { listMigrations, migrationsFolder } from './migrate.js';

/** What `pnpm schema` did: nothing, the snapshot only, a migration and the snapshot, or it refused. */
export type EmitOutcome =
  | { kind: 'current' }
  | { kind: 'accepted' }
  | { kind: 'snapshot' }
  | { kind: 'migration'; file: string }
  | { kind: 'refused'; refusals: string[] };

/**
 * The work of `pnpm schema` (scripts/emit-catalogue-schema.ts): compares the catalogue snapshot `wanted` with the
 * committed one; when they differ, writes the next migration with the changes and then the snapshot, or with
 * `accept` only the snapshot (a migration written by hand made the change). A refused change writes nothing.
 */
export const emitCatalogueChanges = async ({
  wanted,
  accept = false,
  folder = migrationsFolder,
  snapshotPath = CATALOGUE_SNAPSHOT_PATH,
}: {
  wanted: CatalogueSnapshot;
  accept?: boolean;
  folder?: string;
  snapshotPath?: string;
}): Promise<EmitOutcome> => {
  const built = await readCatalogueSnapshot(snapshotPath);
  if (isDeepStrictEqual(built, wanted)) return { kind: 'current' };
  if (accept) {
    await writeCatalogueSnapshot(wanted, snapshotPath);
    return { kind: 'accepted' };
  }
  const changes = catalogueChangesOf(built, wanted);
  if (changes.refusals.length > 0) return { kind: 'refused', refusals: changes.refusals };
  let file: string | undefined;
  if (changes.statements.length > 0) {
    file = nextMigrationFile((await listMigrations(folder)).map((migration) => migration.version));
    await writeFile(path.join(folder, file), catalogueChangesSql(changes));
  }
  await writeCatalogueSnapshot(wanted, snapshotPath);
  return file ? { kind: 'migration', file } : { kind: 'snapshot' };
};
