import { scheduleTaskReminder } from '../../../services/task-reminders.js';
import { writeConfigs } from '../../../services/tenant-configs.js';
import type { WriteEffects } from './index.js';

/**
 * Appointment reminders (services/task-reminders.ts): after every write of an appointment — created, edited,
 * moved, or through a transition (confirm, cancel, no-show, ...) — its reminder is scheduled for its start as
 * stored, or dropped when it no longer holds time, in the write's transaction.
 */
export const taskReminderEffects: WriteEffects = {
  afterWrite: async (ctx, after) => {
    const tenantId = ctx.scope.tenantId;
    await scheduleTaskReminder(ctx.trx, tenantId, await writeConfigs(ctx.trx, tenantId), after);
  },
};
