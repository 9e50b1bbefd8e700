import { can } from '@sen/auth';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import type { StaffSubject } from '../../http/request-context.js';
import type { ExistenceType } from '../../services/existence-registry.js';
import { staffUserInfo } from '../../services/user-info.js';

/**
 * The signed-in staff member, refused (403) unless an admin or granted access to one of the type's menus: an
 * existence check reveals whether a phone or code is known, so it needs the right to work with those records.
 */
export const staffAllowedToCheck = async (
  deps: AppDeps,
  request: FastifyRequest,
  type: ExistenceType,
): Promise<StaffSubject> => {
  const subject = staffOf(request);
  if (subject.user.is_admin) return subject;
  const info = await staffUserInfo(deps.db, subject.user);
  if (!type.menuIds.some((menuId) => can(info, { menuId, right: 'access' })))
    throw new ApiError(403, 'FORBIDDEN');
  return subject;
};

/** The optional `tenant` query must name the request's tenant (the Tenant header). */
export const checkTenantQuery = (request: FastifyRequest, tenant: string | undefined): void => {
  if (tenant !== undefined && tenant.trim() !== tenantOf(request).code)
    throw new ApiError(400, 'TENANT_QUERY_MISMATCH', {}, { tenant });
};

/** Answers depend on data that changes at any moment: never cached. */
export { noStore } from '../../http/cache-control.js';

/** The schema parts every existence route shares. */
export const existenceSchemaBase = {
  tags: ['existence'],
  security: bearerSecurity,
  headers: signedInHeaders,
} as const;

/** Staff only; branches play no part (uniqueness is tenant-wide). */
export const existenceRouteConfig = { branchs: 'ignore' } as const;
