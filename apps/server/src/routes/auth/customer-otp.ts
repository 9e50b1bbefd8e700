import { errorSchema, otpResponseSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { noStoreHook } from '../../http/cache-control.js';
import { tenantHeaders } from '../../http/documented-headers.js';
import { sendCustomerOtp } from '../../services/customer-otp.js';

export const registerCustomerOtpRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/otp/customer/:id',
    {
      config: { auth: 'public' },
      onRequest: noStoreHook,
      schema: {
        tags: ['auth'],
        summary: "Send a one-time sign-in code to a customer's phone",
        description:
          'The code is valid otp_expiration minutes; at most otp_max_hourly codes per phone per hour (429 OTP_RATE_LIMITED). ' +
          'demo_code is included only for the seeded demo tenant while no SMS gateway (config sms.provider) is configured; ' +
          'every message is also written to sms_logs. Answers are `Cache-Control: no-store`.',
        headers: tenantHeaders,
        params: z.object({ id: z.string().describe("The customer's phone number") }),
        response: { 200: otpResponseSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => sendCustomerOtp(deps, tenantOf(request), request.params.id),
  );
};
