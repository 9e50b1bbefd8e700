import { useMemo } from 'react';
import { catalogueKeys } from '../form/paths';
import type { CSSProperties } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DataTable,
  FieldValue,
  defaultDataTableLabels,
  englishDataTableLabels,
  vars,
  type DataTableColumn,
} from '@sen/ui';
import { createTableQuery } from '@sen/domain';
import type { Report, Resource } from '@sen/domain/resources';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { usePageHeading } from '../../layout/usePageHeading';
import { useLabelLocale } from '../fields/labelLocale';
import { exportCellOf } from '../list/exportRows';
import { ExportButtons } from '../list/ExportButtons';
import { useExport } from '../list/useExport';
import { useUrlTable } from '../list/useUrlTable';
import { monthRangeOf, reportColumnsOf } from './reportModel';
import { widthOf } from '../list/columns';
import { useLookupNames } from '../fields/useLookupNames';

export type CatalogueReportPageProps = { report: Report; source: Resource };

type ReportRow = Record<string, unknown>;
type ReportAnswer = { items: ReportRow[]; total: number; totals?: Record<string, unknown> };

const page: CSSProperties = { display: 'grid', gap: vars.space.md };
const muted: CSSProperties = { color: vars.color.textMuted, margin: 0 };
const toolbarEnd: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 8, marginInlineStart: 'auto' };
const noFilters: readonly string[] = [];
const noRows: readonly ReportRow[] = [];

/**
 * The generic report page: the source's rows between fromDate and toDate (this month by default) in the branches
 * chosen in the header, grouped and measured by the server, with a totals row and CSV/XLSX export.
 */
export function CatalogueReportPage(props: CatalogueReportPageProps) {
  return <ReportScreen key={props.report.route} {...props} />;
}

function ReportScreen({ report, source }: CatalogueReportPageProps) {
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const { api } = useServices();
  const { selectedBranches } = useAuthState();
  const { title } = usePageHeading();
  const defaults = useMemo(() => {
    const sort = report.defaultSort[0] ?? '';
    return createTableQuery({
      ...monthRangeOf(new Date()),
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
  const answer = useQuery({
    queryKey: [...catalogueKeys.all(report.source), 'report', report.name, query, selectedBranches],
    queryFn: ({ signal }) => api.get<ReportAnswer>(path, query, { signal }),
    placeholderData: keepPreviousData,
  });
  const reportColumns = useMemo(() => reportColumnsOf(report, source, locale), [report, source, locale]);
  const totals = answer.data?.totals;
  // A group that is a lookup's code (a unit, a warehouse) shows its name beside it, as lists do.
  const groupFields = useMemo(
    () => Object.fromEntries(reportColumns.filter((c) => !c.measure).map((c) => [c.name, c.field])),
    [reportColumns],
  );
  const lookupName = useLookupNames(answer.data?.items ?? noRows, report.groupBy, groupFields);
  const columns = useMemo(
    (): DataTableColumn<ReportRow>[] =>
      reportColumns.map((column, index) => ({
        id: column.name,
        header: column.header,
        // Narrower than a list's: a report shows more figures side by side.
        width: column.measure
          ? 120
          : column.field.type === 'lookup'
            ? 150
            : widthOf(column.name, column.field),
        numeric: column.measure,
        sortable: true,
        accessor: (row) => row[column.name],
        cell: (row) => (
          <FieldValue
            field={column.field}
            value={row[column.name]}
            lookupName={column.measure ? undefined : lookupName(column.field, row[column.name])}
          />
        ),
        footer: column.measure ? (
          <FieldValue field={column.field} value={totals?.[column.name]} />
        ) : index === 0 ? (
          t('catalogue.report.total')
        ) : undefined,
      })),
    [reportColumns, totals, t, lookupName],
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
  return (
    <section aria-label={title} style={page}>
      <p style={muted}>
        {selectedBranches.length > 0
          ? t('catalogue.report.branches', { branches: selectedBranches.join(', ') })
          : t('catalogue.report.allBranches')}
      </p>
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
        getRowLabel={(row) => String(row[reportColumns[0]?.name ?? ''] ?? '')}
        isLoading={answer.isPending || (answer.isFetching && answer.isPlaceholderData)}
        error={answer.isError ? `${t('catalogue.report.error')}: ${failureText(answer.error, t)}` : undefined}
        onRetry={() => void answer.refetch()}
        labels={{
          ...(english ? englishDataTableLabels : defaultDataTableLabels),
          emptyTitle: t('catalogue.report.empty'),
        }}
        toolbar={
          <span style={toolbarEnd}>
            <ExportButtons
              exporter={exporter}
              csvLabel={t('catalogue.report.exportCsv')}
              xlsxLabel={t('catalogue.report.exportXlsx')}
            />
          </span>
        }
        height={560}
      />
    </section>
  );
}
