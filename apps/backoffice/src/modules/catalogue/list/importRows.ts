import { issueMessage, toStoredDate, type Locale } from '@sen/domain';
import type { Field } from '@sen/domain/resources';

/** A cell as a file gives it: text from CSV; text, number, boolean or date from a spreadsheet. */
export type RawCell = string | number | boolean | Date | null | undefined;

/** A problem of one row of the file: its row number in the file (the header is row 1), the field and the message. */
export type ImportIssue = { row: number; field?: string; message: string };

/** A row that passed the checks: its row number in the file and the record to send. */
export type ImportRecord = { row: number; record: Record<string, unknown> };

/** The dry run's report: what would be imported, and every problem, before anything is sent. */
export type ImportReport = {
  /** Data rows read (blank rows not counted). */
  total: number;
  valid: ImportRecord[];
  issues: ImportIssue[];
  /** Row numbers with at least one problem. */
  invalidRows: number[];
  /** Column titles that name no importable field (left out). */
  unknownColumns: string[];
};

/** Messages the checks need in the user's language. */
/** The words of the report, and the language zod's rules are said in (`issueMessage`). */
export type ImportMessages = { required: string; invalidValue: string; locale: Locale };

/** Lower case, no accents, single spaces: 'Mã  Khách hàng' -> 'ma khach hang'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The fields a file may fill: every editable field except voucher lines. */
export const importableFields = (fields: Readonly<Record<string, Field>>): [string, Field][] =>
  Object.entries(fields).filter(([, field]) => !field.readOnly && field.type !== 'lines');

/**
 * Which field each column fills: a title equal to the field's name (ma_kh) or to its vi or en label, ignoring
 * case and accents. Columns that name nothing are listed as unknown.
 */
export const columnFieldsOf = (
  headers: readonly RawCell[],
  fields: Readonly<Record<string, Field>>,
): { columns: (string | undefined)[]; unknown: string[] } => {
  const byTitle = new Map<string, string>();
  for (const [name, field] of importableFields(fields)) {
    for (const title of [name, field.label.vi, field.label.en]) {
      if (!byTitle.has(fold(title))) byTitle.set(fold(title), name);
    }
  }
  const unknown: string[] = [];
  const taken = new Set<string>();
  const columns = headers.map((header) => {
    const title = String(header ?? '').trim();
    if (title === '') return undefined;
    const name = byTitle.get(fold(title));
    if (!name || taken.has(name)) {
      unknown.push(title);
      return undefined;
    }
    taken.add(name);
    return name;
  });
  return { columns, unknown };
};

type Coerced = { value: unknown } | { error: true } | { empty: true };

const isBlank = (raw: RawCell): boolean =>
  raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');

/** '1,234,567' / '1.234.567' / '1 234 567' / '12.5' / '-3' as a number; anything else NaN. */
const parseNumber = (text: string): number => {
  const t = text.replace(/\s/g, '');
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(t)) return Number(t.replace(/\./g, ''));
  return NaN;
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A day as 'YYYY-MM-DD' from a spreadsheet date (read as UTC) or a typed 'DD/MM/YYYY' or 'YYYY-MM-DD'. */
const parseDay = (raw: RawCell): string | null => {
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return null;
    return `${raw.getUTCFullYear()}-${pad(raw.getUTCMonth() + 1)}-${pad(raw.getUTCDate())}`;
  }
  const text = String(raw).trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const iso = dmy ? `${dmy[3]}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}` : text.slice(0, 10);
  return toStoredDate(iso);
};

const truthy = new Set(['1', 'true', 'x', 'co', 'yes', 'y', 'dung']);
const falsy = new Set(['0', 'false', 'khong', 'no', 'n', 'sai']);

/** A cell as the field's wire value: numbers parsed, days stored, yes/no and enum labels understood. */
export const coerceCell = (field: Field, raw: RawCell): Coerced => {
  if (isBlank(raw)) return { empty: true };
  switch (field.type) {
    case 'number':
    case 'money':
    case 'percent': {
      const value = typeof raw === 'number' ? raw : parseNumber(String(raw));
      return Number.isFinite(value) ? { value } : { error: true };
    }
    case 'date': {
      const day = parseDay(raw);
      return day ? { value: day } : { error: true };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      const text = fold(String(raw));
      if (truthy.has(text)) return { value: true };
      if (falsy.has(text)) return { value: false };
      return { error: true };
    }
    case 'enum': {
      const text = fold(String(raw));
      const option = field.options.find(
        (o) => fold(o.value) === text || fold(o.label.vi) === text || fold(o.label.en) === text,
      );
      return option ? { value: option.value } : { error: true };
    }
    case 'time': {
      if (raw instanceof Date) return { value: `${pad(raw.getUTCHours())}:${pad(raw.getUTCMinutes())}` };
      const match = /^(\d{1,2}):(\d{2})/.exec(String(raw).trim());
      return match ? { value: `${pad(Number(match[1]))}:${match[2]}` } : { error: true };
    }
    case 'lines':
      return { empty: true };
    default:
      return { value: raw instanceof Date ? (parseDay(raw) ?? '') : String(raw).trim() };
  }
};

/** What the dry run needs of a zod schema (the resource's `inputSchema`). */
export type SafeParser = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * The dry run of an import: each data row (after the header) mapped to a record through the column titles, its
 * cells converted by field type, then checked by the resource's input schema. Problems carry the row's number in
 * the file (header = row 1) and the field; rows without problems are the ones that would be sent.
 */
export const dryRunImport = (
  table: readonly (readonly RawCell[])[],
  fields: Readonly<Record<string, Field>>,
  schema: SafeParser,
  messages: ImportMessages,
): ImportReport => {
  const [headers = [], ...rows] = table;
  const { columns, unknown } = columnFieldsOf(headers, fields);
  const valid: ImportRecord[] = [];
  const issues: ImportIssue[] = [];
  const invalidRows: number[] = [];
  let total = 0;
  rows.forEach((cells, index) => {
    if (cells.every(isBlank)) return;
    total += 1;
    const row = index + 2;
    const record: Record<string, unknown> = {};
    const rowIssues: ImportIssue[] = [];
    columns.forEach((name, column) => {
      if (!name) return;
      const field = fields[name] as Field;
      const coerced = coerceCell(field, cells[column]);
      if ('value' in coerced) record[name] = coerced.value;
      else if ('error' in coerced) {
        rowIssues.push({ row, field: name, message: `${messages.invalidValue}: ${String(cells[column])}` });
      }
    });
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
        if (name && rowIssues.some((i) => i.field === name)) continue;
        const missing = name !== undefined && record[name] === undefined;
        rowIssues.push({
          row,
          field: name,
          message: missing ? messages.required : issueMessage(issue, messages.locale),
        });
      }
    }
    if (rowIssues.length > 0) {
      issues.push(...rowIssues);
      invalidRows.push(row);
    } else {
      valid.push({ row, record: parsed.success ? (parsed.data as Record<string, unknown>) : record });
    }
  });
  return { total, valid, issues, invalidRows, unknownColumns: unknown };
};

/** The cells of a CSV text (papaparse, loaded on use); a BOM and blank lines are ignored. */
export const readCsv = async (text: string): Promise<string[][]> => {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return result.data;
};

/** The cells of a spreadsheet's first sheet (read-excel-file, loaded on use). */
export const readXlsx = async (file: Blob): Promise<RawCell[][]> => {
  const { readSheet } = await import('read-excel-file/browser');
  const data = await readSheet(file);
  return data.map((row) => row.map((cell) => cell as RawCell));
};

/** Whether a file is a spreadsheet (.xlsx) rather than CSV text. */
export const isSpreadsheet = (file: Pick<File, 'name' | 'type'>): boolean =>
  file.name.toLowerCase().endsWith('.xlsx') ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row the server refused while importing: its row number in the file and the server's message. */
export type ImportFailure = { row: number; message: string };

/**
 * Sends the valid rows one after the other (`send` posts one record), reporting progress after each; a refused
 * row is kept with the server's message and the import goes on.
 */
export const runImport = async (
  records: readonly ImportRecord[],
  send: (record: Record<string, unknown>) => Promise<unknown>,
  options: { onProgress?: (done: number, total: number) => void; messageOf: (error: unknown) => string },
): Promise<{ imported: number; failures: ImportFailure[] }> => {
  const failures: ImportFailure[] = [];
  let imported = 0;
  for (const [index, { row, record }] of records.entries()) {
    try {
      await send(record);
      imported += 1;
    } catch (error) {
      failures.push({ row, message: options.messageOf(error) });
    }
    options.onProgress?.(index + 1, records.length);
  }
  return { imported, failures };
};
