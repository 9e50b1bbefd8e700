import type { WebStorage } from './web-storage.js';
import { decodeJwt } from 'jose';
import type { Session } from '@sen/domain';

/** Keys under which the session is kept in web storage. */
export const sessionKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  expirationDate: 'expirationDate',
  /** In local storage: 'true' when credentials live in local storage, 'false' for session storage. */
  rememberToken: 'rememberToken',
  /** In session storage: a copy of the access token for the current tab. */
  sessionAccessToken: 'sessionAccessToken',
} as const;

export type StoredSession = {
  accessToken: string;
  refreshToken: string | null;
  expirationDate: string | null;
};

export type SessionStore = {
  saveLogin(session: Session, rememberMe: boolean): void;
  updateTokens(session: Session): void;
  read(): StoredSession | null;
  isSignedIn(): boolean;
  isExpired(now?: number): boolean;
  clear(): void;
  storeTokensFromQuery(search: string): boolean;
};

const credentialKeys = [
  sessionKeys.accessToken,
  sessionKeys.refreshToken,
  sessionKeys.expirationDate,
] as const;

/** Reads the `exp` claim of a JWT as an ISO instant; null when the token has none, undefined when it is not a JWT. */
const expiryOfToken = (token: string): string | null | undefined => {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? new Date(exp * 1000).toISOString() : null;
  } catch {
    return undefined;
  }
};

/** The `user_name` claim of a JWT (who the token signs in), or null when it has none or is not a JWT. */
export const userNameOfToken = (token: string): string | null => {
  try {
    const { user_name: userName } = decodeJwt(token);
    return typeof userName === 'string' && userName.trim() ? userName : null;
  } catch {
    return null;
  }
};

/**
 * Session storage of spec section 4: credentials go to `local` when the user asked to be remembered, else to
 * `session`; `local['rememberToken']` records the choice; the access token is also copied to the tab's session.
 */
export const createSessionStore = ({
  local,
  session,
}: {
  local: WebStorage;
  session: WebStorage;
}): SessionStore => {
  /** The storage chosen at sign-in (local unless rememberToken is 'false'). */
  const chosenStorage = (): WebStorage =>
    local.getItem(sessionKeys.rememberToken) === 'false' ? session : local;

  const write = (target: WebStorage, values: StoredSession) => {
    const other = target === local ? session : local;
    for (const key of credentialKeys) other.removeItem(key);
    target.setItem(sessionKeys.accessToken, values.accessToken);
    if (values.refreshToken) target.setItem(sessionKeys.refreshToken, values.refreshToken);
    else target.removeItem(sessionKeys.refreshToken);
    if (values.expirationDate) target.setItem(sessionKeys.expirationDate, values.expirationDate);
    else target.removeItem(sessionKeys.expirationDate);
    session.setItem(sessionKeys.sessionAccessToken, values.accessToken);
  };

  const fromSession = (value: Session): StoredSession => ({
    accessToken: value.access_token,
    refreshToken: value.refresh_token,
    expirationDate: value.expiration_date,
  });

  const readFrom = (storage: WebStorage): StoredSession | null => {
    const accessToken = storage.getItem(sessionKeys.accessToken);
    if (!accessToken) return null;
    return {
      accessToken,
      refreshToken: storage.getItem(sessionKeys.refreshToken),
      expirationDate: storage.getItem(sessionKeys.expirationDate),
    };
  };

  const store: SessionStore = {
    saveLogin(value, rememberMe) {
      local.setItem(sessionKeys.rememberToken, rememberMe ? 'true' : 'false');
      write(rememberMe ? local : session, fromSession(value));
    },
    updateTokens(value) {
      write(chosenStorage(), fromSession(value));
    },
    read() {
      const chosen = chosenStorage();
      return readFrom(chosen) ?? readFrom(chosen === local ? session : local);
    },
    isSignedIn() {
      return store.read() !== null;
    },
    isExpired(now = Date.now()) {
      const expirationDate = store.read()?.expirationDate;
      if (!expirationDate) return false;
      const at = Date.parse(expirationDate);
      return Number.isNaN(at) || at < now;
    },
    clear() {
      for (const storage of [local, session]) {
        for (const key of credentialKeys) storage.removeItem(key);
      }
      session.removeItem(sessionKeys.sessionAccessToken);
      local.removeItem(sessionKeys.rememberToken);
    },
    storeTokensFromQuery(search) {
      const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
      const accessToken = params.get('access_token')?.trim();
      if (!accessToken) return false;
      const expirationDate = expiryOfToken(accessToken);
      if (expirationDate === undefined) return false;
      write(chosenStorage(), {
        accessToken,
        refreshToken: params.get('refresh_token')?.trim() || null,
        expirationDate,
      });
      return true;
    },
  };
  return store;
};

/** Removes `access_token` and `refresh_token` from a query string (keeps the rest, '' when nothing is left). */
export const stripTokenParams = (search: string): string => {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete('access_token');
  params.delete('refresh_token');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

/**
 * Tokens handed over in the address (?access_token=…&refresh_token=…, spec section 7) are stored, then removed
 * from the address (history entry replaced): another app of the user opened this one without a sign-in.
 */
export const takeTokensFromAddress = (
  store: Pick<SessionStore, 'storeTokensFromQuery'>,
  location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
): boolean => {
  if (!store.storeTokensFromQuery(location.search)) return false;
  const { pathname, search, hash } = location;
  history.replaceState(history.state, '', `${pathname}${stripTokenParams(search)}${hash}`);
  return true;
};
