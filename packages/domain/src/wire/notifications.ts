import { z } from 'zod';

/** One notification of the signed-in user (spec section 4: each has is_read). */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  /** In-app path the notification opens, e.g. '/crm/tasks/123' ('' for none). */
  link: z.string(),
  /** What produced it, e.g. 'broadcast', 'task', 'system'. */
  type: z.string(),
  /** User name of who sent it ('' for the system). */
  sender: z.string(),
  is_read: z.boolean(),
  /** ISO 8601 instant. */
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** GET notifications/histories: the spec's notification list shape. */
export const notificationHistorySchema = z.object({
  notifications: z.array(notificationSchema),
  total: z.number().int(),
  total_unread: z.number().int(),
});
export type NotificationHistory = z.infer<typeof notificationHistorySchema>;

/** Query of GET notifications/histories. */
export const notificationHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only unread ones when true. */
  unread: z.enum(['true', 'false']).optional(),
});

/** PUT notifications/view: mark these notifications read. */
export const notificationViewSchema = z.object({ ids: z.array(z.string().max(64)).min(1).max(1000) });

/** Per-user notification settings (GET and PUT notifications/settings). */
export const notificationSettingsSchema = z.object({
  /** Receive in-app notifications (the bell and the realtime hub). */
  in_app: z.boolean(),
  /** Receive push messages on registered devices. */
  push: z.boolean(),
  /** Play a sound when one arrives. */
  sound: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST notifications/tokens/register (spec section 4: os_type, device_id, token). */
export const pushTokenSchema = z.object({
  os_type: z.enum(['android', 'ios', 'web']),
  device_id: z.string().min(1).max(128),
  token: z.string().min(1).max(4096),
});
export type PushTokenRegistration = z.infer<typeof pushTokenSchema>;

/** POST notifications/broadcast: an administrator's message to users of the tenant. */
export const notificationBroadcastSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2000).default(''),
  link: z.string().trim().max(500).default(''),
  /** User names to notify; omitted or empty means every user of the tenant. */
  user_names: z.array(z.string()).optional(),
});
export type NotificationBroadcast = z.infer<typeof notificationBroadcastSchema>;

/** Realtime hub (SignalR JSON protocol) at /api/hubs/notification?tenant=<code>: client methods the server invokes. */
export const notificationHubMethods = {
  /** A new notification: arguments [NotificationItem]. */
  notification: 'notification',
  /** The unread count changed (after view or view-all elsewhere): arguments [{ total_unread }]. */
  unread: 'unread',
  /**
   * A row of a live resource (one a board shows: rooms, restaurant tables) was created, changed (a transition
   * among them) or deleted in one of the user's branches: arguments [RecordChange]. Lists and boards read again.
   */
  record: 'record',
} as const;

/** What the hub's `record` message says: which resource, which row, what happened and in which branch. */
export const recordChangeSchema = z.object({
  /** The resource's catalogue name ('rooms', 'restaurant-tables'). */
  resource: z.string().regex(/^[a-z0-9-]{1,80}$/),
  action: z.enum(['create', 'update', 'delete']),
  /** The row's `_id`. */
  id: z.uuid(),
  /** The row's branch (null for a resource without branches). */
  ma_dvcs: z.string().max(32).nullable(),
});
export type RecordChange = z.infer<typeof recordChangeSchema>;

/** Answer of PUT notifications/view and view-all: how many became read now, and what is left unread. */
export const notificationViewResultSchema = z.object({
  updated: z.number().int(),
  total_unread: z.number().int(),
});
export type NotificationViewResult = z.infer<typeof notificationViewResultSchema>;

/** Answer of POST notifications/tokens/register: the device and the tenant topic its token is subscribed to. */
export const pushTokenResultSchema = z.object({ device_id: z.string(), topic: z.string() });
export type PushTokenResult = z.infer<typeof pushTokenResultSchema>;

/** Answer of POST notifications/broadcast: how many users got the notification. */
export const notificationBroadcastResultSchema = z.object({ recipients: z.number().int() });
export type NotificationBroadcastResult = z.infer<typeof notificationBroadcastResultSchema>;

/** Argument of the hub's `unread` invocation. */
export const notificationUnreadSchema = z.object({ total_unread: z.number().int() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;
