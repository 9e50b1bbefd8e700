/**
 * What a chart shows, before any charting library: the kind, its categories and series, cut to what fits
 * (a ranking's top N, a share's largest slices and the rest as one), and the words a screen reader hears.
 */

/** trend: values over ordered categories (days, months) as lines; share: parts of a whole as a donut; ranking:
 * the largest first as horizontal bars. */
export type ChartKind = 'trend' | 'share' | 'ranking';

/** One measured series: a value per category (null: nothing that day). */
export type ChartSeries = { name: string; values: readonly (number | null)[] };

/** The categories and series a chart draws, already cut and ordered. */
export type ChartData = { categories: string[]; series: { name: string; values: (number | null)[] }[] };

/** The chart's own words, in the kit's languages. */
export type ChartStrings = {
  /** The rest of a share's slices, as one slice. */
  others: string;
  /** Said when there is nothing to draw. */
  empty: string;
  /** Says what kind of chart it is, before its values. */
  kindTrend: string;
  kindShare: string;
  kindRanking: string;
  /** Said after the values read out, when more were left out: `{count}`. */
  more: string;
};

/** The default number of bars of a ranking and of slices of a share. */
export const defaultChartLimit = { ranking: 10, share: 8 } as const;

const numberOf = (value: number | null | undefined): number => (value == null ? 0 : Number(value) || 0);

/**
 * The categories and series a chart of `kind` draws. A trend keeps every category in order. A ranking keeps the
 * `limit` categories with the largest first-series value, largest first (none when every value is zero). A share keeps the largest `limit - 1`
 * slices of the first series (those above zero) and adds the rest up into one slice named `others`.
 */
export function chartDataOf(
  kind: ChartKind,
  categories: readonly string[],
  series: readonly ChartSeries[],
  options: { limit?: number; others: string },
): ChartData {
  if (kind === 'trend') {
    return {
      categories: [...categories],
      series: series.map((s) => ({ name: s.name, values: categories.map((_, i) => s.values[i] ?? null) })),
    };
  }
  const first = series[0];
  if (!first) return { categories: [], series: [] };
  const order = categories
    .map((category, index) => ({ category, index, value: numberOf(first.values[index]) }))
    .sort((a, b) => b.value - a.value);
  if (kind === 'ranking') {
    const top = order.slice(0, options.limit ?? defaultChartLimit.ranking);
    // Bars of nothing but zeros rank nothing (every service paid from a package): the chart's empty state says so.
    if (top.every((entry) => series.every((s) => numberOf(s.values[entry.index]) === 0)))
      return { categories: [], series: [] };
    return {
      categories: top.map((entry) => entry.category),
      series: series.map((s) => ({
        name: s.name,
        values: top.map((entry) => numberOf(s.values[entry.index])),
      })),
    };
  }
  const positive = order.filter((entry) => entry.value > 0);
  const limit = Math.max(2, options.limit ?? defaultChartLimit.share);
  const kept = positive.length > limit ? positive.slice(0, limit - 1) : positive;
  const rest = positive.slice(kept.length).reduce((total, entry) => total + entry.value, 0);
  return {
    categories: [...kept.map((entry) => entry.category), ...(rest > 0 ? [options.others] : [])],
    series: [
      { name: first.name, values: [...kept.map((entry) => entry.value), ...(rest > 0 ? [rest] : [])] },
    ],
  };
}

/** At most this many values are read out; the rest are counted. */
const spokenValues = 40;

/**
 * What a screen reader hears: the chart's name and kind, then each category with its values
 * ('Doanh thu bán hàng. Biểu đồ xu hướng. 01/11: Doanh thu 1.200.000 ₫; …'), a share with its percent.
 */
export function chartDescriptionOf(
  label: string,
  kind: ChartKind,
  data: ChartData,
  format: (value: number) => string,
  strings: ChartStrings,
  formatPercent: (share: number) => string = (share) => `${Math.round(share * 1000) / 10}%`,
): string {
  const kindText = { trend: strings.kindTrend, share: strings.kindShare, ranking: strings.kindRanking }[kind];
  if (data.categories.length === 0 || data.series.length === 0)
    return `${label}. ${kindText}. ${strings.empty}`;
  const total =
    kind === 'share' ? (data.series[0]?.values ?? []).reduce<number>((t, v) => t + numberOf(v), 0) : 0;
  const single = data.series.length === 1;
  const parts = data.categories.slice(0, spokenValues).map((category, index) => {
    const values = data.series.map((s) => {
      const value = s.values[index];
      const text = value == null ? '—' : format(value);
      return single ? text : `${s.name} ${text}`;
    });
    const percent =
      kind === 'share' && total > 0
        ? ` (${formatPercent(numberOf(data.series[0]?.values[index]) / total)})`
        : '';
    return `${category}: ${values.join(', ')}${percent}`;
  });
  const left = data.categories.length - parts.length;
  const head = single ? `${label} (${data.series[0]?.name ?? ''})` : label;
  return `${head}. ${kindText}. ${parts.join('; ')}${left > 0 ? `; ${strings.more.replace('{count}', String(left))}` : ''}.`;
}
