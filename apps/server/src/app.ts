import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import type { ServerConfig } from './config.js';
import type { DatabaseHandle } from './db/database-handle.js';
import { runMigrations } from './db/migrate.js';
import { openDatabase } from './db/open-database.js';
import { answerFrameworkError, MAX_PATH_SEGMENT_LENGTH, registerErrorHandler } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.js';
import { registerRequestContext } from './http/request-context.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticApps } from './http/static-apps.js';
import { registerApiRoutes } from './routes/register-routes.js';
import { setPasswordHashCost } from './security/password.js';
import { seedDemoTenant } from './seed/demo.js';
import { StaffContextCache } from './services/staff-context-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The app's cache of staff request contexts (AppDeps.staffContexts), so that whoever changes the database
     * outside the API (a test, a tool in the same process) can clear it rather than wait for it to expire.
     */
    staffContexts: StaffContextCache;
  }
}

export type BuildAppOptions = {
  config: ServerConfig;
  /** An open database to use; the caller keeps ownership. Otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** The cache of staff request contexts to use (tests: one on a clock they move); a new one otherwise. */
  staffContexts?: StaffContextCache;
};

/**
 * How long a client may take: a whole request (a slow body answers 408 and closes), its headers, and a silent
 * connection. Node checks the first two every quarter of the headers' timeout. WebSockets are not timed once
 * upgraded (`ws` clears the socket's timeout), so the realtime hub's connections stay open.
 */
const serverTimeouts = (config: ServerConfig) => ({
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.connectionTimeoutMs,
  http: {
    requestTimeout: config.requestTimeoutMs,
    headersTimeout: config.headersTimeoutMs,
    connectionsCheckingInterval: Math.max(50, Math.floor(config.headersTimeoutMs / 4)),
  },
});

/**
 * The whole server: database (migrated, demo-seeded when configured), API routes with validation, error
 * handling, request context and OpenAPI, security headers, and the built apps. Not listening yet.
 */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  setPasswordHashCost(config.passwordHashCost);
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = !options.database;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    ...serverTimeouts(config),
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  try {
    const applied = await runMigrations(database.db);
    if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
    if (config.seedDemo && (await seedDemoTenant(database.db))) app.log.info('demo tenant seeded');
  } catch (error) {
    await app.close();
    throw error;
  }

  const deps: AppDeps = {
    db: database.db,
    dbKind: database.kind,
    config,
    staffContexts: options.staffContexts ?? new StaffContextCache(),
  };
  app.decorate('staffContexts', deps.staffContexts);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerSecurityHeaders(app);
  registerRequestContext(app, deps);
  registerInputGuard(app);
  await registerOpenApi(app);
  await registerApiRoutes(app, deps);
  registerOpenApiRoute(app);
  await registerStaticApps(app, config.staticRoot);
  return app;
};
