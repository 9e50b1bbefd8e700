/**
 * Writes apps/server/migrations/0006_catalogue.sql: the tables of the resource catalogue of @sen/domain/resources
 * (see src/db/catalogue-schema.ts). Run from the repository root after changing a declaration: `pnpm schema`.
 */
import { writeFile } from 'node:fs/promises';
import { resourceCatalogue } from '@sen/domain/resources';
import { CATALOGUE_MIGRATION_PATH, catalogueSchemaSql } from '../src/db/catalogue-schema.js';

await writeFile(CATALOGUE_MIGRATION_PATH, catalogueSchemaSql(resourceCatalogue));
console.log(`wrote ${CATALOGUE_MIGRATION_PATH} (${resourceCatalogue.length} resources)`);
