import { describe, expect, it } from 'vitest';
import { appErrorMessages, errorMessages, type ErrorCode } from '@sen/domain';
import { createI18n, loadLocale, loadShellMessages } from './index';

const codes = Object.keys(errorMessages) as ErrorCode[];
const appCodes = Object.keys(appErrorMessages);

describe('the catalogues loaded with the app, then with the signed-in screens', () => {
  it('start with the core messages and the app’s own error messages, every error code coming with the layouts', async () => {
    const english = await createI18n('en');
    expect(english.t('auth.login.title')).toBe('Sign in');
    expect(english.t('SYSTEM_ERROR', { ns: 'errors' })).toBe(errorMessages.SYSTEM_ERROR.en);

    const i18n = await createI18n('vi');
    expect(i18n.t('auth.login.title')).toBe('Đăng nhập');
    for (const code of appCodes)
      expect(i18n.t(code as ErrorCode, { ns: 'errors' })).toBe(errorMessages[code as ErrorCode].vi);
    // Not loaded before a signed-in screen needs them: neither the signed-in screens' messages nor the other codes.
    expect(i18n.getResource('vi', 'translation', 'topBar')).toBeUndefined();
    expect(i18n.getResource('vi', 'errors', 'INVALID_CREDENTIALS')).toBeUndefined();

    await loadShellMessages(i18n);
    await loadLocale(i18n, 'en');
    expect(i18n.getResource('vi', 'translation', 'topBar')).toBeDefined();
    for (const code of codes) {
      expect(i18n.getFixedT('vi')(code, { ns: 'errors' })).toBe(errorMessages[code].vi);
      expect(i18n.getFixedT('en')(code, { ns: 'errors' })).toBe(errorMessages[code].en);
    }
    expect(i18n.t('BRANCH_FORBIDDEN', { ns: 'errors', branchs: 'CN09' })).toBe(
      'Bạn không được phép làm việc với đơn vị CN09',
    );
  });
});
