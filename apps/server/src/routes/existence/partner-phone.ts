import { existsResultSchema, NEW_RECORD_ID } from '@sen/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { tenantOf } from '../../http/context-access.js';
import { recordExists } from '../../services/existence-checks.js';
import { partnersExistence } from '../../services/existence-registry.js';
import {
  existenceRouteConfig,
  existenceSchemaBase,
  noStore,
  staffAllowedToCheck,
} from './existence-access.js';

const phone = z.string().max(50).describe("Phone number in any writing: '0901 234 567', '+84901234567'");

const phoneField = partnersExistence.fields.dien_thoai;

const phoneExists = async (
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  value: string,
) => {
  if (!phoneField) throw new ApiError(500, 'SYSTEM_ERROR');
  await staffAllowedToCheck(deps, request, partnersExistence);
  const problem = phoneField.invalid?.(value);
  if (problem) throw new ApiError(400, problem);
  noStore(reply);
  return {
    exists: await recordExists(deps.db, tenantOf(request).id, partnersExistence, phoneField, id, value),
  };
};

/** GET /api/crm/partners[/{id}]/exists/phone/{phone}: the unique-partner-phone validator's check. */
export const registerPartnerPhoneRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const summary =
    'Whether a partner of the tenant has the phone (digits compared, 84 and 0 prefixes alike); invalid phone: 400';

  typed.get(
    '/api/crm/partners/exists/phone/:phone',
    {
      config: existenceRouteConfig,
      schema: {
        ...existenceSchemaBase,
        summary: `${summary}. Any partner counts (as for New)`,
        params: z.object({ phone }),
        response: { 200: existsResultSchema },
      },
    },
    (request, reply) => phoneExists(deps, request, reply, NEW_RECORD_ID, request.params.phone),
  );

  typed.get(
    '/api/crm/partners/:id/exists/phone/:phone',
    {
      config: existenceRouteConfig,
      schema: {
        ...existenceSchemaBase,
        summary: `${summary}. Partners other than {id} count ({id} New: any partner)`,
        params: z.object({ id: z.string().min(1).max(100).describe("Partner id, or 'New'"), phone }),
        response: { 200: existsResultSchema },
      },
    },
    (request, reply) => phoneExists(deps, request, reply, request.params.id, request.params.phone),
  );
};
