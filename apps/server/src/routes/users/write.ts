import { errorSchema, userSchema, userWriteSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { createUser, deleteUser, updateUser } from '../../services/users-write.js';
import { requireUsersRight } from './access.js';
import { userIdParams } from './params.js';

const checks = [
  'Checks: user_name unique per tenant ignoring case (409 USER_NAME_TAKEN); password of at least 8 characters',
  'with letters and digits, not containing the user name (400 PASSWORD_WEAK); branch codes of the tenant',
  '(400 USER_BRANCH_UNKNOWN); ma_nvbh and employees salespeople of the tenant (400 SALER_NOT_FOUND); rights',
  'on grantable menu ids (400 MENU_ID_UNKNOWN). Only administrators may set is_admin or change an',
  'administrator (403 ADMIN_REQUIRED); a non-administrator grants only rights they hold (403 RIGHTS_NOT_HELD),',
  'branches they hold (403 BRANCHS_NOT_HELD) and, with their own employee scope on, neither turns a scope off',
  'nor adds employees or a salesperson outside it (403 EMPLOYEE_SCOPE_NOT_HELD), their own record included.',
  'Recorded in system/logs (resource `system/users`; rights changes as `system/users/rights`).',
].join(' ');

/** POST system/users, PUT system/users/{id}, DELETE system/users/{id}. */
export const registerUserWriteRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/system/users',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Create a staff user',
        description: [
          'Creates the user and, when `rights` is given, its rights. The password is required (400',
          `PASSWORD_REQUIRED). Needs the add right on \`system.users\`. ${checks}`,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body: userWriteSchema,
        response: { 201: userSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const { caller, tenantId } = await requireUsersRight(deps, request, 'add');
      const user = await deps.db
        .transaction()
        .execute((trx) => createUser(trx, request, tenantId, caller, request.body));
      return reply.code(201).send(user);
    },
  );

  typed.put(
    '/api/system/users/:id',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Change a staff user',
        description: [
          'Replaces the fields of the user; an empty or absent `password` keeps the current one, an empty',
          '`agent_pass` keeps the stored one. `rights`, when given, replaces every right. Locking a user or',
          'changing their rights applies on their next request (rights and the locked flag are read on every',
          'request); a locked user cannot sign in. Refused: locking oneself (409 USER_LOCK_SELF), leaving the',
          `tenant without an active administrator (409 LAST_ADMIN). Needs the edit right on \`system.users\`. ${checks}`,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: userIdParams,
        body: userWriteSchema,
        response: { 200: userSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { caller, tenantId } = await requireUsersRight(deps, request, 'edit');
      return deps.db
        .transaction()
        .execute((trx) => updateUser(trx, request, tenantId, caller, request.params.id, request.body));
    },
  );

  typed.delete(
    '/api/system/users/:id',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Delete a staff user',
        description: [
          'Deletes the user with its rights, settings and sessions (their tokens are refused from then on) and',
          'answers the deleted user.',
          'Refused: oneself (409 USER_DELETE_SELF), the last active administrator (409 LAST_ADMIN), an',
          'administrator when the caller is not one (403 ADMIN_REQUIRED). Needs the delete right on',
          '`system.users`. Recorded in system/logs.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: userIdParams,
        response: { 200: userSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const { caller, tenantId } = await requireUsersRight(deps, request, 'del');
      return deps.db
        .transaction()
        .execute((trx) => deleteUser(trx, request, tenantId, caller, request.params.id));
    },
  );
};
