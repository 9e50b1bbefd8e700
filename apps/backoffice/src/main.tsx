import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { TranslatorProvider } from '@sen/ui/i18n';
import { createSessionStore, getDeviceId, takeTokensFromAddress } from '@sen/auth';
import type { StartUpResult } from '@sen/auth';
import { createApiClient } from '@sen/api';
import { createI18n, loadLocale, localeOf } from './i18n';
import { loadQueryClient, peekQueryClient } from './app/queryClient';
import { ServicesContext } from './app/ServicesContext';
import type { AppServices } from './app/services';
import { createAppRouter } from './router';
import type { AppRouter } from './router';
import { startUp } from './modules/session/startUp';
import { authStateFromStartUp, createAuthStore } from './modules/session/authState';
import { createPreferencesStore } from './modules/preferences/store';
import { readSelectedBranchs, writeSelectedBranchs } from './modules/preferences/preferences';
import { createOverlayStore } from './modules/navigation/overlay';
import { cleanUpPopups } from './modules/navigation/popups';
import { isChunkLoadError, reloadForChunkError } from './modules/navigation/chunkErrors';
import { notifyBranchError } from './modules/session/notifications';
import { notify } from './modules/notify/notify';
import { createLiveNotifications } from './modules/notifications/liveNotifications';

const TENANT: string = import.meta.env.VITE_TENANT ?? 'demo';
/** The API root: VITE_API_URL (another origin) or '/api' on this origin. */
const apiBaseUrl = (configured: string | undefined): string => {
  const origin = (configured ?? '').trim().replace(/\/+$/, '');
  return origin.endsWith('/api') ? origin : `${origin}/api`;
};
const API_BASE = apiBaseUrl(import.meta.env.VITE_API_URL);

/** A failed code chunk reloads the page once (Vite's preload error, or an unhandled dynamic import rejection). */
const installChunkErrorReload = () => {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError(sessionStorage, () => window.location.reload())) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (
      isChunkLoadError(event.reason) &&
      reloadForChunkError(sessionStorage, () => window.location.reload())
    ) {
      event.preventDefault();
    }
  });
};

const bootstrap = async () => {
  installChunkErrorReload();

  const session = createSessionStore({ local: localStorage, session: sessionStorage });
  takeTokensFromAddress(session);

  const preferences = createPreferencesStore(localStorage);
  const i18n = await createI18n(preferences.get().locale);
  document.documentElement.lang = preferences.get().locale;
  const bootLabel = document.getElementById('boot-label');
  if (bootLabel) bootLabel.textContent = i18n.t('app.loading');

  const auth = createAuthStore();
  const overlay = createOverlayStore();
  /** Set once the router exists (an auth failure during start-up needs no navigation: the guard redirects). */
  const routerRef: { current?: AppRouter } = {};

  const api = createApiClient({
    baseUrl: API_BASE,
    tenant: TENANT,
    getAccessToken: () => session.read()?.accessToken ?? null,
    getRefreshToken: () => session.read()?.refreshToken ?? null,
    getBranchs: () => auth.get().selectedBranches,
    getDeviceId: () => getDeviceId(localStorage),
    getUserName: () => auth.get().user?.user_name ?? null,
    getLocale: () => localeOf(i18n),
    onTokensRefreshed: (tokens) => session.updateTokens(tokens),
    onAuthFailure: () => {
      void live.stop();
      session.clear();
      auth.signOut();
      peekQueryClient()?.clear();
      const router = routerRef.current;
      if (!router) return;
      const { pathname, search, hash } = window.location;
      if (pathname === '/auth/login' || pathname === '/pages/login') return;
      void router.navigate({
        href: `/auth/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`,
        replace: true,
      });
    },
  });

  // Live notifications (SignalR, loaded after sign-in): opened once the start-up knows the user, closed on sign-out.
  const live = createLiveNotifications(() =>
    import('./modules/notifications/hubConnection').then(({ connectNotifications }) =>
      connectNotifications({
        baseUrl: API_BASE,
        tenant: TENANT,
        // An expired session is refreshed first (sharing a refresh in flight), so that reconnections get in.
        getAccessToken: async () => {
          if (session.isExpired()) await api.auth.refresh().catch(() => null);
          return session.read()?.accessToken ?? null;
        },
        getQueryClient: peekQueryClient,
        showToast: (title) => notify('info', title),
      }),
    ),
  );
  const startLive = (result: StartUpResult) => {
    if (result.user && session.isSignedIn()) live.start();
  };
  // The cached lookup lists of spec section 3, loaded (with TanStack Query) once the start-up knows the user.
  const loadLookupLists = ({ user }: StartUpResult) => {
    if (!user || !session.isSignedIn()) return;
    void Promise.all([loadQueryClient(), import('./modules/lookups/loadLookups')]).then(
      ([queryClient, { loadLookups }]) => loadLookups(api, queryClient, user),
    );
  };

  const runStartUp = () =>
    startUp({
      api,
      session,
      deviceId: () => getDeviceId(localStorage),
      storedBranchs: () => readSelectedBranchs(localStorage),
      locale: localeOf(i18n),
    });

  const services: AppServices = {
    get queryClient() {
      return peekQueryClient();
    },
    loadQueryClient,
    api,
    session,
    auth,
    preferences,
    overlay,
    i18n,
    navigation: {},
    async reloadAuth() {
      const result = await runStartUp();
      auth.set(authStateFromStartUp(result));
      const selected = result.branchSelection?.selected;
      if (selected && selected.length > 0) writeSelectedBranchs(localStorage, selected);
      startLive(result);
      loadLookupLists(result);
      return result;
    },
    async signOut() {
      try {
        if (session.isSignedIn()) await api.auth.logout();
      } catch {
        // Signing out locally goes on when the server cannot be reached.
      } finally {
        void live.stop();
        session.clear();
        auth.signOut();
        peekQueryClient()?.clear();
      }
    },
    selectBranches(codes) {
      auth.set((current) => ({ ...current, selectedBranches: codes }));
      writeSelectedBranchs(localStorage, codes);
      void peekQueryClient()?.invalidateQueries();
    },
    setLocale(locale) {
      preferences.set({ locale });
      document.documentElement.lang = locale;
      void loadLocale(i18n, locale).then(() => i18n.changeLanguage(locale));
      void peekQueryClient()?.invalidateQueries();
    },
  };

  // A signed-in visit needs TanStack Query for its first page: load it alongside the start-up calls.
  const [result] = await Promise.all([runStartUp(), session.isSignedIn() ? loadQueryClient() : null]);
  auth.set(authStateFromStartUp(result));
  const selected = result.branchSelection?.selected;
  if (selected && selected.length > 0) writeSelectedBranchs(localStorage, selected);
  startLive(result);
  loadLookupLists(result);

  const router = createAppRouter(services);
  routerRef.current = router;
  router.subscribe('onResolved', ({ toLocation }) => {
    services.navigation.previousPath = toLocation.href;
    overlay.hide();
    cleanUpPopups(document);
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <TranslatorProvider translator={i18n}>
        <ServicesContext.Provider value={services}>
          <RouterProvider router={router} />
        </ServicesContext.Provider>
      </TranslatorProvider>
    </StrictMode>,
  );
  notifyBranchError(auth.get().branchError, i18n);
};

void bootstrap();
