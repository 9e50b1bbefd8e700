import { errorSchema, otpResponseSchema } from '@sen/domain';
import { resourceNamed } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { branchScopeOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { confirmPackageOtp, sendPackageOtp } from '../../services/package-otp.js';
import { requireRight } from '../resource-sets/set-access.js';

/**
 * The customer's confirmation of a service voucher's package sessions by one-time code (services/package-otp.ts):
 * `POST sales/services/{id}/package-otp` sends the code, `POST sales/services/{id}/package-otp/confirm` checks it.
 * Both need the edit right on the service vouchers and a voucher of the selected branches.
 */
export const registerPackageOtpRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const services = resourceNamed('sales-services')!;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.uuid().describe('The service voucher (_id)') });
  typed.post(
    `/api/${services.path}/:id/package-otp`,
    {
      onRequest: noStoreHook,
      schema: {
        tags: [services.path],
        summary: 'Send the customer a code confirming the package sessions of a service voucher',
        description: [
          "The code goes to the voucher's customer's phone for the sessions the voucher uses as stored.",
          'At most otp_max_hourly codes per phone per hour (429 OTP_RATE_LIMITED); valid otp_expiration minutes',
          'and sale_package_otp_max guesses; a new code ends the older ones. 400 PACKAGE_OTP_NO_PACKAGE when the',
          'voucher uses no package, 409 CUSTOMER_NO_PHONE. demo_code only for the demo tenant without an SMS',
          'gateway. Edit right on the service vouchers.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        response: {
          200: otpResponseSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, services.menuId, 'edit');
      return sendPackageOtp(deps, tenantOf(request), request.params.id, branchScopeOf(request), request.ip);
    },
  );
  typed.post(
    `/api/${services.path}/:id/package-otp/confirm`,
    {
      onRequest: noStoreHook,
      schema: {
        tags: [services.path],
        summary: "Check the customer's code: the voucher's package sessions are confirmed",
        description: [
          'Right, the voucher keeps the sessions it now uses as confirmed (lt_xac_nhan): with sale_package_require_otp',
          'it posts only while it uses those. 400 OTP_INVALID for a wrong, expired or used-up code; every guess',
          'counts. Edit right on the service vouchers.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        body: z.object({ code: z.string().trim().min(1).max(12).describe('The code the customer received') }),
        response: {
          200: z.object({ lt_xac_nhan: z.string().describe('The sessions confirmed') }),
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      await requireRight(deps, request, services.menuId, 'edit');
      return confirmPackageOtp(
        deps,
        tenantOf(request),
        request.params.id,
        branchScopeOf(request),
        request.body.code,
      );
    },
  );
};
