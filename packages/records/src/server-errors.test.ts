import { describe, expect, it } from 'vitest';
import { failureTextOf, fieldErrorsOf, formKeyOfPath } from './server-errors.js';

const known = (key: string) => ['ma_kh', 'email', 'chi_tiet.1.gia'].includes(key);

describe('server errors on form fields', () => {
  it('maps body paths to form keys, a line field as lines.index.field', () => {
    expect(formKeyOfPath('/ma_kh')).toBe('ma_kh');
    expect(formKeyOfPath('/chi_tiet/1/gia')).toBe('chi_tiet.1.gia');
    expect(formKeyOfPath('/chi_tiet')).toBe('chi_tiet');
    expect(formKeyOfPath('')).toBeUndefined();
  });

  it("a 409's details.fields get the call's message; 400 issues their own message; unknown fields and query issues are left out", () => {
    expect(
      fieldErrorsOf(
        { status: 409, message: 'Mã KH01 đã tồn tại', data: { details: { fields: ['ma_kh', 'ma_dvcs'] } } },
        known,
      ),
    ).toEqual({
      ma_kh: 'Mã KH01 đã tồn tại',
    });
    expect(
      fieldErrorsOf(
        {
          status: 400,
          message: 'Dữ liệu không hợp lệ',
          data: {
            details: [
              { in: 'body', path: '/email', message: 'Email không hợp lệ' },
              { in: 'body', path: '/chi_tiet/1/gia', message: '' },
              { in: 'querystring', path: '/ma_kh', message: 'x' },
              { in: 'body', path: '/unknown', message: 'y' },
            ],
          },
        },
        known,
      ),
    ).toEqual({ email: 'Email không hợp lệ', 'chi_tiet.1.gia': 'Dữ liệu không hợp lệ' });
    expect(fieldErrorsOf('boom', known)).toEqual({});
  });

  it("the toast says the server's message, else the fallback", () => {
    expect(failureTextOf(new Error('Không có quyền'), 'Lưu thất bại')).toBe('Không có quyền');
    expect(failureTextOf(null, 'Lưu thất bại')).toBe('Lưu thất bại');
  });

  it('a record in use: the delete toast says where (vi/en as the server answered); a refused re-code marks the code', () => {
    const inUse = Object.assign(
      new Error('Không thể xóa: Khách hàng KH01 đang được dùng ở Hóa đơn bán hàng (2 dòng)'),
      {
        status: 409,
        data: { code: 'RECORD_IN_USE', details: { resource: 'bills', field: 'ma_kh', fields: ['ma_kh'] } },
      },
    );
    expect(failureTextOf(inUse, 'Lưu thất bại')).toBe(
      'Không thể xóa: Khách hàng KH01 đang được dùng ở Hóa đơn bán hàng (2 dòng)',
    );
    const english = new Error('Cannot delete: Customers KH01 is used in Sales bills (rows: 2)');
    expect(failureTextOf(english, 'Save failed')).toBe(
      'Cannot delete: Customers KH01 is used in Sales bills (rows: 2)',
    );
    const recode = {
      status: 409,
      message: 'Không thể đổi mã: Khách hàng KH01 đang được dùng ở Hóa đơn bán hàng (2 dòng)',
      data: { code: 'RECORD_CODE_IN_USE', details: { resource: 'bills', field: 'ma_kh', fields: ['ma_kh'] } },
    };
    expect(fieldErrorsOf(recode, known)).toEqual({
      ma_kh: 'Không thể đổi mã: Khách hàng KH01 đang được dùng ở Hóa đơn bán hàng (2 dòng)',
    });
  });
});
