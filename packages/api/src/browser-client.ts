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
  /** Where the app is served ('/pos'); '' at the root. */
  basePath: string;
  /** The app's sign-in route, relative to basePath. */
  loginPath: string;
  /** The storage host's root for uploads and downloads (default: the API root). */
  storageUrl?: string;
  /** Leaves the page (window.location.assign by default); tests pass their own. */
  assign?: (url: string) => void;
  local?: Storage;
  session?: Storage;
};

/** The sign-in URL that brings the user back to where they were: `${basePath}${loginPath}?redirect=<app path>`. */
export const signInUrl = (
  basePath: string,
  loginPath: string,
  location: { pathname: string; search: string },
): string => {
  const inApp =
    basePath && location.pathname.startsWith(basePath)
      ? location.pathname.slice(basePath.length)
      : location.pathname;
  const wanted = `${inApp || '/'}${location.search}`;
  return `${basePath}${loginPath}?redirect=${encodeURIComponent(wanted)}`;
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
    storageUrl: options.storageUrl,
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
      const assign = options.assign ?? ((url: string) => globalThis.location.assign(url));
      assign(signInUrl(options.basePath, options.loginPath, globalThis.location));
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
