import { configValue, isValidPhone, normalizePhone, type ConfigFlag } from '@sen/domain';
import {
  appointmentStart,
  defaultQuietHours,
  reminderLeadMinutes,
  reminderSendAt,
  reminderText,
  remindedTaskStatuses,
  TASK_REMIND_BEFORE_CONFIG,
  TASK_REMINDER_KIND,
} from '@sen/domain/resources';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { enqueueJobOnce, type JobHandler } from './job-queue.js';
import { SMS_CONFIG_GROUP, type SmsGateways } from './sms-gateway.js';
import { sendAndLogSms } from './sms-send-job.js';

/**
 * Appointment reminders by SMS (issue 18). Each write of an appointment (tasks) that holds time (booked or
 * confirmed) schedules one job 'sms.task-reminder' keyed by the appointment and its start, due lead minutes
 * before it (reminderSendAt: quiet hours in Vietnam time); re-saves find the key taken and add nothing. A moved,
 * cancelled, no-show or finished appointment drops its queued reminders; whatever runs anyway checks, at run
 * time, that the appointment still starts then and still holds time, else sends nothing.
 */
export const TASK_REMINDER_JOB = 'sms.task-reminder';
const MAX_ATTEMPTS = 4;

type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const dayOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);

/** The job key of an appointment's reminder for a start: one per appointment, kind and start. */
export const reminderKey = (taskId: string, startsAt: Date): string =>
  `${TASK_REMINDER_KIND}:${taskId}:${startsAt.toISOString()}`;

const quietHoursOf = (configs: readonly ConfigFlag[]) => ({
  start: configValue(configs, 'sms_quiet_start', SMS_CONFIG_GROUP) ?? defaultQuietHours.start,
  end: configValue(configs, 'sms_quiet_end', SMS_CONFIG_GROUP) ?? defaultQuietHours.end,
});

/**
 * Schedules (or drops) the reminder of an appointment as now stored, in the write's transaction: the queued
 * reminders of the appointment for another start are deleted; one for its start is added unless already there.
 */
export const scheduleTaskReminder = async (
  trx: Kysely<Database>,
  tenantId: string,
  configs: readonly ConfigFlag[],
  task: Row,
  now: Date = new Date(),
): Promise<void> => {
  const taskId = text(task._id);
  if (!taskId) return;
  const start = remindedTaskStatuses.includes(text(task.trang_thai) || '0')
    ? appointmentStart(dayOf(task.ngay_hen), text(task.gio_hen))
    : undefined;
  let sendAt: Date | undefined;
  if (start) {
    const typeCode = text(task.ma_loai_lh);
    const ofType = typeCode
      ? (
          await sql<{ nhac_truoc: number | null }>`
            SELECT nhac_truoc FROM crm_task_types WHERE tenant_id = ${tenantId} AND ma_loai_lh = ${typeCode}
            LIMIT 1`.execute(trx)
        ).rows[0]?.nhac_truoc
      : undefined;
    const lead = reminderLeadMinutes(
      task.nhac_truoc,
      ofType,
      configValue(configs, TASK_REMIND_BEFORE_CONFIG),
    );
    sendAt = reminderSendAt(start, lead, quietHoursOf(configs), now);
  }
  const key = start && sendAt ? reminderKey(taskId, start) : undefined;
  let stale = trx
    .deleteFrom('jobs')
    .where('tenant_id', '=', tenantId)
    .where('type', '=', TASK_REMINDER_JOB)
    .where('status', '=', 'queued')
    .where('job_key', 'like', `${TASK_REMINDER_KIND}:${taskId}:%`);
  if (key) stale = stale.where('job_key', '<>', key);
  await stale.execute();
  if (!key || !start || !sendAt) return;
  await enqueueJobOnce(trx, {
    tenantId,
    type: TASK_REMINDER_JOB,
    key,
    payload: { taskId, startsAt: start.toISOString() },
    runAt: sendAt,
    maxAttempts: MAX_ATTEMPTS,
  });
};

export const taskReminderPayload = z.object({
  taskId: z.string().uuid(),
  startsAt: z.string().datetime({ offset: true }),
});
export type TaskReminderPayload = z.infer<typeof taskReminderPayload>;

type DueTask = {
  trang_thai: string | null;
  ngay_hen: string | null;
  gio_hen: string | null;
  ten_vt: string | null;
  phone: string | null;
  branch_phone: string | null;
  tenant_name: string;
};

/**
 * Job 'sms.task-reminder': sends the reminder of an appointment that still holds time and still starts when the
 * job was scheduled for, to its phone (the appointment's, else its customer's), through the tenant's gateway;
 * sms_logs keeps it as kind 'task-reminder' under the job key. Sends nothing for an appointment gone, moved,
 * cancelled, no-show or done, without a valid phone, or already reminded under that key.
 */
export const taskReminderJob = (
  db: Kysely<Database>,
  gateways: SmsGateways,
): JobHandler<TaskReminderPayload> => ({
  type: TASK_REMINDER_JOB,
  payload: taskReminderPayload,
  run: async ({ taskId, startsAt }, { tenantId }) => {
    const task = (
      await sql<DueTask>`
        SELECT t.trang_thai, t.ngay_hen::text AS ngay_hen, t.gio_hen, t.ten_vt,
          COALESCE(NULLIF(t.dien_thoai, ''), c.dien_thoai) AS phone, b.dien_thoai AS branch_phone,
          tn.name AS tenant_name
        FROM crm_tasks t
        JOIN tenants tn ON tn.id = t.tenant_id
        LEFT JOIN LATERAL (
          SELECT dien_thoai FROM customers c
          WHERE c.tenant_id = t.tenant_id AND c.ma_kh = t.ma_kh LIMIT 1
        ) c ON true
        LEFT JOIN branches b ON b.tenant_id = t.tenant_id AND b.ma_dvcs = t.ma_dvcs
        WHERE t.tenant_id = ${tenantId} AND t._id = ${taskId}::uuid`.execute(db)
    ).rows[0];
    if (!task || !remindedTaskStatuses.includes(text(task.trang_thai) || '0')) return;
    const start = appointmentStart(dayOf(task.ngay_hen), text(task.gio_hen));
    if (!start || start.getTime() !== new Date(startsAt).getTime()) return;
    const phone = text(task.phone);
    if (!isValidPhone(phone)) return;
    const key = reminderKey(taskId, start);
    const sent = await db
      .selectFrom('sms_logs')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('ref', '=', key)
      .where('status', 'in', ['sent', 'demo'])
      .executeTakeFirst();
    if (sent) return;
    const message = reminderText({
      tenantName: task.tenant_name,
      start,
      service: task.ten_vt,
      phone: task.branch_phone,
    });
    await sendAndLogSms(
      db,
      gateways,
      { tenantId, phone: normalizePhone(phone), message, ref: key },
      TASK_REMINDER_KIND,
    );
  },
});
