import { errorSchema, listOf, userDetailSchema, userSchema, usersQuerySchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { listUsers, userOfRow, userRowOrThrow } from '../../services/users.js';
import { readUserRights } from '../../services/users-rights.js';
import { requireUsersRight } from './access.js';
import { userIdParams } from './params.js';

/** GET system/users and GET system/users/{id}. */
export const registerUserReadRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/system/users',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: "A page of the tenant's staff users",
        description: [
          'The data table query: `pageIndex` (from 0), `pageSize`, `sortKey` (one of user_name, ten_nsd, email,',
          'is_admin, locked, ma_nvbh, created_at; user_name by default; 400 SORT_FIELD_UNKNOWN otherwise),',
          '`sortType` and `searchKey` (accent- and case-insensitive, over user_name, ten_nsd and email).',
          'Password hashes and call-center passwords are never sent. Needs the read right on menu id',
          '`system.users` (administrators pass); 403 FORBIDDEN otherwise.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: usersQuerySchema,
        response: { 200: listOf(userSchema), 403: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = await requireUsersRight(deps, request, 'read');
      return listUsers(deps.db, tenantId, request.query);
    },
  );

  typed.get(
    '/api/system/users/:id',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'One staff user with its rights',
        description: [
          'The user and `rights`: every grantable menu id (the command routes of the menu) in menu order with',
          'its seven flags. Needs the read right on `system.users`; 404 NOT_FOUND for an unknown id.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: userIdParams,
        response: { 200: userDetailSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = await requireUsersRight(deps, request, 'read');
      const row = await userRowOrThrow(deps.db, tenantId, request.params.id);
      return { ...userOfRow(row), rights: await readUserRights(deps.db, tenantId, row.id) };
    },
  );
};
