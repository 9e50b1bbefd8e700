import { userNameOfToken } from '@sen/auth';
import { apiHeaders } from '@sen/domain';
import type { Middleware } from 'openapi-fetch';
import { policyOf } from '../request-policy.js';

/** Where the headers of each request come from; read at every request (tenant excepted: fixed at build time). */
export type HeaderSource = {
  tenant: string;
  getAccessToken(): string | null;
  getBranchs(): string[];
  getDeviceId(): string;
  /** The signed-in user's name when the access token does not carry one (`user_name` claim). */
  getUserName?(): string | null;
  getLocale(): 'vi' | 'en';
};

/**
 * Spec section 7: every request carries Tenant, Branchs (the selected branches joined by commas), Device-Id,
 * Accept-Language, `Authorization: Bearer <token>` unless its policy says otherwise (sign-in calls) and User-Name
 * once the user is known: the `user_name` of the token sent (so from the first call of the start-up on, and
 * always the token's user, as the server requires), else the source's. Headers the call sets itself win.
 */
export const requestHeadersMiddleware = (source: HeaderSource): Middleware => ({
  onRequest({ request, schemaPath }) {
    const set = (name: string, value: string | null) => {
      if (value !== null && !request.headers.has(name)) request.headers.set(name, value);
    };
    set(apiHeaders.tenant, source.tenant);
    set(apiHeaders.branchs, source.getBranchs().join(','));
    set(apiHeaders.deviceId, source.getDeviceId());
    set(apiHeaders.acceptLanguage, source.getLocale());
    const token = policyOf(request, schemaPath).auth ? source.getAccessToken() : null;
    set(apiHeaders.authorization, token ? `Bearer ${token}` : null);
    set(apiHeaders.userName, (token && userNameOfToken(token)) || source.getUserName?.() || null);
    return undefined;
  },
});

/** The bearer token a request carries, or null. */
export const bearerTokenOf = (request: Request): string | null =>
  request.headers.get(apiHeaders.authorization)?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
