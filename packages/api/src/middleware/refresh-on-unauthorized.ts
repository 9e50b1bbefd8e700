import { apiHeaders } from '@sen/domain';
import type { Middleware } from 'openapi-fetch';
import type { RefreshQueue } from '../refresh-queue.js';
import { policyOf } from '../request-policy.js';
import { networkFailure } from './failure.js';
import { bearerTokenOf } from './request-headers.js';

/**
 * Spec section 7: on a 401, exactly one refresh runs while every other request answered 401 waits for it, then each
 * is sent again (once) with the new token. If the refresh fails, every waiting request rejects and the queue's
 * `onAuthFailure` runs once (clear credentials, go to sign-in). The request is cloned before it goes out, so the
 * retry sends the same body. Register after the middleware that set the headers and the body.
 */
export const refreshOnUnauthorizedMiddleware = (queue: RefreshQueue): Middleware => {
  const sent = new Map<string, { retry: Request; token: string | null }>();
  return {
    onRequest({ request, schemaPath, id }) {
      if (policyOf(request, schemaPath).refreshOnUnauthorized) {
        sent.set(id, { retry: request.clone(), token: bearerTokenOf(request) });
      }
      return undefined;
    },
    async onResponse({ response, id, options }) {
      const entry = sent.get(id);
      sent.delete(id);
      if (!entry || response.status !== 401) return undefined;
      // The 401's body is not read: release it before waiting.
      await response.body?.cancel().catch(() => undefined);
      const token = await queue.afterUnauthorized(entry.token);
      entry.retry.headers.set(apiHeaders.authorization, `Bearer ${token}`);
      try {
        return await options.fetch(entry.retry);
      } catch (error) {
        throw networkFailure(error);
      }
    },
    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
};
