import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { listColumnsOf } from './columns';

const bills = resourceNamed('bills') as Resource;

describe('the list columns of a resource', () => {
  it('titles each declared column, sorts on the server by its name and formats cells by field type', () => {
    const columns = listColumnsOf(
      ['so_ct', 'ngay_ct', 't_tt', 'trang_thai', 'chi_tiet', 'missing'],
      bills.fields,
      'vi',
    );
    expect(columns.map((c) => [c.id, c.header, c.numeric, c.sortable])).toEqual([
      ['so_ct', 'Số chứng từ', false, true],
      ['ngay_ct', 'Ngày chứng từ', false, true],
      ['t_tt', 'Tổng thanh toán', true, true],
      ['trang_thai', 'Trạng thái', false, true],
    ]);
    const row = { so_ct: 'HD0001', ngay_ct: '2026-11-22', t_tt: 1234567, trang_thai: '9' };
    expect(columns.map((c) => c.cell?.(row))).toEqual(['HD0001', '22/11/2026', '1,234,567', 'Hủy']);
    expect(listColumnsOf(['trang_thai'], bills.fields, 'en')[0]?.cell?.(row)).toBe('Cancelled');
  });
});
