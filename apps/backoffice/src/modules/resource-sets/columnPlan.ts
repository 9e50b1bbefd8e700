import { formatDate, formatNumber } from '@sen/domain';
import type { FieldSpec } from './fieldSpecs';

/** What a list column of a field is: id (the sort key sent to the server), kind, width, alignment, visibility. */
export type ColumnPlan = {
  id: string;
  kind: FieldSpec['kind'];
  width: number;
  numeric: boolean;
  sortable: boolean;
  /** Shown only when the user's table settings show it (notes, English names). */
  hidden: boolean;
  /** The branch column: the branch name is shown next to the code. */
  branch: boolean;
};

/** Fields that are long or secondary: available in the table settings, hidden by default. */
const secondary = (name: string): boolean => name === 'ghi_chu' || name.endsWith('_en');

const widthOf = (field: FieldSpec): number => {
  if (field.branch) return 200;
  if (field.kind === 'boolean') return 120;
  if (field.kind === 'date') return 130;
  if (field.kind === 'number') return 120;
  if (field.key || field.name.startsWith('ma_')) return 130;
  return field.maxLength !== undefined && field.maxLength <= 32 ? 140 : 240;
};

/** The list's columns: one per record field, in declaration order, every one sortable on the server. */
export const columnPlanOf = (fields: readonly FieldSpec[]): ColumnPlan[] =>
  fields.map((field) => ({
    id: field.name,
    kind: field.kind,
    width: widthOf(field),
    numeric: field.kind === 'number',
    sortable: true,
    hidden: secondary(field.name),
    branch: field.branch,
  }));

/** A cell's text, as the format module shows it: numbers with comma thousands, days DD/MM/YYYY, empty as ''. */
export const cellText = (kind: FieldSpec['kind'], value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'number') return typeof value === 'number' ? formatNumber(value) : String(value);
  if (kind === 'date') return formatDate(String(value));
  return String(value);
};
