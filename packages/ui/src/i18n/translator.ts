import { formatNumber, type Locale } from '@sen/domain';

/**
 * The apps' translator (back office, POS, portal): catalogues of nested messages per language and namespace
 * ('translation'; the back office also keeps error messages by code in 'errors', read flat), `{{name}}`
 * placeholders, Vietnamese as the fallback. It does what the apps asked of i18next and no more (no plurals,
 * nesting or formatters), in a few hundred bytes instead of i18next's 15 KB of gzipped JavaScript.
 */

/** Values for the placeholders (numbers are written with comma thousands), and what to say when a key is missing. */
export type TranslateOptions = { defaultValue?: string; ns?: string } & Record<string, unknown>;

/** A translation function; an app narrows it to its own message keys (`Translator<TFunction>`). */
export type Translate = (key: string, options?: TranslateOptions) => string;

/** Any narrowing of `Translate` (an app's overloads by namespace). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTranslate = (key: any, options?: any) => string;

type Tree = { [key: string]: string | Tree };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/** `source` merged into `target` (nested objects merged, strings of `target` kept unless `overwrite`). */
const merge = (target: Tree, source: Readonly<Tree>, overwrite: boolean): Tree => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (isTree(value)) target[key] = merge(isTree(existing) ? existing : {}, value, overwrite);
    else if (existing === undefined || overwrite) target[key] = value;
  }
  return target;
};

const lookup = (tree: Tree | undefined, key: string, nested: boolean): string | Tree | undefined => {
  if (!tree) return undefined;
  if (!nested) return tree[key];
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
};

/** Fills `{{name}}`: numbers with comma thousands, other values as text; a placeholder without a value stays. */
const fill = (template: string, values: Readonly<Record<string, unknown>>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return placeholder;
    return typeof value === 'number' ? formatNumber(value) : String(value);
  });

type Listener = (language: Locale) => void;

export class Translator<T extends AnyTranslate = Translate> {
  /** The current language. */
  language: Locale;
  private readonly catalogues: Record<Locale, Partial<Record<string, Tree>>> = { vi: {}, en: {} };
  private readonly listeners = new Set<Listener>();

  constructor(language: Locale = 'vi') {
    this.language = language;
  }

  /** Adds messages to a language's namespace; with `overwrite` they replace those already there. */
  addResourceBundle(language: Locale, ns: string, messages: object, overwrite = false): void {
    const catalogue = this.catalogues[language];
    catalogue[ns] = merge(catalogue[ns] ?? {}, messages as Tree, overwrite);
  }

  hasResourceBundle(language: Locale, ns: string): boolean {
    return this.catalogues[language][ns] !== undefined;
  }

  /** A message or a group of messages as stored ('topBar', 'auth.login.title'); undefined when absent. */
  getResource(language: Locale, ns: string, key: string): unknown {
    return lookup(this.catalogues[language][ns], key, ns === 'translation');
  }

  /** A translation in one language, falling back to Vietnamese, then to `defaultValue`, then to the key. */
  getFixedT(language: Locale): T {
    const t = (key: string, options: TranslateOptions = {}): string => {
      const ns = options.ns ?? 'translation';
      const nested = ns === 'translation';
      for (const candidate of language === 'vi' ? (['vi'] as const) : ([language, 'vi'] as const)) {
        const found = lookup(this.catalogues[candidate][ns], key, nested);
        if (typeof found === 'string') return fill(found, options);
      }
      return options.defaultValue !== undefined ? fill(options.defaultValue, options) : key;
    };
    return t as T;
  }

  /** A translation in the current language. */
  readonly t: T = ((key: string, options?: TranslateOptions) =>
    (this.getFixedT(this.language) as Translate)(key, options)) as T;

  async changeLanguage(language: Locale): Promise<void> {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener(language);
  }

  /** Called after each change of language. */
  on(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: Listener): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }
}
