import { errorSchema } from '@sen/domain';
import { pricingFlagNames, resourceNamed, type Resource } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { priceAtEntry } from '../../pricing/price-at-entry.js';
import { schemasOf } from '../resource-sets/catalogue-schemas.js';
import { requireBranch, requireRight } from '../resource-sets/set-access.js';
import { scopeOf } from '../resource-sets/set-scope.js';

/**
 * `POST <voucher path>/price`: a bill, retail order or service voucher as it is being entered, priced by the
 * tenant's rules exactly as saving it would (pricing/price-at-entry.ts) and with its totals, stored nowhere. The
 * back office's form and the POS ask while the cashier types; a discount code that does not apply answers its 400
 * or 409 here already.
 */

const money = z.number().describe('VND');
const text = z.string().nullable();

const pricedLine = z.looseObject({
  ma_vt: z.string(),
  ten_vt: text.optional(),
  so_luong: z.number(),
  gia: money,
  ck: z.number().describe('Discount %'),
  thue_suat: z.number().describe('Tax %'),
  tien: money,
  tien_ck: money,
  tien_giam: money.describe('Amount off beyond the percent: a rule per unit, a share of the bill discount'),
  tien_thue: money,
  thanh_tien: money,
  loai_km: text.describe('The kind of rule that priced the line (KMSP, KMDS, GV, CK, THE, NHOM, TAY)'),
  ma_km: text.describe('The rule: voucher number, golden-hour code, card type or customer group'),
  hang_km: z.boolean().describe("A promotion's gift (price 0), made anew on every write"),
});

const quote = z.looseObject({
  ma_ck: text,
  ma_km_hd: text.describe('The revenue promotion the bill reached'),
  tien_ck_hd: money.describe('The bill discount: the revenue band, then the discount code'),
  t_tien: money,
  t_ck: money,
  t_thue: money,
  t_tt: money,
  chi_tiet: z.array(pricedLine),
});

/** A voucher being entered: what pricing reads (only lines with a product; other fields as the form holds them). */
const quoteInputOf = (set: Resource) =>
  z.looseObject({
    _id: z.uuid().optional().describe('The stored voucher being edited'),
    // The voucher date as a save takes it (within the dates the database holds).
    ngay_ct: (schemasOf(set).input as z.ZodObject).shape.ngay_ct as z.ZodType<string>,
    ma_dvcs: z.string().max(16).optional(),
    ma_kh: z.string().max(32).nullish(),
    ma_ck: z.string().max(32).nullish(),
    chi_tiet: z
      .array(
        z.looseObject({
          ma_vt: z.string().min(1).max(32),
          ma_lt: z.string().max(64).nullish(),
          so_luong: z.number().min(0).max(1e9),
          gia: z.number().min(0).max(1e12).nullish(),
          ck: z.number().min(0).max(100).nullish(),
          thue_suat: z.number().min(0).max(100).nullish(),
        }),
      )
      .max(500),
  });

const registerQuote = (app: FastifyInstance, deps: AppDeps, set: Resource) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    `/api/${set.path}/price`,
    {
      onRequest: noStoreHook,
      schema: {
        tags: [set.path],
        summary: `${set.title.en}: price a voucher being entered (nothing stored)`,
        description: [
          'The body is the voucher as a create takes it (with `_id` when it is an edit of a stored one). The answer',
          'is the voucher priced by the rules a save applies: list prices and tax rates unless the manual flags',
          'let them be typed, the best line rule recorded on each line, promotion gifts, the bill discount spread',
          'over the lines, and the totals. 400 DISCOUNT_CODE_INVALID, 409 DISCOUNT_CODE_USED_UP for a code that',
          `does not apply. Needs the add or edit right on menu '${set.menuId}'.`,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body: quoteInputOf(set),
        response: { 200: quote, 400: errorSchema, 403: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown>;
      await requireRight(deps, request, set.menuId, body._id ? 'edit' : 'add');
      const scope = await scopeOf(deps, request, set, 'write');
      const branch = typeof body.ma_dvcs === 'string' && body.ma_dvcs ? body.ma_dvcs : scope.branches?.[0];
      requireBranch(scope.branches, branch);
      return deps.db.transaction().execute(async (trx) => {
        const existing = body._id
          ? ((await trx
              .selectFrom(set.table as never)
              .select(['_id', 'ngay_tao'] as never)
              .where('tenant_id' as never, '=', scope.tenantId as never)
              .where('_id' as never, '=', body._id as never)
              .executeTakeFirst()) as Record<string, unknown> | undefined)
          : undefined;
        const priced = await priceAtEntry(
          trx,
          scope.tenantId,
          set,
          { ...body, ma_dvcs: branch },
          existing ?? null,
        );
        return (set.derive ? set.derive(priced) : priced) as z.infer<typeof quote>;
      });
    },
  );
};

/** The price routes of the priced vouchers. */
export const registerPriceQuoteRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  for (const name of Object.keys(pricingFlagNames)) registerQuote(app, deps, resourceNamed(name)!);
};
