import type { QueryClient } from '@tanstack/react-query';
import type { I18n } from '../i18n';
import type { SessionStore, StartUpResult } from '@sen/auth';
import type { Locale } from '@sen/domain';
import type { ApiClient } from '../modules/session/startUp';
import type { AuthStore } from '../modules/session/authState';
import type { PreferencesStore } from '../modules/preferences/store';
import type { OverlayStore } from '../modules/navigation/overlay';

/** Everything the pages need, handed to the router as its context and to React through ServicesContext. */
export type AppServices = {
  /** The QueryClient once loaded (with the signed-in layouts or right after a sign-in), else null. */
  readonly queryClient: QueryClient | null;
  /** Loads TanStack Query and creates the QueryClient on first use. */
  loadQueryClient(): Promise<QueryClient>;
  api: ApiClient;
  session: SessionStore;
  auth: AuthStore;
  preferences: PreferencesStore;
  overlay: OverlayStore;
  i18n: I18n;
  /** The last resolved location (path with query), for a signed-in user sent away from the login page. */
  navigation: { previousPath?: string };
  /** Runs the start-up steps again (after a sign-in) and stores the result in the auth store. */
  reloadAuth(): Promise<StartUpResult>;
  /** Signs out on the server (best effort), clears the credentials and the cached data. */
  signOut(): Promise<void>;
  /** Changes the selected branches, remembers them and refetches branch-scoped data. */
  selectBranches(codes: string[]): void;
  setLocale(locale: Locale): void;
};
