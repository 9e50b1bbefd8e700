import {
  configValue,
  isTrue,
  NEW_RECORD_ID,
  normalizePhone,
  phoneError,
  type ConfigFlag,
  type IssueLike,
} from '@sen/domain';
import { fieldSchemaOf, valuesClash, type Field } from '@sen/domain/resources';
import type { HttpClient } from '@sen/api';

/**
 * A problem of one field, said in the current language by `problemText` (i18n `catalogue.form.problems.*`). The
 * Vietnamese texts are the spec's (section 5): 'Số điện thoại không hợp lệ', '{field} không được trùng với
 * {target}', '{value} đã tồn tại'.
 */
export type FieldProblem =
  | { code: 'required' }
  | { code: 'phone' }
  | { code: 'email' }
  | { code: 'duplicate'; field: string; target: string }
  | { code: 'exists'; value: string }
  /** Another salesperson already looks after a partner with the value; `id` links to that customer. */
  | { code: 'ownedBy'; value: string; ma_nvbh: string; ten_nvbh: string; id: string | null }
  /** The check could not be made (employee checks count a failed call as invalid). */
  | { code: 'checkFailed' }
  /** The server's own message for the field (400 details, 409). */
  | { code: 'server'; message: string }
  /**
   * The resource's zod schema refuses the value: its issue (the one the server's 400 would give), said in the
   * user's language by `issueMessage` of @sen/domain.
   */
  | { code: 'invalid'; issue: IssueLike };

type Getter = Pick<HttpClient, 'get'>;

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether a field must be given: declared required, or required while its config flag (`requiredWhen`) is on. */
export const isFieldRequired = (field: Field, configs: readonly ConfigFlag[]): boolean =>
  !field.readOnly &&
  (field.required === true ||
    (field.requiredWhen !== undefined && isTrue(configValue(configs, field.requiredWhen))));

/** Whether the form shows the field read-only: declared so, or typed only under a config flag that is off. */
export const isFieldReadOnly = (field: Field, configs: readonly ConfigFlag[]): boolean =>
  field.readOnly === true ||
  (field.editableWhen !== undefined && !isTrue(configValue(configs, field.editableWhen)));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The problem of a value on its own (no server call): empty while required, a phone without 10 to 15 digits, an
 * email without its parts. Null when the value is fine.
 */
export const localProblem = (
  field: Field,
  value: unknown,
  configs: readonly ConfigFlag[],
): FieldProblem | null => {
  if (isEmpty(value)) return isFieldRequired(field, configs) ? { code: 'required' } : null;
  if (field.type === 'phone' && typeof value === 'string' && phoneError(value) !== null)
    return { code: 'phone' };
  if (field.type === 'email' && typeof value === 'string' && !EMAIL.test(value.trim()))
    return { code: 'email' };
  return null;
};

/**
 * The resource's own rule of a given value (its zod field schema, `fieldSchemaOf`, which the server parses the
 * body with): lengths, code characters, number bounds, options. `wire` is the value as sent (`wireValueOf`);
 * nothing to say of an empty one (the required rule speaks of those) or of a read-only field (never sent).
 */
export const schemaProblem = (field: Field, wire: unknown): FieldProblem | null => {
  if (wire === null || wire === undefined || field.readOnly || field.type === 'lines') return null;
  const parsed = fieldSchemaOf(field).safeParse(wire);
  return parsed.success ? null : { code: 'invalid', issue: (parsed.error.issues[0] ?? {}) as IssueLike };
};

/**
 * The duplicate validator: the value must differ from a target field's ('{field} không được trùng với
 * {target}'); the labels name both fields. Compared as the server compares (`valuesClash`: trimmed, case-folded);
 * empty values never clash.
 */
export const duplicateProblem = (
  value: unknown,
  targetValue: unknown,
  labels: { field: string; target: string },
): FieldProblem | null => (valuesClash(value, targetValue) ? { code: 'duplicate', ...labels } : null);

const segment = (value: string): string => encodeURIComponent(value.trim());
const recordSegment = (id: string | undefined): string => segment(id && id !== '' ? id : NEW_RECORD_ID);

/**
 * unique-property: `GET /crm/{resource}/{_id or New}/exists/{field}/{value}`; '{value} đã tồn tại' when another
 * record has it. A failed call counts as valid (the server still refuses a duplicate on save with 409).
 */
export const uniquePropertyProblem = async (
  http: Getter,
  check: { resource: string; id?: string; field: string; value: string },
  signal?: AbortSignal,
): Promise<FieldProblem | null> => {
  const value = check.value.trim();
  if (value === '') return null;
  try {
    const answer = await http.get<{ exists?: boolean }>(
      `/crm/${segment(check.resource)}/${recordSegment(check.id)}/exists/${segment(check.field)}/${segment(value)}`,
      undefined,
      { signal },
    );
    return answer?.exists === true ? { code: 'exists', value } : null;
  } catch {
    return null;
  }
};

/**
 * unique-partner-phone: `GET /crm/partners[/{id}]/exists/phone/{phone}`; '{value} đã tồn tại' when another partner
 * has the number. A failed call counts as valid, as for unique-property.
 */
export const uniquePartnerPhoneProblem = async (
  http: Getter,
  phone: string,
  id?: string,
  signal?: AbortSignal,
): Promise<FieldProblem | null> => {
  const value = phone.trim();
  if (normalizePhone(value) === '') return null;
  const path = id
    ? `/crm/partners/${segment(id)}/exists/phone/${segment(value)}`
    : `/crm/partners/exists/phone/${segment(value)}`;
  try {
    const answer = await http.get<{ exists?: boolean }>(path, undefined, { signal });
    return answer?.exists === true ? { code: 'exists', value } : null;
  } catch {
    return null;
  }
};

type EmployeeAnswer = {
  exists?: boolean;
  ma_nvbh?: string | null;
  ten_nvbh?: string | null;
  id?: string | null;
};

/**
 * unique-partner-phone-employee and unique-partner-website-employee:
 * `GET /crm/partners/{id or New}/exists/{phone|website}/{value}/employee`. Fails when a salesperson other than the
 * caller's own already looks after a partner with the value (the message names that salesperson); a failed call
 * counts as invalid.
 */
export const partnerOwnedProblem = async (
  http: Getter,
  check: { kind: 'phone' | 'website'; value: string; id?: string; tenant?: string },
  signal?: AbortSignal,
): Promise<FieldProblem | null> => {
  const value = check.value.trim();
  if (value === '') return null;
  const path = `/crm/partners/${recordSegment(check.id)}/exists/${check.kind}/${segment(value)}/employee`;
  try {
    const answer = await http.get<EmployeeAnswer>(path, check.tenant ? { tenant: check.tenant } : undefined, {
      signal,
    });
    if (answer?.exists !== true) return null;
    return {
      code: 'ownedBy',
      value,
      ma_nvbh: answer.ma_nvbh ?? '',
      ten_nvbh: answer.ten_nvbh ?? '',
      id: answer.id ?? null,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { code: 'checkFailed' };
  }
};

/** What the server-side validators of a form need to know besides the value. */
export type RemoteCheckContext = {
  http: Getter;
  /** The catalogue name of the resource ('partners'). */
  resource: string;
  /** The record's `_id` when editing. */
  id?: string;
  configs: readonly ConfigFlag[];
  signal?: AbortSignal;
};

/**
 * The server checks of one field, in order, stopping at the first problem: the partner-specific ones on crm
 * partners (phone: owned by another salesperson, then taken by any partner; website: owned by another salesperson
 * while crm_partner_validate_website is on), then unique-property for fields declared `unique`.
 */
export const remoteProblem = async (
  name: string,
  field: Field,
  value: unknown,
  context: RemoteCheckContext,
): Promise<FieldProblem | null> => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const { http, resource, id, configs, signal } = context;
  if (resource === 'partners' && field.type === 'phone' && name === 'dien_thoai') {
    const owned = await partnerOwnedProblem(http, { kind: 'phone', value, id }, signal);
    if (owned) return owned;
    const taken = await uniquePartnerPhoneProblem(http, value, id, signal);
    if (taken) return taken;
  }
  if (
    resource === 'partners' &&
    name === 'website' &&
    isTrue(configValue(configs, 'crm_partner_validate_website'))
  ) {
    const owned = await partnerOwnedProblem(http, { kind: 'website', value, id }, signal);
    if (owned) return owned;
  }
  if (field.unique) return uniquePropertyProblem(http, { resource, id, field: name, value }, signal);
  return null;
};

/** Whether a field has any server check (the form runs them when the value settles). */
export const hasRemoteCheck = (resource: string, name: string, field: Field): boolean =>
  field.unique === true ||
  (resource === 'partners' && ((name === 'dien_thoai' && field.type === 'phone') || name === 'website'));
