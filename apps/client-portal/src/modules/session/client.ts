import { createBrowserClient } from '@sen/api';
import { storedLocale } from '../../i18n';

/** A customer's session never mixes with a staff session on the same origin. */
export const { sessionStore, api, setUserName } = createBrowserClient({
  namespace: 'portal:',
  baseUrl: import.meta.env.VITE_API_URL ?? '/api',
  tenant: import.meta.env.VITE_TENANT ?? 'demo',
  getLocale: storedLocale,
  onSignedOut: () => {
    const here = window.location.pathname.replace(/^\/portal/, '') + window.location.search;
    window.location.assign(`/portal/login?redirect=${encodeURIComponent(here)}`);
  },
});
