import { commandSchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { staffOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { visibleCommands } from '../../services/visible-commands.js';

export const registerCommandsRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/command',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary:
          "The user's menu commands: all for an admin; otherwise those with r_access and their menu groups",
        security: bearerSecurity,
        headers: signedInHeaders,
        response: { 200: listOf(commandSchema) },
      },
    },
    async (request) => {
      const items = await visibleCommands(deps.db, staffOf(request).user);
      return { items, total: items.length };
    },
  );
};
