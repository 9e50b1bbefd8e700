import { formatDate, formatDateTime } from '../format/date.js';
import { formatMoney, numberOf } from '../format/number.js';
import { formatFieldValue } from '../format/value.js';
import { amountInWords } from '../format/words.js';
import type { Locale } from '../i18n/locale.js';
import type { Title } from '../routes/types.js';
import type { Field, LineField } from './fields.js';

/**
 * What a printed voucher shows, derived once from the resource's declaration (`defineResource` puts it on the
 * resource as `printLayout`) and used by every print (the back office's A4/A5 voucher and 80 mm receipt, the POS's
 * receipt): the header's fields with names instead of codes, the lines' columns a customer reads (never commission,
 * wage, ids or kinds), and the totals of the voucher's own totals fields (never sums of unit prices).
 */

/** What a line column holds: the receipt lays a line out as name, then quantity × price = total. */
export type PrintColumnRole =
  'name' | 'text' | 'unit' | 'quantity' | 'price' | 'discount' | 'tax' | 'total' | 'other';

export type PrintColumn = {
  /** The line field whose value is shown (for a lookup with a stored name: the name field). */
  field: string;
  label: Title;
  role: PrintColumnRole;
  /** Numbers are right-aligned. */
  numeric: boolean;
  /** Left out of a print when no line has a value other than 0 or empty (a discount nobody got). */
  optional: boolean;
};

export type PrintHeaderField = {
  /** The field whose value is shown: for a lookup that stores its name (ma_kh → ten_kh), the name field. */
  field: string;
  /** The lookup whose name it is (ma_kh), when the value is a name. */
  lookup?: string;
  label: Title;
  /** A person (customer, salesperson): the 80 mm receipt shows these. */
  person: boolean;
};

export type PrintTotal = {
  field: string;
  label: Title;
  /** The amount to pay: in bold, and read out in words under the totals. */
  grand: boolean;
  /** Left out when 0 or empty (no discount, no tax, nothing paid by card). */
  optional: boolean;
};

export type PrintLayout = {
  header: readonly PrintHeaderField[];
  columns: readonly PrintColumn[];
  totals: readonly PrintTotal[];
  /** What the customer paid (da_tt), for the receipt's paid and change lines. */
  paidField?: string;
};

/** A resource's own print layout, where the derived one is wrong: field names, in order. */
export type PrintLayoutConfig = {
  header?: readonly string[];
  columns?: readonly string[];
  totals?: readonly string[];
  /** The amount to pay (default t_tt, else the last total). */
  grandTotal?: string;
};

/**
 * Fields a customer never sees on paper: salesperson commission and level, technician wages, what a package
 * session confirmed, cost prices, which promotion rule priced a line. A resource that wants one printed names it in its `printLayout`.
 */
export const internalPrintFields: ReadonlySet<string> = new Set([
  'ty_le_hh',
  'tien_hh',
  't_hh',
  'cap_bac',
  'don_gia_cong',
  'tien_cong',
  't_cong',
  'lt_xac_nhan',
  'gia_von',
  'tien_von',
  'loai_vt',
  'ma_km',
  'ma_km_hd',
]);

/** Header fields every voucher prints in its title block, or never (ids, stamps, approval). */
const titleBlockFields: ReadonlySet<string> = new Set([
  'so_ct',
  'ngay_ct',
  'ma_dvcs',
  'ma_ct',
  'stt_rec',
  'nguoi_duyet',
  'ngay_duyet',
  'nguoi_tao',
  'ngay_tao',
  'nguoi_sua',
  'ngay_sua',
]);

/** The roles of the line amounts a customer reads, by field name, in the order a bill shows them. */
const lineRoles: Readonly<Record<string, PrintColumnRole>> = {
  dvt: 'unit',
  so_luong: 'quantity',
  gia: 'price',
  tien_ck: 'discount',
  ck: 'discount',
  tien_thue: 'tax',
  thue_suat: 'tax',
  thanh_tien: 'total',
  tien: 'total',
};

/** Header totals a customer reads, in order; optional ones are left out when 0. */
const totalOrder = [
  't_so_luong',
  't_tien',
  't_ck',
  't_thue',
  't_tt',
  'so_tien',
  'tien_the',
  'da_tt',
  'con_no',
];
const optionalTotals: ReadonlySet<string> = new Set(['t_ck', 't_thue', 'tien_the', 'con_no']);
const paidFields = ['da_tt'];

/** 'Tổng cộng': what the grand total is called on paper. */
export const grandTotalLabel: Title = { vi: 'Tổng cộng', en: 'Total' };

/** The name field a lookup stores beside its code: ma_kh → ten_kh, ma_nvbh → ten_nvbh (when it fills it). */
export const storedNameOf = (
  name: string,
  field: Field | LineField,
  fields: Readonly<Record<string, unknown>>,
) => {
  if (field.type !== 'lookup' || !name.startsWith('ma_')) return undefined;
  const candidate = `ten_${name.slice(3)}`;
  return field.fills && candidate in field.fills && candidate in fields ? candidate : undefined;
};

const isNumeric = (field: Field | LineField) =>
  field.type === 'money' || field.type === 'number' || field.type === 'percent';

/**
 * The line columns of a print: for each lookup that stores its name the name (ma_vt → ten_vt, ma_nv → ten_nv),
 * other text and dates, then unit, quantity, price, discount (amount rather than percent), tax and line total
 * (thanh_tien rather than tien). Every other number (commission, wage, points), kind, id and lookup code is left
 * out; internal fields are never chosen. A voucher whose lines have no name shows its first lookup's code.
 */
export const printColumnsOf = (
  lineFields: Readonly<Record<string, LineField>>,
  chosen?: readonly string[],
): PrintColumn[] => {
  const column = (name: string, label?: Title): PrintColumn | undefined => {
    const field = lineFields[name];
    if (!field) return undefined;
    const role: PrintColumnRole =
      lineRoles[name] ?? (name.startsWith('ten_') ? 'name' : field.type === 'text' ? 'text' : 'other');
    return {
      field: name,
      label: label ?? field.label,
      role,
      numeric: isNumeric(field),
      optional: role === 'discount' || role === 'tax',
    };
  };
  if (chosen) return chosen.flatMap((name) => column(name) ?? []);
  const names = Object.keys(lineFields);
  const named = new Set(
    names.flatMap((name) => {
      const own = storedNameOf(name, lineFields[name]!, lineFields);
      return own ? [own] : [];
    }),
  );
  const texts: PrintColumn[] = [];
  for (const name of names) {
    const field = lineFields[name]!;
    if (internalPrintFields.has(name) || lineRoles[name]) continue;
    if (field.type === 'lookup') {
      const own = storedNameOf(name, field, lineFields);
      if (own) texts.push(column(own)!);
    } else if ((field.type === 'text' || field.type === 'date') && !named.has(name))
      texts.push(column(name)!);
  }
  if (!texts.some((c) => c.role === 'name')) {
    const first = names.find((name) => lineFields[name]!.type === 'lookup' && !lineRoles[name]);
    if (first) texts.unshift({ ...column(first)!, role: 'name' });
  }
  const has = (name: string) => name in lineFields && !internalPrintFields.has(name);
  const amounts = [
    'dvt',
    'so_luong',
    'gia',
    has('tien_ck') ? 'tien_ck' : 'ck',
    has('tien_thue') ? 'tien_thue' : 'thue_suat',
    has('thanh_tien') ? 'thanh_tien' : 'tien',
  ].filter(has);
  return [...texts, ...amounts.map((name) => column(name)!)];
};

/**
 * The header fields of a print: the form's fields in order, a lookup that stores its name as that name under the
 * lookup's label ('Khách hàng: Trần Thị Mai'), without the title block's (number, date, branch), amounts (they are
 * the totals), statuses and kinds (enums), lines, internal fields and the names a name-only lookup fills (tinh_thanh
 * beside the province, which prints as its name).
 */
export const printHeaderOf = (
  fields: Readonly<Record<string, Field>>,
  order: readonly string[],
  chosen?: readonly string[],
): PrintHeaderField[] => {
  const entry = (name: string): PrintHeaderField | undefined => {
    const field = fields[name];
    if (!field) return undefined;
    const own = storedNameOf(name, field, fields);
    return own
      ? { field: own, lookup: name, label: field.label, person: true }
      : { field: name, label: field.label, person: false };
  };
  if (chosen) return chosen.flatMap((name) => entry(name) ?? []);
  const names = order.filter((name, index) => order.indexOf(name) === index);
  const stored = new Set(names.flatMap((name) => storedNameOf(name, fields[name] ?? f0, fields) ?? []));
  // A name-only lookup prints its name already: what it fills with that name (a province's tinh_thanh) is left out.
  for (const name of names) {
    const field = fields[name];
    if (field?.type === 'lookup' && field.nameOnly)
      Object.keys(field.fills ?? {}).forEach((n) => stored.add(n));
  }
  return names.flatMap((name) => {
    const field = fields[name];
    if (!field || titleBlockFields.has(name) || internalPrintFields.has(name) || stored.has(name)) return [];
    if (field.type === 'lines' || field.type === 'enum' || field.type === 'boolean' || isNumeric(field))
      return [];
    return entry(name) ?? [];
  });
};

const f0 = { type: 'text' } as Field;

/** The totals of a print: the voucher's own totals fields (t_tien, t_ck, t_thue, t_tt, da_tt, con_no …). */
export const printTotalsOf = (
  fields: Readonly<Record<string, Field>>,
  chosen?: readonly string[],
  grandTotal?: string,
): PrintTotal[] => {
  const names = chosen ?? totalOrder.filter((name) => fields[name] && isNumeric(fields[name]));
  const grand =
    grandTotal ?? (names.includes('t_tt') ? 't_tt' : names.filter((n) => !paidFields.includes(n)).at(-1));
  return names.flatMap((name) => {
    const field = fields[name];
    if (!field) return [];
    const isGrand = name === grand;
    return [
      {
        field: name,
        label: isGrand && name === 't_tt' ? grandTotalLabel : field.label,
        grand: isGrand,
        optional: !isGrand && optionalTotals.has(name),
      },
    ];
  });
};

/** A resource's print layout: derived from its fields and form sections, what it declares winning. */
export const printLayoutOf = (
  fields: Readonly<Record<string, Field>>,
  sections: readonly { fields: readonly string[] }[],
  lineFields: Readonly<Record<string, LineField>> | undefined,
  config: PrintLayoutConfig = {},
): PrintLayout => {
  const order = [...sections.flatMap((s) => s.fields), ...Object.keys(fields)];
  return {
    header: printHeaderOf(fields, order, config.header),
    columns: lineFields ? printColumnsOf(lineFields, config.columns) : [],
    totals: printTotalsOf(fields, config.totals, config.grandTotal),
    paidField: paidFields.find((name) => name in fields),
  };
};

// ---------------------------------------------------------------------------------------------------------------
// A record laid out for paper: every value already text in the language.

/** The branch a print names at its top. */
export type PrintBranch = { ma_dvcs: string; ten_dvcs: string; dia_chi: string; dien_thoai: string };

export type PrintedLine = {
  /** Each column's text, by field. */
  cells: Readonly<Record<string, string>>;
  /** The receipt's parts: name, unit, quantity, price, discount and total as text ('' when the voucher has none). */
  name: string;
  unit: string;
  quantity: string;
  price: string;
  discount: string;
  total: string;
};

/** A record ready to print: what the A4/A5 voucher and the 80 mm receipt render. */
export type PrintDocument = {
  title: string;
  number: string;
  /** The voucher's date, DD/MM/YYYY, and its parts for 'Ngày 05 tháng 03 năm 2026'. */
  date: string;
  day: { day: string; month: string; year: string } | null;
  /** When it was made and by whom (the cashier), from its stamps. */
  createdAt: string;
  createdBy: string;
  branch: { name: string; address: string; phone: string } | null;
  header: readonly { label: string; value: string; person: boolean }[];
  columns: readonly { field: string; label: string; numeric: boolean; role: PrintColumnRole }[];
  lines: readonly PrintedLine[];
  totals: readonly { field: string; label: string; value: string; grand: boolean }[];
  /** The amount to pay, and in words ('Một triệu hai trăm năm mươi nghìn đồng'). */
  grandTotal: number | null;
  amountInWords: string;
  /** What the customer paid and the change (paid beyond the total), as text; '' when the voucher has none. */
  paid: string;
  change: string;
};

/** What a print needs of a resource (a declared `Resource` fits). */
export type PrintableResource = {
  title: Title;
  linesField?: string;
  fields: Readonly<Record<string, Field>>;
  printLayout: PrintLayout;
};

export type PrintDocumentOptions = {
  locale: Locale;
  /** The name of a lookup's code the record does not store (a payment type, a room), when the app knows it. */
  nameOf?: (field: string, value: unknown) => string | undefined;
};

const isEmptyAmount = (value: unknown) => {
  const n = numberOf(value);
  return n === null || n === 0;
};

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A record laid out by its resource's print layout, in `locale`: names for codes, the chosen columns and totals. */
export const printDocumentOf = (
  resource: PrintableResource,
  record: Readonly<Record<string, unknown>>,
  branch: PrintBranch | null,
  { locale, nameOf }: PrintDocumentOptions,
): PrintDocument => {
  const { fields, printLayout: layout } = resource;
  const linesField = resource.linesField ? fields[resource.linesField] : undefined;
  const lineFields = linesField?.type === 'lines' ? linesField.fields : {};
  const rawLines =
    resource.linesField && Array.isArray(record[resource.linesField]) ? record[resource.linesField] : [];
  const lines = (rawLines as unknown[]).filter(
    (line): line is Record<string, unknown> => typeof line === 'object' && line !== null,
  );
  const show = (field: Field | LineField | undefined, name: string, value: unknown): string => {
    if (!field) return text(value);
    if (field.type === 'lookup') return nameOf?.(name, value) ?? text(value);
    return formatFieldValue(field, value, locale);
  };
  const columns = layout.columns.filter(
    (column) => !column.optional || lines.some((line) => !isEmptyAmount(line[column.field])),
  );
  const roleValue = (line: Record<string, unknown>, role: PrintColumnRole) => {
    const column = layout.columns.find((c) => c.role === role);
    return column ? show(lineFields[column.field], column.field, line[column.field]) : '';
  };
  const printedLines = lines.map((line) => ({
    cells: Object.fromEntries(
      columns.map((column) => [
        column.field,
        show(lineFields[column.field], column.field, line[column.field]),
      ]),
    ),
    name: roleValue(line, 'name'),
    unit: roleValue(line, 'unit'),
    quantity: roleValue(line, 'quantity'),
    price: roleValue(line, 'price'),
    discount: isEmptyAmount(line[layout.columns.find((c) => c.role === 'discount')?.field ?? ''])
      ? ''
      : roleValue(line, 'discount'),
    total: roleValue(line, 'total'),
  }));
  const header = layout.header.flatMap((entry) => {
    let value = show(fields[entry.field], entry.field, record[entry.field]);
    // A name the record lacks: the lookup's code (or its name when the app knows it).
    if (!value.trim() && entry.lookup) value = show(fields[entry.lookup], entry.lookup, record[entry.lookup]);
    return value.trim() ? [{ label: entry.label[locale], value, person: entry.person }] : [];
  });
  const totals = layout.totals.filter((total) => !total.optional || !isEmptyAmount(record[total.field]));
  const grand = layout.totals.find((total) => total.grand);
  const grandTotal = grand ? numberOf(record[grand.field]) : null;
  const paidValue = layout.paidField ? numberOf(record[layout.paidField]) : null;
  const change = paidValue !== null && grandTotal !== null ? Math.max(0, paidValue - grandTotal) : 0;
  const date = typeof record.ngay_ct === 'string' ? record.ngay_ct.slice(0, 10) : '';
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return {
    title: resource.title[locale],
    number: text(record.so_ct),
    date: date ? formatDate(date) : '',
    day: parts ? { day: parts[3]!, month: parts[2]!, year: parts[1]! } : null,
    createdAt: typeof record.ngay_tao === 'string' && record.ngay_tao ? formatDateTime(record.ngay_tao) : '',
    createdBy: text(record.nguoi_tao),
    branch: branch
      ? { name: branch.ten_dvcs || branch.ma_dvcs, address: branch.dia_chi, phone: branch.dien_thoai }
      : null,
    header,
    columns: columns.map((c) => ({
      field: c.field,
      label: c.label[locale],
      numeric: c.numeric,
      role: c.role,
    })),
    lines: printedLines,
    totals: totals.map((total) => ({
      field: total.field,
      label: total.label[locale],
      value: formatMoney(record[total.field]),
      grand: total.grand,
    })),
    grandTotal,
    amountInWords: grandTotal === null ? '' : amountInWords(grandTotal, { locale }),
    paid: paidValue === null ? '' : formatMoney(paidValue),
    change: paidValue === null ? '' : formatMoney(change),
  };
};
