import type { ErrorCode } from '../../i18n/errors.js';
import type { RecordProblem } from '../wire-schemas.js';

/**
 * A cross-field check: when both are given, `to` must not come before `from` ('YYYY-MM-DD' dates and 'HH:mm'
 * times compare as strings); with `strict`, it must come after. The problem names the `to` field.
 */
export const orderCheck =
  (from: string, to: string, code: ErrorCode, strict = false) =>
  (row: Record<string, unknown>): RecordProblem | undefined => {
    const start = row[from];
    const end = row[to];
    if (typeof start !== 'string' || typeof end !== 'string' || start === '' || end === '') return undefined;
    return end < start || (strict && end === start) ? { code, field: to } : undefined;
  };

/** A validity window tu_ngay..den_ngay (promotions, policies, commissions): the end on or after the start. */
export const validityCheck = orderCheck('tu_ngay', 'den_ngay', 'VALIDITY_RANGE_INVALID');

/** A period tu_ngay..den_ngay (card periods, VIP periods): the end on or after the start. */
export const periodCheck = orderCheck('tu_ngay', 'den_ngay', 'DATE_RANGE_INVALID');
