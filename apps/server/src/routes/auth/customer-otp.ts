import { errorSchema, otpResponseSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { tenantOf } from '../../http/context-access.js';
import { noStoreHook } from '../../http/cache-control.js';
import { tenantHeaders } from '../../http/documented-headers.js';
import { OTP_MAX_GUESSES, otpSendLimits, sendCustomerOtp } from '../../services/customer-otp.js';

export const registerCustomerOtpRoute = (app: FastifyInstance, deps: AppDeps): void => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/auth/otp/customer/:id',
    {
      config: { auth: 'public' },
      onRequest: noStoreHook,
      schema: {
        tags: ['auth'],
        summary: "Send a one-time sign-in code to a customer's phone",
        description: [
          'A malformed phone number answers 400 PHONE_INVALID. Any other number gets the same answer whether a',
          'customer has it or not (nothing is sent to a number no customer has), and counts the same towards the',
          `limits: at most otp_max_hourly codes per phone per hour (429 OTP_RATE_LIMITED), ${otpSendLimits.perIpHourly}`,
          `per IP and ${otpSendLimits.perTenantHourly} per tenant per hour (429 OTP_SEND_LIMITED). The code is valid`,
          `otp_expiration minutes and ${OTP_MAX_GUESSES} guesses; a new code ends the older ones. demo_code is included`,
          'only for the seeded demo tenant while no SMS gateway (config sms.provider) is configured. Messages are',
          'written to sms_logs with the code masked. Answers are `Cache-Control: no-store`.',
        ].join(' '),
        headers: tenantHeaders,
        params: z.object({ id: z.string().describe("The customer's phone number") }),
        response: { 200: otpResponseSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => sendCustomerOtp(deps, tenantOf(request), request.params.id, request.ip),
  );
};
