import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error.js';
import { fakeFetch, json, makeClient } from '../test/helpers.js';
import type { RecordedCall } from '../test/helpers.js';

const newSession = {
  access_token: 'new-access',
  refresh_token: 'refresh-2',
  expiration_date: '2099-01-01T00:00:00Z',
};

/** A server that answers 401 to the old token and refreshes once (after a short delay). */
const refreshingServer = (refreshResponse: () => Response = () => json(newSession)) =>
  fakeFetch(async (call: RecordedCall) => {
    if (call.url === '/api/auth/refresh-token') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return refreshResponse();
    }
    if (call.headers.authorization !== 'Bearer new-access') {
      return json({ message: 'Phiên đăng nhập đã hết hạn', code: 'TOKEN_EXPIRED' }, { status: 401 });
    }
    return json({ url: call.url });
  });

describe('createApiClient headers', () => {
  it('sends every header on every request', async () => {
    const { calls, fetch } = fakeFetch(() => json({ items: [], total: 0 }));
    const { client } = makeClient(fetch);
    await client.get('/crm/partners');
    await client.post('/crm/partners', { ten: 'A' });
    await client.put('/crm/partners/1', { ten: 'B' });
    await client.patch('/crm/partners/1', { ten: 'C' });
    await client.delete('/crm/partners/1');
    await client.system.branchs();
    expect(calls).toHaveLength(6);
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        authorization: 'Bearer old-access',
        tenant: 'demo',
        branchs: 'CN01,CN02',
        'device-id': 'device-0001',
        'user-name': 'nv01',
        'accept-language': 'vi',
      });
    }
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/crm/partners',
      'POST /api/crm/partners',
      'PUT /api/crm/partners/1',
      'PATCH /api/crm/partners/1',
      'DELETE /api/crm/partners/1',
      'GET /api/system/branchs',
    ]);
  });

  it('reads the token, branches and locale at each request and keeps the tenant fixed', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const { client, state } = makeClient(fetch, { getLocale: () => 'en' });
    state.branchs = ['CN03'];
    state.accessToken = 'other';
    await client.get('crm/tasks');
    expect(calls[0]?.headers).toMatchObject({
      authorization: 'Bearer other',
      tenant: 'demo',
      branchs: 'CN03',
      'accept-language': 'en',
    });
  });

  it('sends no Authorization when signed out, and none on sign-in calls', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const { client, state } = makeClient(fetch);
    await client.auth.login({ user_name: 'nv01', password: 'secret' });
    await client.auth.requestCustomerOtp('0901 234 567');
    state.accessToken = null;
    await client.get('/crm/partners');
    for (const call of calls) {
      expect(call.headers.authorization).toBeUndefined();
      expect(call.headers.tenant).toBe('demo');
    }
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST' });
    expect(calls[0]?.body).toEqual({ user_name: 'nv01', password: 'secret' });
    expect(calls[1]?.url).toBe('/api/auth/otp/customer/0901%20234%20567');
  });
});

describe('createApiClient query and body', () => {
  it('cleans the query', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const { client } = makeClient(fetch);
    await client.get('/crm/partners', {
      search: '  an ',
      page: 1,
      empty: '',
      none: null,
      nan: Number.NaN,
      ids: ['a', 'b'],
    });
    expect(calls[0]?.url).toBe('/api/crm/partners?search=an&page=1&ids=a%2Cb');
  });

  it('strips nulls from POST and PUT bodies and adds ma_dvcs on POST with exactly one branch', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const { client, state } = makeClient(fetch);
    state.branchs = ['CN01'];
    await client.post('/crm/partners', { ten: 'A', dia_chi: null, nested: { x: null, y: 1 } });
    await client.put('/crm/partners/1', { ten: 'B', dia_chi: null });
    await client.patch('/crm/partners/1', { dia_chi: null });
    state.branchs = ['CN01', 'CN02'];
    await client.post('/crm/partners', { ten: 'C' });
    expect(calls.map((c) => c.body)).toEqual([
      { ten: 'A', nested: { y: 1 }, ma_dvcs: 'CN01' },
      { ten: 'B' },
      { dia_chi: null },
      { ten: 'C' },
    ]);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('createApiClient 401 handling', () => {
  it('runs exactly one refresh for 20 concurrent 401s and retries all of them with the new token', async () => {
    const { calls, fetch } = refreshingServer();
    const { client, state } = makeClient(fetch);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.get<{ url: string }>(`/items/${i}`)),
    );
    expect(results.map((r) => r.url)).toEqual(Array.from({ length: 20 }, (_, i) => `/api/items/${i}`));
    const refreshCalls = calls.filter((c) => c.url === '/api/auth/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ access_token: 'old-access', refresh_token: 'refresh-1' });
    expect(refreshCalls[0]?.headers.authorization).toBeUndefined();
    const retried = calls.filter(
      (c) => c.url.startsWith('/api/items/') && c.headers.authorization === 'Bearer new-access',
    );
    expect(retried).toHaveLength(20);
    expect(state.refreshed).toEqual([newSession]);
    expect(state.authFailures).toBe(0);
  });

  it('retries without a new refresh when the token changed while the request was out', async () => {
    const { calls, fetch } = refreshingServer();
    const { client, state } = makeClient(fetch);
    const pending = client.get('/late');
    state.accessToken = 'new-access';
    await pending;
    expect(calls.filter((c) => c.url === '/api/auth/refresh-token')).toHaveLength(0);
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
  });

  it('rejects every waiting request and calls onAuthFailure once when the refresh fails', async () => {
    const { calls, fetch } = refreshingServer(() =>
      json(
        { message: 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại', code: 'REFRESH_TOKEN_INVALID' },
        { status: 401 },
      ),
    );
    const { client, state } = makeClient(fetch);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => client.get(`/items/${i}`)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as ApiRequestError;
    expect(reason).toBeInstanceOf(ApiRequestError);
    expect(reason.code).toBe('REFRESH_TOKEN_INVALID');
    expect(calls.filter((c) => c.url === '/api/auth/refresh-token')).toHaveLength(1);
    expect(state.authFailures).toBe(1);
  });

  it('does not queue the refresh call itself behind a 401', async () => {
    const { calls, fetch } = fakeFetch(() =>
      json({ message: 'no', code: 'REFRESH_TOKEN_INVALID' }, { status: 401 }),
    );
    const { client, state } = makeClient(fetch);
    await expect(client.auth.refresh()).rejects.toMatchObject({ status: 401, code: 'REFRESH_TOKEN_INVALID' });
    expect(calls).toHaveLength(1);
    expect(state.authFailures).toBe(0);
  });

  it('shares a refresh started directly with requests answered 401 meanwhile', async () => {
    const { calls, fetch } = refreshingServer();
    const { client, state } = makeClient(fetch);
    const [session, item] = await Promise.all([
      client.auth.refresh(),
      client.get<{ url: string }>('/items/1'),
    ]);
    expect(session).toEqual(newSession);
    expect(item.url).toBe('/api/items/1');
    expect(calls.filter((c) => c.url === '/api/auth/refresh-token')).toHaveLength(1);
    expect(state.refreshed).toHaveLength(1);
  });

  it('fails without calling the server when there is no refresh token', async () => {
    const { calls, fetch } = refreshingServer();
    const { client, state } = makeClient(fetch);
    state.refreshToken = null;
    await expect(client.get('/items/1')).rejects.toMatchObject({
      status: 401,
      code: 'REFRESH_TOKEN_INVALID',
    });
    expect(calls.filter((c) => c.url === '/api/auth/refresh-token')).toHaveLength(0);
    expect(state.authFailures).toBe(1);
  });

  it('does not refresh on a 401 of a sign-in call', async () => {
    const { calls, fetch } = fakeFetch(() =>
      json(
        { message: 'Tên đăng nhập hoặc mật khẩu không đúng', code: 'INVALID_CREDENTIALS' },
        { status: 401 },
      ),
    );
    const { client, state } = makeClient(fetch);
    await expect(client.auth.login({ user_name: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
    });
    expect(calls).toHaveLength(1);
    expect(state.authFailures).toBe(0);
  });
});

describe('createApiClient errors', () => {
  it('rejects with the server message, else the status text, else the system message', async () => {
    const answers = [
      json(
        { message: 'Không tìm thấy dữ liệu', code: 'NOT_FOUND' },
        { status: 404, statusText: 'Not Found' },
      ),
      new Response('', { status: 502, statusText: 'Bad Gateway' }),
      new Response('', { status: 500 }),
    ];
    const { fetch } = fakeFetch(() => answers.shift() ?? new Response('', { status: 500 }));
    const { client } = makeClient(fetch);
    const first = await client.get('/a').catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiRequestError);
    expect(first).toMatchObject({
      status: 404,
      message: 'Không tìm thấy dữ liệu',
      data: { message: 'Không tìm thấy dữ liệu', code: 'NOT_FOUND' },
    });
    await expect(client.get('/b')).rejects.toMatchObject({ status: 502, message: 'Bad Gateway', data: null });
    await expect(client.get('/c')).rejects.toMatchObject({
      status: 500,
      message: 'Lỗi hệ thống, vui lòng thử lai sau ít phút!',
    });
  });

  it('turns a network failure into an ApiRequestError with status 0', async () => {
    const { fetch } = fakeFetch(() => {
      throw new TypeError('fetch failed');
    });
    const { client } = makeClient(fetch);
    await expect(client.get('/a')).rejects.toMatchObject({
      status: 0,
      message: 'Lỗi hệ thống, vui lòng thử lai sau ít phút!',
    });
  });
});

describe('createApiClient files', () => {
  it('downloads a Blob with the cleaned query', async () => {
    const { calls, fetch } = fakeFetch(() => new Response(new Blob(['a,b\n1,2']), { status: 200 }));
    const { client } = makeClient(fetch);
    const blob = await client.download('/crm/partners/export', { format: 'csv', empty: '' });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('a,b\n1,2');
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/crm/partners/export?format=csv' });
  });

  it('uploads files as multipart form data under the field files', async () => {
    const { calls, fetch } = fakeFetch(() => json({ items: ['a.png', 'b.png'] }));
    const { client, state } = makeClient(fetch);
    state.branchs = ['CN01'];
    const files = [new File(['1'], 'a.png'), new File(['2'], 'b.png')];
    await client.upload('https://storage.example/upload/images', files);
    const call = calls[0];
    expect(call?.url).toBe('https://storage.example/upload/images');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBeInstanceOf(FormData);
    const sent = (call?.body as FormData).getAll('files') as File[];
    expect(sent.map((f) => f.name)).toEqual(['a.png', 'b.png']);
    // The multipart type with its boundary, never the JSON type.
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.headers.tenant).toBe('demo');
  });
});

describe('typed endpoints', () => {
  it('calls the documented paths', async () => {
    const { calls, fetch } = fakeFetch(() => json({ items: [], total: 0 }));
    const { client } = makeClient(fetch);
    await client.system.branchs();
    await client.system.commands();
    await client.system.configs();
    await client.system.dictionaries();
    await client.system.serverTime();
    await client.system.stt();
    await client.system.voucherLocks();
    await client.callCenter.providers();
    await client.dashboard.analytics();
    await client.health();
    await client.auth.userInfo();
    await client.auth.logout();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/system/branchs',
      'GET /api/system/command',
      'GET /api/system/configs',
      'GET /api/system/dictionaries',
      'GET /api/system/server-time',
      'GET /api/system/stt',
      'GET /api/system/voucher-locks',
      'GET /api/call-center/providers',
      'GET /api/dashboard/analytics',
      'GET /api/health',
      'POST /api/auth/user-info',
      'POST /api/auth/logout',
    ]);
    expect(calls[10]?.body).toEqual({ access_token: 'old-access', refresh_token: 'refresh-1' });
    expect(calls[11]?.body).toEqual({ refresh_token: 'refresh-1' });
  });

  it('hands refreshed tokens to onTokensRefreshed', async () => {
    const { calls, fetch } = fakeFetch(() => json(newSession));
    const { client, state } = makeClient(fetch);
    state.branchs = ['CN01'];
    await expect(client.auth.refresh()).resolves.toEqual(newSession);
    expect(state.refreshed).toEqual([newSession]);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(calls[0]?.body).toEqual({ access_token: 'old-access', refresh_token: 'refresh-1' });
  });
});

describe('the typed client (client.api)', () => {
  it('calls the paths of the document relative to the API root through the same middleware', async () => {
    const { calls, fetch } = fakeFetch(() => json({ items: [{ ma_dvcs: 'CN01' }], total: 1 }));
    const { client } = makeClient(fetch);
    const { data } = await client.api.GET('/system/branchs');
    expect(data?.total).toBe(1);
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/system/branchs' });
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer old-access', tenant: 'demo' });
  });

  it('cleans typed bodies and queries like the untyped ones', async () => {
    const { calls, fetch } = fakeFetch(() => json({}));
    const { client, state } = makeClient(fetch);
    state.branchs = ['CN01'];
    await client.api.POST('/auth/logout', { body: { refresh_token: undefined } });
    await client.request('/crm/partners', {
      method: 'POST',
      body: { ten: 'A', dia_chi: null },
      query: { q: ' a ', ids: ['x', 'y'], none: null },
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/logout', '/api/crm/partners?q=a&ids=x%2Cy']);
    expect(calls.map((c) => c.body)).toEqual([{}, { ten: 'A', ma_dvcs: 'CN01' }]);
  });

  it('rejects typed calls with the server message instead of answering an error object', async () => {
    const { fetch } = fakeFetch(() =>
      json({ message: 'Không có quyền', code: 'FORBIDDEN' }, { status: 403, statusText: 'Forbidden' }),
    );
    const { client } = makeClient(fetch);
    await expect(client.api.GET('/system/command')).rejects.toMatchObject({
      status: 403,
      message: 'Không có quyền',
      code: 'FORBIDDEN',
    });
  });

  it('downloads blobs through the typed client too', async () => {
    const { fetch } = fakeFetch(() => new Response(new Blob(['x,y'])));
    const { client } = makeClient(fetch);
    const { data } = await client.api.GET('/system/stt', { parseAs: 'blob' });
    expect(await data?.text()).toBe('x,y');
  });
});
