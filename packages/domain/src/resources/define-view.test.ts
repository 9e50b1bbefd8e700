import { describe, expect, it } from 'vitest';
import { defineReport, reportFieldSourceOf, reportFieldsOf } from './define-view.js';

const report = defineReport({
  name: 'test-balances',
  route: '/stock/product-balances',
  title: ['Tồn kho', 'Stock on hand'],
  source: 'receipt-orders',
  overLines: true,
  fields: { sl_xuat: null },
  fixedFilters: { trang_thai: '1' },
  sources: [
    {
      source: 'delivery-orders',
      overLines: true,
      sign: -1,
      fields: { sl_xuat: { field: 'so_luong', sign: 1 } },
    },
    { source: 'transfer-orders', overLines: true, fields: { ma_kho: 'ma_kho_n' } },
  ],
  groupBy: ['ma_kho', 'ma_vt'],
  measures: [
    { field: 'so_luong', aggregate: 'sum', label: ['Tồn', 'On hand'], as: 'sl_ton' },
    { field: 'sl_xuat', aggregate: 'sum', label: ['Xuất', 'Issued'], as: 'sl_xuat' },
    { field: 'ma_vt', aggregate: 'count', label: ['Dòng', 'Lines'], as: 'so_dong' },
    { aggregate: 'count', label: ['Dòng', 'Rows'], as: 'so_dong_2' },
  ],
});

describe('defineReport with sources', () => {
  it('lists the main source first, with its fixed values, then the extra ones with their defaults', () => {
    expect(report.sources).toEqual([
      {
        source: 'receipt-orders',
        overLines: true,
        sign: 1,
        fixedFilters: { trang_thai: '1' },
        posted: false,
        fields: { sl_xuat: null },
      },
      {
        source: 'delivery-orders',
        overLines: true,
        sign: -1,
        fixedFilters: {},
        posted: false,
        fields: { sl_xuat: { field: 'so_luong', sign: 1 } },
      },
      {
        source: 'transfer-orders',
        overLines: true,
        sign: 1,
        fixedFilters: {},
        posted: false,
        fields: { ma_kho: 'ma_kho_n' },
      },
    ]);
    expect(report.source).toBe('receipt-orders');
  });

  it('a report with one source keeps a single source and no mapping', () => {
    const single = defineReport({
      name: 'one',
      route: '/x/one',
      title: ['Một', 'One'],
      source: 'bills',
      groupBy: ['ma_nvbh'],
      measures: [{ field: 't_tt', aggregate: 'sum', label: ['Tiền', 'Amount'], as: 't_tt' }],
    });
    expect(single.sources).toEqual([
      { source: 'bills', overLines: false, sign: 1, fixedFilters: {}, posted: false, fields: {} },
    ]);
  });

  it('the fields every source gives: the groups, then each measured field once, grouped ones left out', () => {
    expect(reportFieldsOf(report)).toEqual({
      groups: ['ma_kho', 'ma_vt'],
      measured: ['so_luong', 'sl_xuat'],
    });
  });

  it('a source reads a field by the same name with its sign, by its mapping, or not at all', () => {
    const [receipts, issues, transfersIn] = report.sources;
    expect(reportFieldSourceOf(receipts!, 'so_luong')).toEqual({ field: 'so_luong', sign: 1 });
    expect(reportFieldSourceOf(receipts!, 'sl_xuat')).toBeNull();
    expect(reportFieldSourceOf(issues!, 'so_luong')).toEqual({ field: 'so_luong', sign: -1 });
    expect(reportFieldSourceOf(issues!, 'sl_xuat')).toEqual({ field: 'so_luong', sign: 1 });
    expect(reportFieldSourceOf(transfersIn!, 'ma_kho')).toEqual({ field: 'ma_kho_n', sign: 1 });
  });
});

describe('report charts', () => {
  const base = {
    name: 'test-chart',
    route: '/sales/reports/test-chart',
    title: ['Thử', 'Test'] as const,
    source: 'bills',
    groupBy: ['ngay_ct', 'ma_kh'],
    measures: [
      { field: 't_tt', aggregate: 'sum' as const, label: ['Doanh thu', 'Revenue'] as const, as: 't_tt' },
    ],
  };

  it('keeps a chart that names group fields and measures', () => {
    const chart = { kind: 'trend', category: 'ngay_ct', measures: ['t_tt'] } as const;
    expect(defineReport({ ...base, chart }).chart).toEqual(chart);
    expect(defineReport(base).chart).toBeUndefined();
  });

  it('refuses a chart over a field the report does not group by, or a measure it does not have', () => {
    expect(() =>
      defineReport({ ...base, chart: { kind: 'ranking', category: 'ma_vt', measures: ['t_tt'] } }),
    ).toThrow(/ma_vt is not a group field/);
    expect(() =>
      defineReport({
        ...base,
        chart: { kind: 'ranking', category: 'ma_kh', name: 'ten_kh', measures: ['t_tt'] },
      }),
    ).toThrow(/ten_kh is not a group field/);
    expect(() =>
      defineReport({ ...base, chart: { kind: 'share', category: 'ma_kh', measures: ['x'] } }),
    ).toThrow(/x is not a measure/);
  });

  it('gives every CRM and sales report and the cash book a chart', async () => {
    const { crmReports } = await import('./crm/reports.js');
    const { salesReports } = await import('./sales/reports.js');
    const { cashBook } = await import('./accounting/cash-book.js');
    const reports = [...crmReports, ...salesReports, cashBook];
    expect(reports).toHaveLength(26);
    for (const r of reports) expect(r.chart, r.name).toBeDefined();
    // A trend runs over a date.
    for (const r of reports.filter((x) => x.chart?.kind === 'trend'))
      expect(r.chart?.category).toBe('ngay_ct');
  });
});

describe('ratio measures', () => {
  const sum = (field: string, as = field) => ({
    field,
    aggregate: 'sum' as const,
    label: ['Số', 'Number'] as const,
    as,
  });
  const base = {
    name: 'test-ratio',
    route: '/sales/reports/test-ratio',
    title: ['Thử', 'Test'] as const,
    source: 'bills',
    groupBy: ['ma_kh'],
  };
  const ratio = (of: readonly [string, string], extra: Record<string, unknown> = {}) => ({
    aggregate: 'ratio' as const,
    of,
    label: ['Tỷ lệ', 'Share'] as const,
    as: 'tl',
    ...extra,
  });

  it('keeps a ratio of two measures of the report', () => {
    const report = defineReport({ ...base, measures: [sum('t_ck'), sum('t_tt'), ratio(['t_ck', 't_tt'])] });
    expect(report.measures[2]).toMatchObject({ aggregate: 'ratio', of: ['t_ck', 't_tt'], as: 'tl' });
  });

  it('refuses a ratio of a measure the report has not, of itself, of a ratio or of a balance', () => {
    expect(() => defineReport({ ...base, measures: [sum('t_tt'), ratio(['t_ck', 't_tt'])] })).toThrow(
      /names t_ck/,
    );
    expect(() => defineReport({ ...base, measures: [sum('t_tt'), ratio(['tl', 't_tt'])] })).toThrow(
      /names tl/,
    );
    expect(() =>
      defineReport({
        ...base,
        measures: [sum('t_tt'), { ...ratio(['t_tt', 't_tt']), as: 'a' }, ratio(['a', 't_tt'])],
      }),
    ).toThrow(/a ratio or a balance/);
    expect(() =>
      defineReport({
        ...base,
        measures: [{ ...sum('t_tt'), period: 'before' as const }, sum('t_ck'), ratio(['t_ck', 't_tt'])],
      }),
    ).toThrow(/a ratio or a balance/);
  });

  it('refuses a ratio without measures or with a field, and measures named by anything but a ratio', () => {
    expect(() =>
      defineReport({ ...base, measures: [sum('t_tt'), { ...ratio(['t_tt', 't_tt']), field: 't_ck' }] }),
    ).toThrow(/is a ratio/);
    expect(() =>
      defineReport({
        ...base,
        measures: [sum('t_tt'), { aggregate: 'ratio', label: ['Tỷ lệ', 'Share'], as: 'tl' }],
      }),
    ).toThrow(/is a ratio/);
    expect(() =>
      defineReport({ ...base, measures: [{ ...sum('t_tt'), of: ['t_tt', 't_tt'] as const }] }),
    ).toThrow(/is no ratio/);
  });
});
