import { normalizePhone, smsSendPayloadSchema, isValidPhone, type SmsSendPayload } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobHandler } from './job-queue.js';
import type { SmsGateway } from './sms-gateway.js';

/** The payload of 'sms.send': a valid phone number (kept as digits) and a message. */
export const smsSendJobPayload = smsSendPayloadSchema
  .refine((p) => isValidPhone(p.phone), { path: ['phone'], message: 'Invalid phone number' })
  .transform((p): SmsSendPayload => ({ phone: normalizePhone(p.phone), message: p.message }));

/**
 * Job 'sms.send': hands the message to the gateway, then writes the outcome to sms_logs (status 'sent' or
 * 'demo'). A gateway error fails the try; the job is retried and each failed try is visible in last_error.
 */
export const smsSendJob = (db: Kysely<Database>, gateway: SmsGateway): JobHandler<SmsSendPayload> => ({
  type: 'sms.send',
  payload: smsSendJobPayload,
  run: async (payload, { tenantId }) => {
    const result = await gateway.send({ tenantId, phone: payload.phone, message: payload.message });
    await db
      .insertInto('sms_logs')
      .values({ tenant_id: tenantId, phone: payload.phone, message: payload.message, status: result.status })
      .execute();
  },
});
