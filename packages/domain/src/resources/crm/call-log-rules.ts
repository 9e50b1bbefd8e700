import { configValue, isTrue, type ConfigFlag } from '../../config/flags.js';

/**
 * What a call log must say under the tenant's call settings (one rule, run by the customer page's call dialog as it
 * is filled and by the server on every call written, through the page or the call-log screens):
 * - `crm_calllog_status` ('Ghi trạng thái cuộc gọi'): a call the customer answered records where they stand after
 *   it (tinh_trang), not 'Chưa tư vấn' (NEW, the status of a customer nobody has talked to yet);
 * - `crm_calllog_force_task` ('Bắt buộc tạo công việc sau cuộc gọi'): every call has its follow-up appointment,
 *   an existing one (so_lh) or one made with it (the customer page books it in the same write).
 */
export type CallLogProblem =
  { code: 'CALL_STATUS_REQUIRED'; field: 'tinh_trang' } | { code: 'CALL_FOLLOW_UP_REQUIRED'; field: 'so_lh' };

/** The parts of a call the rule reads. */
export type CallLogFacts = {
  ket_qua?: unknown;
  tinh_trang?: unknown;
  so_lh?: unknown;
};

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Whether calls must record the customer's status after an answered call (crm_calllog_status). */
export const callStatusRequired = (configs: readonly ConfigFlag[]): boolean =>
  isTrue(configValue(configs, 'crm_calllog_status'));

/** Whether every call needs a follow-up appointment (crm_calllog_force_task). */
export const callFollowUpRequired = (configs: readonly ConfigFlag[]): boolean =>
  isTrue(configValue(configs, 'crm_calllog_force_task'));

/** Whether the call was answered (the call-log default when not said). */
const answered = (call: CallLogFacts): boolean => !filled(call.ket_qua) || call.ket_qua === 'ANSWERED';

/**
 * The first thing the call lacks under the settings, or undefined. `withFollowUp`: a new appointment is booked
 * with the call (the customer page), which stands for so_lh.
 */
export const callLogProblemOf = (
  call: CallLogFacts,
  configs: readonly ConfigFlag[],
  withFollowUp = false,
): CallLogProblem | undefined => {
  if (
    callStatusRequired(configs) &&
    answered(call) &&
    (!filled(call.tinh_trang) || call.tinh_trang === 'NEW')
  )
    return { code: 'CALL_STATUS_REQUIRED', field: 'tinh_trang' };
  if (callFollowUpRequired(configs) && !withFollowUp && !filled(call.so_lh))
    return { code: 'CALL_FOLLOW_UP_REQUIRED', field: 'so_lh' };
  return undefined;
};
