import { describe, expect, it } from 'vitest';
import { errorMessage, localeFromAcceptLanguage } from './errors.js';

describe('error messages', () => {
  it('uses the spec text exactly', () => {
    expect(errorMessage('SYSTEM_ERROR')).toBe('Lỗi hệ thống, vui lòng thử lai sau ít phút!');
    expect(errorMessage('BRANCH_NOT_CONFIGURED')).toBe('Hệ thống chưa được cài đặt đơn vị');
    expect(errorMessage('BRANCH_NOT_GRANTED')).toBe('Người dùng chưa được phân quyền đơn vị');
    expect(errorMessage('SALER_NOT_FOUND')).toBe('Không tìm thấy thông tin nhân viên bán hàng');
  });
  it('interpolates parameters and speaks English on request', () => {
    expect(errorMessage('LOGIN_RATE_LIMITED', 'en', { minutes: 15 })).toContain('15 minutes');
    expect(errorMessage('BRANCH_FORBIDDEN', 'vi', { branchs: 'CN09' })).toContain('CN09');
  });
  it('reads Accept-Language', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('vi');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr, vi;q=0.5, en;q=0.4')).toBe('vi');
    expect(localeFromAcceptLanguage('de')).toBe('vi');
  });
});
