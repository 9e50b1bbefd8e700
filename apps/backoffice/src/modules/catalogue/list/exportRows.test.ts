import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import {
  exportCellOf,
  exportColumnsOf,
  exportFileName,
  exportTableOf,
  fetchAllRows,
  toCsv,
  type ListPage,
} from './exportRows';

const bills = resourceNamed('bills') as Resource;
const partners = resourceNamed('partners') as Resource;

describe('export rows', () => {
  it('titles the columns in the chosen language and leaves voucher lines out', () => {
    const columns = exportColumnsOf(['so_ct', 'chi_tiet', 't_tt', 'nope'], bills.fields, 'vi');
    expect(columns.map((c) => [c.name, c.header])).toEqual([
      ['so_ct', 'Số chứng từ'],
      ['t_tt', 'Tổng thanh toán'],
    ]);
    expect(exportColumnsOf(['t_tt'], bills.fields, 'en')[0]?.header).toBe('Total to pay');
  });

  it('keeps amounts as numbers, shows days DD/MM/YYYY, enum labels, yes/no, and empty as null', () => {
    expect(exportCellOf(bills.fields.t_tt!, 1234567, 'vi')).toBe(1234567);
    expect(exportCellOf(bills.fields.t_tt!, '1500', 'vi')).toBe(1500);
    expect(exportCellOf(bills.fields.ngay_ct!, '2026-11-22', 'vi')).toBe('22/11/2026');
    expect(exportCellOf(bills.fields.trang_thai!, '1', 'vi')).toBe('Hoàn thành');
    expect(exportCellOf(bills.fields.trang_thai!, '1', 'en')).toBe('Done');
    const inUse = resourceNamed('products')!.fields.trang_thai!;
    expect(exportCellOf(inUse, true, 'vi')).toBe('Có');
    expect(exportCellOf(inUse, false, 'en')).toBe('No');
    expect(exportCellOf(partners.fields.ten_kh!, null, 'vi')).toBeNull();
    expect(exportCellOf(partners.fields.ten_kh!, '', 'vi')).toBeNull();
  });

  it('writes CSV with a BOM, quoting commas and quotes, CRLF between rows', async () => {
    const columns = exportColumnsOf(['ma_kh', 'ten_kh', 'ngay_sinh'], partners.fields, 'vi');
    const table = exportTableOf(
      columns,
      [
        { ma_kh: 'KH01', ten_kh: 'Nguyễn Văn "An", Hà Nội', ngay_sinh: '1990-02-03' },
        { ma_kh: 'KH02', ten_kh: 'Trần Thị Bình', ngay_sinh: null },
      ],
      'vi',
    );
    expect(await toCsv(table)).toBe(
      '\uFEFFMã khách hàng,Tên khách hàng,Ngày sinh\r\n' +
        'KH01,"Nguyễn Văn ""An"", Hà Nội",03/02/1990\r\n' +
        'KH02,Trần Thị Bình,',
    );
  });

  it('names the file after the list and the day', () => {
    expect(exportFileName('partners', 'xlsx', new Date('2026-01-05T03:00:00Z'))).toBe(
      'partners-2026-01-05.xlsx',
    );
    // 00:30 on 29/11 in Hà Nội is still the 28th in UTC: the file is named for the business's day.
    expect(exportFileName('partners', 'csv', new Date('2026-11-28T17:30:00Z'))).toBe(
      'partners-2026-11-29.csv',
    );
  });
});

describe('fetching every row of the current query', () => {
  const server = (total: number) => {
    const calls: [number, number][] = [];
    const fetchPage = async (pageIndex: number, pageSize: number): Promise<ListPage> => {
      calls.push([pageIndex, pageSize]);
      const start = pageIndex * pageSize;
      const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({
        n: start + i,
      }));
      return { items, total };
    };
    return { fetchPage, calls };
  };

  it('reads page after page until the total, reporting progress', async () => {
    const { fetchPage, calls } = server(1200);
    const progress: [number, number][] = [];
    const result = await fetchAllRows(fetchPage, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(result.rows).toHaveLength(1200);
    expect(result.rows.at(-1)).toEqual({ n: 1199 });
    expect(result.capped).toBe(false);
    expect(calls).toEqual([
      [0, 500],
      [1, 500],
      [2, 500],
    ]);
    expect(progress).toEqual([
      [500, 1200],
      [1000, 1200],
      [1200, 1200],
    ]);
  });

  it('stops at the cap and says so', async () => {
    const { fetchPage, calls } = server(25_000);
    const result = await fetchAllRows(fetchPage, { max: 1200 });
    expect(result.rows).toHaveLength(1200);
    expect(result).toMatchObject({ total: 25_000, capped: true });
    expect(calls).toHaveLength(3);
  });

  it('makes one call for an empty list', async () => {
    const { fetchPage, calls } = server(0);
    await expect(fetchAllRows(fetchPage)).resolves.toEqual({ rows: [], total: 0, capped: false });
    expect(calls).toHaveLength(1);
  });
});
