import { useEffect } from 'react';
import { createNotificationConnection } from '@sen/api';
import { api, sessionStore } from '../session/client';

/**
 * The live changes of a branch's places (the notification hub's `record` messages): a table seated or freed, a
 * room cleaned, an order written at a place — on any terminal. Loaded only by the boards (SignalR is its own chunk),
 * one connection shared by every board open on the device.
 */

type Listener = (resource: string) => void;

const listeners = new Set<Listener>();
let connection: ReturnType<typeof createNotificationConnection> | null = null;

const connect = () => {
  connection ??= createNotificationConnection({
    baseUrl: import.meta.env.VITE_API_URL ?? '/api',
    tenant: import.meta.env.VITE_TENANT ?? 'demo',
    // An expired session is refreshed first, so that reconnections get in.
    getAccessToken: async () => {
      if (sessionStore.isExpired()) await api.auth.refresh().catch(() => null);
      return sessionStore.read()?.accessToken ?? null;
    },
    onNotification: () => undefined,
    onUnread: () => undefined,
    onRecordChange: (change) => listeners.forEach((listener) => listener(change.resource)),
    // Back after a break: what changed meanwhile is read again.
    onConnected: () => listeners.forEach((listener) => listener('*')),
  });
  void connection.start();
};

/** Calls `onChange` whenever a row of `resource` changes on the server (and after each reconnection). */
export const useLivePlaces = (resource: string, onChange: () => void, enabled = true) => {
  useEffect(() => {
    if (!enabled) return;
    const listener: Listener = (changed) => {
      if (changed === resource || changed === '*') onChange();
    };
    listeners.add(listener);
    connect();
    return () => {
      listeners.delete(listener);
    };
  }, [resource, onChange, enabled]);
};
