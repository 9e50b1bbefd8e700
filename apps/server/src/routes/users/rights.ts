import { errorSchema, userRightsBodySchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { userRowOrThrow } from '../../services/users.js';
import { readUserRights } from '../../services/users-rights.js';
import { setUserRights } from '../../services/users-write.js';
import { requireUsersRight } from './access.js';
import { userIdParams } from './params.js';

/** GET and PUT system/users/{id}/rights. */
export const registerUserRightsRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/system/users/:id/rights',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: "A staff user's rights on every menu id",
        description: [
          'Every grantable menu id (the command routes of the menu, approve variants included) in menu order',
          'with the seven flags r_access, r_read, r_readall, r_add, r_edit, r_del, r_print. Needs the read right',
          'on `system.users`.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: userIdParams,
        response: { 200: userRightsBodySchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { tenantId } = await requireUsersRight(deps, request, 'read');
      const user = await userRowOrThrow(deps.db, tenantId, request.params.id);
      return { rights: await readUserRights(deps.db, tenantId, user.id) };
    },
  );

  typed.put(
    '/api/system/users/:id/rights',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: "Replace a staff user's rights",
        description: [
          'The given rights replace all of the user’s rights (menu ids left out get none); 400 MENU_ID_UNKNOWN',
          'for a menu id the menu does not have. The user’s next request works with the new rights. Only',
          'administrators may change an administrator’s rights (403 ADMIN_REQUIRED); a non-administrator',
          'grants only rights they hold (403 RIGHTS_NOT_HELD). Needs the edit right on `system.users`; recorded',
          'in system/logs (resource `system/users/rights`). Answers the rights as GET does.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: userIdParams,
        body: userRightsBodySchema,
        response: { 200: userRightsBodySchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { caller, tenantId } = await requireUsersRight(deps, request, 'edit');
      const rights = await deps.db
        .transaction()
        .execute((trx) =>
          setUserRights(trx, request, tenantId, caller, request.params.id, request.body.rights),
        );
      return { rights };
    },
  );
};
