import { errorMessage, type ErrorCode } from '@sen/domain';
import {
  addressProblemsOf,
  hasAddressLookups,
  type AddressProblem,
  type Resource,
} from '@sen/domain/resources';
import { ApiError } from '../../http/api-error.js';
import { addressData } from '../../services/address-data.js';
import type { WriteContext } from './set-writes.js';

/** The error code and message parameters of one refused address choice, in the request's language. */
const refusalOf = (
  problem: AddressProblem,
  locale: 'vi' | 'en',
): { code: ErrorCode; params: Record<string, string> } => {
  const field = problem.label[locale];
  switch (problem.reason) {
    case 'unknownProvince':
      return { code: 'LOOKUP_NOT_FOUND', params: { field, value: problem.value } };
    case 'provinceMissing':
      return { code: 'ADDRESS_PROVINCE_REQUIRED', params: { field, by: problem.by[locale] } };
    case 'notInProvince':
      return {
        code: 'ADDRESS_WARD_NOT_IN_PROVINCE',
        params: { field, value: problem.value, province: problem.provinceName },
      };
  }
};

/**
 * Refuses (400, nothing written) a record whose address lookups the address lists do not hold: an unknown
 * province (LOOKUP_NOT_FOUND), a ward without a province (ADDRESS_PROVINCE_REQUIRED) or not of the province
 * (ADDRESS_WARD_NOT_IN_PROVINCE), each problem at its field's path. The rule is the domain's `addressProblemsOf`,
 * the client portal's too. Call with the record as it is about to be stored (a patch merged onto the row).
 */
export const guardAddresses = async (
  ctx: WriteContext,
  resource: Resource,
  record: Readonly<Record<string, unknown>>,
): Promise<void> => {
  if (!hasAddressLookups(resource.fields)) return;
  const problems = addressProblemsOf(resource.fields, record, await addressData());
  if (problems.length === 0) return;
  const locale = ctx.request.ctx?.locale ?? 'vi';
  const first = refusalOf(problems[0]!, locale);
  throw new ApiError(
    400,
    first.code,
    first.params,
    problems.map((problem) => {
      const { code, params } = refusalOf(problem, locale);
      return { in: 'body', path: `/${problem.field}`, message: errorMessage(code, locale, params) };
    }),
  );
};
