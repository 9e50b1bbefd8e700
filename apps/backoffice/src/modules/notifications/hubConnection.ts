import { createNotificationConnection } from '@sen/api';
import type { NotificationConnection } from '@sen/api';
import { liveHandlers } from './liveHandlers';
import type { LiveHandlerOptions } from './liveHandlers';

export type HubConnectionOptions = LiveHandlerOptions & {
  /** The API root ('/api' or another origin's). */
  baseUrl: string;
  tenant: string;
  /** The stored access token (the session store reads local or session storage as rememberToken says). */
  getAccessToken: () => string | null | Promise<string | null>;
};

/** The SignalR connection of the back office (a chunk of its own: loaded after sign-in). */
export const connectNotifications = ({
  baseUrl,
  tenant,
  getAccessToken,
  ...handlers
}: HubConnectionOptions): NotificationConnection =>
  createNotificationConnection({ baseUrl, tenant, getAccessToken, ...liveHandlers(handlers) });
