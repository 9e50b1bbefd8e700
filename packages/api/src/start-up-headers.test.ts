import { runStartUp } from '@sen/auth';
import { userInfoOf } from '@sen/domain';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json, makeClient } from '../test/helpers.js';

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${part({ alg: 'HS256' })}.${part({ sub: 'u1', user_name: 'nv01' })}.signature`;

const userInfo = userInfoOf({
  user_name: 'nv01',
  ten_nsd: 'Nhân viên 01',
  user_rights: { branchs: 'CN01', employees: [], employee_yn: 0 },
});

describe('the start-up sequence through the client', () => {
  it('sends User-Name on every call of a signed-in start-up, though the app knows no user yet', async () => {
    const { calls, fetch } = fakeFetch((call) => {
      if (call.url.endsWith('/server-time')) return json({ server_time: '2026-01-01T00:00:00Z' });
      if (call.url.endsWith('/user-info')) return json(userInfo);
      if (call.url.endsWith('/system/branchs'))
        return json({ items: [{ ma_dvcs: 'CN01', ten_dvcs: 'Quận 1' }], total: 1 });
      return json({ items: [], total: 0 });
    });
    const { client, state } = makeClient(fetch, { getUserName: () => null });
    state.accessToken = token;
    const result = await runStartUp({
      session: {
        isSignedIn: () => true,
        isExpired: () => false,
        clear: () => undefined,
        updateTokens: () => undefined,
      },
      loadConfigs: () => client.system.configs(),
      loadDictionaries: () => client.system.dictionaries(),
      loadServerTime: () => client.system.serverTime(),
      getDeviceId: () => 'device-0001',
      refresh: () => client.auth.refresh(),
      loadUserInfo: () => client.auth.userInfo(),
      loadBranches: () => client.system.branchs(),
      loadCommands: () => client.system.commands(),
      loadStt: () => client.system.stt(),
      loadVoucherLocks: () => client.system.voucherLocks(),
      loadCallCenterProviders: () => client.callCenter.providers(),
    });
    expect(result.errors).toEqual([]);
    expect(calls.map((c) => c.url.replace(/\?.*$/, '')).sort()).toEqual(
      [
        '/api/auth/user-info',
        '/api/call-center/providers',
        '/api/system/branchs',
        '/api/system/command',
        '/api/system/configs',
        '/api/system/dictionaries',
        '/api/system/server-time',
        '/api/system/stt',
        '/api/system/voucher-locks',
      ].sort(),
    );
    for (const call of calls) expect(call.headers['user-name'], call.url).toBe('nv01');
  });
});
