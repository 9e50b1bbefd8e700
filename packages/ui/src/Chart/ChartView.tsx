import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { init, use as installECharts, type ComposeOption, type EChartsType } from 'echarts/core';
import {
  BarChart,
  LineChart,
  PieChart,
  type BarSeriesOption,
  type LineSeriesOption,
  type PieSeriesOption,
} from 'echarts/charts';
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type AriaComponentOption,
  type DatasetComponentOption,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { vars } from '../theme/contract.css';
import { useTheme } from '../theme/ThemeRoot';
import type { ChartData, ChartKind } from './chartModel';
import * as s from './Chart.css';

// Only what the kit's three kinds draw: the rest of ECharts never reaches the bundle.
installECharts([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  DatasetComponent,
  SVGRenderer,
]);

type Option = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | AriaComponentOption
  | DatasetComponentOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export type ChartViewProps = {
  kind: ChartKind;
  data: ChartData;
  description: string;
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  height: number;
};

/** The theme's colours as the chart's element resolves them (light, dark, semi-dark, the runtime primary). */
type Palette = {
  series: string[];
  text: string;
  muted: string;
  border: string;
  surface: string;
  font: string;
};

/** `var(--name)` of the theme contract, resolved on `element`. */
const resolve = (element: Element, variable: string, fallback: string): string => {
  const name = variable.replace(/^var\((--[^,)]+).*$/, '$1');
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
};

const paletteOf = (element: Element): Palette => {
  const color = (variable: string, fallback: string) => resolve(element, variable, fallback);
  return {
    series: [
      color(vars.color.primary, '#7367F0'),
      color(vars.color.info, '#0A6C87'),
      color(vars.color.success, '#167C3F'),
      color(vars.color.warning, '#8A5300'),
      color(vars.color.danger, '#C0262D'),
      color(vars.color.primaryText, '#5E50EE'),
      color(vars.color.textMuted, '#6D6B77'),
    ],
    text: color(vars.color.text, '#2F2B3D'),
    muted: color(vars.color.textMuted, '#6D6B77'),
    border: color(vars.color.border, '#DBDADE'),
    surface: color(vars.color.surfaceRaised, '#FFFFFF'),
    font: color(vars.font.family, 'sans-serif'),
  };
};

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The ECharts option of a chart: the dataset, its series by kind, and the theme read from the kit's tokens. */
export function chartOptionOf(props: Omit<ChartViewProps, 'height'>, palette: Palette): Option {
  const { kind, data, description, format, formatAxis } = props;
  const source = data.categories.map((category, i) => [
    category,
    ...data.series.map((x) => x.values[i] ?? null),
  ]);
  const common: Option = {
    color: palette.series,
    animation: !reducedMotion(),
    animationDuration: 400,
    textStyle: { fontFamily: palette.font, color: palette.text },
    aria: { enabled: true, label: { enabled: true, description }, decal: { show: true } },
    dataset: { source, dimensions: ['category', ...data.series.map((x) => x.name)] },
    tooltip: {
      trigger: kind === 'share' ? 'item' : 'axis',
      backgroundColor: palette.surface,
      borderColor: palette.border,
      textStyle: { color: palette.text, fontFamily: palette.font },
      valueFormatter: (value) => (typeof value === 'number' ? format(value) : String(value ?? '—')),
    },
    legend:
      data.series.length > 1 || kind === 'share'
        ? { bottom: 0, type: 'plain', textStyle: { color: palette.text }, icon: 'roundRect' }
        : undefined,
  };
  // Counts (and whole đồng) never get a half step on the value axis.
  const integral = data.series.every((x) => x.values.every((v) => v == null || Number.isInteger(v)));
  const minInterval = integral ? 1 : undefined;
  const axisLine = { lineStyle: { color: palette.border } };
  const axisLabel = { color: palette.muted, fontFamily: palette.font };
  const splitLine = { lineStyle: { color: palette.border, type: 'dashed' as const } };
  if (kind === 'share') {
    return {
      ...common,
      series: [
        {
          type: 'pie',
          radius: ['42%', '68%'],
          center: ['50%', '45%'],
          encode: { itemName: 0, value: 1 },
          itemStyle: { borderColor: palette.surface, borderWidth: 2 },
          percentPrecision: 1,
          label: { color: palette.text, formatter: '{d}%' },
        },
      ],
    };
  }
  if (kind === 'ranking') {
    return {
      ...common,
      grid: {
        left: 8,
        right: 24,
        top: 8,
        bottom: data.series.length > 1 ? 32 : 8,
        outerBoundsMode: 'same',
        outerBoundsContain: 'axisLabel',
      },
      xAxis: { type: 'value', minInterval, axisLabel: { ...axisLabel, formatter: formatAxis }, splitLine },
      yAxis: {
        type: 'category',
        inverse: true,
        axisLine,
        axisLabel: { ...axisLabel, width: 160, overflow: 'truncate' },
      },
      series: data.series.map((x, i): BarSeriesOption => ({
        type: 'bar',
        name: x.name,
        encode: { y: 0, x: i + 1 },
        barMaxWidth: 18,
      })),
    };
  }
  return {
    ...common,
    grid: {
      left: 8,
      right: 16,
      top: 16,
      bottom: data.series.length > 1 ? 32 : 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: { type: 'category', boundaryGap: false, axisLine, axisLabel },
    yAxis: { type: 'value', minInterval, axisLabel: { ...axisLabel, formatter: formatAxis }, splitLine },
    // Named, as the bars are: a series encoded by position has no name of its own, so the legend stays empty.
    series: data.series.map((x, i): LineSeriesOption => ({
      type: 'line',
      name: x.name,
      encode: { x: 0, y: i + 1 },
      showSymbol: data.categories.length <= 31,
      areaStyle: { opacity: 0.08 },
      connectNulls: true,
    })),
  };
}

/** A4's printable width at 96 dpi with 10 mm margins: the chart is redrawn at it for printing. */
const printWidth = 718;

/** The chart itself, drawn by ECharts (SVG): loaded in its own chunk by `Chart`. */
export default function ChartView({ kind, data, description, format, formatAxis, height }: ChartViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<EChartsType | null>(null);
  const { theme, primaryColor } = useTheme();
  // The theme may also change outside React (a class or a variable on the root element): redraw then too.
  const [rootChanges, setRootChanges] = useState(0);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'svg' });
    setChart(instance);
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(element);
    const themed = new MutationObserver(() => setRootChanges((n) => n + 1));
    themed.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme'],
    });
    const beforePrint = () => instance.resize({ width: Math.min(printWidth, element.clientWidth) });
    const afterPrint = () => instance.resize();
    addEventListener('beforeprint', beforePrint);
    addEventListener('afterprint', afterPrint);
    return () => {
      removeEventListener('beforeprint', beforePrint);
      removeEventListener('afterprint', afterPrint);
      themed.disconnect();
      resize.disconnect();
      instance.dispose();
      setChart(null);
    };
  }, []);

  useEffect(() => {
    const element = host.current;
    if (!element || !chart) return;
    chart.setOption(chartOptionOf({ kind, data, description, format, formatAxis }, paletteOf(element)), {
      notMerge: true,
    });
  }, [chart, kind, data, description, format, formatAxis, theme, primaryColor, rootChanges]);

  return <div ref={host} className={s.canvas} role="img" aria-label={description} style={{ height }} />;
}
