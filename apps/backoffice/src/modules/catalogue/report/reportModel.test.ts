import { describe, expect, it } from 'vitest';
import {
  defineReport,
  reportCatalogue,
  resourceNamed,
  type Report,
  type Resource,
} from '@sen/domain/resources';
import {
  defaultPeriodOf,
  drillHrefOf,
  drillTargetsOf,
  groupFieldsOf,
  lookupWidthOf,
  measureWidthOf,
  reportChartDataOf,
  reportColumnsOf,
} from './reportModel';

const bills = resourceNamed('bills') as Resource;

describe('a report’s default period', () => {
  it('is the month of today in Vietnam, to its last day (leap years included)', () => {
    expect(defaultPeriodOf(new Date('2026-11-22T05:00:00Z'))).toEqual({
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
    });
    expect(defaultPeriodOf(new Date('2028-02-03T05:00:00Z'))).toEqual({
      fromDate: '2028-02-01',
      toDate: '2028-02-29',
    });
    // 20:00 UTC on 30 November is already 1 December in Vietnam.
    expect(defaultPeriodOf(new Date('2026-11-30T20:00:00Z'))).toEqual({
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
    });
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

  it('shows a ratio as a percentage, and what another source reached like its field (targets against sales)', () => {
    const targets = reportCatalogue.find((r) => r.name === 'reports-target') as Report;
    const columns = reportColumnsOf(targets, resourceNamed('targets') as Resource, 'vi');
    const typeOf = (name: string) => columns.find((c) => c.name === name)?.field.type;
    expect(typeOf('ma_nvbh')).toBe('lookup');
    expect([typeOf('t_doanh_so_mt'), typeOf('t_doanh_so'), typeOf('tl_doanh_so')]).toEqual([
      'money',
      'money',
      'percent',
    ]);
    expect(columns.find((c) => c.name === 'so_lh')?.field).toMatchObject({ type: 'number', precision: 0 });
    expect(columns.find((c) => c.name === 'tl_doanh_so')?.header).toBe('% đạt doanh số');
  });
});

const reportNamed = (name: string) => reportCatalogue.find((r) => r.name === name) as Report;

describe('a report’s chart', () => {
  it('draws a trend over every day of the period, a day without sales at 0', () => {
    const data = reportChartDataOf(
      reportNamed('reports-sale-revenue'),
      [
        { category: '2026-11-02', name: null, t_tt: 450_000 },
        { category: '2026-11-04', name: null, t_tt: 120_000 },
      ],
      { locale: 'vi', period: { fromDate: '2026-11-01', toDate: '2026-11-04' }, nameOf: () => undefined },
    );
    expect(data).toEqual({
      kind: 'trend',
      categories: ['01/11/2026', '02/11/2026', '03/11/2026', '04/11/2026'],
      series: [{ name: 'Doanh thu', values: [0, 450_000, 0, 120_000] }],
    });
  });

  it('ends a trend of this month on today: the days to come are no zero days', () => {
    const trend = (today: string, items: { category: string; name: null; t_tt: number }[]) =>
      reportChartDataOf(reportNamed('reports-sale-revenue'), items, {
        locale: 'vi',
        period: { fromDate: '2026-11-01', toDate: '2026-11-30' },
        nameOf: () => undefined,
        today,
      })?.categories;
    const sold = [{ category: '2026-11-02', name: null, t_tt: 450_000 }];
    expect(trend('2026-11-04', sold)).toEqual(['01/11/2026', '02/11/2026', '03/11/2026', '04/11/2026']);
    // A voucher dated ahead still shows, on its day.
    expect(trend('2026-11-02', [...sold, { category: '2026-11-03', name: null, t_tt: 1 }])).toHaveLength(3);
    // A past period is whole.
    expect(trend('2026-12-05', sold)).toHaveLength(30);
  });

  it('names a ranking’s categories by the name the rows hold, else the lookup’s, else the code', () => {
    const data = reportChartDataOf(
      reportNamed('reports-sale-detail-revenue'),
      [
        { category: 'SP01', name: 'Dầu gội', thanh_tien: 900 },
        { category: 'SP02', name: null, thanh_tien: 500 },
        { category: 'SP03', name: '', thanh_tien: 100 },
      ],
      { locale: 'en', period: {}, nameOf: (value) => (value === 'SP02' ? 'Kem dưỡng' : undefined) },
    );
    expect(data?.categories).toEqual(['Dầu gội', 'Kem dưỡng', 'SP03']);
    expect(data?.series).toEqual([{ name: 'Revenue', values: [900, 500, 100] }]);
  });
});

describe('a report row’s drill-down', () => {
  it('leads a day of a report over several sources to each source’s list of that day', () => {
    // Sales revenue adds bills, POS retail orders and returns: a day's POS sales are among its figures.
    const targets = drillTargetsOf(
      reportNamed('reports-sale-revenue'),
      { ngay_ct: '2026-11-05', t_tt: 1 },
      {},
      resourceNamed,
    );
    expect(targets.map((t) => [t.resource.name, t.href])).toEqual([
      ['bills', '/sales/bills?fromDate=2026-11-05&toDate=2026-11-05'],
      ['retail-orders', '/sales/retail-orders?fromDate=2026-11-05&toDate=2026-11-05'],
      ['returns', '/sales/returns?fromDate=2026-11-05&toDate=2026-11-05'],
    ]);
    expect(targets[1]!.query).toEqual({ fromDate: '2026-11-05', toDate: '2026-11-05' });
  });

  it('filters each source’s list by the row’s salesperson over the period, under that source’s field', () => {
    const period = { fromDate: '2026-11-01', toDate: '2026-11-30' };
    expect(
      drillTargetsOf(
        reportNamed('reports-employee-revenue'),
        { ma_nvbh: 'NV001', ten_nvbh: 'Lan' },
        period,
        resourceNamed,
      ).map((t) => t.href),
    ).toEqual([
      '/sales/bills?fromDate=2026-11-01&toDate=2026-11-30&ma_nvbh=NV001',
      '/sales/retail-orders?fromDate=2026-11-01&toDate=2026-11-30&ma_nvbh=NV001',
      '/sales/returns?fromDate=2026-11-01&toDate=2026-11-30&ma_nvbh=NV001',
    ]);
    // A source that has none of a group the row has a value of holds none of its vouchers: not offered.
    const stock = defineReport({
      name: 'test-moves',
      route: '/sales/reports/sale-revenue',
      title: ['Thử', 'Test'],
      source: 'bills',
      sources: [{ source: 'retail-orders', fields: { ma_kho: null } }],
      groupBy: ['ma_kho'],
      measures: [{ aggregate: 'count', label: ['Số', 'Count'], as: 'n' }],
    });
    expect(
      drillTargetsOf(stock, { ma_kho: 'K01' }, period, resourceNamed).map((t) => t.resource.name),
    ).toEqual(['bills']);
    expect(drillTargetsOf(stock, { ma_kho: null }, period, resourceNamed)).toHaveLength(2);
  });

  it('leads a ledger report through its declared list', () => {
    const period = { fromDate: '2026-11-01', toDate: '2026-11-30' };
    expect(
      drillHrefOf(reportNamed('reports-sale-debt-revenue'), { ma_kh: 'KH01' }, period, resourceNamed),
    ).toBe('/sales/bills?fromDate=2026-11-01&toDate=2026-11-30&ma_kh=KH01');
    expect(
      drillTargetsOf(reportNamed('reports-sale-debt-revenue'), { ma_kh: 'KH01' }, period, resourceNamed),
    ).toHaveLength(1);
  });

  it('searches the voucher number of a detail row, and leads nowhere without a list', () => {
    expect(
      drillHrefOf(
        reportNamed('reports-bill-receipt-detail'),
        { ngay_ct: '2026-11-05', so_ct: 'HD0001', ma_kh: 'KH01', ma_httt: 'TM' },
        {},
        resourceNamed,
      ),
    ).toBe('/sales/bills?fromDate=2026-11-05&toDate=2026-11-05&ma_kh=KH01&searchKey=HD0001');
    expect(
      drillHrefOf(reportNamed('reports-service-turn-employee'), { ma_nv: 'NV01' }, {}, resourceNamed),
    ).toBe(undefined);
  });

  it('opens the list of the source a detail row’s voucher number belongs to', () => {
    const detail = reportNamed('reports-sale-detail-revenue');
    const line = { ngay_ct: '2026-11-03', ma_kh: 'KH0155', ma_vt: 'DV007' };
    // A POS sale (retail order) among the bills: its own list, not the bills searched for a number they lack.
    expect(drillHrefOf(detail, { ...line, so_ct: 'BL000010' }, {}, resourceNamed)).toBe(
      '/sales/retail-orders?fromDate=2026-11-03&toDate=2026-11-03&ma_kh=KH0155&searchKey=BL000010',
    );
    expect(drillHrefOf(detail, { ...line, so_ct: 'HD000013' }, {}, resourceNamed)).toBe(
      '/sales/bills?fromDate=2026-11-03&toDate=2026-11-03&ma_kh=KH0155&searchKey=HD000013',
    );
    // A number typed by hand, numbered like none of them: the main source.
    expect(drillHrefOf(detail, { ...line, so_ct: 'X-1' }, {}, resourceNamed)).toMatch(/^\/sales\/bills\?/);
  });
});

describe('a report’s lookup names', () => {
  it('asks for the name of a grouped code whose stored name is no group of the report', () => {
    const named = (name: string) => {
      const report = reportNamed(name);
      const columns = reportColumnsOf(report, resourceNamed(report.source) as Resource, 'vi');
      return groupFieldsOf(columns, report.groupBy);
    };
    // The targets by ma_nvbh alone: ten_nvbh is not on the rows, so the salesperson's name is looked up.
    expect(named('reports-target').ma_nvbh).toMatchObject({ type: 'lookup', fills: undefined });
    // Employee revenue groups ten_nvbh beside ma_nvbh: the rows name the salesperson.
    expect(named('reports-employee-revenue').ma_nvbh).toMatchObject({ fills: { ten_nvbh: 'ten_nvbh' } });
    // The column is wider where it shows the name too.
    expect(lookupWidthOf(named('reports-target').ma_nvbh!)).toBe(210);
    expect(lookupWidthOf(named('reports-employee-revenue').ma_nvbh!)).toBe(150);
  });
});

describe('a report’s measure columns', () => {
  it('are 120 wide, wider for a long header, at most 200', () => {
    expect(measureWidthOf('Số lượng')).toBe(120);
    expect(measureWidthOf('Doanh số đạt')).toBe(156);
    expect(measureWidthOf('Chỉ tiêu doanh số')).toBe(200);
    expect(measureWidthOf('Thời lượng trung bình (giây)')).toBe(200);
  });
});
