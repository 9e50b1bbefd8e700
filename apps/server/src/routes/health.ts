import { healthSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { serverVersion } from '../version.js';

export const registerHealthRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the database answers',
        response: { 200: healthSchema },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(deps.db);
      return { status: 'ok' as const, database: deps.dbKind, version: serverVersion };
    },
  );
};
