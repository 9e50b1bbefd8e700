import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@sen/api';
import { fieldErrorsOf } from './serverErrors';

const fields = ['ma_dvt', 'ten_dvt', 'ty_le_ck'];

describe('fieldErrorsOf', () => {
  it('marks the key fields of a duplicate with the server message', () => {
    const error = new ApiRequestError({
      status: 409,
      body: { message: 'Mã HOP đã tồn tại', code: 'RESOURCE_DUPLICATE', details: { fields: ['ma_dvt'] } },
    });
    expect(fieldErrorsOf(error, fields)).toEqual({ ma_dvt: 'Mã HOP đã tồn tại' });
  });

  it('marks the body fields of a validation failure or of a rule, not query or unknown fields', () => {
    const error = new ApiRequestError({
      status: 400,
      body: {
        message: 'Dữ liệu không hợp lệ',
        code: 'VALIDATION_FAILED',
        details: [
          { in: 'body', path: '/ten_dvt', message: 'Too small' },
          { in: 'querystring', path: '/ma_dvt', message: 'x' },
          { in: 'body', path: '/other', message: 'x' },
        ],
      },
    });
    expect(fieldErrorsOf(error, fields)).toEqual({ ten_dvt: 'Dữ liệu không hợp lệ' });
    const rule = new ApiRequestError({
      status: 400,
      body: {
        message: 'Nhập tỷ lệ',
        code: 'DISCOUNT_VALUE_REQUIRED',
        details: [{ in: 'body', path: '/ty_le_ck' }],
      },
    });
    expect(fieldErrorsOf(rule, fields)).toEqual({ ty_le_ck: 'Nhập tỷ lệ' });
  });

  it('has nothing for other failures', () => {
    expect(fieldErrorsOf(new ApiRequestError({ status: 0 }), fields)).toEqual({});
    expect(fieldErrorsOf(new Error('x'), fields)).toEqual({});
    expect(fieldErrorsOf(undefined, fields)).toEqual({});
  });
});
