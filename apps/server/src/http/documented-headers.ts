import { z } from 'zod';

/**
 * The request headers of docs/architecture.md, declared on each route so the OpenAPI document lists them.
 * Fastify lower-cases header names; the request context plugin does the real checks before validation.
 */
const commonHeaders = {
  'device-id': z
    .string()
    .optional()
    .describe('Device id: 8 to 128 letters, digits, dots, dashes, colons or underscores'),
  'accept-language': z.string().optional().describe("Language of error messages: 'vi' (default) or 'en'"),
};

export const tenantHeaders = z.looseObject({
  tenant: z.string().describe("Tenant code, e.g. 'demo'"),
  ...commonHeaders,
});

export const signedInHeaders = z.looseObject({
  tenant: z.string().describe("Tenant code, e.g. 'demo'"),
  branchs: z.string().optional().describe('Selected branch codes (ma_dvcs) joined by commas, e.g. CN01,CN02'),
  'user-name': z.string().optional().describe("When sent, must equal the signed-in user's user_name"),
  ...commonHeaders,
});

/** OpenAPI security requirement of routes that need a bearer access token. */
type SecurityRequirements = { [scheme: string]: string[] }[];

export const bearerSecurity: SecurityRequirements = [{ bearerAuth: [] }];
/** A bearer token is read when sent, but the route also answers without one. */
export const optionalBearerSecurity: SecurityRequirements = [{ bearerAuth: [] }, {}];
