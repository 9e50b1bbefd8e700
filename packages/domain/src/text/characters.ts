import type { z } from 'zod';
import type { Title } from '../routes/types.js';
import { bilingual } from '../input/issue-message.js';

/**
 * Why a text is refused:
 * - control: a C0 control other than tab, line feed and carriage return (NUL included), DEL or a C1 control;
 * - bidi: a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which shows a text other
 *   than it is written (a name, a file name 'gpj.exe' shown as 'exe.jpg');
 * - surrogate: half of a UTF-16 surrogate pair, which no UTF-8 text, JSON column or database can hold;
 * - line-break: a tab, line feed or carriage return in one-line text.
 */
export type RefusedCharacter = 'control' | 'bidi' | 'surrogate' | 'line-break';

const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
/** Refused in any text (multi-line text keeps tab, line feed and carriage return). */
const REFUSED = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]|${LONE_SURROGATE}`,
);
/** Refused in one-line text: every control character. */
const REFUSED_ONE_LINE = new RegExp(
  `[\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]|${LONE_SURROGATE}`,
);

/** The first reason to refuse the text, or undefined when every character of it may be stored. */
export const refusedCharacterOf = (
  text: string,
  lines: 'one' | 'many' = 'many',
): RefusedCharacter | undefined => {
  const match = (lines === 'one' ? REFUSED_ONE_LINE : REFUSED).exec(text);
  if (!match) return undefined;
  const code = match[0].charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdfff) return 'surrogate';
  if (code >= 0x202a) return 'bidi';
  if (code === 0x09 || code === 0x0a || code === 0x0d) return 'line-break';
  return 'control';
};

/** What the user reads under the field (and the API in `details[].message`). */
export const refusedCharacterMessages: Record<RefusedCharacter, Title> = {
  control: {
    vi: 'Không được chứa ký tự điều khiển (NUL, ...)',
    en: 'Must not contain control characters (NUL, ...)',
  },
  bidi: {
    vi: 'Không được chứa ký tự đổi chiều văn bản (U+202A–U+202E, U+2066–U+2069)',
    en: 'Must not contain text-direction characters (U+202A–U+202E, U+2066–U+2069)',
  },
  surrogate: {
    vi: 'Có ký tự không hợp lệ (nửa cặp UTF-16)',
    en: 'Contains an invalid character (half a UTF-16 surrogate pair)',
  },
  'line-break': {
    vi: 'Không được xuống dòng hoặc chứa ký tự tab',
    en: 'Must be one line, without tabs',
  },
};

/**
 * The string schema refusing what `refusedCharacterOf` refuses (after the schema's own trimming), with the
 * Vietnamese message, as the other field messages.
 */
export const withoutRefusedCharacters = <T extends z.ZodString>(schema: T, lines: 'one' | 'many'): T =>
  schema.superRefine((value, ctx) => {
    const refused = refusedCharacterOf(value, lines);
    if (refused)
      ctx.addIssue({ code: 'custom', message: bilingual(refusedCharacterMessages[refused]), input: value });
  }) as T;
