import {
  f,
  reportFieldSourceOf,
  resourceNamed,
  type Field,
  type LineField,
  type Report,
  type Resource,
} from '@sen/domain/resources';
import type { LabelLocale } from '../fields/labelLocale';

/** A column of a report: a group field or a measure, with the field its cells are formatted by. */
export type ReportColumn = { name: string; field: Field; header: string; measure: boolean };

/** The first and last day of the month of `today` ('YYYY-MM-DD'): a report's default period. */
export const monthRangeOf = (today: Date): { fromDate: string; toDate: string } => {
  const y = today.getFullYear();
  const m = today.getMonth();
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(y, m + 1, 0).getDate();
  return { fromDate: `${y}-${pad(m + 1)}-01`, toDate: `${y}-${pad(m + 1)}-${pad(last)}` };
};

/**
 * The columns of a report: its group fields (from the source resource, or its voucher lines for a report over
 * lines), then its measures: a count as a whole number, an average with two decimals, a sum/min/max formatted
 * like the measured field (money stays money).
 */
export const reportColumnsOf = (report: Report, source: Resource, locale: LabelLocale): ReportColumn[] => {
  const lineFields: Readonly<Record<string, LineField>> = report.overLines ? (source.lineFields ?? {}) : {};
  /** The declared field a report field reads: the first source that maps it (a cash book's tien_chi comes from payments). */
  const fieldOf = (name: string): Field | undefined => {
    for (const from of report.sources) {
      const mapped = reportFieldSourceOf(from, name);
      const resource = mapped && (from.source === source.name ? source : resourceNamed(from.source));
      if (!mapped || !resource) continue;
      const lines: Readonly<Record<string, LineField>> = from.overLines ? (resource.lineFields ?? {}) : {};
      const field = lines[mapped.field] ?? (resource.fields as Record<string, Field>)[mapped.field];
      if (field) return field;
    }
    return lineFields[name] ?? source.fields[name];
  };
  const groups = report.groupBy.flatMap((name): ReportColumn[] => {
    const field = fieldOf(name);
    return field ? [{ name, field, header: field.label[locale], measure: false }] : [];
  });
  const measures = report.measures.map((measure): ReportColumn => {
    const label: [string, string] = [measure.label.vi, measure.label.en];
    const measured = measure.field ? fieldOf(measure.field) : undefined;
    let field: Field;
    if (measure.aggregate === 'count') field = f.number(label, { precision: 0 });
    else if (measure.aggregate === 'avg') field = f.number(label, { precision: 2 });
    else if (
      measured &&
      (measured.type === 'money' || measured.type === 'number' || measured.type === 'percent')
    )
      field = { ...measured, label: measure.label };
    else field = f.number(label, { precision: 2 });
    return { name: measure.as, field, header: measure.label[locale], measure: true };
  });
  return [...groups, ...measures];
};
