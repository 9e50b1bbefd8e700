import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import type {
  RecordsAccess,
  RecordsAdapters,
  RecordsHttp,
  RecordsI18n,
  RecordsNotifications,
} from './adapters.js';

const RecordsContext = createContext<RecordsAdapters | null>(null);

export type RecordsProviderProps = {
  /** The app's API client (`@sen/api`). */
  http: RecordsHttp;
  /** The app's language (and optionally its wording of the records' messages). */
  i18n: RecordsI18n;
  /** The app's toasts. */
  notifications: RecordsNotifications;
  /** Who is signed in: `staffAccess(userInfo)` or `customerAccess()`. */
  access: RecordsAccess;
  children?: ReactNode;
};

/**
 * Gives the records hooks the app's adapters: HTTP, i18n, notifications and access. Place it inside the app's
 * `QueryClientProvider`; the hooks read and cache through TanStack Query.
 */
export const RecordsProvider = ({ http, i18n, notifications, access, children }: RecordsProviderProps) => {
  const value = useMemo(() => ({ http, i18n, notifications, access }), [http, i18n, notifications, access]);
  return createElement(RecordsContext.Provider, { value }, children);
};

/** The adapters of the nearest `RecordsProvider` (a hook outside one is a programming error). */
export const useRecordsAdapters = (): RecordsAdapters => {
  const adapters = useContext(RecordsContext);
  if (!adapters) throw new Error('The records hooks need a <RecordsProvider> above them');
  return adapters;
};
