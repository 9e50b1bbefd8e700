import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../db/schema.js';
import { permittedBranchCodes } from '../services/branch-codes.js';
import { ApiError } from './api-error.js';
import type { CustomerSubject, StaffSubject } from './request-context.js';

/** The tenant of the request (routes other than auth 'none' always have one). */
export const tenantOf = (request: FastifyRequest): Tenant => {
  const tenant = request.ctx.tenant;
  if (!tenant) throw new ApiError(400, 'TENANT_REQUIRED');
  return tenant;
};

export const staffOf = (request: FastifyRequest): StaffSubject => {
  const subject = request.ctx.subject;
  if (!subject) throw new ApiError(401, 'UNAUTHORIZED');
  if (subject.type !== 'staff') throw new ApiError(403, 'FORBIDDEN');
  return subject;
};

/** The signed-in customer of a client-portal request: 401 signed out, 403 for staff. */
export const customerOf = (request: FastifyRequest): CustomerSubject => {
  const subject = request.ctx.subject;
  if (!subject) throw new ApiError(401, 'UNAUTHORIZED');
  if (subject.type !== 'customer') throw new ApiError(403, 'FORBIDDEN');
  return subject;
};

/**
 * Who writes, as the rows stamp it (nguoi_tao, nguoi_sua): a staff user by user name, a portal customer as
 * 'portal:<customer code>' (never an administrator).
 */
export const actorOf = (request: FastifyRequest): { userName: string; isAdmin: boolean } => {
  const subject = customerOrStaffOf(request);
  return subject.type === 'staff'
    ? { userName: subject.user.user_name, isAdmin: subject.user.is_admin }
    : { userName: `portal:${subject.customer.ma_kh}`, isAdmin: false };
};

export const customerOrStaffOf = (request: FastifyRequest): StaffSubject | CustomerSubject => {
  const subject = request.ctx.subject;
  if (!subject) throw new ApiError(401, 'UNAUTHORIZED');
  return subject;
};

/**
 * The branches a staff request works with: the Branchs header when sent (already checked), otherwise every
 * branch the user may use. 409 BRANCH_NOT_CONFIGURED when the tenant has none; 403 BRANCH_NOT_GRANTED when the
 * user has none.
 */
export const branchScopeOf = (request: FastifyRequest): string[] => {
  const { user } = staffOf(request);
  if (request.ctx.tenantBranchs.length === 0) throw new ApiError(409, 'BRANCH_NOT_CONFIGURED');
  const permitted = permittedBranchCodes(user, request.ctx.tenantBranchs);
  if (permitted.length === 0) throw new ApiError(403, 'BRANCH_NOT_GRANTED');
  return request.ctx.branchs.length > 0 ? request.ctx.branchs : permitted;
};
