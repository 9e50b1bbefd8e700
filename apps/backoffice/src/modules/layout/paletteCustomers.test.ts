import { describe, expect, it } from 'vitest';
import { userInfoOf } from '@sen/domain';
import { customerGroupOf, customerQueryOf } from './paletteCustomers';

const customers = [
  { _id: 'a', ma_kh: 'KH0001', ten_kh: 'Trần Thị Mai', dien_thoai: '0901234567', ma_nvbh: 'NV001' },
  { _id: 'b', ma_kh: 'KH0042', ten_kh: 'Trần Thị Mai Anh', dien_thoai: null, ma_nvbh: 'NV002' },
];

describe('customers in the search palette', () => {
  it('looks up a query of two letters or more, spaces tidied', () => {
    expect(customerQueryOf(' t ')).toBe('');
    expect(customerQueryOf('  tran   thi mai ')).toBe('tran thi mai');
    expect(customerQueryOf('09')).toBe('09');
  });

  it('names each customer, with the code and the phone as the user may see it, opening their page', () => {
    const salesperson = userInfoOf({
      user_name: 'nvbh01',
      r_read: ['crm.partners'],
      saler: { ma_nvbh: 'NV002', ten_nvbh: 'Phạm Văn Bình' },
    });
    expect(customerGroupOf(customers, salesperson, 'Khách hàng')).toEqual({
      id: 'customers',
      title: 'Khách hàng',
      entries: [
        { id: 'a', title: 'Trần Thị Mai', description: 'KH0001 · 0901**4567', href: '/crm/partners/a' },
        { id: 'b', title: 'Trần Thị Mai Anh', description: 'KH0042', href: '/crm/partners/b' },
      ],
    });
    const admin = userInfoOf({ user_name: 'admin', is_admin: 1 });
    expect(customerGroupOf(customers, admin, 'Khách hàng').entries[0]!.description).toBe(
      'KH0001 · 0901234567',
    );
  });
});
