import { describe, expect, it } from 'vitest';
import { problemText } from './problemText';
import { testI18n } from './test/i18n';

/** What zod says of a name of 21 characters where 20 fit. */
const tooLong = {
  code: 'too_big',
  origin: 'string',
  maximum: 20,
  inclusive: true,
  message: 'Too big: expected string to have <=20 characters',
};

describe('problemText', () => {
  it("says the spec's Vietnamese messages exactly (section 5)", async () => {
    const { t } = await testI18n('vi');
    expect(problemText({ code: 'phone' }, t, 'vi')).toBe('Số điện thoại không hợp lệ');
    expect(problemText({ code: 'exists', value: 'KH01' }, t, 'vi')).toBe('KH01 đã tồn tại');
    expect(problemText({ code: 'duplicate', field: 'Điện thoại 2', target: 'Điện thoại' }, t, 'vi')).toBe(
      'Điện thoại 2 không được trùng với Điện thoại',
    );
    expect(
      problemText(
        { code: 'ownedBy', value: '0901234567', ma_nvbh: 'NV02', ten_nvbh: 'Trần Thị B', id: 'c9' },
        t,
        'vi',
      ),
    ).toBe('0901234567 đang được nhân viên NV02 - Trần Thị B chăm sóc');
    expect(problemText({ code: 'server', message: 'Mã KH01 đã tồn tại' }, t, 'vi')).toBe(
      'Mã KH01 đã tồn tại',
    );
    expect(problemText({ code: 'invalid', issue: tooLong }, t, 'vi')).toBe('Tối đa 20 ký tự');
  });

  it('says them in English when English is chosen', async () => {
    const { t } = await testI18n('en');
    expect(problemText({ code: 'phone' }, t, 'en')).toBe('Invalid phone number');
    expect(problemText({ code: 'exists', value: 'KH01' }, t, 'en')).toBe('KH01 already exists');
    expect(problemText({ code: 'required' }, t, 'en')).toBe('Required');
    expect(problemText({ code: 'duplicate', field: 'To warehouse', target: 'From warehouse' }, t, 'en')).toBe(
      'To warehouse must differ from From warehouse',
    );
    // zod's rule of the field, in the user's language (its own wording is English for developers).
    expect(problemText({ code: 'invalid', issue: tooLong }, t, 'en')).toBe('At most 20 characters');
  });
});
