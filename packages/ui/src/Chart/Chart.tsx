import { Suspense, lazy, useMemo } from 'react';
import { cx } from '../internal/cx';
import { useKitLocale, useKitStrings, type KitDictionary } from '../i18n';
import {
  chartDataOf,
  chartDescriptionOf,
  type ChartKind,
  type ChartSeries,
  type ChartStrings,
} from './chartModel';
import * as s from './Chart.css';

// ECharts is loaded by the pages that draw a chart only, in a chunk of its own.
const ChartView = lazy(() => import('./ChartView'));

const dictionary: KitDictionary<ChartStrings> = {
  vi: {
    others: 'Khác',
    empty: 'Không có dữ liệu để vẽ biểu đồ',
    kindTrend: 'Biểu đồ xu hướng',
    kindShare: 'Biểu đồ tỷ trọng',
    kindRanking: 'Biểu đồ xếp hạng',
    more: 'và {count} mục khác',
  },
  en: {
    others: 'Others',
    empty: 'No data to chart',
    kindTrend: 'Trend chart',
    kindShare: 'Share chart',
    kindRanking: 'Ranking chart',
    more: 'and {count} more',
  },
};

export type ChartProps = {
  /** trend (lines over dates), share (a donut of the first series), ranking (horizontal bars, largest first). */
  kind: ChartKind;
  /** The chart's accessible name, e.g. the report's title. */
  label: string;
  /** A name per category: the days of a trend, the slices of a share, the bars of a ranking. */
  categories: readonly string[];
  /** The measured series, a value per category (a share and a ranking order by the first). */
  series: readonly ChartSeries[];
  /** Formats a value for the tooltip and the description (money: '1.200.000 ₫'); the locale's number by default. */
  formatValue?: (value: number) => string;
  /** Bars of a ranking (10) or slices of a share (8, the rest as one). */
  limit?: number;
  /** Height in pixels (280). */
  height?: number;
  /** The chart's own words, replacing the kit's. */
  labels?: Partial<ChartStrings>;
  className?: string;
};

/**
 * A chart of one of three kinds, themed from the kit's tokens (light, dark, semi-dark, the runtime primary) and
 * accessible: the element is an image named by a description of every value (ECharts' aria, decal patterns
 * telling series apart without colour). ECharts (bar, line and pie only, SVG) loads in a chunk of its own when the
 * first chart renders. `data-chart` holds the drawn categories and series as JSON, for tests and tools.
 */
export function Chart({
  kind,
  label,
  categories,
  series,
  formatValue,
  limit,
  height = 280,
  labels,
  className,
}: ChartProps) {
  const strings = useKitStrings(dictionary, labels);
  const locale = useKitLocale();
  // Comma thousands and a decimal point in both languages, as the kit's tables write numbers.
  const numberFormat = useMemo(() => new Intl.NumberFormat('en-US'), []);
  const compact = useMemo(
    () =>
      new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
        notation: 'compact',
        maximumFractionDigits: 1,
      }),
    [locale],
  );
  const format = useMemo(
    () => formatValue ?? ((value: number) => numberFormat.format(value)),
    [formatValue, numberFormat],
  );
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'vi-VN', {
        style: 'percent',
        maximumFractionDigits: 1,
      }),
    [locale],
  );
  const formatAxis = useMemo(() => (value: number) => compact.format(value), [compact]);
  const data = useMemo(
    () => chartDataOf(kind, categories, series, { limit, others: strings.others }),
    [kind, categories, series, limit, strings.others],
  );
  const description = useMemo(
    () => chartDescriptionOf(label, kind, data, format, strings, (share) => percent.format(share)),
    [label, kind, data, format, strings, percent],
  );
  const empty = data.categories.length === 0 || data.series.length === 0;
  return (
    <div className={cx(s.chart, className)} data-chart-kind={kind} data-chart={JSON.stringify(data)}>
      {empty ? (
        <p className={s.empty} style={{ height: Math.min(height, 120) }}>
          {strings.empty}
        </p>
      ) : (
        <Suspense
          fallback={<div className={s.placeholder} role="img" aria-label={description} style={{ height }} />}
        >
          <ChartView
            kind={kind}
            data={data}
            description={description}
            format={format}
            formatAxis={formatAxis}
            height={height}
          />
        </Suspense>
      )}
    </div>
  );
}
