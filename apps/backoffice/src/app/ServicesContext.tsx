import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppServices } from './services';
import type { AuthState } from '../modules/session/authState';
import type { Preferences } from '../modules/preferences/store';
import type { OverlayState } from '../modules/navigation/overlay';

export const ServicesContext = createContext<AppServices | null>(null);

export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('ServicesContext is missing');
  return services;
};

export const useAuthState = (): AuthState => {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.get, auth.get);
};

export const usePreferences = (): Preferences => {
  const { preferences } = useServices();
  return useSyncExternalStore(preferences.subscribe, preferences.get, preferences.get);
};

export const useOverlayState = (): OverlayState => {
  const { overlay } = useServices();
  return useSyncExternalStore(overlay.subscribe, overlay.get, overlay.get);
};
