import { describe, expect, it } from 'vitest';
import { foldedCustomer, indexCustomers, searchCustomers, type LocalCustomer } from './customer-search';

const customer = (ma_kh: string, ten_kh: string, dien_thoai: string | null = null): LocalCustomer => ({
  ma_kh,
  ten_kh,
  dien_thoai,
  ma_nhom_kh: null,
  the: [],
});

const index = indexCustomers([
  customer('KH0912345678', 'Trần Thị Hồng Nhung', '0912345678'),
  customer('KH002', 'Nguyễn Văn Đức', '0987 654 321'),
  customer('KH003', 'Đặng Thu Hà', '+84 903 111 222'),
  customer('KH004', 'Lê Nhung', null),
  customer('NHUNG01', 'Phạm Minh Châu', '0977000111'),
]);

const names = (text: string, limit = 10) => searchCustomers(index, text, limit).rows.map((c) => c.ten_kh);

describe('finding a customer kept on the till', () => {
  it('by a part of the name typed without accents, every word anywhere, accents and case ignored', () => {
    expect(names('hong nhung')).toEqual(['Trần Thị Hồng Nhung']);
    expect(names('NGUYEN duc')).toEqual(['Nguyễn Văn Đức']);
    expect(names('đặng')).toEqual(['Đặng Thu Hà']);
    expect(names('tran nhung')).toEqual(['Trần Thị Hồng Nhung']);
    expect(names('thu ha')).toEqual(['Đặng Thu Hà']);
  });

  it('by the phone in any form, or a part of it', () => {
    expect(names('0912 345 678')).toEqual(['Trần Thị Hồng Nhung']);
    expect(names('0987.654.321')).toEqual(['Nguyễn Văn Đức']);
    expect(names('654321')).toEqual(['Nguyễn Văn Đức']);
    // +84 is the leading 0, whichever way it was kept or typed.
    expect(names('0903111222')).toEqual(['Đặng Thu Hà']);
    expect(names('+84 912 345 678')).toEqual(['Trần Thị Hồng Nhung']);
  });

  it('by code; the customer of exactly that code or phone first, then those it begins, then by name', () => {
    expect(names('kh002')).toEqual(['Nguyễn Văn Đức']);
    // 'nhung': the code that starts with it and the names with that word, before the rest; then by name.
    expect(names('nhung')).toEqual(['Lê Nhung', 'Phạm Minh Châu', 'Trần Thị Hồng Nhung']);
    expect(names('NHUNG01')).toEqual(['Phạm Minh Châu']);
    expect(names('0912345678')).toEqual(['Trần Thị Hồng Nhung']);
  });

  it('answers at most the limit and says there are more; less than two characters find nothing', () => {
    expect(searchCustomers(index, 'kh', 2)).toMatchObject({ more: true });
    expect(searchCustomers(index, 'kh', 2).rows).toHaveLength(2);
    expect(names('n')).toEqual([]);
    expect(names('  ')).toEqual([]);
    expect(names('khong co ai')).toEqual([]);
  });

  it('keeps what each one is searched by, folded once', () => {
    expect(foldedCustomer(customer('KH003', 'Đặng Thu Hà', '+84 903 111 222'))).toBe(
      'kh003 0903111222 dang thu ha',
    );
  });

  it('searches 100,000 customers as the cashier types', () => {
    const many = indexCustomers(
      Array.from({ length: 100_000 }, (_, i) =>
        customer(`KH${String(i).padStart(6, '0')}`, `Khách hàng số ${i}`, `09${String(i).padStart(8, '0')}`),
      ),
    );
    const started = performance.now();
    const found = searchCustomers(many, 'khach hang so 99999', 10);
    const byPhone = searchCustomers(many, '0900012345', 10);
    expect(performance.now() - started).toBeLessThan(500);
    expect(found.rows[0]?.ma_kh).toBe('KH099999');
    expect(byPhone.rows.map((c) => c.ma_kh)).toEqual(['KH012345']);
  });
});
