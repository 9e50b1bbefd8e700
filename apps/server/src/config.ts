import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STATEMENT_CACHE } from './db/open-postgres.js';
import { DEFAULT_PASSWORD_HASH_COST, PASSWORD_HASH_COST_RANGE } from './security/password.js';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL server connection string; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Statement texts each PostgreSQL connection keeps prepared (db/prepared-statements.ts); 0 for a pooler in transaction mode. */
  statementCache: number;
  jwtSecret: string;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  seedDemo: boolean;
  logLevel: string;
  /** TRUST_PROXY=1 behind a reverse proxy, so rate limits see the client's IP (X-Forwarded-For). */
  trustProxy: boolean;
  /** Folder holding backoffice/, pos/ and client-portal/ with their dist/ builds. */
  staticRoot: string;
  /** Where uploaded files are stored (one folder per tenant code); FILES_DIR, else DATA_DIR/files. */
  filesDir: string;
  /** Largest file POST upload/files accepts, in bytes (UPLOAD_MAX_BYTES, 10 MB). */
  uploadMaxBytes: number;
  /** Largest image POST upload/images accepts, in bytes (UPLOAD_IMAGE_MAX_BYTES, 5 MB). */
  uploadImageMaxBytes: number;
  /** Most files one upload request may carry (UPLOAD_MAX_FILES, 10). */
  uploadMaxFiles: number;
  /** Milliseconds a client has to send a whole request, headers and body (REQUEST_TIMEOUT_MS, 2 minutes). */
  requestTimeoutMs: number;
  /** Milliseconds a client has to send a request's headers (HEADERS_TIMEOUT_MS, 30 s; at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** Milliseconds a connection may stay silent before it is closed (CONNECTION_TIMEOUT_MS, 5 minutes). */
  connectionTimeoutMs: number;
  /**
   * Milliseconds one call to an e-invoice provider may take (EINVOICE_TIMEOUT_MS, 30 s); a slower call counts as
   * failed with an unknown outcome, and its job looks the invoice's transaction id up before trying again.
   */
  einvoiceTimeoutMs: number;
  /** Milliseconds a kitchen or bar printer has to accept a connection (PRINTER_CONNECT_TIMEOUT_MS, 3 s). */
  printerConnectTimeoutMs: number;
  /**
   * Milliseconds a connected printer has to take a whole ticket and close (PRINTER_SEND_TIMEOUT_MS, 10 s): a
   * printer out of paper stops reading, and the ticket is answered as not printed.
   */
  printerSendTimeoutMs: number;
  /**
   * scrypt cost of new password hashes, log2 of N (PASSWORD_HASH_COST, 17; 10 to 20). Lower it only for tests:
   * a successful sign-in rehashes a password stored at a lower cost.
   */
  passwordHashCost: number;
};

type Env = Record<string, string | undefined>;

/** The repository's apps/ folder, from src/ (tsx) as well as dist/ (node). */
export const defaultStaticRoot = fileURLToPath(new URL('../../', import.meta.url));

const THIRTY_DAYS = 30 * 24 * 60 * 60;
const MEGABYTE = 1024 * 1024;

const positiveInt = (env: Env, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${raw}'`);
  return n;
};

const intInRange = (
  env: Env,
  name: string,
  fallback: number,
  range: { min: number; max: number },
): number => {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < range.min || n > range.max)
    throw new Error(`${name} must be an integer from ${range.min} to ${range.max}, got '${raw}'`);
  return n;
};

const text = (env: Env, name: string, fallback: string): string => {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
};

const flag = (env: Env, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  return !['0', 'false', 'no', 'off'].includes(raw);
};

/** JWT_SECRET, else a random secret generated once and kept in DATA_DIR/jwt-secret (mode 600). */
export const resolveJwtSecret = async (env: Env, dataDir: string): Promise<string> => {
  const fromEnv = env.JWT_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  await chmod(file, 0o600);
  return (await readFile(file, 'utf8')).trim();
};

/** REQUEST_TIMEOUT_MS and HEADERS_TIMEOUT_MS; the headers' share cannot be longer than the whole request's. */
const requestTimeouts = (env: Env) => {
  const requestTimeoutMs = positiveInt(env, 'REQUEST_TIMEOUT_MS', 2 * 60_000);
  const headersTimeoutMs = positiveInt(env, 'HEADERS_TIMEOUT_MS', Math.min(30_000, requestTimeoutMs));
  if (headersTimeoutMs > requestTimeoutMs)
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  return { requestTimeoutMs, headersTimeoutMs };
};

/** Reads the server configuration from environment variables. */
export const loadConfig = async (env: Env = process.env): Promise<ServerConfig> => {
  const dataDir = path.resolve(text(env, 'DATA_DIR', './data'));
  return {
    port: positiveInt(env, 'PORT', 3000),
    host: text(env, 'HOST', '127.0.0.1'),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    statementCache: intInRange(env, 'DATABASE_STATEMENT_CACHE', DEFAULT_STATEMENT_CACHE, {
      min: 0,
      max: 10_000,
    }),
    jwtSecret: await resolveJwtSecret(env, dataDir),
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', THIRTY_DAYS),
    seedDemo: flag(env, 'SEED_DEMO', true),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    staticRoot: path.resolve(text(env, 'STATIC_ROOT', defaultStaticRoot)),
    filesDir: path.resolve(text(env, 'FILES_DIR', path.join(dataDir, 'files'))),
    uploadMaxBytes: positiveInt(env, 'UPLOAD_MAX_BYTES', 10 * MEGABYTE),
    uploadImageMaxBytes: positiveInt(env, 'UPLOAD_IMAGE_MAX_BYTES', 5 * MEGABYTE),
    uploadMaxFiles: positiveInt(env, 'UPLOAD_MAX_FILES', 10),
    ...requestTimeouts(env),
    connectionTimeoutMs: positiveInt(env, 'CONNECTION_TIMEOUT_MS', 5 * 60_000),
    einvoiceTimeoutMs: positiveInt(env, 'EINVOICE_TIMEOUT_MS', 30_000),
    printerConnectTimeoutMs: positiveInt(env, 'PRINTER_CONNECT_TIMEOUT_MS', 3_000),
    printerSendTimeoutMs: positiveInt(env, 'PRINTER_SEND_TIMEOUT_MS', 10_000),
    passwordHashCost: intInRange(
      env,
      'PASSWORD_HASH_COST',
      DEFAULT_PASSWORD_HASH_COST,
      PASSWORD_HASH_COST_RANGE,
    ),
  };
};
