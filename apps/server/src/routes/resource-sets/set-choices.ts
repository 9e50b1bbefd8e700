import { errorMessage } from '@sen/domain';
import { resourceSetChoices } from '@sen/domain/resources';
import { ApiError } from '../../http/api-error.js';
import type { WriteContext } from './set-writes.js';

/**
 * A field that takes one of a list the catalogue gives (resourceSetChoices: a voucher lock's ma_ct is a voucher
 * type the catalogue declares) holds another value: 400 VALIDATION_FAILED naming the field, the message in
 * the request's language, the allowed values with it. An empty value is left to the field's own rules.
 */
export const checkChoices = (ctx: WriteContext, record: Record<string, unknown>): void => {
  const fields = resourceSetChoices[ctx.set.name];
  if (!fields) return;
  for (const [field, choices] of Object.entries(fields)) {
    const value = record[field];
    if (value === undefined || value === null || value === '') continue;
    if (choices.some((choice) => choice.value === value)) continue;
    const message = errorMessage('VALUE_NOT_A_CHOICE', ctx.request.ctx.locale, {
      field,
      value: String(value),
    });
    throw new ApiError(400, 'VALIDATION_FAILED', {}, [
      { in: 'body', path: `/${field}`, message, params: { allowedValues: choices.map((c) => c.value) } },
    ]);
  }
};
