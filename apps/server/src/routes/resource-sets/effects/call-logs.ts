import { callLogProblemOf } from '@sen/domain/resources';
import { ApiError } from '../../../http/api-error.js';
import { writeConfigs } from '../../../services/tenant-configs.js';
import type { WriteEffects } from './index.js';

/**
 * The call settings (rule: @sen/domain resources/crm/call-log-rules.ts) on every call staff log, through the
 * customer page or the call-log screens, created or changed: with crm_calllog_status an answered call says where
 * the customer stands (400 CALL_STATUS_REQUIRED), with crm_calllog_force_task it names its follow-up appointment
 * (400 CALL_FOLLOW_UP_REQUIRED; the customer page books one with the call). A call the call center wrote (nguon_goi
 * PBX) is kept as it happened.
 */
export const callLogEffects: WriteEffects = {
  beforeWrite: async (ctx, record) => {
    if (record.nguon_goi === 'PBX') return;
    const problem = callLogProblemOf(record, await writeConfigs(ctx.trx, ctx.scope.tenantId));
    if (problem) throw new ApiError(400, problem.code, {}, [{ in: 'body', path: `/${problem.field}` }]);
  },
};
