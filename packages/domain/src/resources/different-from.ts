import type { Title } from '../routes/types.js';
import type { Field, LineField } from './fields.js';

/**
 * The spec's duplicate validator (section 5) over a catalogue record: a field declared `differentFrom: '<target>'`
 * must not hold the target's value ('{field} không được trùng với {target}'). One pure rule, run by the back
 * office form while typing and by the server before writing.
 */

/** A value as compared: trimmed, Unicode-composed (NFC) and case-folded; null when empty. */
export const comparableValue = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).normalize('NFC').trim().toLowerCase();
  return text === '' ? null : text;
};

/** Whether two values clash: both given and the same once trimmed and case-folded. An empty value never clashes. */
export const valuesClash = (value: unknown, other: unknown): boolean => {
  const a = comparableValue(value);
  return a !== null && a === comparableValue(other);
};

/** Where a clash is: a header field, or a field of one line (`index` from 0) of the lines field `lines`. */
export type ClashPlace = { lines: string; index: number } | null;

/** A field holding the same value as the field it must differ from. */
export type DifferentFromClash = {
  /** The field declaring `differentFrom`. */
  field: string;
  /** The field it must differ from (of the same record, or of the same line). */
  target: string;
  /** The line of both fields, or null for header fields. */
  line: ClashPlace;
  /** Both fields' vi/en labels, for the message. */
  labels: { field: Title; target: Title };
};

type AnyFields = Readonly<Record<string, Field | LineField>>;

/** The clashes among one set of fields (a record's header, or one line) and their values. */
const clashesOf = (
  fields: AnyFields,
  values: Record<string, unknown>,
  line: ClashPlace,
): DifferentFromClash[] =>
  Object.entries(fields).flatMap(([name, field]) => {
    const targetName = field.differentFrom;
    const target = targetName === undefined ? undefined : fields[targetName];
    if (!targetName || !target || !valuesClash(values[name], values[targetName])) return [];
    return [{ field: name, target: targetName, line, labels: { field: field.label, target: target.label } }];
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every clash of a record: header fields against header fields, then each line's fields against the same line's
 * (lines fields hold arrays of line records). Fields absent from the record count as empty.
 */
export const differentFromClashes = (
  fields: Readonly<Record<string, Field>>,
  record: Readonly<Record<string, unknown>>,
): DifferentFromClash[] => {
  const header = clashesOf(fields, record, null);
  const lines = Object.entries(fields).flatMap(([name, field]) => {
    const rows = record[name];
    if (field.type !== 'lines' || !Array.isArray(rows)) return [];
    return rows.flatMap((row, index) =>
      isRecord(row) ? clashesOf(field.fields, row, { lines: name, index }) : [],
    );
  });
  return [...header, ...lines];
};

/**
 * The clash of one field, if any: `name` of the record, or `name` of line `line.index` of `line.lines`. Null when
 * the field declares no `differentFrom` or its value differs.
 */
export const differentFromClashOf = (
  fields: Readonly<Record<string, Field>>,
  record: Readonly<Record<string, unknown>>,
  name: string,
  line: ClashPlace = null,
): DifferentFromClash | null => {
  const linesField = line ? fields[line.lines] : undefined;
  const rows = line ? record[line.lines] : undefined;
  const values = line ? (Array.isArray(rows) ? (rows as unknown[])[line.index] : undefined) : record;
  const own = line ? (linesField?.type === 'lines' ? linesField.fields : undefined) : fields;
  if (!own || !isRecord(values)) return null;
  return clashesOf(own, values, line).find((clash) => clash.field === name) ?? null;
};

/** The fields whose clash depends on `name` (the field itself when it declares one, and those naming it). */
export const differentFromDependents = (fields: AnyFields, name: string): string[] =>
  Object.entries(fields)
    .filter(([own, field]) => (own === name && field.differentFrom) || field.differentFrom === name)
    .map(([own]) => own);
