import type { FieldSpec } from './fieldSpecs';

/** A form's values by field: text and dates as strings ('' when empty), numbers or null, booleans. */
export type FormValues = Record<string, string | number | boolean | null>;

/** The value a field starts with on a new row: its default, else empty (false for yes/no fields). */
const emptyValue = (field: FieldSpec): string | number | boolean | null => {
  if (field.defaultValue !== undefined) return field.defaultValue as string | number | boolean;
  if (field.kind === 'boolean') return false;
  if (field.kind === 'number') return null;
  return '';
};

/**
 * The form's starting values: the row's (editing) or the defaults (new row). A new row's branch is the only branch
 * the user may pick, when there is exactly one.
 */
export const initialValues = (
  fields: readonly FieldSpec[],
  row?: Record<string, unknown>,
  branchCodes: readonly string[] = [],
): FormValues =>
  Object.fromEntries(
    fields.map((field) => {
      if (!row) {
        if (field.branch && branchCodes.length === 1) return [field.name, branchCodes[0] ?? ''];
        return [field.name, emptyValue(field)];
      }
      const value = row[field.name];
      if (value === null || value === undefined)
        return [field.name, emptyValue({ ...field, defaultValue: undefined })];
      if (field.kind === 'number') return [field.name, typeof value === 'number' ? value : Number(value)];
      if (field.kind === 'boolean') return [field.name, value === true];
      return [field.name, String(value)];
    }),
  );

/**
 * The create/replace body of the values: text trimmed, empty optional text and numbers sent as null, a branch left
 * empty left out (the server takes the one selected branch).
 */
export const inputOf = (fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> => {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'boolean') {
      input[field.name] = value === true;
      continue;
    }
    if (field.kind === 'number') {
      if (typeof value === 'number' && Number.isFinite(value)) input[field.name] = value;
      else if (field.defaultValue !== undefined) input[field.name] = field.defaultValue;
      else input[field.name] = null;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '') input[field.name] = text;
    else if (field.branch) continue;
    else input[field.name] = field.nullable ? null : '';
  }
  return input;
};
