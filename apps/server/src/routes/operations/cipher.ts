import { cipherValueSchema, cipherValuesSchema, errorSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import type { TenantCipher } from '../../services/tenant-cipher.js';
import { requireAnyRight } from './permission.js';

/** The encryption pages of the route catalogue (guard admin-flag); any right on either grants the calls. */
const cipherRights = ['system.cryptography.encrypt', 'system.cryptography.customer-card'].map((menuId) => ({
  menuId,
  right: 'access' as const,
}));

const scheme = [
  'Values are encrypted with AES-256-GCM under a random 256-bit key of the tenant, created on first use and',
  "stored wrapped (AES-256-GCM) with a master key derived from the server's JWT secret by HKDF-SHA256, so a",
  'database dump alone does not reveal it. A ciphertext is `v1.<iv>.<tag>.<data>`: the format version, then',
  'the 12-byte random IV, the 16-byte authentication tag and the encrypted UTF-8 bytes, each base64url without',
  'padding; the additional authenticated data is `sen:value:<tenant id>`, so a value only opens for the tenant',
  'that sealed it. Each call draws a new IV: the same text gives a different ciphertext every time.',
].join(' ');

const access =
  'Allowed to administrators and to users with the access right on menu id `system.cryptography.encrypt` or `system.cryptography.customer-card`; 403 FORBIDDEN otherwise.';

/** POST system/encrypt, system/encrypts and system/decrypt. */
export const registerCipherRoutes = (app: FastifyInstance, deps: AppDeps, cipher: TenantCipher): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const common = {
    tags: ['system'],
    security: bearerSecurity,
    headers: signedInHeaders,
  };

  typed.post(
    '/api/system/encrypt',
    {
      config: { branchs: 'ignore' },
      schema: {
        ...common,
        summary: "Encrypt one text with the tenant's key",
        description: `Body \`{ value }\` (text up to 65536 characters) -> \`{ value }\` (the ciphertext). ${scheme} ${access}`,
        body: cipherValueSchema,
        response: { 200: cipherValueSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireAnyRight(deps, request, cipherRights);
      const [value = ''] = await cipher.encrypt(tenantOf(request).id, [request.body.value]);
      return { value };
    },
  );

  typed.post(
    '/api/system/encrypts',
    {
      config: { branchs: 'ignore' },
      schema: {
        ...common,
        summary: "Encrypt many texts with the tenant's key",
        description: `Body \`{ values }\` (up to 1000 texts) -> \`{ values }\`: the ciphertexts in the same order. ${scheme} ${access}`,
        body: cipherValuesSchema,
        response: { 200: cipherValuesSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireAnyRight(deps, request, cipherRights);
      return { values: await cipher.encrypt(tenantOf(request).id, request.body.values) };
    },
  );

  typed.post(
    '/api/system/decrypt',
    {
      config: { branchs: 'ignore' },
      schema: {
        ...common,
        summary: 'Decrypt a value encrypted by POST system/encrypt or encrypts',
        description: [
          'Body `{ value }` (a ciphertext) -> `{ value }` (the text). 400 CIPHERTEXT_INVALID when the value is not',
          'a `v1` ciphertext, was altered in any way, or was encrypted for another tenant.',
          scheme,
          access,
        ].join(' '),
        body: cipherValueSchema,
        response: { 200: cipherValueSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireAnyRight(deps, request, cipherRights);
      return { value: await cipher.decrypt(tenantOf(request).id, request.body.value) };
    },
  );
};
