import { errorSchema } from '@sen/domain';
import { catalogueEntryOfRoute, resourceNamed, type View } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { customerCardsJson } from '../../pricing/price-at-entry.js';
import { requireRight } from '../resource-sets/set-access.js';
import { scopedRows } from '../resource-sets/set-query.js';
import { scopeOf } from '../resource-sets/set-scope.js';

/**
 * The customers a till keeps on the device (apps/pos, modules/catalogue): those the cashier may read in the sales
 * customers list (its branch, read-all and employee scopes), each with what finding them and pricing their sale
 * needs — code, name, phone, group and membership cards in use. A tenant may have 100,000 customers and more, so
 * the till reads them once in pages in code order (`after`), then only those changed since (`since`, a marker
 * this route answers), and reads them all again when its count no longer matches.
 */

/** Customers a page holds at most. */
export const TILL_CUSTOMERS_PAGE = 5000;

const card = z.object({
  ma_the: z.string(),
  ma_loai_the: z.string().nullable(),
  ngay_phat_hanh: z.string().nullable().describe('YYYY-MM-DD'),
  ngay_het_han: z.string().nullable().describe('YYYY-MM-DD'),
});

const tillCustomer = z.object({
  ma_kh: z.string(),
  ten_kh: z.string(),
  dien_thoai: z.string().nullable(),
  ma_nhom_kh: z.string().nullable(),
  the: z.array(card).optional().describe('Membership cards in use (trang_thai 1); absent when none'),
});

const query = z.object({
  after: z.string().max(64).optional().describe('The last customer code of the previous page'),
  since: z
    .string()
    .regex(/^\d{1,20}$/)
    .optional()
    .describe('A marker this route answered: only the customers changed (or whose cards changed) since'),
  limit: z.coerce.number().int().min(1).max(TILL_CUSTOMERS_PAGE).optional(),
});

const page = z.object({
  items: z.array(tillCustomer),
  next: z.string().nullable().describe('Pass as `after` for the next page; null on the last'),
  marker: z
    .string()
    .nullable()
    .describe('On a first page (no `after`): pass as `since` to read what changes from now on'),
  total: z
    .number()
    .int()
    .nullable()
    .describe('On a first page: how many customers the user may read (the till compares its own count)'),
});

type CardRow = z.infer<typeof card>;

/**
 * `GET sales/retail-orders/till-customers`: a page of the customers above, in code order. Needs the read right on
 * the sales customers list.
 */
export const registerTillCustomerRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const orders = resourceNamed('retail-orders')!;
  const view = catalogueEntryOfRoute('/sales/customers') as View;
  const partners = resourceNamed(view.resource)!;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/${orders.path}/till-customers`,
    {
      onRequest: noStoreHook,
      config: { branchs: 'check' },
      schema: {
        tags: [orders.path],
        summary: 'The customers a till keeps on the device, a page at a time',
        description: [
          `The customers the user may read in ${view.path} (Branchs, read-all and employee scopes), in code order,`,
          `at most ${TILL_CUSTOMERS_PAGE} a page: code, name, phone, group and membership cards in use (what the`,
          'till searches and prices by). `since` (the `marker` of an earlier first page) answers only those changed',
          `since; a first page's \`total\` counts them all. Needs the read right on menu '${view.menuId}'.`,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        querystring: query,
        response: { 200: page, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      await requireRight(deps, request, view.menuId, 'read');
      const { after, since, limit = TILL_CUSTOMERS_PAGE } = request.query;
      const scope = await scopeOf(deps, request, partners, 'read', view.menuId);
      // What changes from now on, read before the rows: every transaction older than the oldest one still running
      // is in what is read below (the 32 bits of a transaction id a row's xmin holds).
      const marker =
        after === undefined
          ? (
              await sql<{ marker: string }>`
                SELECT (pg_snapshot_xmin(pg_current_snapshot())::text::numeric % 4294967296)::text AS marker`.execute(
                deps.db,
              )
            ).rows[0]!.marker
          : null;
      const inScope = () => scopedRows(deps.db as never, partners, scope);
      let rows = inScope()
        .select([
          sql<string>`customers.ma_kh`.as('ma_kh'),
          sql<string>`customers.ten_kh`.as('ten_kh'),
          sql<string | null>`customers.dien_thoai`.as('dien_thoai'),
          sql<string | null>`customers.ma_nhom_kh`.as('ma_nhom_kh'),
          sql<CardRow[]>`${customerCardsJson(sql`customers`)}`.as('the'),
        ] as never)
        .orderBy(sql`customers.ma_kh`)
        .limit(limit + 1);
      if (after !== undefined) rows = rows.where(sql`customers.ma_kh`, '>', after);
      if (since !== undefined)
        rows = rows.where(
          sql<boolean>`(customers.xmin::text::bigint >= ${since}::bigint OR EXISTS (
            SELECT 1 FROM sales_customer_cards k
            WHERE k.tenant_id = customers.tenant_id AND k.ma_kh = customers.ma_kh
              AND k.xmin::text::bigint >= ${since}::bigint))`,
          '=',
          true,
        );
      const found = (await rows.execute()) as unknown as (Omit<z.infer<typeof tillCustomer>, 'the'> & {
        the: (CardRow & { ck?: unknown })[];
      })[];
      const more = found.length > limit;
      const items = found.slice(0, limit).map(({ the, ...customer }) => ({
        ...customer,
        ...(the.length > 0 && {
          the: the.map(({ ma_the, ma_loai_the, ngay_phat_hanh, ngay_het_han }) => ({
            ma_the,
            ma_loai_the,
            ngay_phat_hanh,
            ngay_het_han,
          })),
        }),
      }));
      const total =
        after === undefined
          ? Number(
              (
                (await inScope()
                  .select(sql<string>`count(*)`.as('n') as never)
                  .executeTakeFirstOrThrow()) as { n: string }
              ).n,
            )
          : null;
      return { items, next: more ? items[items.length - 1]!.ma_kh : null, marker, total };
    },
  );
};
