import { deviceIdPattern, localeFromAcceptLanguage, parseBranchs, type Locale } from '@sen/domain';
import { refusedBranchs } from '@sen/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { CustomerRow, Tenant, UserRow } from '../db/schema.js';
import { verifyAccessToken, type AccessClaims } from '../security/access-token.js';
import { permittedBranchCodes, tenantBranchCodes } from '../services/branch-codes.js';
import { loadStaffContext, type StaffContext } from '../services/staff-context.js';
import { findTenantByCode } from '../services/tenants.js';
import { ApiError } from './api-error.js';
import { checkHeaderValues } from './input-guard.js';

/**
 * How a route authenticates:
 * - none: no Tenant needed (health, OpenAPI document);
 * - public: Tenant needed, the bearer token is not looked at (sign-in, refresh, OTP, logout);
 * - optional: Tenant needed; a bearer token is checked when one is sent (start-up reads: configs, dictionaries,
 *   server time, which the apps load before sign-in);
 * - required: Tenant and a valid bearer token (the default).
 */
export type AuthMode = 'none' | 'public' | 'optional' | 'required';

export type StaffSubject = { type: 'staff'; user: UserRow; claims: AccessClaims };
export type CustomerSubject = { type: 'customer'; customer: CustomerRow; claims: AccessClaims };
export type Subject = StaffSubject | CustomerSubject;

export type RequestContext = {
  locale: Locale;
  tenant: Tenant | undefined;
  subject: Subject | undefined;
  deviceId: string | undefined;
  /** Branch codes of the Branchs header, each checked to exist and be permitted. */
  branchs: string[];
  /** Every branch code of the tenant, ascending (loaded for signed-in staff). */
  tenantBranchs: string[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Customers (client portal sessions) may call the route; staff only otherwise. */
    customers?: boolean;
    /**
     * 'check' (default): every Branchs code must exist and be permitted. 'ignore': the route does not depend on
     * branches (user info, the branch list itself, menu, start-up reads), so a stale selection stored by an app
     * cannot lock the user out of the calls that let it pick a valid one again.
     */
    branchs?: 'check' | 'ignore';
    /**
     * 'clear' (default for every method but GET, HEAD and OPTIONS): the route may change what a staff context holds
     * (a user, a session, a branch, a tenant), so the cached contexts are dropped after it. 'keep': it writes none
     * of them (a voucher, a customer), so a till posting bills keeps its cashier's context.
     */
    staffContexts?: 'clear' | 'keep';
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};

/** The headers of spec section 7 the server reads. */
const readHeaders = ['tenant', 'authorization', 'device-id', 'user-name', 'branchs', 'accept-language'];

const bearerToken = (request: FastifyRequest): string | undefined => {
  const value = header(request, 'authorization');
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

const isSessionRevoked = async (deps: AppDeps, tenantId: string, sessionId: string): Promise<boolean> =>
  Boolean(
    await deps.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('family_id', '=', sessionId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst(),
  );

/** Who verified claims of the tenant belong to: 401 when the session is revoked or the subject gone or locked. */
const subjectOf = async (deps: AppDeps, tenant: Tenant, claims: AccessClaims): Promise<Subject> => {
  if (await isSessionRevoked(deps, tenant.id, claims.sid)) throw new ApiError(401, 'TOKEN_INVALID');
  if (claims.user_type === 'customer') {
    const customer = await deps.db
      .selectFrom('customers')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('_id', '=', claims.sub)
      .executeTakeFirst();
    if (!customer) throw new ApiError(401, 'UNAUTHORIZED');
    return { type: 'customer', customer, claims };
  }
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('id', '=', claims.sub)
    .executeTakeFirst();
  if (!user) throw new ApiError(401, 'UNAUTHORIZED');
  if (user.locked) throw new ApiError(401, 'ACCOUNT_LOCKED');
  return { type: 'staff', user, claims };
};

/** Verifies the bearer token against the tenant and loads who it belongs to. */
export const authenticate = async (deps: AppDeps, tenant: Tenant, token: string): Promise<Subject> => {
  const claims = await verifyAccessToken(token, deps.config.jwtSecret);
  if (claims.tenant !== tenant.code) throw new ApiError(401, 'TENANT_MISMATCH');
  return subjectOf(deps, tenant, claims);
};

/** Each requested code must exist and, unless the user is an admin, be one of the user's branches. */
const checkBranchs = (requested: string[], user: UserRow, existing: string[]): void => {
  if (requested.length === 0) return;
  const permitted = permittedBranchCodes(user, existing);
  if (!user.is_admin && permitted.length === 0) throw new ApiError(403, 'BRANCH_NOT_GRANTED');
  const refused = refusedBranchs(requested, permitted);
  if (refused.length > 0)
    throw new ApiError(403, 'BRANCH_FORBIDDEN', { branchs: refused.join(', ') }, { refused });
};

/** Routes declared under /api (static file routes and the not-found handler are not). */
const isApiRoute = (request: FastifyRequest): boolean =>
  request.routeOptions.url?.startsWith('/api/') ?? false;

/** The bearer token's claims, or why it is refused (thrown once the tenant is known to exist). */
type Verified = { claims: AccessClaims } | { error: unknown };

const verified = (deps: AppDeps, token: string): Promise<Verified> =>
  verifyAccessToken(token, deps.config.jwtSecret).then(
    (claims) => ({ claims }),
    (error: unknown) => ({ error }),
  );

/**
 * The tenant and, for a valid staff token of that tenant, the user, session and branch codes in the same round
 * trip (services/staff-context.ts), reused for a moment (services/staff-context-cache.ts); otherwise the tenant
 * alone.
 */
const loadTenant = async (deps: AppDeps, tenantCode: string, token: Verified | undefined) => {
  if (
    token &&
    'claims' in token &&
    token.claims.user_type === 'staff' &&
    token.claims.tenant === tenantCode
  ) {
    const { claims } = token;
    const staff = await deps.staffContexts.get({ tenantCode, sub: claims.sub, sid: claims.sid }, () =>
      loadStaffContext(deps.db, tenantCode, claims),
    );
    return { tenant: staff?.tenant, staff };
  }
  return { tenant: await findTenantByCode(deps.db, tenantCode), staff: undefined };
};

/** The staff subject of a loaded context: 401 when the session is revoked or the user gone or locked. */
const staffSubject = (staff: StaffContext, claims: AccessClaims): StaffSubject => {
  if (staff.sessionRevoked) throw new ApiError(401, 'TOKEN_INVALID');
  if (!staff.user) throw new ApiError(401, 'UNAUTHORIZED');
  if (staff.user.locked) throw new ApiError(401, 'ACCOUNT_LOCKED');
  return { type: 'staff', user: staff.user, claims };
};

const resolveContext = async (deps: AppDeps, request: FastifyRequest): Promise<void> => {
  const mode = request.routeOptions.config.auth ?? 'required';
  if (mode === 'none' || request.is404 || !isApiRoute(request)) return;
  checkHeaderValues(request, readHeaders);

  const tenantCode = header(request, 'tenant');
  if (!tenantCode) throw new ApiError(400, 'TENANT_REQUIRED');
  const token = mode === 'public' ? undefined : bearerToken(request);
  // The signature is checked first (no database) so that a staff request reads all it needs in one query.
  const checked = token === undefined ? undefined : await verified(deps, token);
  const { tenant, staff } = await loadTenant(deps, tenantCode, checked);
  if (!tenant) throw new ApiError(404, 'TENANT_UNKNOWN', {}, { tenant: tenantCode });
  request.ctx.tenant = tenant;

  const deviceId = header(request, 'device-id');
  if (deviceId !== undefined && !deviceIdPattern.test(deviceId)) throw new ApiError(400, 'DEVICE_ID_INVALID');
  request.ctx.deviceId = deviceId;

  if (mode === 'public') return;
  if (!checked) {
    if (mode === 'optional') return;
    throw new ApiError(401, 'UNAUTHORIZED');
  }
  if ('error' in checked) throw checked.error;
  const { claims } = checked;
  if (claims.tenant !== tenant.code) throw new ApiError(401, 'TENANT_MISMATCH');
  const subject = staff ? staffSubject(staff, claims) : await subjectOf(deps, tenant, claims);
  request.ctx.subject = subject;

  const userName = header(request, 'user-name');
  if (userName !== undefined && userName.toLowerCase() !== subject.claims.user_name.toLowerCase()) {
    throw new ApiError(400, 'USER_NAME_MISMATCH');
  }
  if (subject.type === 'customer') {
    if (!request.routeOptions.config.customers) throw new ApiError(403, 'FORBIDDEN');
    return;
  }
  request.ctx.tenantBranchs = staff?.branchCodes ?? (await tenantBranchCodes(deps.db, tenant.id));
  if (request.routeOptions.config.branchs === 'ignore') return;
  request.ctx.branchs = parseBranchs(header(request, 'branchs'));
  checkBranchs(request.ctx.branchs, subject.user, request.ctx.tenantBranchs);
};

/** Methods that change nothing; every other request may have (signed out, locked a user, changed rights...). */
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clears the cached staff contexts after every request of a route that may write (any method but GET, HEAD and
 * OPTIONS) unless it declares `staffContexts: 'keep'`. Before the response leaves (onSend: the handler's transaction has committed, and the client cannot send
 * its next request before), and once more when it is sent (onResponse: for work that finishes after the reply).
 * The hooks are the writing routes' own, so reads do not run them.
 */
const clearStaffContextsOnWrite = (app: FastifyInstance, deps: AppDeps): void => {
  const clear = async (): Promise<void> => deps.staffContexts.clear();
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => readOnlyMethods.has(method))) return;
    if (route.config?.staffContexts === 'keep') return;
    route.onSend = [...[route.onSend ?? []].flat(), clear];
    route.onResponse = [...[route.onResponse ?? []].flat(), clear];
  });
};

/** Reads and checks Tenant, Authorization, Device-Id, User-Name and Branchs on every /api request. */
export const registerRequestContext = (app: FastifyInstance, deps: AppDeps): void => {
  clearStaffContextsOnWrite(app, deps);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      locale: localeFromAcceptLanguage(header(request, 'accept-language')),
      tenant: undefined,
      subject: undefined,
      deviceId: undefined,
      branchs: [],
      tenantBranchs: [],
    };
    await resolveContext(deps, request);
  });
};
