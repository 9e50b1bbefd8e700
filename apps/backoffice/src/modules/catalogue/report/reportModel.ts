import {
  f,
  reportFieldSourceOf,
  resourceNamed,
  type Field,
  type LineField,
  type Report,
  type Resource,
  storedNameFieldOf,
} from '@sen/domain/resources';
import { datePresetRange, daysOf, formatDate, type DayRange } from '@sen/domain';
import type { LabelLocale } from '../fields/labelLocale';

/** A column of a report: a group field or a measure, with the field its cells are formatted by. */
export type ReportColumn = { name: string; field: Field; header: string; measure: boolean };

/** A report's default period: this month, in Vietnam days. */
export const defaultPeriodOf = (now: Date): DayRange => datePresetRange('thisMonth', now);

/**
 * The columns of a report: its group fields (from the source resource, or its voucher lines for a report over
 * lines), then its measures: a count as a whole number, an average with two decimals, a ratio as a percentage,
 * a sum/min/max formatted like the measured field (money stays money).
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
    if (measure.aggregate === 'ratio') field = f.percent(label);
    else if (measure.aggregate === 'count') field = f.number(label, { precision: 0 });
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

/**
 * A measure column's width: narrower than a list's (a report shows more figures side by side), wide enough for
 * its header in capitals beside the sort mark ('CHỈ TIÊU DOANH SỐ'), at most 200.
 */
export const measureWidthOf = (header: string): number =>
  Math.min(200, Math.max(120, Math.ceil(header.length * 10) + 36));

/** A lookup group column's width: its code alone (its name has a column of its own), or with the name looked up. */
export const lookupWidthOf = (field: Field): number => (field.type === 'lookup' && field.fills ? 150 : 210);

/**
 * The group fields of a report whose lookup names the page asks for, by name: a lookup whose stored name is no
 * group of the report (the targets by ma_nvbh alone: its rows hold no ten_nvbh) loses its `fills`, so that its
 * code's name is looked up rather than expected on the row.
 */
export const groupFieldsOf = (
  columns: readonly ReportColumn[],
  groupBy: readonly string[],
): Record<string, Field> =>
  Object.fromEntries(
    columns
      .filter((c) => !c.measure)
      .map((c) => {
        const stored = storedNameFieldOf(c.field);
        const field = stored && !groupBy.includes(stored) ? { ...c.field, fills: undefined } : c.field;
        return [c.name, field as Field];
      }),
  );

/** A row of a report's chart as the server answers it: the category's value and name, then the measures. */
export type ChartItem = { category: unknown; name?: string | null } & Record<string, unknown>;

/** What the chart draws: a name per category and a series per declared measure (its label, its values). */
export type ReportChartData = {
  kind: NonNullable<Report['chart']>['kind'];
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
};

/**
 * The chart of a report's answer: the categories named (the name the rows hold, else `nameOf`: a lookup's name, an
 * option's label, a day as DD/MM/YYYY), a series per measure labelled from the report. A trend covers every day of
 * the period in order up to today, a day without rows at 0, so a quiet day shows as one.
 */
export const reportChartDataOf = (
  report: Report,
  items: readonly ChartItem[],
  options: {
    locale: LabelLocale;
    period: Partial<DayRange>;
    nameOf: (value: unknown) => string | undefined;
    /** The name of a category without a value. */
    emptyName?: string;
    /** Today (YYYY-MM-DD): a trend ends on it, or on the last day with rows if later ('this month' to today). */
    today?: string;
  },
): ReportChartData | undefined => {
  const chart = report.chart;
  if (!chart) return undefined;
  const measures = chart.measures.flatMap((as) => {
    const measure = report.measures.find((m) => m.as === as);
    return measure ? [measure] : [];
  });
  const named = (item: ChartItem) =>
    (typeof item.name === 'string' && item.name.trim()) ||
    options.nameOf(item.category) ||
    (item.category == null || item.category === '' ? (options.emptyName ?? '—') : String(item.category));
  const valueOf = (item: ChartItem | undefined, as: string) => {
    const value = item?.[as];
    return typeof value === 'number' ? value : value == null ? (item ? null : 0) : Number(value);
  };
  if (chart.kind === 'trend') {
    const byDay = new Map(items.map((item) => [String(item.category ?? ''), item]));
    const lastDay = [...byDay.keys()].sort().at(-1) ?? '';
    const until = options.today && options.today > lastDay ? options.today : lastDay;
    // Days still to come are no zero days: the period's days stop at today (or at its last rows).
    const days = daysOf(options.period).filter((day) => !options.today || day <= until);
    const keys = days.length > 0 ? days : items.map((item) => String(item.category ?? ''));
    return {
      kind: chart.kind,
      categories: keys.map((day) => formatDate(day)),
      series: measures.map((m) => ({
        name: m.label[options.locale],
        values: keys.map((day) => valueOf(byDay.get(day), m.as) ?? 0),
      })),
    };
  }
  return {
    kind: chart.kind,
    categories: items.map(named),
    series: measures.map((m) => ({
      name: m.label[options.locale],
      values: items.map((item) => valueOf(item, m.as)),
    })),
  };
};

/**
 * The source of a report (the main one, else one of its further sources) whose vouchers are numbered like `number`
 * (its prefix then digits: a retail order's 'BL000012' among bills and retail orders); the main source when none
 * is, or there is no number.
 */
const sourceNumbering = (
  report: Report,
  number: string | undefined,
  resourceOf: (name: string) => Resource | undefined,
): string => {
  if (number === undefined) return report.source;
  let best: { name: string; length: number } | undefined;
  for (const { source } of report.sources) {
    const prefix = resourceOf(source)?.voucher?.prefix;
    if (!prefix || !number.startsWith(prefix) || !/^\d+$/.test(number.slice(prefix.length))) continue;
    if (!best || prefix.length > best.length) best = { name: source, length: prefix.length };
  }
  return best?.name ?? report.source;
};

/** A list a report's row leads to: the resource, the list's route (the page) and its query (for the count too). */
export type DrillTarget = {
  resource: Resource;
  href: string;
  /** The list's filters, period and search, as the page's address has them. */
  query: Readonly<Record<string, string>>;
};

const textOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : String(value);

/**
 * The list of `target` filtered to a report's row: its day when it is grouped by day, else the report's period;
 * each group value that is a filter of the list (under the field `fieldOf` gives it in that source); the voucher
 * number as the search.
 */
const drillTargetOf = (
  report: Report,
  row: Readonly<Record<string, unknown>>,
  period: Partial<DayRange>,
  target: Resource,
  fieldOf: (group: string) => string | null,
  number: string | undefined,
): DrillTarget | undefined => {
  if (!target.route) return undefined;
  const params = new URLSearchParams();
  const day = report.groupBy.includes('ngay_ct') ? textOf(row.ngay_ct)?.slice(0, 10) : undefined;
  const fromDate = day ?? period.fromDate;
  const toDate = day ?? period.toDate;
  if (target.dateField && fromDate) params.set('fromDate', fromDate);
  if (target.dateField && toDate) params.set('toDate', toDate);
  for (const group of report.groupBy) {
    const value = textOf(row[group]);
    const field = value === undefined ? null : fieldOf(group);
    if (value !== undefined && field && target.filterFields.includes(field)) params.set(field, value);
  }
  if (number) params.set('searchKey', number);
  const text = params.toString();
  return {
    resource: target,
    href: text ? `${target.route}?${text}` : target.route,
    query: Object.fromEntries(params),
  };
};

/**
 * Where a report's row leads (drill-down): the lists of the vouchers it adds up, each filtered to the row (see
 * drillTargetOf). A report that declares its `drill` resource leads to that list (its filters mapped by
 * `drill.filters`). A detail row (grouped by voucher number) leads to the list of the source numbered like it (a
 * POS sale of a report over bills and retail orders opens the retail orders). Any other row of a report over
 * several sources leads to each source's list (bills, retail orders, returns of a day's sales revenue): every
 * source that may hold the row's vouchers — not one that has none of a group the row has a value of — once each,
 * the main source first. Empty when no list can be opened.
 */
export const drillTargetsOf = (
  report: Report,
  row: Readonly<Record<string, unknown>>,
  period: Partial<DayRange>,
  resourceOf: (name: string) => Resource | undefined,
): DrillTarget[] => {
  const number = report.groupBy.includes('so_ct') ? textOf(row.so_ct) : undefined;
  const one = (name: string, fieldOf: (group: string) => string | null) => {
    const target = resourceOf(name);
    const found = target && drillTargetOf(report, row, period, target, fieldOf, number);
    return found ? [found] : [];
  };
  if (report.drill) {
    const byGroup = new Map(
      Object.entries(report.drill.filters ?? {}).map(([filter, group]) => [group, filter]),
    );
    return one(report.drill.resource, (group) => byGroup.get(group) ?? group);
  }
  if (number !== undefined || report.sources.length === 1) {
    const name = sourceNumbering(report, number, resourceOf);
    const source = report.sources.find((s) => s.source === name);
    return one(name, (group) => (source ? (reportFieldSourceOf(source, group)?.field ?? null) : group));
  }
  const targets: DrillTarget[] = [];
  for (const source of report.sources) {
    const holdsRow = report.groupBy.every(
      (group) => textOf(row[group]) === undefined || reportFieldSourceOf(source, group) !== null,
    );
    if (!holdsRow) continue;
    for (const target of one(source.source, (group) => reportFieldSourceOf(source, group)?.field ?? null))
      if (!targets.some((t) => t.href === target.href)) targets.push(target);
  }
  return targets;
};

/** The first list a report's row leads to (drillTargetsOf), undefined when none. */
export const drillHrefOf = (
  report: Report,
  row: Readonly<Record<string, unknown>>,
  period: Partial<DayRange>,
  resourceOf: (name: string) => Resource | undefined,
): string | undefined => drillTargetsOf(report, row, period, resourceOf)[0]?.href;

/**
 * The columns a report prints: names, not codes — a code column is left out when the report also groups by its
 * name (ma_kh beside ten_kh); the other lookups print their names.
 */
export const printColumnsOf = (report: Report, columns: readonly ReportColumn[]): ReportColumn[] =>
  columns.filter(
    (c) => c.measure || !(c.name.startsWith('ma_') && report.groupBy.includes(`ten_${c.name.slice(3)}`)),
  );
