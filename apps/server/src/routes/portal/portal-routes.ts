import {
  businessToday,
  configNumber,
  errorSchema,
  isValidPhone,
  normalizePhone,
  otpResponseSchema,
} from '@sen/domain';
import {
  addressProblemsOf,
  isBookableStart,
  portalAppointmentsSchema,
  portalBookingOptionsSchema,
  portalBookingRequestSchema,
  portalCancelProblemOf,
  portalHistoryPageSchema,
  portalOverviewSchema,
  portalProfileInputSchema,
  portalProfileSchema,
  resourceNamed,
  spanOf,
  TASK_REQUESTED,
  timelinePositionOf,
  timeOfMinutes,
  type Transition,
} from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { CustomerRow, Tenant } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { noStoreHook } from '../../http/cache-control.js';
import { customerOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { publishRecordChanges, type RecordChanges } from '../../realtime/record-changes.js';
import { addressData, addressNamesOf } from '../../services/address-data.js';
import { recordChange } from '../../services/audit-log.js';
import { canonicalPhone } from '../../services/existence-values.js';
import { checkConfirmationCode, sendConfirmationCode } from '../../services/package-otp.js';
import {
  nextAppointment,
  portalAppointments,
  portalBookingOptions,
  portalCards,
  portalHistory,
  portalPackages,
  portalProfileOf,
} from '../../services/portal.js';
import { tenantConfigs } from '../../services/tenant-configs.js';
import { schemasOf } from '../resource-sets/catalogue-schemas.js';
import { oneRow, type DynamicDb, type SetRow } from '../resource-sets/set-query.js';
import { createRecord, patchRecord, type WriteContext } from '../resource-sets/set-writes.js';

/**
 * The client portal's own API (`/api/portal/*`, issue 19): the signed-in customer's home (cards and balances,
 * packages with sessions left and their use, the next appointment), appointments (cancelled within the tenant's
 * `portal_cancel_before` hours), a booking request that lands on the calendar as 'Chờ xác nhận' (status 5, holding
 * its slot: the booking rules of booking.ts judge it, a clash refused without naming the other booking), visits and
 * bills, and the profile: safe fields, and the phone changed only with a one-time code sent to the new number.
 *
 * Only customers: a staff token is 403, no token 401. Every read and write is the token's customer's own — the
 * code comes from the token, never from the client — so another customer's appointment is 404.
 */

const tasks = resourceNamed('tasks')!;
const cancelTransition = tasks.statuses!.transitions.find((t) => t.name === 'cancel') as Transition;

const config = { auth: 'required', customers: true, branchs: 'ignore', staffContexts: 'keep' } as const;
const base = { tags: ['portal'], security: bearerSecurity, headers: signedInHeaders } as const;

const me = (request: FastifyRequest) => customerOf(request).customer as CustomerRow & Record<string, unknown>;

const cancelWindow = async (deps: AppDeps, tenant: Tenant) =>
  configNumber(await tenantConfigs(deps.db, tenant.id), 'portal_cancel_before');

/** The ward's name of a customer's stored ward code (to show the street apart from it). */
const wardNameOf = async (ma_tinh: unknown, ma_xa: unknown): Promise<string | null> =>
  (await addressNamesOf(ma_tinh, ma_xa)).ten_xa;

const profileOf = async (customer: CustomerRow & Record<string, unknown>) =>
  portalProfileOf(customer, await wardNameOf(customer.ma_tinh, customer.ma_xa));

/** The customer's declared fields (its address lookups: the province and ward rule). */
const customerFields = resourceNamed('partners')!.fields;

const unknownChoice = (field: string) =>
  new ApiError(400, 'PORTAL_CHOICE_UNKNOWN', { field }, [{ in: 'body', path: `/${field}` }]);

/** A write of the catalogue on the customer's behalf, in one transaction; live changes published after it. */
const portalWrite = async <T>(
  deps: AppDeps,
  request: FastifyRequest,
  branches: readonly string[] | undefined,
  run: (ctx: WriteContext) => Promise<T>,
): Promise<T> => {
  const tenantId = tenantOf(request).id;
  const changes: RecordChanges = [];
  const result = await deps.db.transaction().execute((trx) =>
    run({
      deps,
      request,
      set: tasks,
      scope: { tenantId, ...(branches ? { branches } : {}) },
      trx,
      menuId: tasks.menuId,
      changes,
    }),
  );
  if (changes.length > 0) await publishRecordChanges(deps.db, tenantId, changes);
  return result;
};

const phoneBody = z.object({ phone: z.string().trim().min(1).max(32).describe('The new phone number') });
const PHONE_PURPOSE = (customerId: string) => `phone-change:${customerId}`;
const phoneSubject = (customerId: string, phone: string) => `${customerId}|${phone}`;

/** The new phone: valid, not the customer's own, no other customer's (409 PARTNER_PHONE_EXISTS). */
const newPhoneOf = async (deps: AppDeps, tenant: Tenant, customer: CustomerRow, raw: string) => {
  if (!isValidPhone(raw)) throw new ApiError(400, 'PHONE_INVALID', {}, [{ in: 'body', path: '/phone' }]);
  const phone = normalizePhone(raw);
  const canonical = canonicalPhone(phone);
  if (canonical === canonicalPhone(customer.dien_thoai ?? ''))
    throw new ApiError(400, 'PHONE_UNCHANGED', {}, [{ in: 'body', path: '/phone' }]);
  const other = await deps.db
    .selectFrom('customers')
    .select('_id')
    .where('tenant_id', '=', tenant.id)
    .where(sql.ref('dien_thoai_chuan'), '=', canonical)
    .where('_id', '<>', customer._id)
    .executeTakeFirst();
  if (other)
    throw new ApiError(409, 'PARTNER_PHONE_EXISTS', { value: phone }, [{ in: 'body', path: '/phone' }]);
  return phone;
};

export const registerPortalRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/portal/overview',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: "The signed-in customer's home: profile, cards, packages, next appointment",
        description:
          'Customers only (403 for staff). Their prepaid cards with balances, packages (sessions left first) with the sessions used, and the first upcoming appointment, across every branch.',
        response: { 200: portalOverviewSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const customer = me(request);
      const db = deps.db as never;
      const hours = await cancelWindow(deps, tenant);
      const [profile, cards, packages, appointments] = await Promise.all([
        profileOf(customer),
        portalCards(db, tenant.id, customer.ma_kh),
        portalPackages(db, tenant.id, customer.ma_kh),
        portalAppointments(db, tenant.id, customer.ma_kh, new Date(), hours),
      ]);
      return {
        profile,
        cards,
        packages,
        next_appointment: nextAppointment(appointments.upcoming),
        cancel_before_hours: hours,
      };
    },
  );

  typed.get(
    '/api/portal/appointments',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: "The signed-in customer's appointments: upcoming (soonest first) and past (last year)",
        description:
          'can_cancel: requested, booked or confirmed and at least portal_cancel_before hours ahead. Customers only.',
        response: { 200: portalAppointmentsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const hours = await cancelWindow(deps, tenant);
      const list = await portalAppointments(
        deps.db as never,
        tenant.id,
        me(request).ma_kh,
        new Date(),
        hours,
      );
      return { ...list, cancel_before_hours: hours };
    },
  );

  typed.post(
    '/api/portal/appointments/:id/cancel',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: 'Cancel one of the signed-in customer’s upcoming appointments',
        description: [
          'Their own appointment only (404 otherwise), requested, booked or confirmed (409',
          'PORTAL_APPOINTMENT_NOT_CANCELLABLE) and at least portal_cancel_before hours before it starts (409',
          'PORTAL_CANCEL_TOO_LATE). The appointment becomes cancelled (9) and frees its slot; audit-logged.',
        ].join(' '),
        params: z.object({ id: z.uuid() }),
        response: {
          200: portalAppointmentsSchema.shape.upcoming.element,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const customer = me(request);
      const hours = await cancelWindow(deps, tenant);
      await portalWrite(deps, request, undefined, async (ctx) => {
        const row = await oneRow(
          ctx.trx as unknown as DynamicDb,
          tasks,
          ctx.scope,
          { _id: request.params.id },
          true,
        );
        if (!row || row.ma_kh !== customer.ma_kh) throw new ApiError(404, 'NOT_FOUND');
        const problem = portalCancelProblemOf(
          {
            trang_thai: String(row.trang_thai ?? '0'),
            ngay_hen: String(row.ngay_hen),
            gio_hen: String(row.gio_hen),
          },
          new Date(),
          hours,
        );
        if (problem)
          throw new ApiError(
            409,
            problem.code,
            problem.code === 'PORTAL_CANCEL_TOO_LATE' ? { hours: problem.hours } : {},
          );
        return patchRecord({ ...ctx, transition: cancelTransition }, row as SetRow, { trang_thai: '9' });
      });
      const list = await portalAppointments(deps.db as never, tenant.id, customer.ma_kh, new Date(), hours);
      const found = [...list.upcoming, ...list.past].find((a) => a._id === request.params.id);
      if (!found) throw new ApiError(404, 'NOT_FOUND');
      return found;
    },
  );

  typed.get(
    '/api/portal/booking-options',
    {
      config,
      schema: {
        ...base,
        summary: 'What the booking request offers: services, branches with their hours, technicians',
        response: { 200: portalBookingOptionsSchema },
      },
    },
    async (request) => portalBookingOptions(deps.db as never, tenantOf(request).id),
  );

  typed.post(
    '/api/portal/appointments',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: 'Request an appointment: it lands on the calendar as requested (Chờ xác nhận) for the desk',
        description: [
          'An appointment of the signed-in customer with status 5 (requested), the service’s length, the',
          'technician when asked for. It holds its slot like a booking: the branch’s opening hours (409',
          'BOOKING_OUTSIDE_HOURS) and a technician taken then (409 PORTAL_SLOT_TAKEN, the other booking not named)',
          'are refused, as is a time already gone (400 PORTAL_BOOKING_IN_PAST) and a service, branch or technician',
          'not on the lists (400 PORTAL_CHOICE_UNKNOWN). The desk accepts it (accept: booked) or cancels it.',
        ].join(' '),
        body: portalBookingRequestSchema,
        response: {
          201: schemasOf(tasks).row,
          400: errorSchema,
          403: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const customer = me(request);
      const body = request.body;
      if (!isBookableStart(body.ngay_hen, body.gio_hen, new Date()))
        throw new ApiError(400, 'PORTAL_BOOKING_IN_PAST', {}, [{ in: 'body', path: '/gio_hen' }]);
      const options = await portalBookingOptions(deps.db as never, tenant.id);
      const service = options.services.find((s) => s.ma_vt === body.ma_vt);
      if (!service) throw unknownChoice('ma_vt');
      if (!options.branches.some((b) => b.ma_dvcs === body.ma_dvcs)) throw unknownChoice('ma_dvcs');
      const technician = body.ma_nv
        ? options.technicians.find(
            (t) => t.ma_nv === body.ma_nv && (!t.ma_dvcs || t.ma_dvcs === body.ma_dvcs),
          )
        : undefined;
      if (body.ma_nv && !technician) throw unknownChoice('ma_nv');
      const timing = (
        await sql<{ cho_sau: number | null; thoi_gian_cho: number | null }>`
          SELECT cho_sau::float8 AS cho_sau, thoi_gian_cho::float8 AS thoi_gian_cho FROM stock_services
          WHERE tenant_id = ${tenant.id} AND ma_vt = ${service.ma_vt}`.execute(deps.db)
      ).rows[0];
      const input = tasks.inputSchema.parse({
        ma_dvcs: body.ma_dvcs,
        ngay_ct: businessToday(new Date()),
        ma_kh: customer.ma_kh,
        ten_kh: customer.ten_kh,
        dien_thoai: customer.dien_thoai,
        ngay_hen: body.ngay_hen,
        gio_hen: body.gio_hen,
        thoi_luong: service.thoi_gian,
        ma_vt: service.ma_vt,
        ten_vt: service.ten_vt,
        cho_sau: timing?.cho_sau ?? 0,
        thoi_gian_cho: timing?.thoi_gian_cho ?? 0,
        ...(technician ? { ma_nv: technician.ma_nv, ten_nv: technician.ten_nv } : {}),
        ...(customer.ma_nvbh ? { ma_nvbh: customer.ma_nvbh, ten_nvbh: customer.ten_nvbh } : {}),
        noi_dung: body.noi_dung || null,
        trang_thai: TASK_REQUESTED,
      }) as Record<string, unknown>;
      try {
        const row = await portalWrite(deps, request, [body.ma_dvcs], (ctx) => createRecord(ctx, input));
        return reply.code(201).send(row);
      } catch (error) {
        if (
          error instanceof ApiError &&
          (error.code === 'BOOKING_EMPLOYEE_BUSY' || error.code === 'BOOKING_ROOM_BUSY')
        ) {
          const [from, to] = spanOf({
            ngay_hen: body.ngay_hen,
            gio_hen: body.gio_hen,
            thoi_luong: service.thoi_gian,
          }) ?? [0, 0];
          throw new ApiError(409, 'PORTAL_SLOT_TAKEN', { tu: timeOfMinutes(from), den: timeOfMinutes(to) }, [
            { in: 'body', path: '/gio_hen' },
          ]);
        }
        throw error;
      }
    },
  );

  typed.get(
    '/api/portal/history',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary:
          "The signed-in customer's visits and bills: bills, POS sales, service vouchers, newest first",
        querystring: z.object({
          before: z.string().max(200).optional().describe('The next cursor of the previous page'),
          limit: z.coerce.number().int().min(1).max(50).optional().describe('Entries a page (20)'),
        }),
        response: { 200: portalHistoryPageSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { before: cursor, limit } = request.query;
      const before = cursor ? timelinePositionOf(cursor) : undefined;
      if (cursor && !before)
        throw new ApiError(400, 'TIMELINE_CURSOR_INVALID', {}, [{ in: 'querystring', path: '/before' }]);
      return portalHistory(deps.db as never, tenantOf(request).id, me(request).ma_kh, before, limit ?? 20);
    },
  );

  typed.get(
    '/api/portal/profile',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: "The signed-in customer's profile",
        response: { 200: portalProfileSchema },
      },
    },
    async (request) => profileOf(me(request)),
  );

  typed.put(
    '/api/portal/profile',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: 'Change the safe fields of the profile: name, birthday, email, address (province and ward)',
        description: [
          'The province and ward come from GET /api/cities and /api/cities/{id}/wards (400 PORTAL_CHOICE_UNKNOWN',
          'otherwise); dia_chi is stored with the ward’s name after the street, tinh_thanh with the province’s.',
          'The code, group, salesperson and phone are not changed here (the phone: /api/portal/phone/…).',
        ].join(' '),
        body: portalProfileInputSchema,
        response: { 200: portalProfileSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const customer = me(request);
      const body = request.body;
      const data = await addressData();
      // The staff form's rule (the customer's address lookups): a known province, a ward of it.
      const problem = addressProblemsOf(customerFields, body, data)[0];
      if (problem) throw unknownChoice(problem.field);
      const city = body.ma_tinh ? data.cityByCode.get(body.ma_tinh) : undefined;
      const ward = body.ma_xa
        ? data.wardsByCity.get(body.ma_tinh ?? '')?.find((w) => w.ma_xa === body.ma_xa)
        : undefined;
      const street = body.dia_chi?.trim() || '';
      const dia_chi = [street, ward?.ten_xa].filter(Boolean).join(', ') || null;
      const values = {
        ten_kh: body.ten_kh,
        ngay_sinh: body.ngay_sinh || null,
        email: body.email || null,
        dia_chi,
        tinh_thanh: city?.ten_tinh ?? null,
        ma_tinh: city?.ma_tinh ?? null,
        ma_xa: ward?.ma_xa ?? null,
      };
      const updated = await deps.db.transaction().execute(async (trx) => {
        const before = await sql<Record<string, unknown>>`
          SELECT ten_kh, to_char(ngay_sinh, 'YYYY-MM-DD') AS ngay_sinh, email, dia_chi, tinh_thanh, ma_tinh, ma_xa
          FROM customers WHERE tenant_id = ${tenant.id} AND _id = ${customer._id} FOR UPDATE`.execute(trx);
        const after = (
          await sql<Record<string, unknown>>`
            UPDATE customers SET ten_kh = ${values.ten_kh}, ngay_sinh = ${values.ngay_sinh}::date,
              email = ${values.email}, dia_chi = ${values.dia_chi}, tinh_thanh = ${values.tinh_thanh},
              ma_tinh = ${values.ma_tinh}, ma_xa = ${values.ma_xa},
              nguoi_sua = ${`portal:${customer.ma_kh}`}, ngay_sua = now()
            WHERE tenant_id = ${tenant.id} AND _id = ${customer._id}
            RETURNING *`.execute(trx)
        ).rows[0]!;
        await recordChange(trx, request, {
          action: 'update',
          resource: 'crm/partners',
          resourceName: 'partners',
          recordId: customer._id,
          recordKey: customer.ma_kh,
          before: before.rows[0] ?? null,
          after: values,
        });
        return after;
      });
      return profileOf(updated as CustomerRow & Record<string, unknown>);
    },
  );

  typed.post(
    '/api/portal/phone/code',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: 'Send a one-time code to the NEW phone number, to change the profile’s phone',
        description: [
          '400 PHONE_INVALID, 400 PHONE_UNCHANGED (it is theirs already), 409 PARTNER_PHONE_EXISTS (another',
          'customer’s). The code goes to the new number (sms_logs), valid otp_expiration minutes, at most',
          'otp_max_hourly codes a number an hour (429 OTP_RATE_LIMITED); demo_code only for the demo tenant without',
          'an SMS gateway.',
        ].join(' '),
        body: phoneBody,
        response: { 200: otpResponseSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const customer = me(request);
      const phone = await newPhoneOf(deps, tenant, customer, request.body.phone);
      return sendConfirmationCode(deps, tenant, request.ip, async () => ({
        purpose: PHONE_PURPOSE(customer._id),
        phone,
        subject: phoneSubject(customer._id, phone),
        message: (code, minutes) =>
          `Ma xac nhan doi so dien thoai tai ${tenant.name}: ${code}. Hieu luc ${minutes} phut.`,
      }));
    },
  );

  typed.post(
    '/api/portal/phone',
    {
      config,
      onRequest: noStoreHook,
      schema: {
        ...base,
        summary: 'Change the profile’s phone with the code sent to the new number',
        description:
          '400 OTP_INVALID for a wrong, expired or used-up code or one sent for another number (sale_package_otp_max guesses a code); 409 PARTNER_PHONE_EXISTS when the number became another customer’s meanwhile. The next sign-in is with the new number.',
        body: phoneBody.extend({ code: z.string().trim().min(1).max(10) }),
        response: { 200: portalProfileSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const customer = me(request);
      const phone = await newPhoneOf(deps, tenant, customer, request.body.phone);
      try {
        const updated = await checkConfirmationCode(
          deps,
          tenant,
          request.body.code,
          async () => ({ purpose: PHONE_PURPOSE(customer._id), subject: phoneSubject(customer._id, phone) }),
          async (trx) => {
            const row = (
              await sql<Record<string, unknown>>`
                UPDATE customers SET dien_thoai = ${phone}, nguoi_sua = ${`portal:${customer.ma_kh}`},
                  ngay_sua = now()
                WHERE tenant_id = ${tenant.id} AND _id = ${customer._id} RETURNING *`.execute(trx)
            ).rows[0]!;
            await recordChange(trx, request, {
              action: 'update',
              resource: 'crm/partners',
              resourceName: 'partners',
              recordId: customer._id,
              recordKey: customer.ma_kh,
              before: { dien_thoai: customer.dien_thoai },
              after: { dien_thoai: phone },
            });
            return row;
          },
        );
        return profileOf(updated as CustomerRow & Record<string, unknown>);
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505')
          throw new ApiError(409, 'PARTNER_PHONE_EXISTS', { value: phone }, [{ in: 'body', path: '/phone' }]);
        throw error;
      }
    },
  );
};
