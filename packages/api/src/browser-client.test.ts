import { describe, expect, it, vi } from 'vitest';
import { createBrowserClient } from './browser-client.js';

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
      onSignedOut: () => undefined,
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
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer a1');
    expect(headers['User-Name']).toBe('thungan');
    expect(headers.Tenant).toBe('demo');
  });

  it('clears the credentials and signs out when the session cannot be refreshed', async () => {
    const local = memoryStorage();
    const onSignedOut = vi.fn();
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ message: 'x', code: 'UNAUTHORIZED' }), { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = createBrowserClient({
      namespace: 'portal:',
      baseUrl: '/api',
      tenant: 'demo',
      getLocale: () => 'vi',
      onSignedOut,
      local,
      session: memoryStorage(),
    });
    client.sessionStore.saveLogin(session, true);
    await expect(client.api.system.configs()).rejects.toThrow();
    vi.unstubAllGlobals();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(client.sessionStore.isSignedIn()).toBe(false);
  });
});
