import { z } from 'zod';
import { dateField, tablePagingQuery } from '../resources/list-query.js';
import { bilingual } from '../input/issue-message.js';

/** GET system/clear-cache and DELETE system/clear-mongodb: how many cache entries were cleared or deleted. */
export const cacheClearedSchema = z.object({
  cleared: z.number().int().describe('Cache entries cleared (clear-cache) or deleted (clear-mongodb)'),
});
export type CacheCleared = z.infer<typeof cacheClearedSchema>;

const day = dateField();
const instant = z.iso.datetime({ offset: true });

/** A day (YYYY-MM-DD, Vietnam time) that exists, or an ISO 8601 instant with its offset (years 0001 to 9999). */
const dayOrInstant = z
  .string()
  .trim()
  .refine(
    (v) =>
      (day.safeParse(v).success || (instant.safeParse(v).success && !v.startsWith('0000-'))) &&
      !Number.isNaN(Date.parse(v)),
    {
      message: bilingual({
        vi: 'Cần một ngày YYYY-MM-DD hoặc một thời điểm ISO 8601 có múi giờ',
        en: 'Expected YYYY-MM-DD or an ISO 8601 date-time with offset',
      }),
    },
  );

/** Filters of GET system/sms/logs and system/sms/logs/total. */
export const smsLogFilterSchema = z.object({
  phone: z
    .string()
    .trim()
    .max(20)
    .refine((v) => /\d/.test(v), {
      message: bilingual({ vi: 'Cần ít nhất một chữ số', en: 'Expected at least one digit' }),
    })
    .optional()
    .describe('Digits the phone number contains (other characters are ignored), e.g. 0901'),
  status: z.string().trim().max(40).optional().describe("Exact status, e.g. 'sent', 'demo', 'failed'"),
  fromDate: dayOrInstant
    .optional()
    .describe(
      'Sent at or after: a day YYYY-MM-DD (from 00:00 Vietnam time, UTC+07:00) or an ISO 8601 instant',
    ),
  toDate: dayOrInstant
    .optional()
    .describe('Sent at or before: a day YYYY-MM-DD (the whole day, Vietnam time) or an ISO 8601 instant'),
});
export type SmsLogFilter = z.infer<typeof smsLogFilterSchema>;

/** The filters plus the data table's paging: pageIndex (from 0) and pageSize (one of the spec's page sizes). */
export const smsLogQuerySchema = smsLogFilterSchema.extend(tablePagingQuery);
export type SmsLogQuery = z.infer<typeof smsLogQuerySchema>;

/** One SMS the server sent or logged. */
export const smsLogSchema = z.object({
  id: z.string(),
  phone: z.string().describe('Digits only'),
  message: z.string(),
  status: z
    .string()
    .describe("Gateway outcome: 'sent', 'failed', 'queued', or 'demo' (logged only, no gateway configured)"),
  kind: z
    .string()
    .describe("What was sent: '' (by hand, codes) or 'task-reminder' (an appointment reminder)"),
  error: z.string().nullable().describe("The gateway's error of a 'failed' send"),
  created_at: z.string().describe('ISO 8601 instant'),
});
export type SmsLog = z.infer<typeof smsLogSchema>;

/** GET system/sms/logs/total: the count of logs matching the filters. */
export const smsLogTotalSchema = z.object({ total: z.number().int() });

/** Query of GET system/users/online. */
export const onlineUsersQuerySchema = z.object({
  user_name: z.string().trim().max(100).optional().describe('Only this user (case-insensitive)'),
  ...tablePagingQuery,
});
export type OnlineUsersQuery = z.infer<typeof onlineUsersQuerySchema>;

/** A signed-in staff session (a refresh-token family holding a live refresh token). */
export const onlineSessionSchema = z.object({
  session_id: z.string().describe("The session (refresh-token family) id; the access token's `sid` claim"),
  user_name: z.string(),
  ten_nsd: z.string(),
  ip: z.string().nullable().describe('Client address of the latest sign-in or refresh'),
  device_id: z.string().nullable().describe('Device-Id header of the latest sign-in or refresh'),
  signed_in_at: z.string().describe('ISO 8601 instant of the sign-in that started the session'),
  last_refreshed_at: z.string().describe('ISO 8601 instant of the latest sign-in or refresh of the session'),
  expires_at: z.string().describe('ISO 8601 instant the live refresh token expires'),
  current: z.boolean().describe("True for the caller's own session"),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

/** PUT system/users/logout and system/users/{user}/logout/{ip}: how many sessions were ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int() });
export type SessionsEnded = z.infer<typeof sessionsEndedSchema>;

/** Largest text POST system/encrypt, encrypts and decrypt accept (characters). */
export const maxCipherValueLength = 65_536;

/** POST system/encrypt and decrypt: one value in, one value out. */
export const cipherValueSchema = z.object({ value: z.string().max(maxCipherValueLength) });
export type CipherValue = z.infer<typeof cipherValueSchema>;

/** POST system/encrypts: many values in, as many out, in the same order. */
export const cipherValuesSchema = z.object({
  values: z.array(z.string().max(maxCipherValueLength)).max(1000),
});
export type CipherValues = z.infer<typeof cipherValuesSchema>;

export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** POST system/queue. */
export const enqueueJobSchema = z.object({
  type: z.string().trim().min(1).max(100).describe("A registered job type, e.g. 'sms.send'"),
  payload: z
    .record(z.string(), z.unknown())
    .default({})
    .describe('Input of the job; its shape depends on type'),
  run_at: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('ISO 8601 instant to run at, not before; now when absent or past'),
  max_attempts: z.number().int().min(1).max(20).optional().describe('Tries before it fails (default 5)'),
});
export type EnqueueJob = z.infer<typeof enqueueJobSchema>;

/** Payload of the 'sms.send' job. */
export const smsSendPayloadSchema = z.object({
  phone: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .describe('Phone number: 10 to 15 digits once spaces, dots, dashes and the like are removed'),
  message: z.string().trim().min(1).max(1000),
});
export type SmsSendPayload = z.infer<typeof smsSendPayloadSchema>;

export const jobQueuedSchema = z.object({ id: z.string(), status: z.enum(jobStatuses) });
export type JobQueued = z.infer<typeof jobQueuedSchema>;

/** GET system/queue/{id}. */
export const jobSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.enum(jobStatuses),
  attempts: z.number().int().describe('Tries started so far'),
  max_attempts: z.number().int(),
  run_at: z.string().describe('ISO 8601 instant of the next (or last) try'),
  last_error: z.string().nullable().describe('Error of the latest failed try'),
  created_at: z.string(),
  finished_at: z.string().nullable().describe('When it became done or failed'),
});
export type Job = z.infer<typeof jobSchema>;
