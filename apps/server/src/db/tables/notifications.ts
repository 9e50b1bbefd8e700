import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../schema.js';

/** One notification of one user (a broadcast writes one row per recipient, all with the same batch_id). */
export type NotificationsTable = {
  id: Generated<string>;
  tenant_id: string;
  user_id: string;
  batch_id: string;
  title: string;
  body: Defaulted<string>;
  link: Defaulted<string>;
  type: Defaulted<string>;
  sender: Defaulted<string>;
  is_read: Defaulted<boolean>;
  read_at: Timestamp | null;
  created_at: Timestamp;
};

/** Per-user notification settings; a user without a row has the defaults (everything on). */
export type NotificationSettingsTable = {
  tenant_id: string;
  user_id: string;
  in_app: Defaulted<boolean>;
  push: Defaulted<boolean>;
  sound: Defaulted<boolean>;
  updated_at: Timestamp;
};

/** A device's push token, one per user and device. */
export type PushTokensTable = {
  tenant_id: string;
  user_id: string;
  device_id: string;
  os_type: 'android' | 'ios' | 'web';
  token: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** Tables of notifications, settings and push tokens. */
export type NotificationTables = {
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  push_tokens: PushTokensTable;
};
