import { menuIdOfPath } from '../routes/catalogue.js';
import type { Title } from '../routes/types.js';
import type { LabelInput } from './fields.js';
import type { ViewLayout } from './view-layout.js';

const toTitle = (label: LabelInput): Title =>
  Array.isArray(label) ? { vi: label[0], en: label[1] } : (label as Title);

/** What a view declares: another resource's rows under its own route, menu id and fixed filters. */
export type ViewConfig = {
  /** Catalogue name, unique among resources, views and reports. */
  name: string;
  /** Back-office route, e.g. '/crm/partners-vip'. */
  route: string;
  /** API path relative to /api (default: the route without its leading slash). */
  path?: string;
  menuId?: string;
  title: LabelInput;
  /** The catalogue name of the resource whose rows it shows. */
  resource: string;
  /** Exact values every row has (`{ ma_hang: 'VIP' }`); also stamped on rows created through the view. */
  fixedFilters?: Readonly<Record<string, string | number | boolean>>;
  /** Columns (default: the resource's list columns). */
  listColumns?: readonly string[];
  /** Default order (default: the resource's). */
  defaultSort?: readonly string[];
  /** Rows are shown only; create, edit and delete stay on the resource's own screen (default true). */
  readOnly?: boolean;
  /**
   * Row actions: names of transitions of the resource's status machine (lock a card, check a room in), run under
   * the view's path and menu id (`POST /api/<path>/{id}/<name>`) with the transition's own rules.
   */
  actions?: readonly string[];
  /**
   * How the rows are laid out (`view-layout.ts`): the data table (default), a board of cards by status and lane
   * (live: the branch's users see changes without reloading), or a calendar.
   */
  layout?: ViewLayout;
};

const tableLayout: ViewLayout = { type: 'table' };

/**
 * Declares a view: a screen of spec section 2 that lists another resource's rows (VIP customers, a search
 * screen, a card lock screen). The server serves it at its own path under its own menu id; the back office
 * shows it with the generic list page.
 */
export const defineView = (config: ViewConfig) => ({
  kind: 'view' as const,
  name: config.name,
  route: config.route,
  path: config.path ?? config.route.replace(/^\//, ''),
  menuId: config.menuId ?? menuIdOfPath(config.route),
  module: config.route.split('/')[1] ?? '',
  title: toTitle(config.title),
  resource: config.resource,
  fixedFilters: config.fixedFilters ?? {},
  listColumns: config.listColumns,
  defaultSort: config.defaultSort,
  readOnly: config.readOnly ?? true,
  actions: config.actions ?? [],
  layout: config.layout ?? tableLayout,
});

export type View = ReturnType<typeof defineView>;

/**
 * How a report measure is computed over the grouped rows. 'ratio': one measure of the report as a percentage of
 * another (`of`: reached against target, cost against revenue), none where the second is 0.
 */
export type Aggregate = 'sum' | 'count' | 'avg' | 'min' | 'max' | 'ratio';

/**
 * Which of the source's rows a measure counts: those within fromDate–toDate (default), those before fromDate (an
 * opening balance), or all up to toDate (a closing balance). A report with a balance measure reads every row up
 * to toDate, so a group with nothing but an opening balance still shows. 'running': the balance after each row of
 * a running report (see `running`): the opening plus every row up to and including this one.
 */
export type MeasurePeriod = 'within' | 'before' | 'through' | 'running';

/**
 * A running report (a cash book): one row per entry in date order with the balance after it. The rows before
 * fromDate form no rows of their own: they make one opening row per partition (`by`, e.g. branch), first in it,
 * its `label` field saying so; each 'running' measure then adds the rows in order to that opening.
 */
export type RunningReport = {
  /** The group fields the balance runs within (each combination its own opening and balance). */
  by: readonly string[];
  /** The group field of the opening row that names it, and the words. */
  label: { field: string; title: Title };
};

export type ReportMeasure = {
  field?: string;
  aggregate: Aggregate;
  label: Title;
  as: string;
  period?: MeasurePeriod;
  /** A ratio's measures (their `as`): 100 × the first ÷ the second. */
  of?: readonly [string, string];
};

/** Whether a report has balance measures (opening or closing): its rows are then read up to toDate. */
export const isBalanceReport = (report: { measures: readonly { period?: MeasurePeriod }[] }): boolean =>
  report.measures.some((m) => (m.period ?? 'within') !== 'within');

/**
 * Where one source of a report reads a report field (a group field or a measured field): a field of that source by
 * name, a field with its own sign (overriding the source's), or `null` (the source has no such value: NULL, which
 * sums and counts skip).
 */
export type ReportFieldSource = string | { field: string; sign: 1 | -1 } | null;

/** An extra source of a report: another resource (or its lines) whose rows join the report's with UNION ALL. */
export type ReportSourceConfig = {
  /** The catalogue name of the resource it reads (its own date field drives fromDate/toDate). */
  source: string;
  /** Read the source's voucher lines joined to their header. */
  overLines?: boolean;
  /** Multiplies every measured field of this source (-1: issues, payments, transfers out); default 1. */
  sign?: 1 | -1;
  /** Exact values this source's rows must have (names of this source's fields). */
  fixedFilters?: Readonly<Record<string, string | number | boolean>>;
  /**
   * Only posted vouchers: those a ledger holds entries of (postingLedgerTablesOf) — done, and approved where the
   * tenant asked for approval when they were written.
   */
  posted?: boolean;
  /** Report field -> this source's field (default: the field of the same name). */
  fields?: Readonly<Record<string, ReportFieldSource>>;
};

/** A source of a report as declared, with its defaults filled in. */
export type ReportSource = {
  source: string;
  overLines: boolean;
  sign: 1 | -1;
  fixedFilters: Readonly<Record<string, string | number | boolean>>;
  posted: boolean;
  fields: Readonly<Record<string, ReportFieldSource>>;
};

/**
 * The chart drawn above a report's table (`Chart` of @sen/ui): a trend of measures over a date group field, the
 * share of one measure between the values of a group field (payment types, branches, channels), or the ranking of
 * one (products, staff, customers; the largest 10). The server sums it over every row of the period, whatever page
 * the table shows (`chart` of the report's answer).
 */
export type ReportChart = {
  kind: 'trend' | 'share' | 'ranking';
  /** The group field whose values are the chart's categories: a date for a trend. */
  category: string;
  /** A group field naming each category (ten_vt beside ma_vt); else a lookup's name or an option's label. */
  name?: string;
  /** The measures drawn (their `as`); a share and a ranking order by the first. */
  measures: readonly string[];
  /** How many bars or slices (the rest are left out of a ranking, added up as 'Khác' in a share). */
  limit?: number;
};

/**
 * Where a report's row leads (drill-down): the list of the vouchers of a resource, filtered by the row's group
 * values that are filters of that list (a customer, a salesperson, a branch), its day (a date group) or else the
 * report's period, and its voucher number as the search. Default: the report's own source when it has a list.
 */
export type ReportDrill = {
  /** The catalogue name of the resource whose list opens. */
  resource: string;
  /** The list's filter -> the report's group field giving its value, beside those of the same name. */
  filters?: Readonly<Record<string, string>>;
};

/** What a report declares: a source resource (or its lines) grouped by some fields, with measures. */
export type ReportConfig = {
  name: string;
  /** Back-office route, e.g. '/sales/reports/employee-revenue'. */
  route: string;
  path?: string;
  menuId?: string;
  title: LabelInput;
  /** The catalogue name of the resource it reads (its date field drives fromDate/toDate). */
  source: string;
  /** Read the source's voucher lines joined to their header (product-level reports). */
  overLines?: boolean;
  /**
   * Report fields the main source reads from a field of another name (default: the same name), e.g.
   * `{ tien_thu: 't_tien' }`; a report field that only other sources have is `null` here.
   */
  fields?: Readonly<Record<string, ReportFieldSource>>;
  /**
   * Further sources whose rows are added to the main source's before grouping (stock on hand: receipts +,
   * issues −, transfers − out of ma_kho and + into ma_kho_n). Each maps the report's group and measured fields.
   */
  sources?: readonly ReportSourceConfig[];
  /** Fields of the source (or of its lines) the rows are grouped by, in order. */
  groupBy: readonly string[];
  measures: readonly {
    field?: string;
    aggregate: Aggregate;
    label: LabelInput;
    as: string;
    period?: MeasurePeriod;
    of?: readonly [string, string];
  }[];
  /** Exact values the source rows must have (e.g. a ledger's kind of entry). */
  fixedFilters?: Readonly<Record<string, string | number | boolean>>;
  /** Only posted vouchers of the main source (see ReportSourceConfig.posted): what revenue counts. */
  posted?: boolean;
  /** Group fields every row must hold a value of (not null or ''): a batch history shows batches only. */
  withValue?: readonly string[];
  /** Default order: a group field or a measure's `as`, '-' in front for descending. */
  defaultSort?: readonly string[];
  /** A running report: an opening row per partition and running balances (measures with period 'running'). */
  running?: { by: readonly string[]; label: { field: string; title: LabelInput } };
  /** The chart above the table. */
  chart?: ReportChart;
  /** Where a row leads (default: the source's list). */
  drill?: ReportDrill;
};

/** A chart's declaration, checked against its report: it names group fields and non-running measures. */
const chartOf = (config: ReportConfig): ReportChart | undefined => {
  const chart = config.chart;
  if (!chart) return undefined;
  const problem = (what: string) => new Error(`report ${config.name}: chart ${what}`);
  for (const name of [chart.category, ...(chart.name ? [chart.name] : [])])
    if (!config.groupBy.includes(name)) throw problem(`field ${name} is not a group field`);
  if (chart.measures.length === 0) throw problem('draws no measure');
  for (const as of chart.measures) {
    const measure = config.measures.find((m) => m.as === as);
    if (!measure) throw problem(`measure ${as} is not a measure`);
    if (measure.period === 'running') throw problem(`measure ${as} is a running balance`);
  }
  return chart;
};

/** The measures, checked: a ratio (and only a ratio) names two other measures of the period that are not ratios. */
const measuresOf = (config: ReportConfig): readonly ReportMeasure[] => {
  for (const measure of config.measures) {
    const problem = (what: string) => new Error(`report ${config.name}: measure ${measure.as} ${what}`);
    if (measure.aggregate !== 'ratio') {
      if (measure.of) throw problem('is no ratio but names measures (of)');
      continue;
    }
    if (!measure.of || measure.field || measure.period)
      throw problem('is a ratio: it names two measures and no field');
    for (const as of measure.of) {
      const named = config.measures.find((m) => m.as === as);
      if (!named || named === measure) throw problem(`names ${as}, no other measure of the report`);
      if (named.aggregate === 'ratio' || (named.period ?? 'within') !== 'within')
        throw problem(`names ${as}, a ratio or a balance`);
    }
  }
  return config.measures.map((m) => ({ ...m, label: toTitle(m.label) }));
};

const reportSourceOf = (config: ReportSourceConfig): ReportSource => ({
  source: config.source,
  overLines: config.overLines ?? false,
  sign: config.sign ?? 1,
  fixedFilters: config.fixedFilters ?? {},
  posted: config.posted ?? false,
  fields: config.fields ?? {},
});

/**
 * Declares a report: rows of a source resource (and of its extra sources, added with their sign) within
 * fromDate/toDate and the user's branches, grouped and measured on the server (`GET /api/<path>`), shown by the
 * generic report page with a totals row.
 */
export const defineReport = (config: ReportConfig) => ({
  kind: 'report' as const,
  name: config.name,
  route: config.route,
  path: config.path ?? config.route.replace(/^\//, ''),
  menuId: config.menuId ?? menuIdOfPath(config.route),
  module: config.route.split('/')[1] ?? '',
  title: toTitle(config.title),
  source: config.source,
  overLines: config.overLines ?? false,
  groupBy: config.groupBy,
  measures: measuresOf(config),
  fixedFilters: config.fixedFilters ?? {},
  withValue: config.withValue ?? [],
  defaultSort: config.defaultSort ?? [`-${config.measures[0]?.as ?? config.groupBy[0]}`],
  running: config.running
    ? ({
        by: config.running.by,
        label: { field: config.running.label.field, title: toTitle(config.running.label.title) },
      } as RunningReport)
    : undefined,
  chart: chartOf(config),
  drill: config.drill,
  /** Every source, the main one first, with its defaults filled in. */
  sources: [
    reportSourceOf({
      source: config.source,
      overLines: config.overLines,
      fixedFilters: config.fixedFilters,
      posted: config.posted,
      fields: config.fields,
    }),
    ...(config.sources ?? []).map(reportSourceOf),
  ] as readonly ReportSource[],
});

export type Report = ReturnType<typeof defineReport>;

/** The report's fields every source gives: its group fields, then the measured fields that are not grouped. */
export const reportFieldsOf = (report: Pick<Report, 'groupBy' | 'measures'>) => {
  const measured = report.measures.flatMap((m) => (m.field ? [m.field] : []));
  return {
    groups: report.groupBy,
    measured: measured.filter((name, i) => !report.groupBy.includes(name) && measured.indexOf(name) === i),
  };
};

/**
 * Where a source reads a report field: its field name and the sign its values get (measured fields only), or
 * null when the source has no such value.
 */
export const reportFieldSourceOf = (
  source: ReportSource,
  name: string,
): { field: string; sign: 1 | -1 } | null => {
  const mapped = source.fields[name];
  if (mapped === null) return null;
  if (mapped === undefined) return { field: name, sign: source.sign };
  if (typeof mapped === 'string') return { field: mapped, sign: source.sign };
  return mapped;
};
