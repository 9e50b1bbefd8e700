import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@sen/domain';
import { loadLookups } from './loadLookups';
import { testUser } from '../session/testUser';
import type { ApiClient } from '../session/startUp';

const user = (rights: Partial<Pick<UserInfo, 'is_admin' | 'r_read'>>) => testUser(rights);

/** The client's GET, recording paths (the client itself is tested in @sen/api). */
const recordingApi = () => {
  const paths: string[] = [];
  const api = {
    get: async (path: string) => {
      paths.push(path);
      return { items: [], total: 0 };
    },
  } as unknown as ApiClient;
  return { api, paths };
};

describe('loadLookups', () => {
  it('loads the five lookup lists for an administrator', async () => {
    const { api, paths } = recordingApi();
    expect(await loadLookups(api, new QueryClient(), user({ is_admin: 1 }))).toEqual([]);
    expect(paths.sort()).toEqual([
      '/accounting/taxs',
      '/sales/discount-codes',
      '/stock/units',
      '/stock/warehouses',
      '/system/custom1',
    ]);
  });

  it('loads only the lists the user may read', async () => {
    const { api, paths } = recordingApi();
    await loadLookups(api, new QueryClient(), user({ r_read: ['stock.units', 'crm.partners'] }));
    expect(paths).toEqual(['/stock/units']);
    const none = recordingApi();
    await loadLookups(none.api, new QueryClient(), user({ r_read: ['crm.partners'] }));
    expect(none.paths).toEqual([]);
  });
});
