import type { RecordsResource } from './resource.js';

/** One voucher line: the line fields of the resource's lines field (ma_vt, so_luong, gia, ...). */
export type Line = Record<string, unknown>;

/** A change to a voucher's lines. */
export type LinesChange =
  | { type: 'add'; line: Line }
  | { type: 'update'; index: number; values: Line }
  | { type: 'remove'; index: number }
  | { type: 'reset'; lines: readonly Line[] };

/** The lines a record holds under the resource's lines field ([] when it has none). */
export const linesOf = (resource: Pick<RecordsResource, 'linesField'>, record: Line | undefined): Line[] => {
  const lines = resource.linesField ? record?.[resource.linesField] : undefined;
  return Array.isArray(lines) ? (lines as Line[]) : [];
};

/** The lines after a change (a new array; an index out of range changes nothing). */
export const changeLines = (lines: readonly Line[], change: LinesChange): Line[] => {
  switch (change.type) {
    case 'add':
      return [...lines, change.line];
    case 'update':
      return lines.map((line, i) => (i === change.index ? { ...line, ...change.values } : line));
    case 'remove':
      return lines.filter((_, i) => i !== change.index);
    case 'reset':
      return [...change.lines];
  }
};

/**
 * The record with these lines and what the resource derives from them (line amounts, voucher totals: the same
 * pure `derive` the server runs before saving).
 */
export const recordWithLines = (
  resource: Pick<RecordsResource, 'linesField' | 'derive'>,
  record: Line,
  lines: readonly Line[],
): Line => {
  if (!resource.linesField) return record;
  const next = { ...record, [resource.linesField]: [...lines] };
  return resource.derive ? resource.derive(next) : next;
};
