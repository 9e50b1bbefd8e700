import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { authQueries, dashboardQueries, queryKeys, systemQueries } from './query-options.js';
import { fakeFetch, json, makeClient } from '../test/helpers.js';

describe('query options', () => {
  it('key the system lists, user info and dashboard and fetch through the client', async () => {
    const { calls, fetch } = fakeFetch((call) =>
      json(
        call.url.endsWith('/branchs') ? { items: [{ ma_dvcs: 'CN01' }], total: 1 } : { user_name: 'nv01' },
      ),
    );
    const { client } = makeClient(fetch);
    const queryClient = new QueryClient();
    const branchs = systemQueries(client).branchs();
    expect(branchs.queryKey).toEqual(['sen', 'system', 'branchs']);
    expect((await queryClient.fetchQuery(branchs)).total).toBe(1);
    expect(queryClient.getQueryData(branchs.queryKey)?.items).toHaveLength(1);
    expect(authQueries(client).userInfo().queryKey).toEqual(queryKeys.auth.userInfo());
    expect((await queryClient.fetchQuery(authQueries(client).userInfo())).user_name).toBe('nv01');
    expect(dashboardQueries(client).analytics().queryKey).toEqual(['sen', 'dashboard', 'analytics', {}]);
    expect(calls.map((c) => c.url)).toEqual(['/api/system/branchs', '/api/auth/user-info']);
    expect(queryKeys.system.commands().slice(0, 2)).toEqual(queryKeys.system.all);
  });
});
