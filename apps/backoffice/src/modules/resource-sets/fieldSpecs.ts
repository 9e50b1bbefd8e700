import type { Locale, ResourceSet } from '@sen/domain';
import { choicesOf, type FieldChoice } from '@sen/domain/resources';

/** How a field is shown and edited: text, number, yes/no or calendar day ('YYYY-MM-DD'). */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date';

/** One field of a set's record, as the screens need it (derived from the set's zod record). */
export type FieldSpec = {
  name: string;
  kind: FieldKind;
  /** Must be given: neither optional, nullable nor defaulted. */
  required: boolean;
  /** May be left empty (sent as null). */
  nullable: boolean;
  /** The record's default (e.g. trang_thai true, stt 0). */
  defaultValue?: unknown;
  maxLength?: number;
  min?: number;
  max?: number;
  integer: boolean;
  /** Part of the natural key. */
  key: boolean;
  /** The branch field ma_dvcs of a branch-scoped set (a select of the user's branches). */
  branch: boolean;
  /** The values the field takes (a voucher lock's voucher type): a select of them, each with its name. */
  choices?: readonly FieldChoice[];
};

type ZodLike = {
  _zod: { def: { type: string; innerType?: ZodLike; defaultValue?: unknown } };
  format?: string | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
};

const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;

/** A finite bound worth showing (zod reports ±MAX_SAFE_INTEGER and ±Infinity for "none"). */
const bound = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < SAFE_LIMIT ? value : undefined;

/** The spec of one zod field: its wrappers (optional/nullable/default) peeled, its base kind and limits read. */
export const fieldSpecOf = (
  name: string,
  schema: unknown,
  keyFields: readonly string[],
  branchScoped = false,
): FieldSpec => {
  let current = schema as ZodLike;
  let optional = false;
  let nullable = false;
  let defaultValue: unknown;
  let hasDefault = false;
  while (current._zod.def.innerType) {
    const { type } = current._zod.def;
    if (type === 'optional') optional = true;
    if (type === 'nullable') nullable = true;
    if (type === 'default') {
      hasDefault = true;
      defaultValue = current._zod.def.defaultValue;
    }
    current = current._zod.def.innerType;
  }
  const base = current._zod.def.type;
  const kind: FieldKind =
    base === 'number'
      ? 'number'
      : base === 'boolean'
        ? 'boolean'
        : base === 'string' && current.format === 'date'
          ? 'date'
          : 'string';
  const spec: FieldSpec = {
    name,
    kind,
    required: !optional && !nullable && !hasDefault,
    nullable: optional || nullable,
    integer: kind === 'number' && current.isInt === true,
    key: keyFields.includes(name),
    branch: branchScoped && name === 'ma_dvcs',
  };
  if (hasDefault) spec.defaultValue = defaultValue;
  if (kind === 'string' && typeof current.maxLength === 'number') spec.maxLength = current.maxLength;
  if (kind === 'number') {
    const min = bound(current.minValue);
    const max = bound(current.maxValue);
    if (min !== undefined) spec.min = min;
    if (max !== undefined) spec.max = max;
  }
  return spec;
};

/** Every field of a set's record, in declaration order. */
export const fieldSpecsOf = (
  set: Pick<ResourceSet, 'record' | 'keyFields' | 'branchScope'> & { name?: string },
): FieldSpec[] =>
  Object.entries(set.record.shape).map(([name, schema]) => {
    const spec = fieldSpecOf(name, schema, set.keyFields, set.branchScope === 'selected');
    const choices = set.name === undefined ? undefined : choicesOf(set.name, name);
    return choices ? { ...spec, choices } : spec;
  });

/** A chosen value as shown: 'HDB - Hóa đơn bán hàng', the value alone when it is not one of the choices. */
export const choiceText = (value: string, choices: readonly FieldChoice[], locale: Locale): string => {
  const label = choices.find((choice) => choice.value === value)?.label[locale];
  return label ? `${value} - ${label}` : value;
};
