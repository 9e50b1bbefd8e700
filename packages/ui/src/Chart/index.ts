export { Chart } from './Chart';
export type { ChartProps } from './Chart';
export { chartDataOf, chartDescriptionOf, defaultChartLimit } from './chartModel';
export type { ChartData, ChartKind, ChartSeries, ChartStrings } from './chartModel';
