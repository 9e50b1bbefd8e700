import { describe, expect, it } from 'vitest';
import {
  defineReport,
  reportCatalogue,
  resourceNamed,
  type Report,
  type Resource,
} from '@sen/domain/resources';
import { monthRangeOf, reportColumnsOf } from './reportModel';

const bills = resourceNamed('bills') as Resource;

describe('a report’s default period', () => {
  it('is the month of today, to its last day (leap years included)', () => {
    expect(monthRangeOf(new Date(2026, 10, 22))).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(monthRangeOf(new Date(2028, 1, 3))).toEqual({ fromDate: '2028-02-01', toDate: '2028-02-29' });
    expect(monthRangeOf(new Date(2026, 11, 31))).toEqual({ fromDate: '2026-12-01', toDate: '2026-12-31' });
  });
});

describe('a report’s columns', () => {
  it('shows the groups, then the measures formatted as counts, averages or like the measured field', () => {
    const report = defineReport({
      name: 'revenue-by-customer',
      route: '/sales/reports/revenue-by-customer',
      title: ['Doanh thu theo khách hàng', 'Revenue by customer'],
      source: 'bills',
      groupBy: ['ma_kh', 'ten_kh'],
      measures: [
        { field: 't_tt', aggregate: 'sum', label: ['Doanh thu', 'Revenue'], as: 'doanh_thu' },
        { aggregate: 'count', label: ['Số hóa đơn', 'Bills'], as: 'so_hd' },
        { field: 't_tt', aggregate: 'avg', label: ['Bình quân', 'Average'], as: 'binh_quan' },
      ],
    });
    const columns = reportColumnsOf(report, bills, 'vi');
    expect(columns.map((c) => [c.name, c.header, c.measure, c.field.type])).toEqual([
      ['ma_kh', 'Khách hàng', false, 'lookup'],
      ['ten_kh', 'Tên khách hàng', false, 'text'],
      ['doanh_thu', 'Doanh thu', true, 'money'],
      ['so_hd', 'Số hóa đơn', true, 'number'],
      ['binh_quan', 'Bình quân', true, 'number'],
    ]);
    expect(reportColumnsOf(report, bills, 'en')[2]?.header).toBe('Revenue');
  });

  it('reads group fields from the voucher lines of a report over lines', () => {
    const report = defineReport({
      name: 'sales-by-product',
      route: '/sales/reports/by-product',
      title: ['Bán hàng theo mặt hàng', 'Sales by product'],
      source: 'bills',
      overLines: true,
      groupBy: ['ma_vt', 'ten_vt'],
      measures: [{ field: 'so_luong', aggregate: 'sum', label: ['Số lượng', 'Quantity'], as: 'so_luong' }],
    });
    const columns = reportColumnsOf(report, bills, 'vi');
    expect(columns.map((c) => [c.name, c.header])).toEqual([
      ['ma_vt', 'Mã hàng'],
      ['ten_vt', 'Tên hàng'],
      ['so_luong', 'Số lượng'],
    ]);
    expect(columns[2]?.field).toMatchObject({ type: 'number', precision: 3 });
  });

  it('formats a measure only another source gives like that source’s field (the cash book’s payments)', () => {
    const cashBook = reportCatalogue.find((r) => r.route === '/accounting/reports/cash-book') as Report;
    const source = resourceNamed(cashBook.source) as Resource;
    const columns = reportColumnsOf(cashBook, source, 'vi').filter((c) => c.measure);
    expect(columns.length).toBeGreaterThan(1);
    for (const column of columns) expect([column.name, column.field.type]).toEqual([column.name, 'money']);
  });
});
