/**
 * Writes the API contract: packages/api/openapi.json (the OpenAPI document the server builds from its route
 * schemas) and packages/api/src/generated/openapi.ts (its types, by openapi-typescript).
 * Run from the repository root: `pnpm contract`
 * (= `tsx --conditions=@sen/source apps/server/scripts/emit-contract.ts`).
 */
import { writeFile } from 'node:fs/promises';
import { generateOpenApiTypes } from '../../../packages/api/scripts/openapi-types.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPglite } from '../src/db/open-pglite.js';
import {
  CONTRACT_DOCUMENT_PATH,
  CONTRACT_TYPES_PATH,
  contractDocumentText,
  documentOf,
} from './contract-document.js';

const emitContract = async (): Promise<void> => {
  // A throwaway in-memory database: migrated, no demo seed; nothing is read or written outside it.
  const database = await openPglite();
  const config = await loadConfig({
    JWT_SECRET: 'contract-emitter-secret-not-used-for-anything-real',
    DATA_DIR: '/nonexistent/sen-contract-data',
    STATIC_ROOT: '/nonexistent/sen-contract-apps',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    const documentJson = contractDocumentText(await documentOf(app));
    await writeFile(CONTRACT_DOCUMENT_PATH, documentJson);
    await writeFile(CONTRACT_TYPES_PATH, await generateOpenApiTypes(documentJson));
    console.log(`wrote ${CONTRACT_DOCUMENT_PATH}\nwrote ${CONTRACT_TYPES_PATH}`);
  } finally {
    await app.close();
    await database.close();
  }
};

await emitContract();
