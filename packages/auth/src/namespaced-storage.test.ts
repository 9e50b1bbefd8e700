import { describe, expect, it } from 'vitest';
import { namespacedStorage } from './namespaced-storage.js';
import { createSessionStore } from './session-store.js';
import { MemoryStorage } from '../test/helpers.js';

describe('namespacedStorage', () => {
  it('prefixes every key and clears only its own keys', () => {
    const backing = new MemoryStorage();
    backing.setItem('accessToken', 'staff');
    const portal = namespacedStorage(backing, 'portal:');
    portal.setItem('accessToken', 'customer');
    expect(backing.getItem('portal:accessToken')).toBe('customer');
    expect(portal.getItem('accessToken')).toBe('customer');
    expect(portal.length).toBe(1);
    expect(portal.key(0)).toBe('accessToken');
    expect(portal.key(1)).toBeNull();
    portal.clear();
    expect(portal.getItem('accessToken')).toBeNull();
    expect(backing.getItem('accessToken')).toBe('staff');
  });

  it('keeps two session stores on one origin apart', () => {
    const local = new MemoryStorage();
    const tab = new MemoryStorage();
    const staff = createSessionStore({ local, session: tab });
    const customer = createSessionStore({
      local: namespacedStorage(local, 'portal:'),
      session: namespacedStorage(tab, 'portal:'),
    });
    staff.saveLogin({ access_token: 's', refresh_token: 'rs', expiration_date: '2099-01-01' }, true);
    customer.saveLogin({ access_token: 'c', refresh_token: 'rc', expiration_date: '2099-01-01' }, false);
    customer.clear();
    expect(staff.read()?.accessToken).toBe('s');
    expect(customer.isSignedIn()).toBe(false);
  });
});
