import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as usual (prototype-poisoning checks included), but an empty body counts as no body, so
 * `POST /api/auth/user-info` or `/logout` with `Content-Type: application/json` and nothing else is accepted.
 */
export const registerJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
