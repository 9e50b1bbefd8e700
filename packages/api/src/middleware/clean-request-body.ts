import type { Middleware } from 'openapi-fetch';
import { cleanBody } from '../clean-body.js';
import { policyOf, withPolicyOf } from '../request-policy.js';

const isJsonRequest = (request: Request): boolean =>
  /^application\/(.+\+)?json/i.test(request.headers.get('content-type') ?? '');

/**
 * Spec section 7: null values are stripped from POST and PUT JSON bodies; on POST, `ma_dvcs` is added when absent
 * and exactly one branch is selected (unless the request's policy says not to: session calls).
 */
export const cleanRequestBodyMiddleware = (getBranchs: () => string[]): Middleware => ({
  async onRequest({ request, schemaPath }) {
    if ((request.method !== 'POST' && request.method !== 'PUT') || !isJsonRequest(request)) return undefined;
    const text = await request.clone().text();
    if (text === '') return undefined;
    const branchs = policyOf(request, schemaPath).addBranch ? getBranchs() : [];
    const clean = cleanBody(request.method, JSON.parse(text) as unknown, branchs);
    // Of the request's own class: openapi-fetch accepts a replacement that is an instance of its Request option.
    const RequestClass = request.constructor as typeof Request;
    return withPolicyOf(new RequestClass(request, { body: JSON.stringify(clean) }), request);
  },
});
