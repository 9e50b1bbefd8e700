import { describe, expect, it } from 'vitest';
import type { Branch, List, Session, UserInfo } from '@sen/domain';
import { runStartUp } from './start-up.js';
import type { StartUpDeps } from './start-up.js';
import { createSessionStore } from './session-store.js';
import { MemoryStorage, makeUser } from '../test/helpers.js';

const list = <T>(items: T[]): List<T> => ({ items, total: items.length });
const branch = (ma_dvcs: string): Branch => ({ ma_dvcs, ten_dvcs: ma_dvcs, dia_chi: null, dien_thoai: null });
const fresh: Session = {
  access_token: 'a2',
  refresh_token: 'r2',
  expiration_date: '2099-01-01T00:00:00.000Z',
};

type Options = { signedIn?: boolean; expired?: boolean; user?: UserInfo | null };

/** Deps whose calls are logged in `calls`; a test overrides what it needs. */
const setUp = ({ signedIn = true, expired = false, user = makeUser() }: Options = {}) => {
  const calls: string[] = [];
  const session = createSessionStore({ local: new MemoryStorage(), session: new MemoryStorage() });
  if (signedIn) {
    const expiration_date = expired ? '2000-01-01T00:00:00.000Z' : '2099-01-01T00:00:00.000Z';
    session.saveLogin({ access_token: 'a1', refresh_token: 'r1', expiration_date }, true);
  }
  const logged =
    <T>(name: string, value: T) =>
    async () => {
      calls.push(name);
      return value;
    };
  const deps: StartUpDeps = {
    session,
    loadConfigs: logged('configs', list([{ name: 'crm_partner_require_phone', group: 'crm', value: 't' }])),
    loadDictionaries: logged('dictionaries', list([])),
    loadServerTime: logged('server-time', { server_time: '2024-05-01T08:00:00.000Z' }),
    getDeviceId: () => {
      calls.push('device-id');
      return 'device-0001';
    },
    refresh: logged('refresh', fresh),
    loadUserInfo: logged('user-info', user),
    loadBranches: logged('branches', list([branch('CN02'), branch('CN10'), branch('CN01')])),
    loadCommands: logged('commands', list([])),
    loadStt: logged('stt', list([])),
    loadVoucherLocks: logged(
      'voucher-locks',
      list([{ ma_dvcs: 'CN01', ma_ct: 'HDA', ngay_ks: '2024-01-31' }]),
    ),
    loadCallCenterProviders: logged('call-center-providers', list([])),
    storedBranchs: () => ['CN02'],
  };
  return { calls, session, deps };
};

const fail = (message: string) => async () => {
  throw new Error(message);
};

describe('runStartUp', () => {
  it('runs the steps in order and returns everything it loaded', async () => {
    const { calls, deps } = setUp();
    const result = await runStartUp(deps);
    expect(result.steps).toEqual([
      'configs',
      'dictionaries',
      'server-time',
      'device-id',
      'user-info',
      'branches',
      'commands',
      'stt',
      'voucher-locks',
      'call-center-providers',
      'mounted',
    ]);
    expect(calls.slice(0, 4).sort()).toEqual(['configs', 'device-id', 'dictionaries', 'server-time']);
    expect(calls.slice(4, 6)).toEqual(['user-info', 'branches']);
    expect(calls.slice(6).sort()).toEqual(['call-center-providers', 'commands', 'stt', 'voucher-locks']);
    expect(result.errors).toEqual([]);
    expect(result.configs).toHaveLength(1);
    expect(result.serverTime).toBe('2024-05-01T08:00:00.000Z');
    expect(result.deviceId).toBe('device-0001');
    expect(result.user?.user_name).toBe('nv01');
    expect(result.branches.map((b) => b.ma_dvcs)).toEqual(['CN01', 'CN02', 'CN10']);
    expect(result.branchSelection).toEqual({
      selected: ['CN02'],
      available: [branch('CN01'), branch('CN02')],
    });
    expect(result.voucherLocks).toHaveLength(1);
    expect(result.refreshed).toBe(false);
  });

  it('starts the four first steps in parallel', async () => {
    const { deps } = setUp();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started: string[] = [];
    deps.loadConfigs = async () => {
      started.push('configs');
      await gate;
      return list([]);
    };
    deps.loadDictionaries = async () => {
      started.push('dictionaries');
      return list([]);
    };
    const running = runStartUp(deps);
    await Promise.resolve();
    expect(started).toEqual(['configs', 'dictionaries']);
    release();
    expect((await running).steps.at(-1)).toBe('mounted');
  });

  it('refreshes an expired session before loading the user info', async () => {
    const { calls, deps, session } = setUp({ expired: true });
    const result = await runStartUp(deps);
    expect(calls.indexOf('refresh')).toBeLessThan(calls.indexOf('user-info'));
    expect(result.steps.slice(4, 6)).toEqual(['refresh', 'user-info']);
    expect(result.refreshed).toBe(true);
    expect(session.read()).toEqual({
      accessToken: 'a2',
      refreshToken: 'r2',
      expirationDate: fresh.expiration_date,
    });
  });

  it('still mounts when the refresh fails, with credentials cleared', async () => {
    const { calls, deps, session } = setUp({ expired: true });
    deps.refresh = fail('refresh refused');
    const result = await runStartUp(deps);
    expect(result.errors).toMatchObject([{ step: 'refresh', message: 'refresh refused' }]);
    expect(session.isSignedIn()).toBe(false);
    expect(result.user).toBeNull();
    expect(calls).not.toContain('user-info');
    expect(result.steps).toEqual([
      'configs',
      'dictionaries',
      'server-time',
      'device-id',
      'refresh',
      'mounted',
    ]);
  });

  it('deletes the credentials when the user info fails', async () => {
    const { deps, session, calls } = setUp();
    deps.loadUserInfo = fail('network down');
    const result = await runStartUp(deps);
    expect(result.user).toBeNull();
    expect(session.isSignedIn()).toBe(false);
    expect(result.errors).toMatchObject([{ step: 'user-info', message: 'network down' }]);
    expect(calls).not.toContain('branches');
    expect(result.steps.at(-1)).toBe('mounted');
  });

  it('reports SALER_NOT_FOUND and clears the credentials on an empty user info', async () => {
    for (const empty of [null, {} as UserInfo]) {
      const { deps, session } = setUp({ user: empty });
      const result = await runStartUp(deps);
      expect(result.user).toBeNull();
      expect(session.isSignedIn()).toBe(false);
      expect(result.errors).toEqual([
        {
          step: 'user-info',
          code: 'SALER_NOT_FOUND',
          message: 'Không tìm thấy thông tin nhân viên bán hàng',
        },
      ]);
      expect(result.steps.at(-1)).toBe('mounted');
    }
  });

  it('reports BRANCH_NOT_CONFIGURED when the branches fail to load, and goes on', async () => {
    const { deps } = setUp();
    deps.loadBranches = fail('500');
    const result = await runStartUp(deps);
    expect(result.errors).toMatchObject([
      { step: 'branches', code: 'BRANCH_NOT_CONFIGURED', message: 'Hệ thống chưa được cài đặt đơn vị' },
    ]);
    expect(result.branches).toEqual([]);
    expect(result.branchSelection).toEqual({ selected: [], available: [], error: 'BRANCH_NOT_CONFIGURED' });
    expect(result.steps.slice(-5)).toEqual([
      'commands',
      'stt',
      'voucher-locks',
      'call-center-providers',
      'mounted',
    ]);
  });

  it('reports BRANCH_NOT_CONFIGURED for an empty branch list and BRANCH_NOT_GRANTED without permitted branches', async () => {
    const empty = setUp();
    empty.deps.loadBranches = async () => list([]);
    expect((await runStartUp(empty.deps)).errors).toMatchObject([{ code: 'BRANCH_NOT_CONFIGURED' }]);

    const none = setUp({ user: makeUser({ user_rights: { branchs: '', employees: [], employee_yn: 0 } }) });
    const result = await runStartUp(none.deps);
    expect(result.errors).toMatchObject([
      { step: 'branches', code: 'BRANCH_NOT_GRANTED', message: 'Người dùng chưa được phân quyền đơn vị' },
    ]);
  });

  it('records a failing list of step 5 and still mounts', async () => {
    const { deps } = setUp();
    deps.loadStt = fail('stt down');
    const result = await runStartUp(deps);
    expect(result.errors).toMatchObject([{ step: 'stt', message: 'stt down' }]);
    expect(result.stt).toEqual([]);
    expect(result.voucherLocks).toHaveLength(1);
    expect(result.steps.at(-1)).toBe('mounted');
  });

  it('records failures of step 1 and goes on', async () => {
    const { deps } = setUp();
    deps.loadServerTime = fail('clock down');
    const result = await runStartUp(deps);
    expect(result.serverTime).toBeNull();
    expect(result.errors).toMatchObject([{ step: 'server-time' }]);
    expect(result.user).not.toBeNull();
  });

  it('skips refresh, user info and the signed-in lists when signed out', async () => {
    const { deps, calls } = setUp({ signedIn: false });
    const result = await runStartUp(deps);
    expect(result.steps).toEqual(['configs', 'dictionaries', 'server-time', 'device-id', 'mounted']);
    expect(calls).not.toContain('refresh');
    expect(result.user).toBeNull();
  });
});
