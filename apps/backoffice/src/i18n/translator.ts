import type { TFunction } from 'i18next';
import type { Locale } from '@sen/domain';

/**
 * The app's translator: the part of i18next the app uses (nested message catalogues per language and namespace,
 * `{{name}}` placeholders, `count` plural keys (`key_one`, `key_other`…), `defaultValue`, `ns` or `namespace:key`,
 * Vietnamese as the fallback language, language change events), giving i18next's results (checked against i18next
 * by translator.test.ts). It replaces i18next at run time (about 14 KB gzipped of the sign-in page's JavaScript);
 * the types (TFunction and its typed keys) stay i18next's.
 * Not supported, as no message uses them: `$t(...)` nesting, `{{value, format}}` formatting, context, returnObjects.
 */
export type I18n = {
  /** The current language. */
  readonly language: Locale;
  /** Translates in the current language. */
  readonly t: TFunction;
  /** A translation function bound to a language. */
  getFixedT(language: Locale): TFunction;
  /** Changes the language (its messages must be loaded first) and tells the listeners. */
  changeLanguage(language: Locale): Promise<TFunction>;
  on(event: 'languageChanged', listener: (language: Locale) => void): void;
  off(event: 'languageChanged', listener: (language: Locale) => void): void;
  /**
   * Adds messages to a namespace: merged key by key when `deep` (keeping existing texts unless `overwrite`), else
   * replacing its top-level keys.
   */
  addResourceBundle(
    language: Locale,
    namespace: string,
    messages: object,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  hasResourceBundle(language: Locale, namespace: string): boolean;
  /** The message (or group of messages) at a dotted key, or the whole namespace without a key. */
  getResource(language: Locale, namespace: string, key?: string): unknown;
};

type Tree = Record<string, unknown>;
type Options = Record<string, unknown>;

const FALLBACK: Locale = 'vi';
const DEFAULT_NS = 'translation';

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;
const own = (object: Tree, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** i18next's lookup of a dotted path, also finding keys that contain dots ("a.b" under "x" for "x.a.b"). */
const deepFind = (object: unknown, path: string): unknown => {
  if (!isTree(object)) return undefined;
  if (object[path]) return own(object, path) ? object[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = object;
  for (let i = 0; i < tokens.length;) {
    if (!isTree(current)) return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? '.' : '') + tokens[j];
      next = current[nextPath];
      if ((typeof next === 'function' || nextPath === '__proto__') && !own(current, nextPath))
        next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1) continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
};

/** The value at a dotted path through own properties (i18next's getPath), else deepFind's. */
const lookUp = (object: unknown, path: string): unknown => {
  let current = object;
  for (const token of path.split('.')) {
    current = isTree(current) && own(current, token) ? current[token] : undefined;
    if (current === undefined) break;
  }
  return current ?? deepFind(object, path);
};

/** i18next: a key holding ':' names its namespace first unless it reads as a sentence. */
const splitNamespace = (key: string, namespace: string): [string, string] => {
  if (!key.includes(':')) return [namespace, key];
  const sentence = /( |,|\?|!|;)/;
  const dot = key.indexOf('.');
  if (sentence.test(key) && !(dot > 0 && !sentence.test(key.slice(0, dot)))) return [namespace, key];
  const [first = '', ...rest] = key.split(':');
  return [first, rest.join('.')];
};

const found = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/** Fills `{{name}}` (and `{{- name}}`) from the options; unknown names stay as they are, inserted text is not read again. */
const interpolate = (text: string, data: Options): string =>
  text.includes('{{')
    ? text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
        const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
        const value = lookUp(data, name);
        if (value === undefined) return own(data, name) ? '' : match;
        return value === null ? '' : String(value);
      })
    : text;

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number): string => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/** Creates a translator in `language` with the given messages (`{ [language]: { [namespace]: messages } }`). */
export const createTranslator = (
  initialLanguage: Locale,
  resources: Partial<Record<Locale, Tree>> = {},
): I18n => {
  const data: Tree = JSON.parse(JSON.stringify(resources)) as Tree;
  const listeners = new Set<(language: Locale) => void>();
  let current = initialLanguage;

  const getResource = (lng: Locale, namespace: string, key?: string): unknown => {
    const messages = isTree(data[lng]) ? (data[lng] as Tree)[namespace] : undefined;
    return key ? lookUp(messages, key) : messages;
  };

  const translate = (lng: Locale, rawKey: unknown, rawOptions?: unknown): unknown => {
    const options: Options =
      typeof rawOptions === 'string' ? { defaultValue: rawOptions } : { ...(rawOptions as Options) };
    if (rawKey === undefined || rawKey === null) return '';
    const language = (options.lng as Locale | undefined) || lng;
    const [namespace, key] = splitNamespace(String(rawKey), (options.ns as string | undefined) || DEFAULT_NS);
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    let result: unknown;
    for (const code of language === FALLBACK ? [language] : [language, FALLBACK]) {
      const keys = [key];
      if (plural) {
        const suffix = `_${pluralOf(code, count as number)}`;
        if (suffix !== '_other') keys.unshift(`${key}_other`);
        keys.push(key + suffix);
        if (count === 0) keys.push(`${key}_zero`);
      }
      while (!found(result) && keys.length > 0) result = getResource(code, namespace, keys.pop());
      if (found(result)) break;
    }
    if (isTree(result)) result = undefined; // a group of messages is not a message
    if (!found(result) && options.defaultValue !== undefined && !isTree(options.defaultValue)) {
      result = options.defaultValue;
      if (result === '') return '';
    }
    if (!found(result)) result = key;
    return typeof result === 'string' ? interpolate(result, options) : result;
  };

  /** i18next's typed TFunction over the untyped translate (the keys are checked by the types, not at run time). */
  const fixedT = (lng: Locale | (() => Locale)): TFunction =>
    ((key: unknown, options?: unknown) =>
      translate(typeof lng === 'function' ? lng() : lng, key, options)) as unknown as TFunction;

  const instance: I18n = {
    get language() {
      return current;
    },
    t: fixedT(() => current),
    getFixedT: (lng) => fixedT(lng),
    changeLanguage: async (lng) => {
      current = lng;
      for (const listener of [...listeners]) listener(lng);
      return instance.t;
    },
    on: (_event, listener) => void listeners.add(listener),
    off: (_event, listener) => void listeners.delete(listener),
    addResourceBundle: (lng, namespace, messages, deep, overwrite) => {
      const added = JSON.parse(JSON.stringify(messages)) as Tree;
      const byLanguage = isTree(data[lng]) ? (data[lng] as Tree) : (data[lng] = {});
      const bundle = isTree(byLanguage[namespace]) ? (byLanguage[namespace] as Tree) : {};
      byLanguage[namespace] = deep ? merge(bundle, added, overwrite === true) : { ...bundle, ...added };
    },
    hasResourceBundle: (lng, namespace) => getResource(lng, namespace) !== undefined,
    getResource,
  };
  return instance;
};

/** i18next's deepExtend: adds `source` into `target`, replacing existing texts only when `overwrite`. */
const merge = (target: Tree, source: Tree, overwrite: boolean): Tree => {
  for (const key of Object.keys(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    if (!own(target, key)) target[key] = source[key];
    else if (typeof target[key] === 'string' || typeof source[key] === 'string') {
      if (overwrite) target[key] = source[key];
    } else merge(target[key] as Tree, source[key] as Tree, overwrite);
  }
  return target;
};
