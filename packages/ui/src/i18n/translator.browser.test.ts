import { describe, expect, it } from 'vitest';
import { Translator } from './translator';
import { createAppTranslator } from './appTranslator';

const translator = () => {
  const i18n = new Translator('vi');
  i18n.addResourceBundle('vi', 'translation', {
    auth: { login: { title: 'Đăng nhập', welcome: 'Xin chào {{name}}' } },
    users: { branchsCount: '{{count}} chi nhánh' },
    only: { vi: 'Chỉ có tiếng Việt' },
  });
  i18n.addResourceBundle('en', 'translation', {
    auth: { login: { title: 'Sign in', welcome: 'Hello {{name}}' } },
    users: { branchsCount: '{{count}} branches' },
  });
  i18n.addResourceBundle('vi', 'errors', {
    SYSTEM_ERROR: 'Lỗi hệ thống',
    LOGIN_RATE_LIMITED: 'Thử lại sau {{minutes}} phút',
  });
  return i18n;
};

describe('the translator', () => {
  it('reads dotted keys in the current language and fills placeholders, numbers with comma thousands', () => {
    const i18n = translator();
    const t = i18n.t;
    expect(t('auth.login.title')).toBe('Đăng nhập');
    expect(t('auth.login.welcome', { name: 'Mai' })).toBe('Xin chào Mai');
    expect(t('users.branchsCount', { count: 1200 })).toBe('1,200 chi nhánh');
    // A placeholder without a value stays as written.
    expect(t('auth.login.welcome')).toBe('Xin chào {{name}}');
  });

  it('falls back to Vietnamese, then to the default value, then to the key', () => {
    const t = translator().getFixedT('en');
    expect(t('auth.login.title')).toBe('Sign in');
    expect(t('only.vi')).toBe('Chỉ có tiếng Việt');
    expect(t('admin.settings.groups.sms', { defaultValue: 'sms' })).toBe('sms');
    expect(t('no.such.key')).toBe('no.such.key');
    // A group of messages is not a message.
    expect(t('auth.login')).toBe('auth.login');
  });

  it("keeps error messages by code in the 'errors' namespace", () => {
    const i18n = translator();
    const t = i18n.t;
    expect(t('SYSTEM_ERROR', { ns: 'errors' })).toBe('Lỗi hệ thống');
    expect(t('LOGIN_RATE_LIMITED', { ns: 'errors', minutes: 15 })).toBe('Thử lại sau 15 phút');
    expect(t('SYSTEM_ERROR')).toBe('SYSTEM_ERROR');
    expect(i18n.getResource('vi', 'errors', 'SYSTEM_ERROR')).toBe('Lỗi hệ thống');
  });

  it('adds messages without replacing those already there, unless asked', () => {
    const i18n = translator();
    i18n.addResourceBundle('vi', 'translation', { auth: { login: { title: 'Khác', extra: 'Thêm' } } });
    expect(i18n.getResource('vi', 'translation', 'auth.login.title')).toBe('Đăng nhập');
    expect(i18n.getResource('vi', 'translation', 'auth.login.extra')).toBe('Thêm');
    i18n.addResourceBundle('vi', 'translation', { auth: { login: { title: 'Khác' } } }, true);
    expect(i18n.getResource('vi', 'translation', 'auth.login.title')).toBe('Khác');
    expect(i18n.hasResourceBundle('en', 'errors')).toBe(false);
    expect(i18n.getResource('vi', 'translation', 'topBar')).toBeUndefined();
  });

  it('changes language and tells its listeners once per change', async () => {
    const i18n = translator();
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('auth.login.title')).toBe('Sign in');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('vi');
    expect(heard).toEqual(['en']);
  });
});

describe("a small app's translator", () => {
  it('loads English when chosen, remembers it, and has it ready at the next start', async () => {
    localStorage.removeItem('test:locale');
    let loads = 0;
    const make = () =>
      createAppTranslator<(key: string) => string>('test:locale', {
        vi: { hello: 'Xin chào' },
        en: async () => {
          loads += 1;
          return { hello: 'Hello' };
        },
      });
    const first = make();
    await first.ready;
    expect(first.i18n.t('hello')).toBe('Xin chào');
    expect(document.documentElement.lang).toBe('vi');
    expect(loads).toBe(0);
    await first.setLocale('en');
    expect(first.i18n.t('hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
    await first.setLocale('vi');
    await first.setLocale('en');
    expect(loads).toBe(1);
    // The next start reads the stored language and loads its messages before it is ready.
    document.documentElement.lang = 'vi';
    const next = make();
    expect(document.documentElement.lang).toBe('en');
    await next.ready;
    expect(next.storedLocale()).toBe('en');
    expect(next.i18n.t('hello')).toBe('Hello');
    localStorage.removeItem('test:locale');
  });
});
