import type { FastifyReply } from 'fastify';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

/** Address data changes only with the package: signed-in clients may keep answers for a day. */
export const ADDRESS_CACHE_CONTROL = 'private, max-age=86400';

export const cacheAddressAnswer = (reply: FastifyReply): void => {
  reply.header('cache-control', ADDRESS_CACHE_CONTROL);
};

/** Signed-in staff and portal customers; branches play no part. */
export const addressRouteConfig = { customers: true, branchs: 'ignore' } as const;

/** The schema parts every address route shares. */
export const addressSchemaBase = {
  tags: ['address'],
  security: bearerSecurity,
  headers: signedInHeaders,
} as const;
