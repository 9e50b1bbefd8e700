import { configValue, isEmptyDate, toStoredDate, formatTime, type ConfigFlag } from '@sen/domain';
import type { Field, LineField, Resource } from '@sen/domain/resources';

/** One voucher line in the form: its fields, plus a key of its own that survives reordering. */
export type FormLine = Record<string, unknown> & { _key: string };

/** The form's values by field name; a voucher's lines are `FormLine[]` under the lines field. */
export type FormValues = Record<string, unknown>;

/** The parts of a resource the form reads. */
export type FormResource = Pick<
  Resource,
  | 'name'
  | 'path'
  | 'route'
  | 'addressBy'
  | 'keyFields'
  | 'fields'
  | 'sections'
  | 'linesField'
  | 'lineFields'
  | 'derive'
  | 'voucher'
>;

/** Fields the form never sends: the server's (stamps, voucher type, approval) and the row id. */
const isSent = (field: Field): boolean => !field.readOnly;

let lineCounter = 0;
/** A key for a new line (React keys and focus survive add/remove/reorder). */
export const newLineKey = (): string => {
  lineCounter += 1;
  return `line-${lineCounter}`;
};

/** The form value of a stored value: dates 'YYYY-MM-DD' ('' when empty or 1900-01-01), times 'HH:mm'. */
export const formValueOf = (field: Field, value: unknown): unknown => {
  switch (field.type) {
    case 'date':
      return typeof value === 'string' && !isEmptyDate(value) ? (toStoredDate(value) ?? '') : '';
    case 'time':
      return typeof value === 'string' ? formatTime(value) : '';
    case 'number':
    case 'money':
    case 'percent': {
      if (typeof value === 'number') return Number.isFinite(value) ? value : null;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return Number(value);
      return null;
    }
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'lines':
      return Array.isArray(value)
        ? value.map((line) => lineValuesOf(field.fields, (line ?? {}) as Record<string, unknown>))
        : [];
    default:
      return value === null || value === undefined ? '' : String(value);
  }
};

/** The value a field of a new record starts with: its default, else empty. */
const startValue = (field: Field): unknown =>
  field.defaultValue !== undefined ? formValueOf(field, field.defaultValue) : formValueOf(field, null);

/** A line's form values from a stored line (or defaults for a new one). */
export const lineValuesOf = (
  fields: Readonly<Record<string, LineField>>,
  line?: Record<string, unknown>,
): FormLine => {
  const values: FormLine = { _key: newLineKey() };
  for (const [name, field] of Object.entries(fields))
    values[name] = line && line[name] !== undefined ? formValueOf(field, line[name]) : startValue(field);
  return values;
};

/** What a new record starts with besides the declared defaults. */
export type NewRecordContext = {
  /** Today as 'YYYY-MM-DD' (the voucher date). */
  today: string;
  /** The branches selected in the top bar: with exactly one, a new record's branch is it. */
  selectedBranches: readonly string[];
  /** The tenant's config flags: a field declaring `defaultFromConfig` starts with that flag's value when set. */
  configs?: readonly ConfigFlag[];
};

/** Runs the resource's `derive` (line amounts, voucher totals) over the values, keeping the lines' keys. */
export const derived = (
  resource: Pick<FormResource, 'derive' | 'linesField'>,
  values: FormValues,
): FormValues => {
  if (!resource.derive) return values;
  const next = { ...values, ...resource.derive(values) };
  const linesField = resource.linesField;
  if (linesField && Array.isArray(values[linesField]) && Array.isArray(next[linesField])) {
    const before = values[linesField] as FormLine[];
    next[linesField] = (next[linesField] as Record<string, unknown>[]).map((line, index) => ({
      ...line,
      _key: before[index]?._key ?? newLineKey(),
    }));
  }
  return next;
};

/**
 * The form's starting values: a stored row's (edit) or the declared defaults (new: today's voucher date, the one
 * selected branch), with `derive` applied so totals show from the start.
 */
export const initialFormValues = (
  resource: FormResource,
  row: Record<string, unknown> | undefined,
  context: NewRecordContext,
): FormValues => {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(resource.fields))
    values[name] = row ? formValueOf(field, row[name]) : startValue(field);
  if (!row) {
    if ('ngay_ct' in resource.fields && values.ngay_ct === '') values.ngay_ct = context.today;
    if ('ma_dvcs' in resource.fields && values.ma_dvcs === '' && context.selectedBranches.length === 1)
      values.ma_dvcs = context.selectedBranches[0];
    if (resource.voucher && 'ma_ct' in resource.fields) values.ma_ct = resource.voucher.ma_ct;
    for (const [name, field] of Object.entries(resource.fields)) {
      const configured = field.defaultFromConfig
        ? configValue(context.configs ?? [], field.defaultFromConfig)?.trim()
        : undefined;
      if (configured) values[name] = formValueOf(field, configured);
    }
  }
  return derived(resource, values);
};

/** The wire value of a form value: text trimmed, empty text, dates and numbers as null. */
export const wireValueOf = (field: Field, value: unknown): unknown => {
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'boolean':
      return value === true;
    case 'date':
      return typeof value === 'string' && !isEmptyDate(value) ? value : null;
    case 'lines':
      return Array.isArray(value) ? value.map((line, index) => lineInputOf(field.fields, line, index)) : [];
    default: {
      const text = typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
      return text === '' ? null : text;
    }
  }
};

/** A line as sent: its editable fields and its position `stt` (1, 2, …). */
const lineInputOf = (fields: Readonly<Record<string, LineField>>, line: unknown, index: number) => {
  const values = (line ?? {}) as Record<string, unknown>;
  const input: Record<string, unknown> = { stt: index + 1 };
  for (const [name, field] of Object.entries(fields))
    if (isSent(field)) input[name] = wireValueOf(field, values[name]);
  return input;
};

/**
 * The create/replace body of the form: every editable field (read-only ones are the server's), text trimmed, empty
 * values null (the API client strips nulls; a default-valued field keeps its default), lines numbered.
 */
export const recordInputOf = (
  resource: Pick<FormResource, 'fields'>,
  values: FormValues,
): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!isSent(field)) continue;
    input[name] = wireValueOf(field, values[name]);
  }
  return input;
};

/** Values of the picked lookup row copied into the record (`fills`: this field <- the target's field). */
export const fillsFrom = (
  fills: Readonly<Record<string, string>> | undefined,
  picked: Record<string, unknown> | null,
  fields: Readonly<Record<string, Field>>,
): FormValues => {
  if (!fills || !picked) return {};
  const values: FormValues = {};
  for (const [mine, theirs] of Object.entries(fills)) {
    const field = fields[mine];
    if (field && picked[theirs] !== undefined) values[mine] = formValueOf(field, picked[theirs]);
  }
  return values;
};

/** The lines with one moved up (-1) or down (+1); unchanged at the ends. */
export const moveLine = <T>(lines: readonly T[], index: number, by: -1 | 1): T[] => {
  const target = index + by;
  if (index < 0 || index >= lines.length || target < 0 || target >= lines.length) return lines.slice();
  const next = lines.slice();
  const [line] = next.splice(index, 1);
  next.splice(target, 0, line as T);
  return next;
};

/** Whether two form values differ (the unsaved-changes guard); line keys are ignored. */
export const valuesDiffer = (a: FormValues, b: FormValues): boolean =>
  JSON.stringify(a, (key, value: unknown) => (key === '_key' ? undefined : value)) !==
  JSON.stringify(b, (key, value: unknown) => (key === '_key' ? undefined : value));
