import type { Title } from '../routes/types.js';

/** The largest whole VND a money field holds (its bigint column holds about 9.2e18: sums of many stay inside). */
export const MONEY_LIMIT = 1_000_000_000_000_000;
/** The largest magnitude of a number field that declares no bound of its own. */
export const NUMBER_LIMIT = 1_000_000_000_000_000;
/** The largest quantity (so_luong) of a line: a billion units. */
export const QUANTITY_LIMIT = 1_000_000_000;
/** The largest rate: an exchange rate in VND (ty_gia), a unit conversion factor (he_so). */
export const RATE_LIMIT = 1_000_000_000;

/**
 * The kinds of field a resource declares. Each maps to one wire schema (packages/domain), one column type
 * (apps/server) and one input and one cell renderer (apps/backoffice, `satisfies Record<FieldType, ...>`).
 */
export type FieldType =
  | 'text'
  | 'code'
  | 'number'
  | 'money'
  | 'percent'
  | 'phone'
  | 'email'
  | 'date'
  | 'time'
  | 'boolean'
  | 'enum'
  | 'lookup'
  | 'lines';

export const fieldTypes = [
  'text',
  'code',
  'number',
  'money',
  'percent',
  'phone',
  'email',
  'date',
  'time',
  'boolean',
  'enum',
  'lookup',
  'lines',
] as const satisfies readonly FieldType[];

/** One choice of an enum field: the stored value and its vi/en label. */
export type EnumOption<V extends string = string> = { value: V; label: Title };

/** What every field may say. */
type FieldCommon = {
  label: Title;
  /** Must be given (and not empty) on create and replace. */
  required?: boolean;
  /** Assigned by the server (numbering, stamps): shown, never sent. */
  readOnly?: boolean;
  /** Unique in the tenant (the unique-property validator asks `exists` while typing; the server refuses 409). */
  unique?: boolean;
  /** Value of a new record. */
  defaultValue?: string | number | boolean;
  /**
   * A config flag whose value, when the tenant set it (not empty), a new record's form starts with instead of
   * `defaultValue` (an e-invoice's template code and series: sale_invoice_template_code, sale_invoice_series).
   */
  defaultFromConfig?: string;
  /** One sentence for the OpenAPI document and the form's help text. */
  help?: string;
  /** Required only while this boolean config flag is on (e.g. crm_partner_require_phone). */
  requiredWhen?: string;
  /**
   * Typed only while this boolean config flag is on, otherwise the form shows it read-only. Always sent; the server
   * decides: it sets a price, discount or tax itself (sale_bill_price_manual…, prices at entry,
   * resources/sales/pricing.ts) and refuses a no-name card payment (sale_service_use_noname, no-name-posting.ts).
   */
  editableWhen?: string;
  /**
   * The spec's duplicate validator (section 5): the value must differ from this other field's ('{field} không
   * được trùng với {target}'), compared trimmed and case-folded; an empty value never clashes. The target is a
   * field of the same record, or for a line field one of the same line (`differentFromClashes`). The form shows the
   * problem under this field while typing; the server refuses a clash with 400 FIELD_DUPLICATE.
   */
  differentFrom?: string;
};

export type TextField = FieldCommon & {
  type: 'text';
  max: number;
  multiline?: boolean;
  /** Kept as sent (default: trimmed). A config value keeps its spaces. */
  trim?: false;
  /** The form the text must have, and what the user reads otherwise (a colour '#RRGGBB'). */
  pattern?: { regex: RegExp; message: string };
  /** An instant kept as ISO text (ngay_tao): shown 'DD/MM/YYYY HH:mm' on the business's clock, never as stored. */
  instant?: true;
};
/** Letters and digits (also . _ -), upper-cased by the input (spec section 5, code input). */
export type CodeField = FieldCommon & { type: 'code'; max: number };
/**
 * Digits and one decimal point; `precision` decimals (0 = whole numbers); between `min` and `max`, each
 * ±NUMBER_LIMIT when not declared.
 */
export type NumberField = FieldCommon & {
  type: 'number';
  min?: number;
  max?: number;
  precision: number;
  /** Written without thousands separators: a year reads 2026, not 2,026. */
  grouping?: false;
};
/** Whole VND, 0 or more (bigint in the database). */
export type MoneyField = FieldCommon & { type: 'money'; allowNegative?: boolean };
/** 0 to 100, two decimals. */
export type PercentField = FieldCommon & { type: 'percent' };
/** 10 to 15 digits once non-digits are stripped ('Số điện thoại không hợp lệ'). */
export type PhoneField = FieldCommon & { type: 'phone' };
export type EmailField = FieldCommon & { type: 'email' };
/** A calendar day, 'YYYY-MM-DD' on the wire, shown DD/MM/YYYY. */
export type DateField = FieldCommon & { type: 'date' };
/** 'HH:mm', 24-hour, no seconds. */
export type TimeField = FieldCommon & { type: 'time' };
export type BooleanField = FieldCommon & { type: 'boolean' };
/** One of a list of values; `V` is the union of the stored values (a status machine is typed by it). */
export type EnumField<V extends string = string> = FieldCommon & {
  type: 'enum';
  options: readonly EnumOption<V>[];
};
/**
 * A code of another resource (`resource` is its catalogue name). The value is the target's `valueField`
 * (default: its first key field); the picker shows `labelField` (default: its first search field).
 */
export type LookupField = FieldCommon & {
  type: 'lookup';
  resource: string;
  valueField?: string;
  labelField?: string;
  /** Fields of this record filled from the picked row: `{ ten_kh: 'ten_kh' }` (this field <- target field). */
  fills?: Readonly<Record<string, string>>;
  /** The longest value (default 64). */
  max?: number;
  /** The value is a code (letters without accents, digits, '.', '-', '_'), as the target's key (a branch's ma_dvcs). */
  code?: true;
  /**
   * Only target rows whose field (key) equals this record's field (value), once this record holds one: a bill's
   * card is its own customer's, `{ ma_kh: 'ma_kh' }`. The picker asks the target's lookup for those rows only (each
   * key must be one of the target's filters); the server refuses another (400 LOOKUP_NOT_MATCHING).
   */
  narrowBy?: Readonly<Record<string, string>>;
  /**
   * Picked (on a form), the target's voucher lines fill this record's lines: `{ ma_vt: 'ma_vt', so_luong:
   * 'so_luong' }` (this record's line field <- the target line's field). A return picks its bill and gets its goods.
   */
  fillsLines?: Readonly<Record<string, string>>;
  /**
   * Another resource whose rows the value may name instead: a retail order's line sells goods (products) or a
   * service (stock-services). A value is good when either holds it; a row of either it names is held by it.
   */
  orResource?: string;
  /**
   * The code means nothing to a reader (a province's or ward's code of the address lists): pickers and pages show
   * the target's name alone ('Phường Bến Thành', not '26734 · Phường Bến Thành').
   */
  nameOnly?: true;
};
/** The detail lines of a voucher: a list of records of their own fields, stored in the lines table. */
export type LinesField = FieldCommon & {
  type: 'lines';
  fields: Readonly<Record<string, LineField>>;
  /** The columns the form's lines table and the record's page show, in order (default: every field). */
  columns?: readonly string[];
};

/** A field of a voucher line (no nested lines). */
export type LineField = Exclude<Field, LinesField>;

export type Field =
  | TextField
  | CodeField
  | NumberField
  | MoneyField
  | PercentField
  | PhoneField
  | EmailField
  | DateField
  | TimeField
  | BooleanField
  | EnumField
  | LookupField
  | LinesField;

type Options<F> = Partial<Omit<F, 'type' | 'label'>>;

const title = (label: Title | readonly [string, string]): Title =>
  Array.isArray(label) ? { vi: label[0], en: label[1] } : (label as Title);

/** A vi/en label, written `['Tên khách hàng', 'Customer name']`. */
export type LabelInput = Title | readonly [string, string];

/**
 * Field builders: `f.text(['Tên khách hàng', 'Customer name'], { required: true })`. Every builder takes the
 * vi/en label first, then the options of its kind.
 */
export const f = {
  text: (label: LabelInput, options: Options<TextField> = {}): TextField => ({
    type: 'text',
    label: title(label),
    max: 200,
    ...options,
  }),
  code: (label: LabelInput, options: Options<CodeField> = {}): CodeField => ({
    type: 'code',
    label: title(label),
    max: 32,
    ...options,
  }),
  number: (label: LabelInput, options: Options<NumberField> = {}): NumberField => ({
    type: 'number',
    label: title(label),
    precision: 0,
    ...options,
  }),
  /** A quantity (so_luong): 0 to QUANTITY_LIMIT, three decimals. */
  quantity: (label: LabelInput, options: Options<NumberField> = {}): NumberField => ({
    type: 'number',
    label: title(label),
    min: 0,
    max: QUANTITY_LIMIT,
    precision: 3,
    ...options,
  }),
  /** A rate (exchange rate ty_gia, conversion factor he_so): 0 to RATE_LIMIT, four decimals. */
  rate: (label: LabelInput, options: Options<NumberField> = {}): NumberField => ({
    type: 'number',
    label: title(label),
    min: 0,
    max: RATE_LIMIT,
    precision: 4,
    ...options,
  }),
  money: (label: LabelInput, options: Options<MoneyField> = {}): MoneyField => ({
    type: 'money',
    label: title(label),
    ...options,
  }),
  percent: (label: LabelInput, options: Options<PercentField> = {}): PercentField => ({
    type: 'percent',
    label: title(label),
    ...options,
  }),
  phone: (label: LabelInput, options: Options<PhoneField> = {}): PhoneField => ({
    type: 'phone',
    label: title(label),
    ...options,
  }),
  email: (label: LabelInput, options: Options<EmailField> = {}): EmailField => ({
    type: 'email',
    label: title(label),
    ...options,
  }),
  date: (label: LabelInput, options: Options<DateField> = {}): DateField => ({
    type: 'date',
    label: title(label),
    ...options,
  }),
  time: (label: LabelInput, options: Options<TimeField> = {}): TimeField => ({
    type: 'time',
    label: title(label),
    ...options,
  }),
  boolean: (label: LabelInput, options: Options<BooleanField> = {}): BooleanField => ({
    type: 'boolean',
    label: title(label),
    ...options,
  }),
  enum: <const V extends string>(
    label: LabelInput,
    options: readonly (readonly [V, string, string])[],
    rest: Options<Omit<EnumField, 'options'>> = {},
  ): EnumField<V> => ({
    type: 'enum',
    label: title(label),
    options: options.map(([value, vi, en]) => ({ value, label: { vi, en } })),
    ...rest,
  }),
  lookup: (label: LabelInput, resource: string, options: Options<Omit<LookupField, 'resource'>> = {}) =>
    ({ type: 'lookup', label: title(label), resource, ...options }) as LookupField,
  lines: (
    label: LabelInput,
    fields: Readonly<Record<string, LineField>>,
    options: { columns?: readonly string[] } = {},
  ): LinesField => ({
    type: 'lines',
    label: title(label),
    fields,
    ...(options.columns ? { columns: options.columns } : {}),
  }),
};

/** The line fields a lines table shows: its declared `columns` in order, else every field. */
export const shownLineFields = (field: LinesField): Readonly<Record<string, LineField>> =>
  field.columns
    ? Object.fromEntries(
        field.columns.flatMap((name) => (field.fields[name] ? [[name, field.fields[name]]] : [])),
      )
    : field.fields;
