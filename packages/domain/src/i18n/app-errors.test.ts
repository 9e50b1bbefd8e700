import { describe, expect, it } from 'vitest';
import { appErrorMessage, appErrorMessages, type AppErrorCode } from './app-errors.js';
import { errorMessage, errorMessages } from './errors.js';

describe("the apps' own error messages", () => {
  it('are the entries of the whole catalogue, with the same texts', () => {
    for (const code of Object.keys(appErrorMessages) as AppErrorCode[]) {
      expect(errorMessages[code]).toBe(appErrorMessages[code]);
      for (const locale of ['vi', 'en'] as const) {
        expect(appErrorMessage(code, locale)).toBe(errorMessage(code, locale));
      }
    }
  });

  it('use the spec text exactly', () => {
    expect(appErrorMessage('SYSTEM_ERROR')).toBe('Lỗi hệ thống, vui lòng thử lai sau ít phút!');
    expect(appErrorMessage('BRANCH_NOT_CONFIGURED')).toBe('Hệ thống chưa được cài đặt đơn vị');
    expect(appErrorMessage('BRANCH_NOT_GRANTED')).toBe('Người dùng chưa được phân quyền đơn vị');
    expect(appErrorMessage('SALER_NOT_FOUND')).toBe('Không tìm thấy thông tin nhân viên bán hàng');
    expect(appErrorMessage('REFRESH_TOKEN_INVALID', 'en')).toBe(
      'Your session is not valid, please sign in again',
    );
  });
});
