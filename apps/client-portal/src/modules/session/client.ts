import { createBrowserClient } from '@sen/api';
import { storedLocale } from '../../i18n';

/** A customer's session never mixes with a staff session on the same origin. */
export const { sessionStore, api, setUserName } = createBrowserClient({
  namespace: 'portal:',
  baseUrl: import.meta.env.VITE_API_URL ?? '/api',
  tenant: import.meta.env.VITE_TENANT ?? 'demo',
  getLocale: storedLocale,
  basePath: '/portal',
  loginPath: '/login',
});
