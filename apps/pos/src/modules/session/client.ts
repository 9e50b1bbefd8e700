import { createBrowserClient } from '@sen/api';
import { storedLocale } from '../../i18n';

const branchKey = 'pos:selectedBranchs';
export const selectedBranchs = (): string[] =>
  (localStorage.getItem(branchKey) ?? '').split(',').filter(Boolean);
export const selectBranch = (code: string) => localStorage.setItem(branchKey, code);

/** The POS keeps its own credentials: it is deployed on its own, even when served beside the back office. */
export const { sessionStore, api, setUserName } = createBrowserClient({
  namespace: 'pos:',
  baseUrl: import.meta.env.VITE_API_URL ?? '/api',
  tenant: import.meta.env.VITE_TENANT ?? 'demo',
  getLocale: storedLocale,
  getBranchs: selectedBranchs,
  basePath: '/pos',
  loginPath: '/login',
});
