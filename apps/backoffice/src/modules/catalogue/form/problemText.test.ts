import { describe, expect, it } from 'vitest';
import { problemText } from './problemText';
import { testI18n } from './test/i18n';

describe('problemText', () => {
  it("says the spec's Vietnamese messages exactly (section 5)", async () => {
    const { t } = await testI18n('vi');
    expect(problemText({ code: 'phone' }, t)).toBe('Số điện thoại không hợp lệ');
    expect(problemText({ code: 'exists', value: 'KH01' }, t)).toBe('KH01 đã tồn tại');
    expect(problemText({ code: 'duplicate', field: 'Điện thoại 2', target: 'Điện thoại' }, t)).toBe(
      'Điện thoại 2 không được trùng với Điện thoại',
    );
    expect(
      problemText(
        { code: 'ownedBy', value: '0901234567', ma_nvbh: 'NV02', ten_nvbh: 'Trần Thị B', id: 'c9' },
        t,
      ),
    ).toBe('0901234567 đang được nhân viên NV02 - Trần Thị B chăm sóc');
    expect(problemText({ code: 'server', message: 'Mã KH01 đã tồn tại' }, t)).toBe('Mã KH01 đã tồn tại');
    expect(problemText({ code: 'invalid', message: 'Chỉ gồm chữ không dấu, số' }, t)).toBe(
      'Chỉ gồm chữ không dấu, số',
    );
  });

  it('says them in English when English is chosen', async () => {
    const { t } = await testI18n('en');
    expect(problemText({ code: 'phone' }, t)).toBe('Invalid phone number');
    expect(problemText({ code: 'exists', value: 'KH01' }, t)).toBe('KH01 already exists');
    expect(problemText({ code: 'required' }, t)).toBe('Required');
    expect(problemText({ code: 'duplicate', field: 'To warehouse', target: 'From warehouse' }, t)).toBe(
      'To warehouse must differ from From warehouse',
    );
  });
});
