import type { HttpClient } from '../src/http-types.js';

/** One call made through a recording HttpClient. */
export type HttpCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: unknown;
  body?: unknown;
  options?: unknown;
};

type Answer = ((call: HttpCall) => unknown) | Record<string, unknown>;

/**
 * An HttpClient that records every call and answers it from `answer`: a function of the call (which may throw to
 * fail the call), or a map from path to answer. It stands in for the HTTP layer, which has tests of its own.
 */
export const recordingHttp = (answer: Answer = {}) => {
  const calls: HttpCall[] = [];
  const reply = async <T>(call: HttpCall): Promise<T> => {
    calls.push(call);
    return (typeof answer === 'function' ? answer(call) : answer[call.path]) as T;
  };
  const http: Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete'> = {
    get: (path, query, options) => reply({ method: 'GET', path, query, options }),
    post: (path, body, options) => reply({ method: 'POST', path, body, options }),
    put: (path, body, options) => reply({ method: 'PUT', path, body, options }),
    patch: (path, body, options) => reply({ method: 'PATCH', path, body, options }),
    delete: (path, options) => reply({ method: 'DELETE', path, options }),
  };
  return { http, calls };
};
