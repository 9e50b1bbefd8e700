import type { Field } from '@sen/domain/resources';
import { businessToday, formatFieldValue, numberOf } from '@sen/domain';
import type { LabelLocale } from '../fields/labelLocale';

/** One column of an export: the wire field, its declaration and its title in the chosen language. */
export type ExportColumn = { name: string; field: Field; header: string };

/** A cell of an exported row: numbers stay numbers (the spreadsheet sums them); everything else is text. */
export type ExportCell = string | number | null;

/** The largest export: the first rows of the query, this many at most. */
export const EXPORT_MAX_ROWS = 10_000;
/** Rows fetched per call while exporting (one of the server's page sizes). */
export const EXPORT_PAGE_SIZE = 500;

/** The export's columns: those of the list, titled in the chosen language. */
export const exportColumnsOf = (
  names: readonly string[],
  fields: Readonly<Record<string, Field>>,
  locale: LabelLocale,
): ExportColumn[] =>
  names.flatMap((name) => {
    const field = fields[name];
    return field && field.type !== 'lines' ? [{ name, field, header: field.label[locale] }] : [];
  });

/**
 * A stored value as an export cell: amounts and quantities as numbers, everything else as the list shows it (days
 * DD/MM/YYYY, enum labels, Có/Không or Yes/No, lookups and texts as they are); empty values and lines as null.
 */
export const exportCellOf = (field: Field, value: unknown, locale: LabelLocale): ExportCell => {
  if (value === null || value === undefined || value === '') return null;
  if (field.type === 'money' || field.type === 'number' || field.type === 'percent') return numberOf(value);
  if (field.type === 'lines') return null;
  return formatFieldValue(field, value, locale) || null;
};

/** The export's table: the header row of titles, then one row of cells per record. */
export const exportTableOf = (
  columns: readonly ExportColumn[],
  rows: readonly Record<string, unknown>[],
  locale: LabelLocale,
): ExportCell[][] => [
  columns.map((c) => c.header),
  ...rows.map((row) => columns.map((c) => exportCellOf(c.field, row[c.name], locale))),
];

/**
 * CSV text of a table (comma-separated, CRLF, a BOM first so that Excel reads the Vietnamese letters); papaparse
 * is loaded on use.
 */
export const toCsv = async (table: readonly (readonly ExportCell[])[]): Promise<string> => {
  const { default: Papa } = await import('papaparse');
  const text = Papa.unparse(
    table.map((row) => row.map((cell) => (cell === null ? '' : cell))),
    { newline: '\r\n' },
  );
  return `\uFEFF${text}`;
};

/** Builds the .xlsx file of a table: the header row bold, numbers as numbers (write-excel-file, loaded on use). */
export const toXlsx = async (table: readonly (readonly ExportCell[])[], sheet: string): Promise<Blob> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...body] = table;
  const data = [
    header.map((cell) => ({ value: String(cell ?? ''), fontWeight: 'bold' as const })),
    ...body.map((row) =>
      row.map((cell) =>
        cell === null
          ? null
          : typeof cell === 'number'
            ? { value: cell, type: Number }
            : { value: cell, type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, { sheet: sheet.slice(0, 31) || 'Sheet1' }).toBlob();
};

/** A page of a list as the server answers it. */
export type ListPage = { items: Record<string, unknown>[]; total: number };

/**
 * Every row of the current query, page after page (`EXPORT_PAGE_SIZE` each), at most `max` rows; reports the
 * progress after each page. `capped` says the query had more rows than were fetched.
 */
export const fetchAllRows = async (
  fetchPage: (pageIndex: number, pageSize: number) => Promise<ListPage>,
  options: { max?: number; pageSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ rows: Record<string, unknown>[]; total: number; capped: boolean }> => {
  const max = options.max ?? EXPORT_MAX_ROWS;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: Record<string, unknown>[] = [];
  let total = 0;
  for (let pageIndex = 0; rows.length < max; pageIndex += 1) {
    const page = await fetchPage(pageIndex, pageSize);
    total = page.total;
    rows.push(...page.items.slice(0, max - rows.length));
    options.onProgress?.(rows.length, Math.min(total, max));
    if (page.items.length < pageSize || rows.length >= total) break;
  }
  return { rows, total, capped: total > rows.length };
};

/** A file name of an export: the list's name and the business's today, e.g. 'partners-2026-11-22.csv'. */
export const exportFileName = (name: string, extension: 'csv' | 'xlsx', now: Date = new Date()): string =>
  `${name}-${businessToday(now)}.${extension}`;

/** Offers a file for download in the browser. */
export const downloadBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
