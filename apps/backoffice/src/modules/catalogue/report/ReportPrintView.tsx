import { useMemo } from 'react';
import type { CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Spinner, lightTheme, pageCss } from '@sen/ui';
import { formatDate, formatDateTime, formatFieldValue, type DayRange } from '@sen/domain';
import type { Report } from '@sen/domain/resources';
import type { QueryParams } from '@sen/api';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import type { LabelLocale } from '../fields/labelLocale';
import { useLookupNames } from '../fields/useLookupNames';
import { fetchAllRows } from '../list/exportRows';
import { ReportChart } from './ReportChart';
import { printColumnsOf, type ChartItem, type ReportColumn } from './reportModel';

/** The most rows a print holds (the export has them all). */
export const PRINT_MAX_ROWS = 2_000;

type ReportRow = Record<string, unknown>;
type ReportAnswer = { items: ReportRow[]; total: number; totals?: ReportRow; chart?: { items: ChartItem[] } };

export type ReportPrintViewProps = {
  report: Report;
  columns: readonly ReportColumn[];
  path: string;
  /** The report's query: period, search, order (the pages are the print's own). */
  query: QueryParams;
  period: Partial<DayRange>;
  title: string;
  branchNames: string;
  locale: LabelLocale;
  onBack: () => void;
};

/** Only the sheet goes to paper (A4), in black on white: the frame, menus and buttons stay on screen. */
const printCss = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; left: 0; top: 0; margin: 0 !important; padding: 0 !important;
    box-shadow: none !important; }
  [data-no-print] { display: none !important; }
}
${pageCss('A4')}
`;

const font = 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif';
const sheet: CSSProperties = {
  width: '190mm',
  boxSizing: 'content-box',
  margin: '16px auto',
  padding: '10mm',
  background: '#fff',
  color: '#000',
  fontFamily: font,
  fontSize: '9.5pt',
  lineHeight: 1.35,
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
};
const cell: CSSProperties = { border: '1px solid #000', padding: '3px 5px', verticalAlign: 'top' };
const numberCell: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
const toolbar: CSSProperties = { display: 'flex', gap: 8, flexWrap: 'wrap' };

/**
 * A report laid out for A4 paper: its title, period and branches by name, the chart, and every row (up to
 * PRINT_MAX_ROWS) in a plain table, names in place of codes, with the totals row; 'In' prints it, and so does Ctrl+P.
 */
export function ReportPrintView(props: ReportPrintViewProps) {
  const { report, columns, path, query, period, title, branchNames, locale, onBack } = props;
  const { api } = useServices();
  const { t } = useTranslation();
  const answer = useQuery({
    queryKey: ['report-print', report.name, query],
    queryFn: async () => {
      let first: ReportAnswer | undefined;
      const all = await fetchAllRows(
        async (pageIndex, pageSize) => {
          const page = await api.get<ReportAnswer>(path, {
            ...query,
            pageIndex,
            pageSize,
            chart: pageIndex === 0 && report.chart ? '1' : undefined,
          });
          first ??= page;
          return page;
        },
        { max: PRINT_MAX_ROWS },
      );
      return { ...all, totals: first?.totals, chart: first?.chart };
    },
  });
  const printed = useMemo(() => printColumnsOf(report, columns), [report, columns]);
  const rows = answer.data?.rows ?? [];
  // Every code's name is asked for, also where rows keep it beside the code (ma_kh, ten_kh): the name may be empty.
  const groupFields = useMemo(
    () =>
      Object.fromEntries(
        columns
          .filter((c) => !c.measure)
          .map((c) => [c.name, c.field.type === 'lookup' ? { ...c.field, fills: undefined } : c.field]),
      ),
    [columns],
  );
  const lookupName = useLookupNames(rows, report.groupBy, groupFields);
  const text = (column: ReportColumn, row: ReportRow) => {
    const value = row[column.name];
    if (column.measure) return formatFieldValue(column.field, value, locale);
    const code = column.name.startsWith('ten_') ? `ma_${column.name.slice(4)}` : undefined;
    const codeField = code ? groupFields[code] : undefined;
    // A name the row lacks: its code's name, else the code.
    if ((value == null || value === '') && code && codeField)
      return lookupName(codeField, row[code]) ?? formatFieldValue(codeField, row[code], locale);
    const field = groupFields[column.name] ?? column.field;
    return lookupName(field, value) ?? formatFieldValue(column.field, value, locale);
  };
  const now = useMemo(() => formatDateTime(new Date()), []);

  return (
    <div>
      <style>{printCss}</style>
      <div style={toolbar} data-no-print="">
        <Button variant="secondary" onPress={onBack}>
          {t('catalogue.report.printBack')}
        </Button>
        <Button isDisabled={!answer.isSuccess} onPress={() => window.print()}>
          {t('catalogue.report.printNow')}
        </Button>
      </div>
      {answer.isPending ? (
        <Spinner label={t('catalogue.report.printLoading')} />
      ) : answer.isError ? (
        <EmptyState
          title={`${t('catalogue.report.error')}: ${failureText(answer.error, t)}`}
          action={<Button onPress={() => void answer.refetch()}>{t('catalogue.form.retry')}</Button>}
        />
      ) : (
        // The sheet is light whatever the screen's theme: the chart reads its colours from here.
        <article data-print-area="" data-paper="A4" className={lightTheme} style={sheet}>
          <header style={{ textAlign: 'center', marginBottom: 8 }}>
            <h1 style={{ fontSize: '14pt', margin: 0, textTransform: 'uppercase' }}>{title}</h1>
            <p style={{ margin: '2px 0' }}>
              {t('catalogue.report.periodRange', {
                from: formatDate(period.fromDate),
                to: formatDate(period.toDate),
              })}
            </p>
            <p style={{ margin: '2px 0' }}>{branchNames}</p>
          </header>
          {report.chart && (
            <ReportChart
              report={report}
              columns={columns}
              items={answer.data.chart?.items}
              period={period}
              locale={locale}
              label={title}
              emptyName={t('catalogue.report.noValue')}
              height={240}
            />
          )}
          {answer.data.capped && (
            <p style={{ fontStyle: 'italic' }}>{t('catalogue.report.printCapped', { count: rows.length })}</p>
          )}
          <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8, tableLayout: 'auto' }}>
            <thead>
              <tr>
                {printed.map((c) => (
                  <th
                    key={c.name}
                    style={{ ...cell, textAlign: c.measure ? 'right' : 'left', background: '#eee' }}
                  >
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {printed.map((c) => (
                    <td key={c.name} style={c.measure ? numberCell : cell}>
                      {text(c, row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {answer.data.totals && (
              <tfoot>
                <tr style={{ fontWeight: 700 }}>
                  {printed.map((c, i) => (
                    <td key={c.name} style={c.measure ? numberCell : cell}>
                      {c.measure
                        ? formatFieldValue(c.field, answer.data.totals?.[c.name], locale)
                        : i === 0
                          ? t('catalogue.report.total')
                          : ''}
                    </td>
                  ))}
                </tr>
              </tfoot>
            )}
          </table>
          <p style={{ textAlign: 'right', marginTop: 8 }}>{t('catalogue.report.printedAt', { time: now })}</p>
        </article>
      )}
    </div>
  );
}
