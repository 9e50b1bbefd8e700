import {
  DEFAULT_PAGE_SIZE,
  errorSchema,
  listOf,
  onlineSessionSchema,
  onlineUsersQuerySchema,
  sessionsEndedSchema,
} from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import {
  endSessionsExcept,
  endUserSessionsFrom,
  onlineSessions,
  type EndedSessions,
} from '../../services/online-sessions.js';
import { hasAnyRight, requireAdmin } from './permission.js';

const ONLINE_MENU_ID = 'system.online';
const seeAllRights = [{ menuId: ONLINE_MENU_ID, right: 'read' }] as const;
const endOthersRights = [{ menuId: ONLINE_MENU_ID, right: 'edit' }] as const;

const online = [
  'A session is one sign-in (a refresh-token family; its id is the `sid` claim of its access tokens). It is',
  'online while it holds a live refresh token: issued by the sign-in or the latest refresh, not yet used for a',
  'refresh, not revoked (sign-out, an ended session, reuse detection) and not expired. Client-portal',
  '(customer) sessions are not listed.',
].join(' ');

const ended =
  'Ending a session revokes every token of its family: its refresh token answers 401 REFRESH_TOKEN_INVALID and its access tokens 401 TOKEN_INVALID on the next request. Answers `ended`: how many of the ended sessions were online. A call that ends any session is recorded in system/logs (resource `system/users/sessions`, action `delete`, with the counts and user names).';

/** The audit entry of ended sessions: what they were, as `before` (there is no `after`). */
const endedRecord = (result: EndedSessions, extra: Record<string, unknown>) => ({
  action: 'delete' as const,
  resource: 'system/users/sessions',
  resourceName: 'sessions',
  before: {
    ...extra,
    online_sessions: result.ended,
    sessions: result.sessions,
    user_names: result.userNames,
    customer_sessions: result.customerSessions,
  },
});

/** GET system/users/online, PUT system/users/logout and PUT system/users/{user}/logout/{ip}. */
export const registerSessionRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/system/users/online',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Staff sessions signed in now, most recently active first',
        description: [
          online,
          'Each item gives the user, the client address and Device-Id of the latest sign-in or refresh, when the',
          "session signed in and last refreshed, when its refresh token expires, and `current` for the caller's",
          'own session. Administrators and users with the read (or edit) right on menu id `system.online` see',
          'every session of the tenant; any other staff user sees only their own sessions. `user_name` narrows',
          "to one user; `pageIndex` (from 0) and `pageSize` (one of the spec's page sizes, default 10) select the",
          'page; `total` counts them all.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: onlineUsersQuerySchema,
        response: { 200: listOf(onlineSessionSchema) },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const seesAll = await hasAnyRight(deps, staff, seeAllRights);
      const { user_name: userName, pageIndex = 0, pageSize = DEFAULT_PAGE_SIZE } = request.query;
      return onlineSessions(
        deps.db,
        tenantOf(request).id,
        { userName, userId: seesAll ? undefined : staff.user.id, pageIndex, pageSize },
        staff.claims.sid,
      );
    },
  );

  typed.put(
    '/api/system/users/logout',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: "End every session of the tenant except the caller's own (administrators only)",
        description: [
          'Signs every staff user and client-portal customer of the tenant out, on every device, keeping only',
          "the session of the caller's bearer token. No request body.",
          ended,
          '403 ADMIN_REQUIRED unless the caller is an administrator (is_admin).',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: sessionsEndedSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return deps.db.transaction().execute(async (trx) => {
        const result = await endSessionsExcept(trx, tenantOf(request).id, admin.claims.sid);
        if (result.sessions > 0)
          await recordChange(trx, request, endedRecord(result, { all_except_own: true }));
        return { ended: result.ended };
      });
    },
  );

  typed.put(
    '/api/system/users/:user/logout/:ip',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'End the sessions of a user that signed in or refreshed from an address',
        description: [
          '`user` is a staff user_name of the tenant (case-insensitive; 404 NOT_FOUND when there is none); `ip`',
          'is a client address exactly as GET system/users/online shows it (URL-encode IPv6 colons if needed).',
          "Every session of that user with a sign-in or refresh from that address ends, including the caller's",
          'own when it matches. No request body.',
          ended,
          'Allowed to administrators, to users with the edit right on menu id `system.online`, and to any staff',
          'user for their own sessions; 403 FORBIDDEN otherwise.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: z.object({
          user: z.string().trim().min(1).max(100).describe('user_name of the staff user'),
          ip: z.string().trim().min(1).max(64).describe('Client address, e.g. 203.0.113.7 or 2001:db8::1'),
        }),
        response: { 200: sessionsEndedSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const tenantId = tenantOf(request).id;
      const { user: userName, ip } = request.params;
      const target = await deps.db
        .selectFrom('users')
        .select(['id', 'user_name'])
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb(eb.fn('lower', ['user_name']), '=', userName.toLowerCase()))
        .executeTakeFirst();
      const own = target?.id === staff.user.id;
      if (!own && !(await hasAnyRight(deps, staff, endOthersRights))) throw new ApiError(403, 'FORBIDDEN');
      if (!target) throw new ApiError(404, 'NOT_FOUND');
      return deps.db.transaction().execute(async (trx) => {
        const result = await endUserSessionsFrom(trx, tenantId, target.id, ip);
        if (result.sessions > 0) {
          await recordChange(trx, request, {
            ...endedRecord(result, { user_name: target.user_name, ip }),
            recordId: target.id,
            recordKey: `${target.user_name}/${ip}`,
          });
        }
        return { ended: result.ended };
      });
    },
  );
};
