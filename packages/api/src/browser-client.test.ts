import { describe, expect, it, vi } from 'vitest';
import { createBrowserClient, signInUrl } from './browser-client.js';

const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
};

const session = { access_token: 'a1', refresh_token: 'r1', expiration_date: '2999-01-01T00:00:00.000Z' };

describe('createBrowserClient', () => {
  it('keeps credentials under its namespace and sends them with the user name', async () => {
    const local = memoryStorage();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ items: [], total: 0 }), { status: 200 }));
    const client = createBrowserClient({
      namespace: 'pos:',
      baseUrl: '/api',
      tenant: 'demo',
      getLocale: () => 'vi',
      basePath: '/pos',
      loginPath: '/login',
      local,
      session: memoryStorage(),
    });
    client.sessionStore.saveLogin(session, true);
    expect(local.getItem('pos:accessToken')).toBe('a1');
    expect(local.getItem('accessToken')).toBeNull();

    // The client reads fetch from the global scope at call time.
    vi.stubGlobal('fetch', fetch);
    client.setUserName('thungan');
    await client.api.system.branchs();
    vi.unstubAllGlobals();
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(request.headers.get('Authorization')).toBe('Bearer a1');
    expect(request.headers.get('User-Name')).toBe('thungan');
    expect(request.headers.get('Tenant')).toBe('demo');
  });

  it('clears the credentials and signs out when the session cannot be refreshed', async () => {
    const local = memoryStorage();
    const assign = vi.fn();
    vi.stubGlobal('location', { pathname: '/portal/client/customer-info', search: '?tab=1' });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ message: 'x', code: 'UNAUTHORIZED' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createBrowserClient({
      namespace: 'portal:',
      baseUrl: '/api',
      tenant: 'demo',
      getLocale: () => 'vi',
      basePath: '/portal',
      loginPath: '/login',
      assign,
      local,
      session: memoryStorage(),
    });
    client.sessionStore.saveLogin(session, true);
    // Twenty requests answered 401 wait for one refresh; it fails, so all of them reject and one redirect runs.
    const settled = await Promise.allSettled(Array.from({ length: 20 }, () => client.api.system.configs()));
    vi.unstubAllGlobals();
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    const requests = fetch.mock.calls as unknown as [Request][];
    const urls = requests.map(([request]) => new URL(request.url).pathname);
    expect(urls.filter((url) => url === '/api/auth/refresh-token')).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('/portal/login?redirect=%2Fclient%2Fcustomer-info%3Ftab%3D1');
    expect(client.sessionStore.isSignedIn()).toBe(false);
  });
});

describe('signInUrl', () => {
  it('keeps the wanted path relative to the app', () => {
    expect(signInUrl('/pos', '/login', { pathname: '/pos/retail', search: '' })).toBe(
      '/pos/login?redirect=%2Fretail',
    );
    expect(signInUrl('', '/auth/login', { pathname: '/crm/partners', search: '?a=1' })).toBe(
      '/auth/login?redirect=%2Fcrm%2Fpartners%3Fa%3D1',
    );
    expect(signInUrl('/pos', '/login', { pathname: '/pos', search: '' })).toBe('/pos/login?redirect=%2F');
  });
});
