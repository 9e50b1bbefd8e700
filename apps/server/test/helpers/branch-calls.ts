import { send, type Method } from './resource-set-calls.js';
import type { TestServer } from './test-app.js';

/**
 * The API calls of one signed-in user working in one branch (the posting tests): `call` answers the response,
 * `created` the row a POST created (anything but 201 throws, with the answer). The server and token are read at
 * call time (a file's `beforeAll` makes them).
 */
export const branchCalls = (server: () => TestServer, token: () => string, branch = 'CN01') => {
  const call = (method: Method, path: string, body?: Record<string, unknown>) =>
    send(server().app, method, `/api/${path}`, { token: token(), headers: { Branchs: branch }, body });
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await call('POST', path, body);
    if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json() as { _id: string; _version: string; so_ct: string } & Record<string, unknown>;
  };
  return { call, created };
};
