import { describe, expect, it } from 'vitest';
import { chartDataOf, chartDescriptionOf, type ChartStrings } from './chartModel';

const strings: ChartStrings = {
  others: 'Khác',
  empty: 'Trống',
  kindTrend: 'Xu hướng',
  kindShare: 'Tỷ trọng',
  kindRanking: 'Xếp hạng',
  more: 'và {count} mục khác',
};
const plain = (value: number) => String(value);

describe('chartDataOf', () => {
  it('keeps a trend in order, a missing value as null', () => {
    const data = chartDataOf('trend', ['a', 'b', 'c'], [{ name: 'x', values: [1, 2] }], { others: 'Khác' });
    expect(data).toEqual({ categories: ['a', 'b', 'c'], series: [{ name: 'x', values: [1, 2, null] }] });
  });

  it('ranks the largest first and keeps the top N, every series along', () => {
    const data = chartDataOf(
      'ranking',
      ['a', 'b', 'c', 'd'],
      [
        { name: 'x', values: [5, 9, 1, 7] },
        { name: 'y', values: [50, 90, 10, 70] },
      ],
      { limit: 3, others: 'Khác' },
    );
    expect(data.categories).toEqual(['b', 'd', 'a']);
    expect(data.series[1]?.values).toEqual([90, 70, 50]);
  });

  it('ranks nothing when every value is zero, and keeps zero bars beside others', () => {
    const zeros = chartDataOf('ranking', ['a', 'b'], [{ name: 'x', values: [0, null] }], { others: 'Khác' });
    expect(zeros).toEqual({ categories: [], series: [] });
    const some = chartDataOf('ranking', ['a', 'b'], [{ name: 'x', values: [0, 2] }], { others: 'Khác' });
    expect(some.categories).toEqual(['b', 'a']);
  });

  it('adds the smallest slices of a share into one, and drops nothing above zero', () => {
    const data = chartDataOf('share', ['a', 'b', 'c', 'd', 'e'], [{ name: 'x', values: [1, 8, 0, 4, 2] }], {
      limit: 3,
      others: 'Khác',
    });
    expect(data).toEqual({ categories: ['b', 'd', 'Khác'], series: [{ name: 'x', values: [8, 4, 3] }] });
  });

  it('keeps a share whole when it fits', () => {
    const data = chartDataOf('share', ['a', 'b'], [{ name: 'x', values: [1, 3] }], { others: 'Khác' });
    expect(data.categories).toEqual(['b', 'a']);
  });
});

describe('chartDescriptionOf', () => {
  it('reads every value with the series name, a share with its percent', () => {
    const data = chartDataOf('share', ['a', 'b'], [{ name: 'Tiền', values: [1, 3] }], { others: 'Khác' });
    expect(chartDescriptionOf('Thu', 'share', data, plain, strings)).toBe(
      'Thu (Tiền). Tỷ trọng. b: 3 (75%); a: 1 (25%).',
    );
  });

  it('names each series when there are several and says when there is nothing', () => {
    const data = chartDataOf(
      'trend',
      ['d1'],
      [
        { name: 'A', values: [1] },
        { name: 'B', values: [null] },
      ],
      {
        others: 'Khác',
      },
    );
    expect(chartDescriptionOf('T', 'trend', data, plain, strings)).toBe('T. Xu hướng. d1: A 1, B —.');
    expect(chartDescriptionOf('T', 'trend', { categories: [], series: [] }, plain, strings)).toBe(
      'T. Xu hướng. Trống',
    );
  });

  it('counts what it does not read out', () => {
    const categories = Array.from({ length: 45 }, (_, i) => `c${i}`);
    const data = chartDataOf('trend', categories, [{ name: 'x', values: categories.map(() => 1) }], {
      others: 'Khác',
    });
    expect(chartDescriptionOf('T', 'trend', data, plain, strings)).toMatch(/; và 5 mục khác\.$/);
  });
});
