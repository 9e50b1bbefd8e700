/** Tables of notifications, settings and push tokens. */
export type NotificationTables = Record<never, never>;
