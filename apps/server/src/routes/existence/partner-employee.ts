import {
  employeeExistsQuerySchema,
  employeeExistsResultSchema,
  isValidPhone,
  type EmployeeExistsResult,
} from '@sen/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { tenantOf } from '../../http/context-access.js';
import { partnerOwnedByAnother } from '../../services/existence-checks.js';
import { partnersExistence } from '../../services/existence-registry.js';
import { canonicalPhone, canonicalWebsite } from '../../services/existence-values.js';
import {
  checkTenantQuery,
  existenceRouteConfig,
  existenceSchemaBase,
  noStore,
  staffAllowedToCheck,
} from './existence-access.js';

const partnerId = z.string().min(1).max(100).describe("Partner id, or 'New' for a partner not saved yet");

const notOwned: EmployeeExistsResult = { exists: false, ma_nvbh: null, ten_nvbh: null, id: null };

type OwnedBy = 'phone' | 'website';

const columns = { phone: 'dien_thoai_chuan', website: 'website_chuan' } as const;

const summaryOf = (what: string) =>
  `Whether a salesperson other than the caller's own already looks after a partner with the ${what} ` +
  '(partners other than {id}; New: any). When so: the salesperson code and name and the partner id, nothing ' +
  'more. The tenant query, when sent, must equal the Tenant header';

/**
 * GET /api/crm/partners/{id}/exists/phone/{phone}/employee and .../exists/website/{site}/employee: the
 * unique-partner-phone-employee and unique-partner-website-employee validators' checks.
 */
export const registerPartnerEmployeeRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const check = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ownedBy: OwnedBy,
    id: string,
    raw: string,
    tenant: string | undefined,
  ): Promise<EmployeeExistsResult> => {
    checkTenantQuery(request, tenant);
    const { user } = await staffAllowedToCheck(deps, request, partnersExistence);
    if (ownedBy === 'phone' && !isValidPhone(raw)) throw new ApiError(400, 'PHONE_INVALID');
    const normalised = ownedBy === 'phone' ? canonicalPhone(raw) : canonicalWebsite(raw);
    noStore(reply);
    const owned = await partnerOwnedByAnother(
      deps.db,
      tenantOf(request).id,
      columns[ownedBy],
      normalised,
      id,
      user.ma_nvbh,
    );
    return owned ? { exists: true, ...owned } : notOwned;
  };

  typed.get(
    '/api/crm/partners/:id/exists/phone/:phone/employee',
    {
      config: existenceRouteConfig,
      schema: {
        ...existenceSchemaBase,
        summary: summaryOf('phone (digits compared, 84 and 0 prefixes alike)'),
        params: z.object({
          id: partnerId,
          phone: z.string().max(50).describe("Phone number in any writing: '0901 234 567', '84901234567'"),
        }),
        querystring: employeeExistsQuerySchema,
        response: { 200: employeeExistsResultSchema },
      },
    },
    (request, reply) =>
      check(request, reply, 'phone', request.params.id, request.params.phone, request.query.tenant),
  );

  typed.get(
    '/api/crm/partners/:id/exists/website/:site/employee',
    {
      config: existenceRouteConfig,
      schema: {
        ...existenceSchemaBase,
        summary: summaryOf('website (scheme, www., trailing slashes and case ignored)'),
        params: z.object({
          id: partnerId,
          site: z
            .string()
            .max(500)
            .describe("Website, URL-encoded: 'https://www.sen-spa.vn/' or 'sen-spa.vn'"),
        }),
        querystring: employeeExistsQuerySchema,
        response: { 200: employeeExistsResultSchema },
      },
    },
    (request, reply) =>
      check(request, reply, 'website', request.params.id, request.params.site, request.query.tenant),
  );
};
