import { refusedCharacterMessages, refusedCharacterOf, type Locale, type Title } from '@sen/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** Deepest nesting of a JSON body's objects and arrays (a voucher with its lines is 3 deep). */
export const MAX_BODY_DEPTH = 32;

const tooDeep: Title = {
  vi: `Dữ liệu lồng nhau quá ${MAX_BODY_DEPTH} cấp`,
  en: `Nested deeper than ${MAX_BODY_DEPTH} levels`,
};
const badEncoding: Title = {
  vi: 'Mã hóa phần trăm (%) không hợp lệ',
  en: 'Invalid percent-encoding',
};

/** Where a refused value was found, as the validation details say it: 'body', 'querystring', 'params', 'headers'. */
type Part = 'body' | 'querystring' | 'params' | 'headers';

/** A name as it may be shown back: refused characters replaced by U+FFFD. */
const shown = (name: string): string =>
  [...name].map((char) => (refusedCharacterOf(char) ? '\ufffd' : char)).join('');

const pointerOf = (path: string, key: string) =>
  `${path}/${shown(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** 400 VALIDATION_FAILED naming the value, in the validation details' shape. */
const refusal = (part: Part, path: string, message: Title, locale: Locale) =>
  new ApiError(400, 'VALIDATION_FAILED', {}, [{ in: part, path, message: message[locale] }]);

type Finding = { path: string; message: Title };

/**
 * The first key or string of a parsed JSON value (or query, or path parameters) that no text may hold (NUL and
 * other control characters, bidi overrides, lone surrogates: `refusedCharacterOf`), or a nesting deeper than
 * MAX_BODY_DEPTH; with its JSON pointer.
 */
export const findRefusedValue = (value: unknown, path = '', depth = 0): Finding | undefined => {
  if (typeof value === 'string') {
    const refused = refusedCharacterOf(value);
    return refused ? { path, message: refusedCharacterMessages[refused] } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_BODY_DEPTH) return { path, message: tooDeep };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findRefusedValue(value[index], `${path}/${index}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const at = pointerOf(path, key);
    const refused = refusedCharacterOf(key);
    if (refused) return { path: at, message: refusedCharacterMessages[refused] };
    const found = findRefusedValue(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * The first query parameter whose raw text is not valid percent-encoded UTF-8 ('%ED%A0%80', '%ff'): the query
 * parser keeps such text as it is, so the value would not be what the client meant. Only queries with a '%' are
 * looked at.
 */
const badlyEncodedParameter = (url: string): string | undefined => {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return undefined;
  for (const part of url.slice(start + 1).split('&')) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return part.split('=')[0] ?? '';
    }
  }
  return undefined;
};

/**
 * 400 VALIDATION_FAILED when one of the named headers holds a refused character (NUL...), whether or not the route
 * uses it. The message is in Vietnamese when Accept-Language itself is refused.
 */
export const checkHeaderValues = (request: FastifyRequest, names: readonly string[]): void => {
  for (const name of names) {
    const value = request.headers[name];
    for (const text of [value ?? []].flat()) {
      const refused = refusedCharacterOf(text);
      if (!refused) continue;
      const locale = name === 'accept-language' ? 'vi' : request.ctx.locale;
      throw refusal('headers', `/${name}`, refusedCharacterMessages[refused], locale);
    }
  }
};

/**
 * One guard for the strings of every request, before the route's own validation: a path parameter, a query
 * parameter (name or value) or a key or string anywhere in a JSON body holding NUL, another control character
 * (but tab, line feed and carriage return), a bidi override or a lone surrogate, a body nested deeper than
 * MAX_BODY_DEPTH, or a query that is not valid percent-encoded UTF-8 is refused with 400 VALIDATION_FAILED naming
 * it (`details: [{ in, path, message }]`, as the route's validation would). Such text cannot be stored (PostgreSQL
 * refuses NUL and lone surrogates in text and JSON) nor shown faithfully. The header values the server reads are
 * checked by the request context (`checkHeaderValues`). Only /api routes that take a tenant are guarded: health and
 * the document (auth 'none') read nothing of the request.
 */
export const registerInputGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    if (request.is404 || !request.routeOptions.url?.startsWith('/api/')) return;
    if (request.routeOptions.config.auth === 'none') return;
    const locale = request.ctx?.locale ?? 'vi';
    const parts: [Part, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const found = findRefusedValue(value);
      if (found) throw refusal(part, found.path, found.message, locale);
    }
    const badlyEncoded = badlyEncodedParameter(request.url);
    if (badlyEncoded !== undefined)
      throw refusal('querystring', pointerOf('', safeDecode(badlyEncoded)), badEncoding, locale);
  });
};

/** A query name decoded where it can be, else as sent. */
const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
