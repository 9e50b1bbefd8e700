import path from 'node:path';
import type { ServerConfig } from '../config.js';
import type { DatabaseHandle } from './database-handle.js';
import { openPglite } from './open-pglite.js';
import { openPostgres } from './open-postgres.js';

/** DATABASE_URL -> PostgreSQL server; otherwise a file-backed PGlite database under DATA_DIR/pglite. */
export const openDatabase = (
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'statementCache'>>,
): Promise<DatabaseHandle> =>
  config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl, { statementCache: config.statementCache }))
    : openPglite(path.join(config.dataDir, 'pglite'));
