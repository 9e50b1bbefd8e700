import { errorMessage } from '@sen/domain';
import { differentFromClashes, type Resource } from '@sen/domain/resources';
import { ApiError } from '../../http/api-error.js';
import type { WriteContext } from './set-writes.js';

/**
 * The spec's duplicate validator on the server (section 5): a field declared `differentFrom` must not hold the
 * value of the field it names (trimmed, case-folded; empty never clashes), on the header and on each line. The
 * first clash is refused with 400 FIELD_DUPLICATE, '{field} không được trùng với {target}' with both fields'
 * labels in the request's language; its detail points at the field ('/ma_kho_n', '/chi_tiet/0/tk_co') and carries
 * the same message, so the form shows it under that field. Runs before anything is numbered or written.
 */
export const guardDifferentFrom = (
  ctx: WriteContext,
  resource: Resource,
  record: Record<string, unknown>,
): void => {
  const clash = differentFromClashes(resource.fields, record)[0];
  if (!clash) return;
  const locale = ctx.request.ctx?.locale ?? 'vi';
  const params = { field: clash.labels.field[locale], target: clash.labels.target[locale] };
  const path = clash.line ? `/${clash.line.lines}/${clash.line.index}/${clash.field}` : `/${clash.field}`;
  throw new ApiError(400, 'FIELD_DUPLICATE', params, [
    { in: 'body', path, message: errorMessage('FIELD_DUPLICATE', locale, params) },
  ]);
};
