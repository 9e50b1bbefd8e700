import { z } from 'zod';
import { appointmentStart } from './task-reminders.js';
import { bilingual, timeMessage } from '../../input/issue-message.js';

/**
 * The client portal (issue 19): what a signed-in customer reads and does about their own things — cards and
 * packages, appointments (cancelled within the tenant's window, `portal_cancel_before` hours), a booking request
 * that waits on the calendar as 'Chờ xác nhận' (5) until the desk accepts it, past visits and bills, and their
 * profile. The wire shapes of `/api/portal/*` and the pure rules both sides apply.
 */

/** The appointment status of a booking request made on the portal ('Chờ xác nhận'). */
export const TASK_REQUESTED = '5';

/** Statuses of an upcoming appointment a customer may still cancel: requested, booked, confirmed. */
export const portalCancellableStatuses: readonly string[] = [TASK_REQUESTED, '0', '1'];

/** Why a customer may not cancel an appointment now, or undefined when they may. */
export type PortalCancelProblem =
  { code: 'PORTAL_APPOINTMENT_NOT_CANCELLABLE' } | { code: 'PORTAL_CANCEL_TOO_LATE'; hours: number };

/**
 * A customer cancels their own appointment while it is requested, booked or confirmed, and at least
 * `hoursBefore` hours before it starts (0: until it starts).
 */
export const portalCancelProblemOf = (
  task: { trang_thai?: string | null; ngay_hen: string; gio_hen: string },
  now: Date,
  hoursBefore: number,
): PortalCancelProblem | undefined => {
  if (!portalCancellableStatuses.includes(String(task.trang_thai ?? '0')))
    return { code: 'PORTAL_APPOINTMENT_NOT_CANCELLABLE' };
  const start = appointmentStart(task.ngay_hen, task.gio_hen);
  if (!start || start.getTime() <= now.getTime()) return { code: 'PORTAL_APPOINTMENT_NOT_CANCELLABLE' };
  const window = Math.max(0, Number.isFinite(hoursBefore) ? hoursBefore : 0);
  if (start.getTime() - now.getTime() < window * 3_600_000)
    return { code: 'PORTAL_CANCEL_TOO_LATE', hours: window };
  return undefined;
};

/** Whether a customer's request is for a start still ahead (at least `leadMinutes` from now). */
export const isBookableStart = (ngay_hen: string, gio_hen: string, now: Date, leadMinutes = 0): boolean => {
  const start = appointmentStart(ngay_hen, gio_hen);
  return start !== undefined && start.getTime() >= now.getTime() + leadMinutes * 60_000;
};

/** A day that exists, within years the database keeps (year 0 is none: '0000-01-01' is refused). */
const day = z.iso
  .date()
  .refine(
    (value) => value >= '1900-01-01' && value <= '2999-12-31',
    bilingual({ vi: 'Ngày từ năm 1900 đến năm 2999', en: 'A day from 1900 to 2999' }),
  );
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage);

export const portalCardSchema = z.object({
  _id: z.string(),
  ma_the: z.string(),
  ma_loai_the: z.string().nullable(),
  so_du: z.number(),
  trang_thai: z.string().nullable(),
  ngay_het_han: z.string().nullable(),
});

export const portalPackageUseSchema = z.object({
  ngay_ct: z.string(),
  so_ct: z.string().nullable(),
  so_buoi: z.number().describe('Sessions used (negative when given back)'),
  ma_dvcs: z.string().nullable(),
  ten_dvcs: z.string().nullable(),
});

export const portalPackageSchema = z.object({
  _id: z.string(),
  ma_lt: z.string(),
  ten_goi: z.string().nullable(),
  ten_dv: z.string().nullable(),
  so_buoi: z.number(),
  so_buoi_con: z.number(),
  ngay_mua: z.string().nullable(),
  ngay_het_han: z.string().nullable(),
  uses: z.array(portalPackageUseSchema).describe('Sessions used, newest first (at most 50)'),
});

export const portalProfileSchema = z.object({
  ma_kh: z.string(),
  ten_kh: z.string(),
  dien_thoai: z.string().nullable(),
  email: z.string().nullable(),
  ngay_sinh: z.string().nullable(),
  dia_chi: z.string().nullable(),
  tinh_thanh: z.string().nullable(),
  ma_tinh: z.string().nullable(),
  ma_xa: z.string().nullable(),
});
export type PortalProfile = z.infer<typeof portalProfileSchema>;

export const portalAppointmentSchema = z.object({
  _id: z.string(),
  so_ct: z.string(),
  ngay_hen: z.string(),
  gio_hen: z.string(),
  thoi_luong: z.number().nullable(),
  ma_vt: z.string().nullable(),
  ten_vt: z.string().nullable(),
  ten_nv: z.string().nullable(),
  ma_dvcs: z.string().nullable(),
  ten_dvcs: z.string().nullable(),
  noi_dung: z.string().nullable(),
  trang_thai: z.string(),
  can_cancel: z.boolean().describe('Whether the customer may cancel it now (status and the window)'),
});
export type PortalAppointment = z.infer<typeof portalAppointmentSchema>;

export const portalAppointmentsSchema = z.object({
  upcoming: z.array(portalAppointmentSchema),
  past: z.array(portalAppointmentSchema),
  cancel_before_hours: z.number(),
});
export type PortalAppointments = z.infer<typeof portalAppointmentsSchema>;

export const portalOverviewSchema = z.object({
  profile: portalProfileSchema,
  cards: z.array(portalCardSchema),
  packages: z.array(portalPackageSchema),
  next_appointment: portalAppointmentSchema.nullable(),
  cancel_before_hours: z.number().describe('config portal_cancel_before'),
});
export type PortalOverview = z.infer<typeof portalOverviewSchema>;

export const portalBookingOptionsSchema = z.object({
  services: z.array(
    z.object({ ma_vt: z.string(), ten_vt: z.string(), thoi_gian: z.number(), gia_ban: z.number() }),
  ),
  branches: z.array(
    z.object({
      ma_dvcs: z.string(),
      ten_dvcs: z.string(),
      gio_mo: z.string().nullable(),
      gio_dong: z.string().nullable(),
    }),
  ),
  technicians: z.array(z.object({ ma_nv: z.string(), ten_nv: z.string(), ma_dvcs: z.string().nullable() })),
});
export type PortalBookingOptions = z.infer<typeof portalBookingOptionsSchema>;

export const portalBookingRequestSchema = z.object({
  ma_vt: z.string().trim().min(1).max(32).describe('The service'),
  ma_dvcs: z.string().trim().min(1).max(32).describe('The branch'),
  ngay_hen: day,
  gio_hen: time,
  ma_nv: z.string().trim().max(32).nullish().describe('A technician asked for (optional)'),
  noi_dung: z.string().trim().max(500).nullish().describe('A note for the desk'),
});
export type PortalBookingRequest = z.infer<typeof portalBookingRequestSchema>;

export const portalHistoryEntrySchema = z.object({
  kind: z.enum(['bill', 'retail', 'service']),
  id: z.string(),
  day: z.string(),
  so_ct: z.string().nullable(),
  title: z.string().nullable(),
  amount: z.number().nullable(),
  card: z.string().nullable(),
  card_amount: z.number().nullable(),
  ma_dvcs: z.string().nullable(),
  ten_dvcs: z.string().nullable(),
});
export type PortalHistoryEntry = z.infer<typeof portalHistoryEntrySchema>;
export const portalHistoryPageSchema = z.object({
  items: z.array(portalHistoryEntrySchema),
  next: z.string().nullable(),
});
export type PortalHistoryPage = z.infer<typeof portalHistoryPageSchema>;

/** The profile fields a customer may change themselves (never their code, group, salesperson or phone). */
export const portalProfileInputSchema = z.object({
  ten_kh: z.string().trim().min(1).max(200),
  ngay_sinh: day.nullish(),
  email: z.union([z.email().max(200), z.literal('')]).nullish(),
  dia_chi: z.string().trim().max(300).nullish().describe('Street and number'),
  ma_tinh: z.string().trim().max(10).nullish().describe('Province (GET /api/cities)'),
  ma_xa: z.string().trim().max(10).nullish().describe('Ward (GET /api/cities/{id}/wards)'),
});
export type PortalProfileInput = z.infer<typeof portalProfileInputSchema>;
