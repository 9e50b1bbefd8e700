import { existsResultSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { tenantOf } from '../../http/context-access.js';
import { recordExists } from '../../services/existence-checks.js';
import { existenceTypeNames, existenceTypeOf } from '../../services/existence-registry.js';
import {
  existenceRouteConfig,
  existenceSchemaBase,
  noStore,
  staffAllowedToCheck,
} from './existence-access.js';

const recordId = z.string().min(1).max(100).describe("A record id, or 'New' for a record not saved yet");

const params = z.object({
  type: z.string().max(100).describe("Declared type, e.g. 'partners'"),
  id: recordId,
  field: z
    .string()
    .max(100)
    .describe("Checkable field of the type, e.g. 'ma_kh', 'dien_thoai', 'email', 'website'"),
  value: z.string().max(500).describe('The value to look for (URL-encoded)'),
});

/** GET /api/crm/{type}/{id or New}/exists/{field}/{value}: the unique-property validator's check. */
export const registerRecordExistsRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/crm/:type/:id/exists/:field/:value',
    {
      config: existenceRouteConfig,
      schema: {
        ...existenceSchemaBase,
        summary:
          'Whether another record of the tenant (any record when {id} is New) has the value in the field; ' +
          `types and fields come from a declared registry (now: ${existenceTypeNames().join(', ')}; partners: ` +
          'ma_kh and email ignoring case, dien_thoai and website normalised). Unknown type or field: 400',
        params,
        response: { 200: existsResultSchema },
      },
    },
    async (request, reply) => {
      const { type: typeName, id, field: fieldName, value } = request.params;
      const type = existenceTypeOf(typeName);
      if (!type) throw new ApiError(400, 'EXISTENCE_TYPE_UNKNOWN', { type: typeName });
      const field = Object.hasOwn(type.fields, fieldName) ? type.fields[fieldName] : undefined;
      if (!field) throw new ApiError(400, 'EXISTENCE_FIELD_UNKNOWN', { type: typeName, field: fieldName });
      await staffAllowedToCheck(deps, request, type);
      const problem = field.invalid?.(value);
      if (problem) throw new ApiError(400, problem);
      noStore(reply);
      return { exists: await recordExists(deps.db, tenantOf(request).id, type, field, id, value) };
    },
  );
};
