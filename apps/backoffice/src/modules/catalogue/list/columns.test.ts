import { isValidElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatFieldValue, type FormattableField, type Locale } from '@sen/domain';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { listColumnsOf } from './columns';

// The kit needs its vanilla-extract styles (a browser build): its FieldValue stands in here, and the cell's element
// is read as the text the format module writes for its props (what the real one shows).
vi.mock('@sen/ui', () => ({ FieldValue: () => null }));

const textOf = (cell: ReactNode, locale: Locale = 'vi'): string => {
  if (!isValidElement<{ field: FormattableField; value: unknown; lookupName?: string }>(cell))
    return String(cell);
  const { field, value, lookupName } = cell.props;
  return formatFieldValue(field, value, locale, { lookupName });
};

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
    expect(columns.map((c) => textOf(c.cell?.(row)))).toEqual(['HD0001', '22/11/2026', '1,234,567', 'Hủy']);
    expect(textOf(listColumnsOf(['trang_thai'], bills.fields, 'en')[0]?.cell?.(row), 'en')).toBe('Cancelled');
  });

  it("gives a voucher number and a lookup whose name has its own column a code's width", () => {
    const widths = (names: string[]) =>
      Object.fromEntries(listColumnsOf(names, bills.fields, 'vi').map((c) => [c.id, c.width]));
    expect(widths(['so_ct', 'ma_kh', 'ten_kh'])).toEqual({ so_ct: 130, ma_kh: 130, ten_kh: 220 });
    // Without the name's column the lookup shows its code with its name.
    expect(widths(['ma_kh']).ma_kh).toBe(180);
  });

  it('lets names narrow when the table lacks room, never days, amounts, codes or statuses', () => {
    const floors = Object.fromEntries(
      listColumnsOf(['so_ct', 'ngay_ct', 'ma_kh', 'ten_kh', 't_tt', 'trang_thai'], bills.fields, 'vi').map(
        (c) => [c.id, c.minWidth],
      ),
    );
    expect(floors).toEqual({
      so_ct: 130,
      ngay_ct: 110,
      ma_kh: 130,
      ten_kh: undefined,
      t_tt: 140,
      trang_thai: 130,
    });
  });

  it("shows a lookup's code with the name its row carries when the list has no column for that name", () => {
    const row = { ma_kh: 'KH001', ten_kh: 'Trần Thị Mai' };
    const [alone] = listColumnsOf(['ma_kh'], bills.fields, 'vi');
    expect(textOf(alone?.cell?.(row))).toBe('KH001 · Trần Thị Mai');
    const [withName] = listColumnsOf(['ma_kh', 'ten_kh'], bills.fields, 'vi');
    expect(textOf(withName?.cell?.(row))).toBe('KH001');
  });
});
