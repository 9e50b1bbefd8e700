import i18next, { type i18n as I18next } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessages, type Locale } from '@sen/domain';
import { createI18n, loadLocale, loadShellMessages, type I18n } from './index';
import { createTranslator } from './translator';
import { vi } from './vi';
import { en } from './en';
import { viShell } from './vi-shell';
import { enShell } from './en-shell';

type Tree = { [key: string]: unknown };

const errorsIn = (locale: Locale) =>
  Object.fromEntries(Object.entries(errorMessages).map(([code, text]) => [code, text[locale]]));

/** i18next set up as the app had it before its own translator, with every message of both languages. */
const reference = async (): Promise<I18next> => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { vi: { translation: structuredClone(vi) as Tree, errors: errorsIn('vi') } },
    lng: 'vi',
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    defaultNS: 'translation',
    ns: ['translation', 'errors'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.addResourceBundle('vi', 'translation', viShell, true, false);
  instance.addResourceBundle('en', 'translation', en, true, false);
  instance.addResourceBundle('en', 'errors', errorsIn('en'));
  instance.addResourceBundle('en', 'translation', enShell, true, false);
  return instance;
};

/** The app's translator with every message of both languages (loaded as the app loads them). */
const appTranslator = async (): Promise<I18n> => {
  const instance = await createI18n('vi');
  await loadShellMessages(instance);
  await loadLocale(instance, 'en');
  return instance;
};

const leaves = (tree: unknown, prefix = ''): [string, unknown][] =>
  typeof tree === 'object' && tree !== null
    ? Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
    : [[prefix, tree]];

const placeholders = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim()) : [];

const messageKeys = [...leaves({ ...vi, ...viShell })].map(([key]) => key);
const errorCodes = Object.keys(errorMessages);

let app: I18n;
let ref: I18next;
beforeAll(async () => {
  [app, ref] = await Promise.all([appTranslator(), reference()]);
});

/** Calls t with the same arguments on both, in both languages. */
const same = (key: unknown, options?: unknown) => {
  for (const lng of ['vi', 'en'] as const) {
    const ours = (app.getFixedT(lng) as unknown as (k: unknown, o?: unknown) => unknown)(key, options);
    const theirs = (ref.getFixedT(lng) as unknown as (k: unknown, o?: unknown) => unknown)(key, options);
    expect(ours, `${lng} ${String(key)} ${JSON.stringify(options)}`).toEqual(theirs);
  }
};

describe('the translator gives i18next results', () => {
  it('uses only what it implements: string messages with {{name}} placeholders, no nesting or formats', () => {
    for (const messages of [vi, viShell, en, enShell, errorsIn('vi'), errorsIn('en')]) {
      for (const [key, text] of leaves(messages)) {
        expect(typeof text, key).toBe('string');
        expect(text, key).not.toContain('$t(');
        for (const name of placeholders(text)) expect(name, key).toMatch(/^\w+$/);
      }
    }
  });

  it('for every message of both languages, without and with its placeholders filled', () => {
    expect(messageKeys.length).toBeGreaterThan(500);
    for (const key of messageKeys) {
      same(key);
      same(key, {});
      const names = [
        ...placeholders(ref.getResource('vi', 'translation', key)),
        ...placeholders(ref.getResource('en', 'translation', key)),
      ];
      same(key, Object.fromEntries(names.map((name, i) => [name, i % 2 ? `v-${name}` : i + 7])));
      same(key, { count: 1 });
      same(key, { count: 0, name: undefined });
    }
  });

  it('for every error code, in the errors namespace or as errors:CODE', () => {
    for (const code of errorCodes) {
      same(code, { ns: 'errors' });
      same(`errors:${code}`);
      same(code, { ns: 'errors', minutes: 15, branchs: 'CN01, CN02', max: 5, users: 'a, b' });
    }
  });

  it('for missing keys, default values, groups, namespaces and odd arguments', () => {
    const cases: [unknown, unknown?][] = [
      ['no.such.key'],
      ['no.such.key', { defaultValue: 'Nhóm {{x}}', x: 'A' }],
      ['no.such.key', { defaultValue: '' }],
      ['no.such.key', 'a default'],
      ['no.such.{{x}}', { x: 1 }],
      ['auth.login'],
      ['auth.login', { defaultValue: 'group' }],
      ['auth.login.title', { ns: 'errors' }],
      ['translation:auth.login.title'],
      ['Hello: world, how are you?'],
      ['a.b: c'],
      ['errors:NO_SUCH'],
      [''],
      [undefined],
      [null],
      ['auth.forgot.result', { userName: null }],
      ['auth.forgot.result', { userName: { nested: 'x' } }],
      ['auth.lock.signedInAs', { name: 'Lan', defaultValue: 'x' }],
      ['admin.settings.groups.smtp', { defaultValue: 'smtp' }],
      ['auth.login.title', 5],
    ];
    for (const [key, options] of cases) same(key, options);
  });

  it('for plural keys, dotted placeholders, flat keys with dots and empty messages', async () => {
    const extra = {
      items_one: '{{count}} item',
      items_other: '{{count}} items',
      items_zero: 'no items',
      apples: '{{count}} apple(s) of {{who.name}}',
      'flat.key': 'flat',
      empty: '',
      group: { 'with.dot': 'dotted' },
    };
    for (const instance of [app, ref]) {
      instance.addResourceBundle('vi', 'translation', { ...extra, onlyVi: 'chỉ tiếng Việt' }, true, false);
      instance.addResourceBundle(
        'en',
        'translation',
        { ...extra, pears_other: '{{count}} pears' },
        true,
        false,
      );
    }
    for (const count of [0, 1, 2, 21, 1.5]) {
      same('items', { count });
      same('pears', { count });
      same('apples', { count, who: { name: 'Lan' } });
    }
    for (const key of ['flat.key', 'empty', 'group.with.dot', 'onlyVi', 'items']) same(key);
    same('empty', { defaultValue: 'fallback' });
    same('apples', { 'who.name': 'flat name' });
  });

  it('merges bundles as i18next does: deep without overwriting, or top-level replacing', () => {
    const ours = createTranslator('vi', { vi: { translation: { a: { b: 'old', c: 'kept' }, d: 'old' } } });
    const theirs = i18next.createInstance();
    void theirs.init({
      resources: { vi: { translation: { a: { b: 'old', c: 'kept' }, d: 'old' } } },
      lng: 'vi',
      fallbackLng: 'vi',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    for (const instance of [ours, theirs]) {
      instance.addResourceBundle('vi', 'translation', { a: { b: 'new', e: 'added' }, d: 'new' }, true, false);
      instance.addResourceBundle('vi', 'errors', { X: 'x' });
      instance.addResourceBundle('vi', 'errors', { Y: 'y' });
    }
    expect(ours.getResource('vi', 'translation')).toEqual(theirs.getResource('vi', 'translation', ''));
    expect(ours.getResource('vi', 'errors')).toEqual({ X: 'x', Y: 'y' });
    expect(ours.getResource('vi', 'translation', 'a.e')).toBe('added');
    expect(ours.hasResourceBundle('vi', 'errors')).toBe(true);
    expect(ours.hasResourceBundle('en', 'translation')).toBe(false);
  });
});

describe('the translator language', () => {
  it('changes language, tells the listeners until they leave, and translates in it', async () => {
    const instance = createTranslator('vi', {
      vi: { translation: { hello: 'Xin chào {{name}}' } },
      en: { translation: { hello: 'Hello {{name}}' } },
    });
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    instance.on('languageChanged', listener);
    expect(instance.t('hello' as never, { name: 'Lan' } as never)).toBe('Xin chào Lan');
    const t = await instance.changeLanguage('en');
    expect(instance.language).toBe('en');
    expect(t('hello' as never, { name: 'Lan' } as never)).toBe('Hello Lan');
    expect(instance.t('hello' as never, { name: 'Lan' } as never)).toBe('Hello Lan');
    expect(instance.getFixedT('vi')('hello' as never, { name: 'Lan' } as never)).toBe('Xin chào Lan');
    instance.off('languageChanged', listener);
    await instance.changeLanguage('vi');
    expect(heard).toEqual(['en']);
  });

  it('does not change the catalogues it was given', () => {
    const messages = { translation: { a: { b: 'old' } } };
    const instance = createTranslator('vi', { vi: messages });
    instance.addResourceBundle('vi', 'translation', { a: { c: 'new' } }, true, true);
    expect(messages).toEqual({ translation: { a: { b: 'old' } } });
  });
});
