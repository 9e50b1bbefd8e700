import { createSessionStore, getDeviceId, namespacedStorage } from '@sen/auth';
import { createApiClient, type ApiClient } from './create-api-client.js';

export type BrowserClientOptions = {
  /** Storage key prefix; each separately deployed app keeps its own credentials ('' for none). */
  namespace: string;
  /** The API root including `/api`. */
  baseUrl: string;
  tenant: string;
  getLocale(): 'vi' | 'en';
  /** The selected branch codes; none by default. */
  getBranchs?: () => string[];
  /** Called once when the session cannot be refreshed, after the credentials are cleared. */
  onSignedOut(): void;
  local?: Storage;
  session?: Storage;
};

/**
 * The session store and API client of one browser app: credentials under the app's namespace, the device id shared
 * by the apps of the origin, the signed-in user's name in `User-Name` once known.
 */
export const createBrowserClient = (options: BrowserClientOptions) => {
  const local = options.local ?? globalThis.localStorage;
  const session = options.session ?? globalThis.sessionStorage;
  const sessionStore = createSessionStore({
    local: namespacedStorage(local, options.namespace),
    session: namespacedStorage(session, options.namespace),
  });
  let userName: string | null = null;
  const api: ApiClient = createApiClient({
    baseUrl: options.baseUrl,
    tenant: options.tenant,
    getAccessToken: () => sessionStore.read()?.accessToken ?? null,
    getRefreshToken: () => sessionStore.read()?.refreshToken ?? null,
    getBranchs: options.getBranchs ?? (() => []),
    getDeviceId: () => getDeviceId(local),
    getUserName: () => userName,
    getLocale: options.getLocale,
    onTokensRefreshed: (tokens) => sessionStore.updateTokens(tokens),
    onAuthFailure: () => {
      sessionStore.clear();
      options.onSignedOut();
    },
  });
  return {
    sessionStore,
    api,
    setUserName: (name: string | null) => {
      userName = name;
    },
  };
};
