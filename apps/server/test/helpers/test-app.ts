import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';
import {
  assertNoViolations,
  checkResponsesAgainstContract,
  takeViolations,
} from '../contract/response-contract.js';
import { TEST_PASSWORD_HASH_COST } from './password-cost.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export const testConfig = (env: Record<string, string> = {}): Promise<ServerConfig> =>
  loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: '/nonexistent/sen-test-data',
    STATIC_ROOT: '/nonexistent/sen-test-apps',
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    ...env,
  });

export type TestServer = {
  app: FastifyInstance;
  database: TestDatabase;
  config: ServerConfig;
  /** Builds a new app on the same database (a server restart); the previous app is closed. */
  restart: (env?: Record<string, string>) => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/** The app, with every /api response checked against its route's declared statuses and schemas. */
const buildCheckedApp = async (config: ServerConfig, database: TestDatabase): Promise<FastifyInstance> => {
  const app = await buildApp({ config, database, logger: false });
  checkResponsesAgainstContract(app);
  return app;
};

/**
 * The app on a fresh database (migrated and demo-seeded), not listening; requests go through inject(). A response
 * outside the API contract makes `call()` throw, or, for a request made otherwise, `restart()`/`close()`.
 */
export const startTestServer = async (env: Record<string, string> = {}): Promise<TestServer> => {
  const database = await createTestDatabase();
  const config = await testConfig(env);
  const server: TestServer = {
    app: await buildCheckedApp(config, database),
    database,
    config,
    restart: async (nextEnv = env) => {
      await server.app.close();
      assertNoViolations(takeViolations(server.app));
      server.config = await testConfig(nextEnv);
      server.app = await buildCheckedApp(server.config, database);
      return server.app;
    },
    close: async () => {
      await server.app.close();
      await database.destroy();
      assertNoViolations(takeViolations(server.app));
    },
  };
  return server;
};

export type CallOptions = {
  token?: string;
  tenant?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
  ip?: string;
};

/** One API call with the usual headers (Tenant 'demo' unless told otherwise). */
export const call = async (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = { ...options.headers };
  const tenant = options.tenant === undefined ? 'demo' : options.tenant;
  if (tenant !== null) headers.tenant = tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request: InjectOptions = { method, url, headers, remoteAddress: options.ip ?? '127.0.0.1' };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  assertNoViolations(takeViolations(app, { method, url }));
  return response;
};

export type LoginResult = {
  status: number;
  json: { session: { access_token: string; refresh_token: string; expiration_date: string } } & Record<
    string,
    unknown
  >;
  accessToken: string;
  refreshToken: string;
};

export const login = async (
  app: FastifyInstance,
  userName: string,
  password: string,
  options: Omit<CallOptions, 'body' | 'token'> & { body?: Record<string, unknown> } = {},
): Promise<LoginResult> => {
  const res = await call(app, 'POST', '/api/auth/login', {
    ...options,
    body: {
      user_name: userName,
      password,
      system_type: 'backoffice',
      login_type: 'password',
      ...options.body,
    },
  });
  const json = res.json() as LoginResult['json'];
  return {
    status: res.statusCode,
    json,
    accessToken: json.session?.access_token,
    refreshToken: json.session?.refresh_token,
  };
};

/** Signs in and returns the access token, failing loudly otherwise. */
export const tokenFor = async (
  app: FastifyInstance,
  userName: string,
  password: string,
  tenant = 'demo',
): Promise<string> => {
  const result = await login(app, userName, password, { tenant });
  if (result.status !== 200) throw new Error(`sign-in of ${userName} failed: ${JSON.stringify(result.json)}`);
  return result.accessToken;
};

export const demoPasswords = { admin: 'Admin@123', thungan: 'Cashier@123', nvbh01: 'Sales@123' } as const;
