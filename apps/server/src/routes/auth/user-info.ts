import { errorSchema, userInfoRequestSchema, userInfoSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { customerOrStaffOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { customerUserInfo, staffUserInfo } from '../../services/user-info.js';

export const registerUserInfoRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/user-info',
    {
      config: { customers: true, branchs: 'ignore' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (staff or customer)',
        security: bearerSecurity,
        headers: signedInHeaders,
        body: userInfoRequestSchema.nullish(),
        response: { 200: userInfoSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const subject = customerOrStaffOf(request);
      return subject.type === 'staff'
        ? staffUserInfo(deps.db, subject.user)
        : customerUserInfo(subject.customer);
    },
  );
};
