import {
  errorMessage,
  issueMessage,
  localeFromAcceptLanguage,
  type ErrorCode,
  type Locale,
} from '@sen/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.js';

type ErrorBody = { message: string; code: ErrorCode; details?: unknown };

const localeOf = (request: FastifyRequest) => {
  const value = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(value) ? value[0] : value);
};

/** Sends `{ message, code, details? }` with the message in the request's language. */
export const sendError = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  details?: unknown,
): FastifyReply => {
  const body: ErrorBody = { message: errorMessage(code, localeOf(request), params), code };
  if (details !== undefined) body.details = details;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
};

/** Each refused value with its rule in the request's language (zod's own English worded for people). */
const validationDetails = (error: FastifyError & { validation?: unknown[] }, locale: Locale) =>
  hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => ({
        in: error.validationContext,
        path: issue.instancePath,
        message: issueMessage({ ...issue.params, code: issue.keyword, message: issue.message }, locale),
        params: issue.params,
      }))
    : [{ in: error.validationContext, message: error.message }];

/** The longest path segment the router takes; the routes' own parameter schemas are far shorter. */
export const MAX_PATH_SEGMENT_LENGTH = 2048;

const frameworkErrorMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The path is not valid percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: `A path segment is longer than ${MAX_PATH_SEGMENT_LENGTH} characters`,
};

/**
 * What Fastify meets before a route is found (Fastify's `frameworkErrors` option): a path that is not
 * percent-encoded UTF-8, or a segment longer than the router takes, is 400 VALIDATION_FAILED in the API's shape
 * (Fastify's own answers would be `{ error, code: 'FST_ERR_...', statusCode }`, and 414 for the long segment).
 */
export const answerFrameworkError = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply =>
  sendError(request, reply, 400, 'VALIDATION_FAILED', {}, [
    { in: 'params', path: '', message: frameworkErrorMessages[error.code] ?? error.message },
  ]);

/** The single error handler: every failure leaves the API as `{ message, code, details? }`. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(request, reply, error.statusCode, error.code, error.params, error.details);
    }
    if (error.validation) {
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_FAILED',
        {},
        validationDetails(error, localeOf(request)),
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large and the like.
      return sendError(
        request,
        reply,
        status,
        'VALIDATION_FAILED',
        {},
        { reason: error.code ?? error.message },
      );
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'SYSTEM_ERROR');
  });
};
