import { formatNumber } from '../format/number.js';
import type { Locale } from '../i18n/locale.js';

/**
 * What the user reads of a refused value, in their language. zod words its issues in English for developers ('Too
 * small: expected string to have >=1 characters'); the server's 400 details and the forms say the same rule as a
 * person would ('Tối thiểu 3 ký tự'). A message a schema gives itself is kept, translated when it was declared in
 * both languages (`bilingual`).
 */

/** A zod issue as it reaches us: a ZodError's issue, or the server's validation detail (`keyword` as the code). */
export type IssueLike = {
  code?: string;
  message?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number;
};

type Texts = Record<Locale, string>;

/** The English of messages schemas declare in Vietnamese (keyed by the Vietnamese). */
const englishOf = new Map<string, string>();

/**
 * A schema's own message in both languages: returns the Vietnamese, which zod carries, and remembers the English
 * for `issueMessage`.
 */
export const bilingual = (texts: Texts): string => {
  englishOf.set(texts.vi, texts.en);
  return texts.vi;
};

const wordsOf = {
  required: { vi: 'Bắt buộc nhập', en: 'Required' },
  invalid: { vi: 'Giá trị không hợp lệ', en: 'Invalid value' },
  format: { vi: 'Không đúng định dạng', en: 'Invalid format' },
} satisfies Record<string, Texts>;

const typeWords: Record<string, Texts> = {
  number: { vi: 'Phải là số', en: 'Must be a number' },
  int: { vi: 'Phải là số nguyên', en: 'Must be a whole number' },
  string: { vi: 'Phải là chuỗi ký tự', en: 'Must be text' },
  boolean: { vi: 'Phải là Có hoặc Không', en: 'Must be yes or no' },
  array: { vi: 'Phải là danh sách', en: 'Must be a list' },
  object: { vi: 'Phải là một bản ghi', en: 'Must be a record' },
  date: { vi: 'Ngày không hợp lệ', en: 'Invalid date' },
};

const formatWords: Record<string, Texts> = {
  email: { vi: 'Email không hợp lệ', en: 'Invalid email address' },
  date: { vi: 'Ngày không hợp lệ (YYYY-MM-DD)', en: 'Invalid date (YYYY-MM-DD)' },
  datetime: { vi: 'Thời điểm không hợp lệ', en: 'Invalid date and time' },
  time: { vi: 'Giờ không hợp lệ (HH:mm)', en: 'Invalid time (HH:mm)' },
  uuid: { vi: 'Mã định danh không hợp lệ', en: 'Invalid identifier' },
  guid: { vi: 'Mã định danh không hợp lệ', en: 'Invalid identifier' },
  url: { vi: 'Địa chỉ web không hợp lệ', en: 'Invalid web address' },
};

const counted = (n: number | bigint | undefined): string => formatNumber(Number(n ?? 0));

const tooSmall = (issue: IssueLike): Texts => {
  const n = counted(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1
        ? wordsOf.required
        : { vi: `Tối thiểu ${n} ký tự`, en: `At least ${n} characters` };
    case 'array':
    case 'set':
      return { vi: `Cần ít nhất ${n} dòng`, en: `At least ${n} lines` };
    default:
      return issue.inclusive === false
        ? { vi: `Phải lớn hơn ${n}`, en: `Must be greater than ${n}` }
        : { vi: `Phải lớn hơn hoặc bằng ${n}`, en: `Must be at least ${n}` };
  }
};

const tooBig = (issue: IssueLike): Texts => {
  const n = counted(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return { vi: `Tối đa ${n} ký tự`, en: `At most ${n} characters` };
    case 'array':
    case 'set':
      return { vi: `Tối đa ${n} dòng`, en: `At most ${n} lines` };
    default:
      return issue.inclusive === false
        ? { vi: `Phải nhỏ hơn ${n}`, en: `Must be less than ${n}` }
        : { vi: `Phải nhỏ hơn hoặc bằng ${n}`, en: `Must be at most ${n}` };
  }
};

const shownValue = (value: unknown): string => (typeof value === 'string' ? value : String(value));

/** The rule an issue of zod's own wording states, in both languages. */
const textsOf = (issue: IssueLike): Texts => {
  switch (issue.code) {
    case 'invalid_type':
      // A missing value is 'received undefined' (null for a null): the field must be given. (A finished issue
      // no longer holds its input; zod's message names what it received.)
      return /received (undefined|null)$/.test(issue.message ?? '')
        ? wordsOf.required
        : (typeWords[issue.expected ?? ''] ?? wordsOf.invalid);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return formatWords[issue.format ?? ''] ?? wordsOf.format;
    case 'invalid_value': {
      const values = (issue.values ?? []).map(shownValue).join(', ');
      return { vi: `Chỉ nhận một trong: ${values}`, en: `Must be one of: ${values}` };
    }
    case 'not_multiple_of':
      return {
        vi: `Phải là bội số của ${counted(issue.divisor)}`,
        en: `Must be a multiple of ${counted(issue.divisor)}`,
      };
    case 'unrecognized_keys': {
      const keys = (issue.keys ?? []).join(', ');
      return { vi: `Trường không được nhận: ${keys}`, en: `Fields not accepted: ${keys}` };
    }
    default:
      return wordsOf.invalid;
  }
};

/**
 * Whether zod wrote the message itself (then we word it), rather than the schema (then it is kept): zod's English
 * always opens 'Invalid …', 'Too small: …', 'Too big: …' or 'Unrecognized key…'; a schema's own message on a
 * standard check ('HH:mm' hints, '#RRGGBB') does not, and a 'custom' issue is always the schema's.
 */
const zodWorded = (issue: IssueLike): boolean => {
  const message = issue.message ?? '';
  if (message === '') return true;
  return issue.code !== 'custom' && /^(Invalid\b|Too (small|big):|Unrecognized key)/.test(message);
};

/** The message of an issue in the locale: zod's own wording replaced, a schema's message kept (or translated). */
export const issueMessage = (issue: IssueLike, locale: Locale): string => {
  if (zodWorded(issue)) return textsOf(issue)[locale];
  const message = issue.message ?? '';
  return locale === 'en' ? (englishOf.get(message) ?? message) : message;
};

/** A time of day's rule (fields of type time, the portal's booking). */
export const timeMessage = bilingual({ vi: 'Giờ không hợp lệ (HH:mm)', en: 'Invalid time (HH:mm)' });
