import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.js';
import type { Tenant, UserRow } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { authenticate } from '../http/request-context.js';
import { findTenantByCode } from '../services/tenants.js';
import { issueConnectionToken, readConnectionToken } from './connection-token.js';
import { runHubConnection } from './hub-connection.js';
import type { NotificationRuntime } from './notification-runtime.js';

/** The hub's path (spec section 7). */
export const NOTIFICATION_HUB_PATH = '/api/hubs/notification';

const hubQuery = z.looseObject({
  tenant: z.string().optional(),
  access_token: z.string().optional(),
  id: z.string().optional(),
  negotiateVersion: z.string().optional(),
});

/** The request lines of these routes would log the URL, which carries the access token: warnings only. */
const quietLogLevel = 'warn';

type HubPrincipal = { tenant: Tenant; user: UserRow; expiresAt: Date | undefined };

const bearerOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers.authorization;
  return (Array.isArray(value) ? value[0] : value)?.match(/^Bearer\s+(\S+)$/i)?.[1];
};

const expiryOf = (token: string): Date | undefined => {
  const exp = decodeJwt(token).exp;
  return typeof exp === 'number' ? new Date(exp * 1000) : undefined;
};

/**
 * The tenant code of a hub request: the `Tenant` header, as on every API call, or `?tenant=` (browsers cannot set
 * headers on a WebSocket); 400 TENANT_REQUIRED without either, TENANT_QUERY_MISMATCH when both differ.
 */
const tenantCodeOf = (request: FastifyRequest, query: z.infer<typeof hubQuery>): string => {
  const value = request.headers.tenant;
  const fromHeader = (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
  const fromQuery = query.tenant?.trim() || undefined;
  if (fromHeader && fromQuery && fromHeader !== fromQuery)
    throw new ApiError(400, 'TENANT_QUERY_MISMATCH', {}, { tenant: fromQuery });
  const code = fromHeader ?? fromQuery;
  if (!code) throw new ApiError(400, 'TENANT_REQUIRED');
  return code;
};

/**
 * The tenant (`tenantCodeOf`) and the staff user of the access token from the Authorization header or
 * `?access_token=` (as the official client sends it from a browser).
 */
const authenticateHub = async (
  deps: AppDeps,
  request: FastifyRequest,
  query: z.infer<typeof hubQuery>,
): Promise<HubPrincipal> => {
  const code = tenantCodeOf(request, query);
  const tenant = await findTenantByCode(deps.db, code);
  if (!tenant) throw new ApiError(404, 'TENANT_UNKNOWN', {}, { tenant: code });
  const token = bearerOf(request) ?? query.access_token?.trim();
  if (!token) throw new ApiError(401, 'UNAUTHORIZED');
  const subject = await authenticate(deps, tenant, token);
  if (subject.type !== 'staff') throw new ApiError(403, 'FORBIDDEN');
  request.ctx.tenant = tenant;
  request.ctx.subject = subject;
  return { tenant, user: subject.user, expiresAt: expiryOf(token) };
};

/**
 * The realtime hub's routes (outside the OpenAPI document; see the broadcast route and the server README):
 * POST negotiate and the WebSocket. Both authenticate themselves (auth mode 'none' in the request context):
 * 400/404 for a missing or unknown tenant (400 when the Tenant header and ?tenant= differ), 401 for a missing, bad, expired or revoked token; the WebSocket's
 * connection token must belong to the same tenant and user, or the upgrade is refused with 401.
 */
export const registerHubRoutes = async (
  app: FastifyInstance,
  deps: AppDeps,
  runtime: NotificationRuntime,
): Promise<void> => {
  // Before the plugin's own preClose (which closes every socket): tell hub clients they may reconnect elsewhere.
  app.addHook('preClose', async () => {
    runtime.hubs.all().forEach((connection) => connection.close('The server is shutting down.', true));
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const principals = new WeakMap<FastifyRequest, HubPrincipal & { connectionId: string }>();

  typed.post(
    `${NOTIFICATION_HUB_PATH}/negotiate`,
    { config: { auth: 'none' }, logLevel: quietLogLevel, schema: { hide: true, querystring: hubQuery } },
    async (request) => {
      const { tenant, user } = await authenticateHub(deps, request, request.query);
      const { connectionId, connectionToken } = issueConnectionToken(
        { tenantId: tenant.id, userId: user.id },
        deps.config.jwtSecret,
      );
      const availableTransports = [{ transport: 'WebSockets', transferFormats: ['Text'] }];
      // Version 0 clients open the WebSocket with ?id=<connectionId>: give them the token there.
      return Number(request.query.negotiateVersion) >= 1
        ? { negotiateVersion: 1, connectionId, connectionToken, availableTransports }
        : { negotiateVersion: 0, connectionId: connectionToken, availableTransports };
    },
  );

  typed.get(
    NOTIFICATION_HUB_PATH,
    {
      websocket: true,
      config: { auth: 'none' },
      logLevel: quietLogLevel,
      schema: { hide: true, querystring: hubQuery },
      preValidation: async (request) => {
        const parsed = hubQuery.safeParse(request.query);
        if (!parsed.success) throw new ApiError(400, 'VALIDATION_FAILED', {}, parsed.error.issues);
        const query = parsed.data;
        const principal = await authenticateHub(deps, request, query);
        let connectionId: string = randomUUID();
        if (query.id !== undefined) {
          const grant = readConnectionToken(query.id, deps.config.jwtSecret);
          if (!grant || grant.tenantId !== principal.tenant.id || grant.userId !== principal.user.id) {
            throw new ApiError(401, 'TOKEN_INVALID');
          }
          connectionId = grant.connectionId;
        }
        principals.set(request, { ...principal, connectionId });
      },
    },
    (socket, request) => {
      const principal = principals.get(request);
      if (!principal) {
        socket.close(1008);
        return;
      }
      runHubConnection({
        socket,
        connectionId: principal.connectionId,
        tenantId: principal.tenant.id,
        userId: principal.user.id,
        expiresAt: principal.expiresAt,
        log: request.log,
        onOpen: runtime.hubs.add,
        onClose: runtime.hubs.remove,
      });
    },
  );
};
