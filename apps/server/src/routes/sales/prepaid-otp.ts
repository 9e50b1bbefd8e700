import { errorSchema, otpResponseSchema } from '@sen/domain';
import { resourceNamed } from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { branchScopeOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { confirmPrepaidOtp, sendPrepaidOtp } from '../../services/prepaid-otp.js';
import { requireBranch, requireRight } from '../resource-sets/set-access.js';

/**
 * The customer's confirmation by one-time code of what a till's retail order spends of their prepaid value —
 * package sessions and their prepaid card (services/prepaid-otp.ts), before the order is stored:
 * `POST sales/retail-orders/prepaid-otp` sends the code, `POST sales/retail-orders/prepaid-otp/confirm` checks it.
 * Both take the order's id (the `_id` the till will send it under) and its spending, and need the add right on the
 * retail orders (the cashier's) and a branch of the request's.
 */

const spending = {
  _id: z.uuid().describe('The id the order is (or will be) stored under: the till makes it (UUIDv7)'),
  ma_dvcs: z.string().max(16).nullish().describe("The order's branch (the one selected when left out)"),
  ma_kh: z.string().trim().min(1).max(32).describe("The order's customer, whose packages and card pay"),
  chi_tiet: z
    .array(
      z.object({
        ma_lt: z.string().max(64).nullish().describe("A package of the customer's paying the line"),
        ma_vt: z.string().max(32).nullish(),
        so_luong: z.number().min(0).max(1e6).describe('Sessions the line uses'),
      }),
    )
    .max(500)
    .nullish(),
  ma_the: z.string().max(32).nullish().describe("The customer's prepaid card"),
  tien_the: z.number().min(0).max(1e12).nullish().describe('What the card pays (VND)'),
};

const confirmed = z.object({
  lt_xac_nhan: z.string().describe("What the code confirms: 'CN01.HD000123.1 × 1, THE001: 250000'"),
});

export const registerPrepaidOtpRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** The add right on retail orders and a branch the request works with; the branches. */
  const allowed = async (request: FastifyRequest, ma_dvcs: string | null | undefined) => {
    await requireRight(deps, request, orders.menuId, 'add');
    const branches = branchScopeOf(request);
    requireBranch(branches, ma_dvcs || branches[0]);
    return branches;
  };
  typed.post(
    `/api/${orders.path}/prepaid-otp`,
    {
      onRequest: noStoreHook,
      schema: {
        tags: [orders.path],
        summary:
          'Send the customer a code confirming what an order spends of their packages and prepaid card',
        description: [
          'With sale_package_require_otp, a retail order spending package sessions (lines with ma_lt) or the',
          "customer's prepaid card (ma_the, tien_the) posts only once its customer confirmed that spending by code",
          "(409 PREPAID_OTP_REQUIRED). The code goes to the customer's phone for the spending as sent, bound to",
          'the order id: the till asks before it sends the order. The packages and the card must be the',
          "customer's (400 LOOKUP_NOT_MATCHING); 400 PREPAID_OTP_NOTHING when nothing prepaid is spent; 409",
          'CUSTOMER_NO_PHONE. At most otp_max_hourly codes per phone per hour (429 OTP_RATE_LIMITED); valid',
          'otp_expiration minutes and sale_package_otp_max guesses; a new code ends the older ones. demo_code only',
          'for the demo tenant without an SMS gateway. Add right on the retail orders.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body: z.object(spending),
        response: {
          200: otpResponseSchema.extend(confirmed.shape),
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const branches = await allowed(request, request.body.ma_dvcs);
      return sendPrepaidOtp(deps, tenantOf(request), request.body, branches, request.ctx.locale, request.ip);
    },
  );
  typed.post(
    `/api/${orders.path}/prepaid-otp/confirm`,
    {
      onRequest: noStoreHook,
      schema: {
        tags: [orders.path],
        summary: "Check the customer's code: what the order spends of their prepaid value is confirmed",
        description: [
          'The body is the spending the code was sent for, and the code. Right, the confirmation is kept under the',
          "order's id: the order, sent under that id with that customer and spending, is stamped with it",
          '(lt_xac_nhan) and posts; any other order, or other spending, is not confirmed by it. 400 OTP_INVALID',
          'for a wrong, expired or used-up code; every guess counts. Add right on the retail orders.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body: z.object({
          ...spending,
          code: z.string().trim().min(1).max(12).describe('The code the customer received'),
        }),
        response: {
          200: confirmed,
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const branches = await allowed(request, request.body.ma_dvcs);
      const { code, ...spend } = request.body;
      return confirmPrepaidOtp(deps, tenantOf(request), spend, branches, request.ctx.locale, code);
    },
  );
};
