import { can, partnerPhoneFor } from '@sen/auth';
import { businessToday, errorSchema, localeFromAcceptLanguage, type UserInfo } from '@sen/domain';
import {
  callLogProblemOf,
  customerSummarySchema,
  fieldSchemaOf,
  isVipPartner,
  parseTimelineKinds,
  reportCatalogue,
  resourceNamed,
  TIMELINE_PAGE_DEFAULT,
  TIMELINE_PAGE_MAX,
  timelineKindSpecs,
  timelinePageSchema,
  timelinePositionOf,
  type Resource,
  type TimelineKind,
} from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { noStoreHook } from '../../http/cache-control.js';
import { branchScopeOf, staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { ApiError } from '../../http/api-error.js';
import { publishRecordChanges, type RecordChanges } from '../../realtime/record-changes.js';
import {
  customerCards,
  customerDebt,
  customerPackages,
  customerPoints,
  headerNames,
} from '../../services/customer-summary.js';
import { readTimeline } from '../../services/customer-timeline.js';
import { tenantConfigs } from '../../services/tenant-configs.js';
import { schemasOf } from '../resource-sets/catalogue-schemas.js';
import { requestUserInfo } from '../resource-sets/catalogue-scope.js';
import { requireRight } from '../resource-sets/set-access.js';
import { addressNamesOf } from '../../services/address-data.js';
import { oneRow, type DynamicDb, type RowScope, type SetRow } from '../resource-sets/set-query.js';
import { readConfig, readScopeOf, scopeOf } from '../resource-sets/set-scope.js';
import { createRecord, type WriteContext } from '../resource-sets/set-writes.js';

/**
 * The customer's page (Customer 360, /crm/partners/{id} in the back office):
 * - `GET crm/partners/{id}/summary`: the header (the phone masked for those who may not see it whole:
 *   `partnerPhoneShown` of @sen/auth) and the balances — debt, prepaid cards, packages, points;
 * - `GET crm/partners/{id}/timeline`: everything that happened with the customer, newest first, a page at a time
 *   (services/customer-timeline.ts);
 * - `POST crm/partners/{id}/calls`: a call logged from the page, with the follow-up appointment booked in the same
 *   write when one is asked for (crm_calllog_force_task makes one necessary).
 * Each needs the read right on the customers screen and a customer within its scope (branches, own customers for a
 * salesperson without read-all: 404 otherwise). Each balance and kind of entry follows its own source's read right
 * and scope: what the user may not read is left out (null balance, kind not listed), never refused.
 */

const partners = resourceNamed('partners')!;
const callLogs = resourceNamed('call-logs')!;
const tasks = resourceNamed('tasks')!;
const paymentCards = resourceNamed('payment-cards')!;
const customerPackagesSet = resourceNamed('customer-packages')!;
const customerCardsSet = resourceNamed('customer-cards')!;
const debtReport = reportCatalogue.find((report) => report.name === 'reports-sale-debt-revenue')!;

const params = z.object({ id: z.uuid().describe('The customer (_id)') });

/** The customer of the page within the user's scope of the customers screen: 404 outside it. */
const partnerOf = async (deps: AppDeps, request: FastifyRequest, id: string): Promise<SetRow> => {
  const scope = await readScopeOf(deps, request, partners);
  const row = await oneRow(deps.db as unknown as DynamicDb, partners, scope, { _id: id });
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return row;
};

const readable = (info: UserInfo, resource: Resource): boolean =>
  can(info, { menuId: resource.menuId, right: 'read' });

/**
 * The kinds of entry the user may see, each with its source's scope. Notes belong to the customer: whoever sees the
 * customer sees them, in the branches of the request.
 */
const timelineScopes = async (
  deps: AppDeps,
  request: FastifyRequest,
  info: UserInfo,
  wanted?: readonly TimelineKind[],
): Promise<Map<TimelineKind, RowScope>> => {
  const scopes = new Map<TimelineKind, RowScope>();
  for (const spec of timelineKindSpecs) {
    if (wanted && !wanted.includes(spec.kind)) continue;
    const source = resourceNamed(spec.source)!;
    if (spec.kind === 'note') {
      scopes.set(spec.kind, { tenantId: tenantOf(request).id, branches: branchScopeOf(request) });
      continue;
    }
    if (!readable(info, source)) continue;
    scopes.set(spec.kind, await scopeOf(deps, request, source));
  }
  return scopes;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const callBody = z.object({
  ma_dvcs: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .describe('Branch of the call (the one selected by default)'),
  ngay_ct: fieldSchemaOf(callLogs.fields.ngay_ct!).optional().describe('Day of the call (today by default)'),
  gio_goi: fieldSchemaOf(callLogs.fields.gio_goi!),
  chieu_goi: fieldSchemaOf(callLogs.fields.chieu_goi!),
  ket_qua: fieldSchemaOf(callLogs.fields.ket_qua!),
  tinh_trang: z
    .enum(['NEW', 'INTERESTED', 'THINKING', 'CALL_BACK', 'BOOKED', 'NOT_INTERESTED'])
    .nullable()
    .optional()
    .describe("The customer's status after the call (required for an answered call with crm_calllog_status)"),
  thoi_luong: fieldSchemaOf(callLogs.fields.thoi_luong!),
  noi_dung: fieldSchemaOf(callLogs.fields.noi_dung!),
  so_lh: z
    .string()
    .trim()
    .max(32)
    .nullable()
    .optional()
    .describe('An existing follow-up appointment (its number) instead of follow_up'),
  follow_up: z
    .object({
      ngay_hen: fieldSchemaOf(tasks.fields.ngay_hen!),
      gio_hen: fieldSchemaOf(tasks.fields.gio_hen!),
      thoi_luong: fieldSchemaOf(tasks.fields.thoi_luong!),
      noi_dung: fieldSchemaOf(tasks.fields.noi_dung!),
    })
    .nullable()
    .optional()
    .describe('The follow-up appointment to book with the call (needs the add right on appointments)'),
});

export const registerCustomer360Routes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${partners.path}/:id`;
  const tags = [partners.path.split('/')[0]!];

  typed.get(
    `${base}/summary`,
    {
      config: readConfig(partners),
      onRequest: noStoreHook,
      schema: {
        tags,
        summary: "A customer's page: header and balances",
        description: [
          'The customer (404 outside the scope of the customers screen: branches, own customers without read-all)',
          'with the names of its level, tag and group, VIP (level VIP), the phone masked (first and last 4 digits)',
          'unless the user is an administrator, its salesperson or may edit every customer. Balances, each null',
          'when the user may not read its source: debt (receivable 131 in the selected branches, read right on the',
          'sales debt report), prepaid cards (payment cards), packages with sessions left (customer packages),',
          'points (customer cards). kinds: the timeline kinds the user may see. Read right on the customers.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        response: { 200: customerSummarySchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const row = await partnerOf(deps, request, request.params.id);
      const info = await requestUserInfo(deps, request);
      const tenantId = tenantOf(request).id;
      const db = deps.db as never;
      const ma_kh = String(row.ma_kh);
      const phone = partnerPhoneFor(info, {
        ma_nvbh: text(row.ma_nvbh),
        dien_thoai: text(row.dien_thoai),
      });
      const { ten_nvbh, ...names } = await headerNames(db, tenantId, {
        ma_hang: row.ma_hang,
        ma_nhan: row.ma_nhan,
        ma_nhom_kh: row.ma_nhom_kh,
        ma_nvbh: row.ma_nvbh,
        ma_dvcs: row.ma_dvcs,
      });
      const kinds = [...(await timelineScopes(deps, request, info)).keys()];
      const scoped = async <T>(resource: Resource, read: (scope: RowScope) => Promise<T>) =>
        readable(info, resource) ? read(await scopeOf(deps, request, resource)) : null;
      return {
        partner: {
          _id: row._id,
          ma_kh,
          ten_kh: String(row.ten_kh ?? ''),
          dien_thoai: phone.dien_thoai,
          phone_masked: phone.masked,
          email: text(row.email),
          ngay_sinh: text(row.ngay_sinh),
          gioi_tinh: text(row.gioi_tinh),
          dia_chi: text(row.dia_chi),
          tinh_thanh: text(row.tinh_thanh),
          ma_tinh: text(row.ma_tinh),
          ma_xa: text(row.ma_xa),
          ...(await addressNamesOf(row.ma_tinh, row.ma_xa)),
          ma_dvcs: text(row.ma_dvcs),
          ma_nhom_kh: text(row.ma_nhom_kh),
          ma_hang: text(row.ma_hang),
          vip: isVipPartner({ ma_hang: row.ma_hang }),
          ma_nvbh: text(row.ma_nvbh),
          ten_nvbh: text(row.ten_nvbh) ?? ten_nvbh,
          ma_nhan: text(row.ma_nhan),
          ghi_chu: text(row.ghi_chu),
          nguoi_tao: text(row.nguoi_tao),
          ngay_tao: text(row.ngay_tao),
          ...names,
        },
        debt: can(info, { menuId: debtReport.menuId, right: 'read' })
          ? await customerDebt(db, tenantId, ma_kh, branchScopeOf(request))
          : null,
        cards: await scoped(paymentCards, (scope) => customerCards(db, scope, ma_kh)),
        packages: await scoped(customerPackagesSet, (scope) => customerPackages(db, scope, ma_kh)),
        points: await scoped(customerCardsSet, (scope) => customerPoints(db, scope, ma_kh)),
        kinds,
      };
    },
  );

  typed.get(
    `${base}/timeline`,
    {
      config: readConfig(partners),
      onRequest: noStoreHook,
      schema: {
        tags,
        summary: "A customer's timeline, newest first, a page at a time",
        description: [
          'Appointments, bills, POS sales, service vouchers, prepaid-card entries, package sessions used, calls,',
          'tickets, complaints, transfers between salespeople and notes, in one stream ordered by moment (Vietnam',
          'time) then id, newest first. kinds: a comma-separated filter (every kind the user may read by default);',
          'a kind whose source the user may not read is left out, its rows within the source’s scope only.',
          'before: the `next` cursor of the previous page (400 TIMELINE_CURSOR_INVALID for any other text); pages',
          'never repeat nor skip an entry. limit: 1 to 100 (20). Read right on the customers.',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        querystring: z.object({
          kinds: z.string().max(500).optional().describe("Kinds to show, comma-separated ('call,note')"),
          before: z.string().max(200).optional().describe('The cursor of the page (next of the previous)'),
          limit: z.coerce
            .number()
            .int()
            .min(1)
            .max(TIMELINE_PAGE_MAX)
            .optional()
            .describe(`Entries per page (default ${TIMELINE_PAGE_DEFAULT})`),
        }),
        response: { 200: timelinePageSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { kinds: kindsText, before: cursor, limit } = request.query;
      const asked = parseTimelineKinds(kindsText);
      if (asked.unknown.length > 0)
        throw new ApiError(400, 'VALIDATION_FAILED', {}, [
          {
            in: 'querystring',
            path: '/kinds',
            message: `Unknown kinds: ${asked.unknown.join(', ')}`,
          },
        ]);
      const before = cursor === undefined || cursor === '' ? undefined : timelinePositionOf(cursor);
      if (cursor && !before)
        throw new ApiError(400, 'TIMELINE_CURSOR_INVALID', {}, [{ in: 'querystring', path: '/before' }]);
      const row = await partnerOf(deps, request, request.params.id);
      const info = await requestUserInfo(deps, request);
      const visible = await timelineScopes(deps, request, info);
      const scopes = new Map([...visible].filter(([kind]) => !asked.kinds || asked.kinds.includes(kind)));
      const page = await readTimeline(deps.db as never, {
        tenantId: tenantOf(request).id,
        ma_kh: String(row.ma_kh),
        scopes,
        before,
        limit: limit ?? TIMELINE_PAGE_DEFAULT,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      return { ...page, kinds: [...visible.keys()] };
    },
  );

  typed.post(
    `${base}/calls`,
    {
      config: { ...readConfig(partners), staffContexts: 'keep' },
      onRequest: noStoreHook,
      schema: {
        tags,
        summary: 'Log a call with the customer, booking its follow-up appointment with it',
        description: [
          "A call log (call-logs) of the customer: their phone and name, the user's salesperson code, the day",
          '(today by default), hour, direction, result, status, length and content; with follow_up an appointment',
          '(tasks) of the customer is booked in the same transaction (its booking rules apply: 409 BOOKING_*) and',
          'named by the call (so_lh). The call settings: with crm_calllog_status an answered call needs its',
          'tinh_trang (400 CALL_STATUS_REQUIRED), with crm_calllog_force_task a follow-up, follow_up or so_lh (400',
          'CALL_FOLLOW_UP_REQUIRED). Add right on call logs (and on appointments for follow_up); a customer within',
          'the scope of the customers screen (404 otherwise).',
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params,
        body: callBody,
        response: {
          201: z.object({
            call: schemasOf(callLogs).row.describe('The call log as stored'),
            follow_up: schemasOf(tasks).row.nullable().describe('The appointment booked with it, if any'),
          }),
          400: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const partner = await partnerOf(deps, request, request.params.id);
      const body = request.body;
      await requireRight(deps, request, callLogs.menuId, 'add');
      if (body.follow_up) await requireRight(deps, request, tasks.menuId, 'add');
      const tenantId = tenantOf(request).id;
      const problem = callLogProblemOf(body, await tenantConfigs(deps.db, tenantId), Boolean(body.follow_up));
      if (problem)
        throw new ApiError(400, problem.code, {}, [
          { in: 'body', path: problem.field === 'so_lh' ? '/follow_up' : `/${problem.field}` },
        ]);
      const { user } = staffOf(request);
      const info = await requestUserInfo(deps, request);
      const saler = info.saler;
      const today = businessToday(new Date());
      const customer = {
        ma_kh: String(partner.ma_kh),
        ten_kh: String(partner.ten_kh ?? ''),
        dien_thoai: text(partner.dien_thoai),
      };
      const [callScope, taskScope] = await Promise.all([
        scopeOf(deps, request, callLogs, 'write'),
        scopeOf(deps, request, tasks, 'write'),
      ]);
      const changes: RecordChanges = [];
      const result = await deps.db.transaction().execute(async (trx) => {
        const ctxOf = (set: Resource, scope: RowScope): WriteContext => ({
          deps,
          request,
          set,
          scope,
          trx,
          menuId: set.menuId,
          changes,
        });
        const parsed = (set: Resource, record: Record<string, unknown>) => {
          const outcome = set.inputSchema.safeParse(record);
          if (!outcome.success)
            throw new ApiError(
              400,
              'VALIDATION_FAILED',
              {},
              outcome.error.issues.map((issue) => ({
                in: 'body',
                path: `/${set === tasks ? 'follow_up/' : ''}${issue.path.join('/')}`,
                message: issue.message,
              })),
            );
          return outcome.data as Record<string, unknown>;
        };
        const followUp = body.follow_up
          ? await createRecord(
              ctxOf(tasks, taskScope),
              parsed(tasks, {
                ...(body.ma_dvcs ? { ma_dvcs: body.ma_dvcs } : {}),
                ngay_ct: today,
                ...customer,
                ngay_hen: body.follow_up.ngay_hen,
                gio_hen: body.follow_up.gio_hen,
                thoi_luong: body.follow_up.thoi_luong,
                noi_dung: body.follow_up.noi_dung,
                ...(saler ? { ma_nvbh: saler.ma_nvbh, ten_nvbh: saler.ten_nvbh } : {}),
                trang_thai: '0',
              }),
            )
          : null;
        const call = await createRecord(
          ctxOf(callLogs, callScope),
          parsed(callLogs, {
            ...(body.ma_dvcs ? { ma_dvcs: body.ma_dvcs } : {}),
            ngay_ct: body.ngay_ct ?? today,
            gio_goi: body.gio_goi,
            chieu_goi: body.chieu_goi,
            ...customer,
            ...(saler
              ? { ma_nvbh: saler.ma_nvbh, ten_nvbh: saler.ten_nvbh }
              : { ten_nvbh: user.ten_nsd || user.user_name }),
            thoi_luong: body.thoi_luong,
            ket_qua: body.ket_qua,
            tinh_trang: body.tinh_trang ?? undefined,
            noi_dung: body.noi_dung,
            so_lh: followUp ? followUp.so_ct : (body.so_lh ?? null),
            nguon_goi: 'MANUAL',
          }),
        );
        return { call, follow_up: followUp };
      });
      if (changes.length > 0) await publishRecordChanges(deps.db, tenantId, changes);
      return reply.code(201).send(result);
    },
  );
};
