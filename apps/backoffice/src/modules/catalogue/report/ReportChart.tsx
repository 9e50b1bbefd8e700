import { useMemo } from 'react';
import { Chart } from '@sen/ui';
import { businessToday, formatFieldValue, formatMoney, formatNumber, type DayRange } from '@sen/domain';
import type { Field, Report } from '@sen/domain/resources';
import type { LabelLocale } from '../fields/labelLocale';
import { useLookupNames } from '../fields/useLookupNames';
import { reportChartDataOf, type ChartItem, type ReportColumn } from './reportModel';

export type ReportChartProps = {
  report: Report;
  columns: readonly ReportColumn[];
  items: readonly ChartItem[] | undefined;
  period: Partial<DayRange>;
  locale: LabelLocale;
  label: string;
  /** The name of a category without a value (a bill with no payment type). */
  emptyName: string;
  height?: number;
};

const noItems: readonly ChartItem[] = [];

/**
 * The chart a report declares, above its table: the server's chart items named (a lookup's name, an option's
 * label, a day), its values formatted as the first drawn measure is (money in VND).
 */
export function ReportChart({
  report,
  columns,
  items = noItems,
  period,
  locale,
  label,
  emptyName,
  height,
}: ReportChartProps) {
  const chart = report.chart;
  const categoryField = columns.find((c) => c.name === chart?.category)?.field;
  const measureField = columns.find((c) => c.name === chart?.measures[0])?.field;
  // The categories the rows hold no name of, as rows of their field: their lookup names them (asked for even
  // where the field keeps its name in a sibling field, as a product's line keeps ten_vt, since that one is empty).
  const rows = useMemo(
    () =>
      chart
        ? items
            .filter((item) => typeof item.name !== 'string' || item.name.trim() === '')
            .map((item) => ({ [chart.category]: item.category }))
        : [],
    [items, chart],
  );
  const lookupField = useMemo(
    (): Field | undefined =>
      categoryField?.type === 'lookup' ? { ...categoryField, fills: undefined } : categoryField,
    [categoryField],
  );
  const fields = useMemo(
    (): Record<string, Field> => (chart && lookupField ? { [chart.category]: lookupField } : {}),
    [chart, lookupField],
  );
  const lookupName = useLookupNames(rows, chart ? [chart.category] : [], fields);
  const data = useMemo(
    () =>
      reportChartDataOf(report, items, {
        locale,
        period,
        emptyName,
        today: businessToday(),
        nameOf: (value) =>
          lookupField
            ? (lookupName(lookupField, value) ??
              (lookupField.type === 'lookup' ? undefined : formatFieldValue(lookupField, value, locale)))
            : undefined,
      }),
    [report, items, locale, period, lookupField, lookupName, emptyName],
  );
  const format = useMemo(
    () =>
      measureField?.type === 'money'
        ? (value: number) => formatMoney(value, { currency: true })
        : (value: number) =>
            formatNumber(value, measureField?.type === 'number' ? (measureField.precision ?? 2) : 2),
    [measureField],
  );
  if (!data) return null;
  return (
    <Chart
      kind={data.kind}
      label={label}
      categories={data.categories}
      series={data.series}
      formatValue={format}
      limit={chart?.limit}
      height={height}
    />
  );
}
