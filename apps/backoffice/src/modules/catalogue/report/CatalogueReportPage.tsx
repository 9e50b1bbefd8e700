import { useCallback, useMemo, useState } from 'react';
import { catalogueKeys } from '../form/paths';
import type { CSSProperties } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import {
  Button,
  DataTable,
  FieldValue,
  Link,
  SegmentedControl,
  defaultDataTableLabels,
  englishDataTableLabels,
  vars,
  type DataTableColumn,
} from '@sen/ui';
import {
  createTableQuery,
  datePresetLabels,
  datePresetOf,
  datePresetRange,
  datePresets,
  formatFieldValue,
  type DatePreset,
} from '@sen/domain';
import { resourceNamed, type Report, type Resource } from '@sen/domain/resources';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { usePageHeading } from '../../layout/usePageHeading';
import { useLabelLocale } from '../fields/labelLocale';
import { exportCellOf } from '../list/exportRows';
import { ExportButtons } from '../list/ExportButtons';
import { useExport } from '../list/useExport';
import { useUrlTable } from '../list/useUrlTable';
import { can } from '@sen/auth';
import {
  defaultPeriodOf,
  drillTargetsOf,
  groupFieldsOf,
  lookupWidthOf,
  measureWidthOf,
  reportColumnsOf,
  type ChartItem,
  type DrillTarget,
} from './reportModel';
import { DrillDialog } from './DrillDialog';
import { ReportChart } from './ReportChart';
import { ReportPrintView } from './ReportPrintView';
import { widthOf } from '../list/columns';
import { useLookupNames } from '../fields/useLookupNames';

export type CatalogueReportPageProps = { report: Report; source: Resource };

type ReportRow = Record<string, unknown>;
type ReportAnswer = {
  items: ReportRow[];
  total: number;
  totals?: Record<string, unknown>;
  chart?: { items: ChartItem[] };
};

const page: CSSProperties = { display: 'grid', gap: vars.space.md };
const muted: CSSProperties = { color: vars.color.textMuted, margin: 0 };
const toolbarEnd: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, marginInlineStart: 'auto' };
const headerRow: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
};
const chartPanel: CSSProperties = {
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
};
const noFilters: readonly string[] = [];
const noRows: readonly ReportRow[] = [];

/**
 * The generic report page: the source's rows between fromDate and toDate (this month by default; presets today,
 * this week, this month, last month, or any range) in the branches chosen in the header, grouped and measured by
 * the server, with a totals row and CSV/XLSX export; the chart the report declares above the table; a row opens
 * the list of its vouchers; '?print=1' lays it out for A4 paper.
 */
export function CatalogueReportPage(props: CatalogueReportPageProps) {
  return <ReportScreen key={props.report.route} {...props} />;
}

function ReportScreen({ report, source }: CatalogueReportPageProps) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { api } = useServices();
  const { selectedBranches, branches, user } = useAuthState();
  const { title } = usePageHeading();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const printing = search.print === 1 || search.print === '1' || search.print === true;
  const defaults = useMemo(() => {
    const sort = report.defaultSort[0] ?? '';
    return createTableQuery({
      ...defaultPeriodOf(new Date()),
      sortKey: sort.replace(/^-/, '') || undefined,
      sortType: sort.startsWith('-') ? 'desc' : 'asc',
    });
  }, [report]);
  const { state, setState } = useUrlTable(noFilters, defaults);
  const query = useMemo(
    () => ({
      pageIndex: state.pageIndex,
      pageSize: state.pageSize,
      sortKey: state.sortKey,
      sortType: state.sortType,
      fromDate: state.fromDate,
      toDate: state.toDate,
      searchKey: state.searchKey || undefined,
    }),
    [state],
  );
  const path = `/${report.path}`;
  const period = useMemo(
    () => ({ fromDate: state.fromDate, toDate: state.toDate }),
    [state.fromDate, state.toDate],
  );
  const answer = useQuery({
    queryKey: [...catalogueKeys.all(report.source), 'report', report.name, query, selectedBranches],
    queryFn: ({ signal }) =>
      api.get<ReportAnswer>(path, { ...query, chart: report.chart ? '1' : undefined }, { signal }),
    placeholderData: keepPreviousData,
    enabled: !printing,
  });
  // 'Khoảng ngày' stays chosen while the user picks the days in the table's date range.
  const [customRange, setCustomRange] = useState(false);
  const preset = customRange ? 'range' : datePresetOf(period, new Date());
  const choosePreset = (next: DatePreset | 'range') => {
    if (next === 'range') {
      setCustomRange(true);
      return;
    }
    setCustomRange(false);
    setState({ ...state, ...datePresetRange(next, new Date()), pageIndex: 0 });
  };
  const branchNames = useMemo(() => {
    const nameOf = (code: string) => branches.find((b) => b.ma_dvcs === code)?.ten_dvcs ?? code;
    return selectedBranches.length > 0
      ? t('catalogue.report.branches', { branches: selectedBranches.map(nameOf).join(', ') })
      : t('catalogue.report.allBranches');
  }, [branches, selectedBranches, t]);
  // The lists a row leads to that the user may read: one opens at once, several are offered (DrillDialog).
  const drillTo = useCallback(
    (row: ReportRow) =>
      drillTargetsOf(report, row, period, resourceNamed).filter((target) =>
        can(user, { menuId: target.resource.menuId, right: 'read' }),
      ),
    [report, period, user],
  );
  const drillable = drillTo({}).length > 0;
  const [drilling, setDrilling] = useState<{ targets: DrillTarget[]; label: string }>();
  const reportColumns = useMemo(() => reportColumnsOf(report, source, locale), [report, source, locale]);
  const totals = answer.data?.totals;
  // A group that is a lookup's code (a unit, a warehouse) shows its name beside it, as lists do.
  const groupFields = useMemo(
    () => groupFieldsOf(reportColumns, report.groupBy),
    [reportColumns, report.groupBy],
  );
  const lookupName = useLookupNames(answer.data?.items ?? noRows, report.groupBy, groupFields);
  /** A row as people name it: its first group's value as shown (a day DD/MM/YYYY, a name rather than a code). */
  const rowLabelOf = useCallback(
    (row: ReportRow): string => {
      const first = reportColumns.find((c) => !c.measure);
      if (!first) return '';
      const value = row[first.name];
      const named = report.groupBy
        .filter((name) => name.startsWith('ten_'))
        .map((name) => row[name])
        .find((name) => typeof name === 'string' && name !== '');
      return (
        (named as string | undefined) ??
        formatFieldValue(first.field, value, locale, { lookupName: lookupName(first.field, value) })
      );
    },
    [reportColumns, report.groupBy, lookupName, locale],
  );
  /** A row's drill-down: its one list opens, its several lists are offered (DrillDialog). */
  const drill = useCallback(
    (row: ReportRow) => {
      const targets = drillTo(row);
      if (targets.length === 1) void navigate({ href: targets[0]!.href });
      else if (targets.length > 1) setDrilling({ targets, label: rowLabelOf(row) });
    },
    [drillTo, navigate, rowLabelOf],
  );
  const columns = useMemo(
    (): DataTableColumn<ReportRow>[] =>
      reportColumns.map((column, index) => ({
        id: column.name,
        header: column.header,
        width: column.measure
          ? measureWidthOf(column.header)
          : column.field.type === 'lookup'
            ? lookupWidthOf(groupFields[column.name] ?? column.field)
            : widthOf(column.name, column.field),
        numeric: column.measure,
        sortable: true,
        accessor: (row) => row[column.name],
        cell: (row) => {
          const value = (
            <FieldValue
              field={column.field}
              value={row[column.name]}
              lookupName={column.measure ? undefined : lookupName(column.field, row[column.name])}
            />
          );
          // The row's first cell is its drill-down for the keyboard too (Tab, Enter): a link to its one list, or
          // the offer of its several lists.
          if (index !== 0 || !drillable) return value;
          const targets = drillTo(row);
          if (targets.length === 0) return value;
          return targets.length === 1 ? (
            <Link href={targets[0]!.href} variant="subtle">
              {value}
            </Link>
          ) : (
            <Link variant="subtle" aria-haspopup="dialog" onPress={() => drill(row)}>
              {value}
            </Link>
          );
        },
        footer: column.measure ? (
          <FieldValue field={column.field} value={totals?.[column.name]} />
        ) : index === 0 ? (
          t('catalogue.report.total')
        ) : undefined,
      })),
    [reportColumns, groupFields, totals, t, lookupName, drillable, drillTo, drill],
  );
  const exporter = useExport({
    listPath: path,
    query,
    columns: reportColumns,
    name: report.name,
    locale,
    footer: () =>
      totals
        ? reportColumns.map((c, i) =>
            c.measure
              ? exportCellOf(c.field, totals[c.name], locale)
              : i === 0
                ? t('catalogue.report.total')
                : null,
          )
        : undefined,
  });
  const english = locale === 'en';
  const setPrint = (on: boolean) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const { print: _print, ...rest } = previous;
        return on ? { ...rest, print: 1 } : rest;
      },
    });
  if (printing)
    return (
      <ReportPrintView
        report={report}
        columns={reportColumns}
        path={path}
        query={{
          sortKey: query.sortKey,
          sortType: query.sortType,
          fromDate: query.fromDate,
          toDate: query.toDate,
          searchKey: query.searchKey,
        }}
        period={period}
        title={title}
        branchNames={branchNames}
        locale={locale}
        onBack={() => setPrint(false)}
      />
    );
  return (
    <section aria-label={title} style={page}>
      <div style={headerRow}>
        <p style={muted}>{branchNames}</p>
        <SegmentedControl<DatePreset | 'range'>
          aria-label={t('catalogue.report.presets')}
          value={preset}
          onChange={choosePreset}
          options={[...datePresets, 'range' as const].map((value) => ({
            value,
            label: datePresetLabels[value][english ? 'en' : 'vi'],
          }))}
        />
      </div>
      {report.chart && (
        <section aria-label={t('catalogue.report.chart')} style={chartPanel} data-report-chart="">
          <ReportChart
            report={report}
            columns={reportColumns}
            items={answer.data?.chart?.items}
            period={period}
            locale={locale}
            label={title}
            emptyName={t('catalogue.report.noValue')}
          />
        </section>
      )}
      {drillable && <p style={muted}>{t('catalogue.report.drillHint')}</p>}
      <DataTable<ReportRow>
        mode="server"
        aria-label={title}
        columns={columns}
        rows={answer.data?.items ?? []}
        total={answer.data?.total ?? 0}
        state={state}
        onStateChange={setState}
        dateRange
        keyboardScope="page"
        getRowLabel={rowLabelOf}
        onRowAction={drillable ? drill : undefined}
        isLoading={answer.isPending || (answer.isFetching && answer.isPlaceholderData)}
        error={answer.isError ? `${t('catalogue.report.error')}: ${failureText(answer.error, t)}` : undefined}
        onRetry={() => void answer.refetch()}
        labels={{
          ...(english ? englishDataTableLabels : defaultDataTableLabels),
          emptyTitle: t('catalogue.report.empty'),
        }}
        toolbar={
          <span style={toolbarEnd}>
            <Button size="sm" variant="secondary" onPress={() => setPrint(true)}>
              {t('catalogue.report.print')}
            </Button>
            <ExportButtons
              exporter={exporter}
              csvLabel={t('catalogue.report.exportCsv')}
              xlsxLabel={t('catalogue.report.exportXlsx')}
            />
          </span>
        }
        height={560}
      />
      {drilling && (
        <DrillDialog
          targets={drilling.targets}
          rowLabel={drilling.label}
          locale={locale}
          onClose={() => setDrilling(undefined)}
        />
      )}
    </section>
  );
}
