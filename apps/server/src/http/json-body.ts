import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/** UTF-8, strictly: a byte sequence that is not UTF-8 is refused rather than read as U+FFFD (RFC 8259). */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * JSON bodies as usual (prototype-poisoning checks included), but an empty body counts as no body, so
 * `POST /api/auth/user-info` or `/logout` with `Content-Type: application/json` and nothing else is accepted; a body
 * that is not valid UTF-8 is 400 VALIDATION_FAILED.
 */
export const registerJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : utf8.decode(body);
    } catch {
      done(
        new ApiError(400, 'VALIDATION_FAILED', {}, [
          { in: 'body', path: '', message: 'The body is not valid UTF-8' },
        ]),
        undefined,
      );
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
