/**
 * Appointment reminders by SMS (issue 18): when a reminder goes, and what it says. Pure; the server schedules
 * them on the job queue (services/task-reminders.ts).
 *
 * Times are the business's (Vietnam time, format/business-time.ts).
 */
import { businessInstant, wallClockOf } from '../../format/business-time.js';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The kind of reminder an appointment gets (job key and sms_logs.kind). */
export const TASK_REMINDER_KIND = 'task-reminder';

/** Appointment statuses that get a reminder: booked (0) and confirmed (1). */
export const remindedTaskStatuses: readonly string[] = ['0', '1'];

/** Tenant config: minutes before an appointment its reminder goes when neither it nor its type says. */
export const TASK_REMIND_BEFORE_CONFIG = 'crm_task_remind_before';
/** A reminder due in the quiet hours waits for their end only when that leaves this many minutes. */
export const QUIET_END_MARGIN_MINUTES = 30;

/** The instant an appointment starts: its day 'YYYY-MM-DD' and time 'HH:MM' in Vietnam; undefined if malformed. */
export const appointmentStart = (day: string, time: string): Date | undefined => {
  const at = businessInstant(day, time);
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
};

const leadOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * Minutes before the start a reminder goes: the appointment's own nhac_truoc, else its type's, else the
 * tenant's crm_task_remind_before (60 when unset or not a number).
 */
export const reminderLeadMinutes = (own: unknown, ofType: unknown, tenantDefault: unknown): number =>
  leadOf(own) ?? leadOf(ofType) ?? leadOf(tenantDefault) ?? 60;

/** Minutes since midnight of 'HH:MM' (24:00 allowed); undefined for anything else. */
const minutesOf = (time: string): number | undefined => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!m) return undefined;
  const value = Number(m[1]) * 60 + Number(m[2]);
  return Number(m[2]) < 60 && value <= DAY_MINUTES ? value % DAY_MINUTES : undefined;
};

export type QuietHours = { start: string; end: string };
/** The default quiet hours (configs sms_quiet_start, sms_quiet_end). */
export const defaultQuietHours: QuietHours = { start: '21:00', end: '08:00' };

/** Minutes since the business's midnight of an instant (with its seconds). */
const vnMinutes = (at: Date): number => {
  const { hour, minute, second } = wallClockOf(at);
  return hour * 60 + minute + second / 60;
};

const inQuiet = (minutes: number, start: number, end: number): boolean =>
  start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;

/**
 * When a reminder goes: `lead` minutes before `start`, or now when that has passed. One due in the quiet hours
 * (across midnight or not; none when start equals end or either is malformed) goes at their end if that is still
 * at least 30 minutes before the appointment, else at their start (the evening before). Undefined when no time
 * is left to remind (the appointment starts before the reminder could go).
 */
export const reminderSendAt = (
  start: Date,
  leadMinutes: number,
  quiet: QuietHours = defaultQuietHours,
  now: Date = new Date(),
): Date | undefined => {
  const due = new Date(Math.max(start.getTime() - leadMinutes * MINUTE_MS, now.getTime()));
  if (due.getTime() >= start.getTime()) return undefined;
  const qs = minutesOf(quiet.start);
  const qe = minutesOf(quiet.end);
  if (qs === undefined || qe === undefined || qs === qe) return due;
  const at = vnMinutes(due);
  if (!inQuiet(at, qs, qe)) return due;
  const untilEnd = (qe - at + DAY_MINUTES) % DAY_MINUTES;
  const end = new Date(due.getTime() + untilEnd * MINUTE_MS);
  if (end.getTime() <= start.getTime() - QUIET_END_MARGIN_MINUTES * MINUTE_MS) return end;
  const sinceStart = (at - qs + DAY_MINUTES) % DAY_MINUTES;
  const begin = new Date(due.getTime() - sinceStart * MINUTE_MS);
  return begin.getTime() < now.getTime() ? new Date(now.getTime()) : begin;
};

/** SMS brandname text: no accents (đ -> d), single spaces, plain ASCII. */
export const smsPlainText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One SMS segment of plain text. */
export const SMS_MAX_LENGTH = 160;

export type ReminderText = {
  /** The tenant's (brand) name. */
  tenantName: string;
  start: Date;
  /** The service booked (ten_vt); may be empty. */
  service?: string | null;
  /** The branch's phone number; may be empty. */
  phone?: string | null;
};

const two = (n: number) => String(n).padStart(2, '0');

/**
 * 'Sen Spa nhac lich hen 09:30 28/11 dich vu Cham soc da mat co ban. LH 02838221234' — without accents and
 * within 160 characters: a long service name is shortened first, then the tenant's name.
 */
export const reminderText = ({ tenantName, start, service, phone }: ReminderText): string => {
  const local = wallClockOf(start);
  const when = `${two(local.hour)}:${two(local.minute)} ${two(local.day)}/${two(local.month)}`;
  const contact = smsPlainText(phone ?? '');
  const tail = contact ? `. LH ${contact}` : '';
  let name = smsPlainText(tenantName);
  let what = smsPlainText(service ?? '');
  const build = () =>
    `${name ? `${name} ` : ''}nhac lich hen ${when}${what ? ` dich vu ${what}` : ''}${tail}`;
  let text = build();
  if (text.length > SMS_MAX_LENGTH && what) {
    what = what.slice(0, Math.max(0, what.length - (text.length - SMS_MAX_LENGTH))).trim();
    text = build();
  }
  if (text.length > SMS_MAX_LENGTH) {
    name = name.slice(0, Math.max(0, name.length - (text.length - SMS_MAX_LENGTH))).trim();
    text = build();
  }
  return text.slice(0, SMS_MAX_LENGTH);
};

/** A phone number as logs show it: the first and last 4 digits kept, the rest masked ('0915**0001'). */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D+/g, '');
  if (digits.length <= 8) return digits;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
};
