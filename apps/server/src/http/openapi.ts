import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { serverVersion } from '../version.js';

/** Collects the route schemas into an OpenAPI 3.1 document (register before the routes). */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sen ERP API',
        description:
          'Reference API of Sen ERP. Errors are { message, code, details? } with message localised from Accept-Language (vi default, en).',
        version: serverVersion,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
};

export const registerOpenApiRoute = (app: FastifyInstance): void => {
  app.get('/api/openapi.json', { config: { auth: 'none' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
