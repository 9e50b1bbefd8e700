import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';

/** The schema parts every storage-host route shares. */
export const fileSchemaBase = {
  tags: ['files'],
  security: bearerSecurity,
  headers: signedInHeaders,
} as const;

/** Signed-in staff; branches play no part (files belong to the tenant). */
export const fileRouteConfig = { branchs: 'ignore' } as const;
