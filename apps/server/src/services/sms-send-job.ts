import { normalizePhone, smsSendPayloadSchema, isValidPhone, type SmsSendPayload } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobHandler } from './job-queue.js';
import type { SmsGateways, SmsMessage } from './sms-gateway.js';

/** The payload of 'sms.send': a valid phone number (kept as digits) and a message. */
export const smsSendJobPayload = smsSendPayloadSchema
  .refine((p) => isValidPhone(p.phone), { path: ['phone'], message: 'Invalid phone number' })
  .transform((p): SmsSendPayload => ({ phone: normalizePhone(p.phone), message: p.message }));

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, 2000);

/**
 * Sends one SMS through the tenant's gateway and writes the outcome to sms_logs: 'sent' (with the provider's
 * message id) or 'demo'; when the gateway fails, a 'failed' row with its error, and the error is thrown again so
 * that the job is retried.
 */
export const sendAndLogSms = async (
  db: Kysely<Database>,
  gateways: SmsGateways,
  sms: SmsMessage,
  kind = '',
): Promise<void> => {
  const log = { tenant_id: sms.tenantId, phone: sms.phone, message: sms.message, kind, ref: sms.ref ?? null };
  let result;
  try {
    result = await (await gateways(sms.tenantId)).send(sms);
  } catch (error) {
    await db
      .insertInto('sms_logs')
      .values({ ...log, status: 'failed', error: errorText(error) })
      .execute();
    throw error;
  }
  await db
    .insertInto('sms_logs')
    .values({ ...log, status: result.status, provider_message_id: result.providerMessageId ?? null })
    .execute();
};

/**
 * Job 'sms.send': hands the message to the tenant's gateway, then writes the outcome to sms_logs (sendAndLogSms).
 * A gateway error fails the try; the job is retried and each failed try is visible in last_error and sms_logs.
 */
export const smsSendJob = (db: Kysely<Database>, gateways: SmsGateways): JobHandler<SmsSendPayload> => ({
  type: 'sms.send',
  payload: smsSendJobPayload,
  run: async (payload, { tenantId, jobId }) =>
    sendAndLogSms(db, gateways, { tenantId, phone: payload.phone, message: payload.message, ref: jobId }),
});
