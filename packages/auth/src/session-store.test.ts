import { describe, expect, it } from 'vitest';
import type { Session } from '@sen/domain';
import { createSessionStore, sessionKeys, takeTokensFromAddress, userNameOfToken } from './session-store.js';
import { MemoryStorage, fakeJwt } from '../test/helpers.js';

const session: Session = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  expiration_date: '2030-01-01T00:00:00.000Z',
};

const setUp = () => {
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  return { local, tab, store: createSessionStore({ local, session: tab }) };
};

describe('createSessionStore', () => {
  it('keeps credentials in local storage when rememberMe is on', () => {
    const { local, tab, store } = setUp();
    store.saveLogin(session, true);
    expect(local.getItem(sessionKeys.accessToken)).toBe('access-1');
    expect(local.getItem(sessionKeys.refreshToken)).toBe('refresh-1');
    expect(local.getItem(sessionKeys.expirationDate)).toBe(session.expiration_date);
    expect(local.getItem(sessionKeys.rememberToken)).toBe('true');
    expect(tab.getItem(sessionKeys.accessToken)).toBeNull();
    expect(tab.getItem(sessionKeys.sessionAccessToken)).toBe('access-1');
    expect(store.read()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expirationDate: session.expiration_date,
    });
  });

  it('keeps credentials in session storage when rememberMe is off', () => {
    const { local, tab, store } = setUp();
    store.saveLogin(session, false);
    expect(tab.getItem(sessionKeys.accessToken)).toBe('access-1');
    expect(tab.getItem(sessionKeys.refreshToken)).toBe('refresh-1');
    expect(tab.getItem(sessionKeys.expirationDate)).toBe(session.expiration_date);
    expect(tab.getItem(sessionKeys.sessionAccessToken)).toBe('access-1');
    expect(local.getItem(sessionKeys.rememberToken)).toBe('false');
    expect(local.getItem(sessionKeys.accessToken)).toBeNull();
    expect(store.isSignedIn()).toBe(true);
  });

  it('moves credentials when the choice changes at the next sign-in', () => {
    const { local, tab, store } = setUp();
    store.saveLogin(session, true);
    store.saveLogin({ ...session, access_token: 'access-2' }, false);
    expect(local.getItem(sessionKeys.accessToken)).toBeNull();
    expect(tab.getItem(sessionKeys.accessToken)).toBe('access-2');
    expect(store.read()?.accessToken).toBe('access-2');
  });

  it('writes refreshed tokens into the storage chosen at sign-in', () => {
    const { local, tab, store } = setUp();
    store.saveLogin(session, false);
    store.updateTokens({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      expiration_date: '2031-01-01',
    });
    expect(tab.getItem(sessionKeys.accessToken)).toBe('access-2');
    expect(tab.getItem(sessionKeys.refreshToken)).toBe('refresh-2');
    expect(tab.getItem(sessionKeys.sessionAccessToken)).toBe('access-2');
    expect(local.getItem(sessionKeys.accessToken)).toBeNull();

    const other = setUp();
    other.store.saveLogin(session, true);
    other.store.updateTokens({
      access_token: 'access-3',
      refresh_token: 'refresh-3',
      expiration_date: '2031-01-01',
    });
    expect(other.local.getItem(sessionKeys.accessToken)).toBe('access-3');
    expect(other.tab.getItem(sessionKeys.sessionAccessToken)).toBe('access-3');
  });

  it('is signed in only while an access token exists', () => {
    const { store } = setUp();
    expect(store.isSignedIn()).toBe(false);
    expect(store.read()).toBeNull();
    store.saveLogin(session, true);
    expect(store.isSignedIn()).toBe(true);
  });

  it('is expired when the expiration date is before now', () => {
    const { store } = setUp();
    store.saveLogin({ ...session, expiration_date: '2024-05-01T10:00:00.000Z' }, true);
    const at = Date.parse('2024-05-01T10:00:00.000Z');
    expect(store.isExpired(at - 1)).toBe(false);
    expect(store.isExpired(at)).toBe(false);
    expect(store.isExpired(at + 1)).toBe(true);
    expect(store.isExpired(Date.parse('2030-01-01'))).toBe(true);
  });

  it('clears credentials from both storages and the session copy', () => {
    const { local, tab, store } = setUp();
    store.saveLogin(session, true);
    tab.setItem(sessionKeys.accessToken, 'stale');
    local.setItem('deviceId', 'device-0001');
    store.clear();
    for (const storage of [local, tab]) {
      for (const key of Object.values(sessionKeys)) expect(storage.getItem(key)).toBeNull();
    }
    expect(store.isSignedIn()).toBe(false);
    expect(local.getItem('deviceId')).toBe('device-0001');
  });

  it('stores tokens from the URL query with the expiry of the JWT', () => {
    const { local, tab, store } = setUp();
    const exp = Math.floor(Date.parse('2030-06-01T12:00:00.000Z') / 1000);
    const token = fakeJwt({ sub: 'u1', exp });
    expect(store.storeTokensFromQuery(`?access_token=${token}&refresh_token=r-9&other=1`)).toBe(true);
    expect(store.read()).toEqual({
      accessToken: token,
      refreshToken: 'r-9',
      expirationDate: '2030-06-01T12:00:00.000Z',
    });
    expect(tab.getItem(sessionKeys.sessionAccessToken)).toBe(token);
    expect(local.getItem(sessionKeys.accessToken)).toBe(token);
  });

  it('takes tokens handed over in the address and removes them from it, the rest kept', () => {
    const { store } = setUp();
    const token = fakeJwt({ sub: 'u1', exp: 1_900_000_000 });
    const replaced: string[] = [];
    const history = {
      state: { key: 1 },
      replaceState: (_: unknown, __: string, url: string) => replaced.push(url),
    };
    const location = {
      pathname: '/pos/orders',
      search: `?access_token=${token}&refresh_token=r-2&q=bl`,
      hash: '#x',
    };
    expect(takeTokensFromAddress(store, location, history)).toBe(true);
    expect(replaced).toEqual(['/pos/orders?q=bl#x']);
    expect(store.read()?.refreshToken).toBe('r-2');
    expect(takeTokensFromAddress(store, { ...location, search: '?q=bl' }, history)).toBe(false);
    expect(replaced).toHaveLength(1);
  });

  it('stores a query access token without refresh token, and ignores a query without a valid token', () => {
    const { store } = setUp();
    expect(store.storeTokensFromQuery('')).toBe(false);
    expect(store.storeTokensFromQuery('?refresh_token=r-1')).toBe(false);
    expect(store.storeTokensFromQuery('?access_token=not-a-jwt')).toBe(false);
    expect(store.isSignedIn()).toBe(false);
    const token = fakeJwt({ sub: 'u1', exp: 1_900_000_000 });
    expect(store.storeTokensFromQuery(`access_token=${token}`)).toBe(true);
    expect(store.read()?.refreshToken).toBeNull();
    expect(store.read()?.expirationDate).toBe(new Date(1_900_000_000_000).toISOString());
  });

  it('stores query tokens into session storage when the user chose not to be remembered', () => {
    const { local, tab, store } = setUp();
    store.saveLogin(session, false);
    const token = fakeJwt({ exp: 1_900_000_000 });
    store.storeTokensFromQuery(`?access_token=${token}`);
    expect(tab.getItem(sessionKeys.accessToken)).toBe(token);
    expect(local.getItem(sessionKeys.accessToken)).toBeNull();
  });
});

describe('userNameOfToken', () => {
  it('reads who a token signs in from its user_name claim, null when it has none or is not a JWT', () => {
    expect(userNameOfToken(fakeJwt({ sub: 'u1', user_name: 'nv01' }))).toBe('nv01');
    expect(userNameOfToken(fakeJwt({ sub: 'u1' }))).toBeNull();
    expect(userNameOfToken(fakeJwt({ user_name: ' ' }))).toBeNull();
    expect(userNameOfToken('access-1')).toBeNull();
  });
});
