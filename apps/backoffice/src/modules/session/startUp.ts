import { runStartUp } from '@sen/auth';
import type { SessionStore, StartUpResult } from '@sen/auth';
import type { createApiClient } from '@sen/api';
import type { Locale } from '@sen/domain';

export type ApiClient = ReturnType<typeof createApiClient>;

export type StartUpOptions = {
  api: ApiClient;
  session: SessionStore;
  deviceId: () => string;
  storedBranchs: () => string[];
  locale: Locale;
};

/** The start-up sequence of spec section 4 with the API client's calls as its steps (also run after a sign-in). */
export const startUp = ({
  api,
  session,
  deviceId,
  storedBranchs,
  locale,
}: StartUpOptions): Promise<StartUpResult> =>
  runStartUp({
    session,
    loadConfigs: () => api.system.configs(),
    loadDictionaries: () => api.system.dictionaries(),
    loadServerTime: () => api.system.serverTime(),
    getDeviceId: deviceId,
    refresh: () => api.auth.refresh(),
    loadUserInfo: () => api.auth.userInfo(),
    loadBranches: () => api.system.branchs(),
    loadCommands: () => api.system.commands(),
    loadStt: () => api.system.stt(),
    loadVoucherLocks: () => api.system.voucherLocks(),
    loadCallCenterProviders: () => api.callCenter.providers(),
    storedBranchs,
    locale,
  });
