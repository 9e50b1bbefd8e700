import { serverTimeSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { optionalBearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

export const registerServerTimeRoute = (app: FastifyInstance): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/server-time',
    {
      config: { auth: 'optional', customers: true, branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'The server clock (ISO 8601)',
        security: optionalBearerSecurity,
        headers: signedInHeaders,
        response: { 200: serverTimeSchema },
      },
    },
    async () => ({ server_time: new Date().toISOString() }),
  );
};
