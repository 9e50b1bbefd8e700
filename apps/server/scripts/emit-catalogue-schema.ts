/**
 * Writes apps/server/migrations/0006_catalogue.sql, the tables of the resource catalogue of @sen/domain/resources
 * (see src/db/catalogue-schema.ts), and 0009_word_pairs.sql, the word-pair index of every searched table (see
 * src/db/word-pairs-schema.ts). Run from the repository root after changing a declaration: `pnpm schema`.
 */
import { writeFile } from 'node:fs/promises';
import { resourceCatalogue } from '@sen/domain/resources';
import { CATALOGUE_MIGRATION_PATH, catalogueSchemaSql } from '../src/db/catalogue-schema.js';
import { WORD_PAIRS_MIGRATION_PATH, searchedTables, wordPairsSql } from '../src/db/word-pairs-schema.js';

await writeFile(CATALOGUE_MIGRATION_PATH, catalogueSchemaSql(resourceCatalogue));
console.log(`wrote ${CATALOGUE_MIGRATION_PATH} (${resourceCatalogue.length} resources)`);
await writeFile(WORD_PAIRS_MIGRATION_PATH, wordPairsSql(searchedTables()));
console.log(`wrote ${WORD_PAIRS_MIGRATION_PATH} (${searchedTables().length} tables)`);
