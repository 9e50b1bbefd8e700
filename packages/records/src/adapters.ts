import type { HttpClient } from '@sen/api';
import { can, type PermissionCheck } from '@sen/auth';
import type { Locale, UserInfo } from '@sen/domain';
import type { RecordsResource } from './resource.js';

/** The HTTP calls the records make: the `@sen/api` client (`createBrowserClient(...).api`) or any with its shape. */
export type RecordsHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/** The records' own messages; an app may word them itself through `RecordsI18n.t`. */
export const recordsMessages = {
  saved: { vi: 'Lưu thành công!', en: 'Saved' },
  deleted: { vi: 'Xóa thành công!', en: 'Deleted' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RecordsMessage = keyof typeof recordsMessages;

/** The app's language, and optionally its own wording of the records' messages. */
export type RecordsI18n = {
  locale: () => Locale;
  t?: (key: RecordsMessage) => string | undefined;
};

/** How the records tell the user what happened (the app's toasts). Errors carry the server's localised message. */
export type RecordsNotifications = {
  success: (message: string) => void;
  error: (message: string) => void;
};

/**
 * Who is signed in and what they may do: staff go by `can` of @sen/auth over their rights; a customer (client
 * portal) reads the resources that declare `customerAccess` (the server keeps them to their own rows).
 */
export type RecordsAccess = {
  subject: 'staff' | 'customer' | 'anonymous';
  can: (check: PermissionCheck) => boolean;
};

/** The adapters the records run on, given once by `RecordsProvider`. */
export type RecordsAdapters = {
  http: RecordsHttp;
  i18n: RecordsI18n;
  notifications: RecordsNotifications;
  access: RecordsAccess;
};

/** A signed-in staff user's access: `can(user, check)` (null while the user is not known yet: nothing allowed). */
export const staffAccess = (user: UserInfo | null | undefined): RecordsAccess => ({
  subject: 'staff',
  can: (check) => can(user ?? null, check),
});

/** A signed-in customer's access: reading the customer-readable resources only. */
export const customerAccess = (): RecordsAccess => ({ subject: 'customer', can: () => false });

/** The text of a records message in the app's language. */
export const messageOf = (i18n: RecordsI18n, key: RecordsMessage): string =>
  i18n.t?.(key) ?? recordsMessages[key][i18n.locale()];

/**
 * Whether the access may read a resource's rows: anyone-readable sets always; staff-readable sets any staff user;
 * menu-guarded ones with the read right (`can`); a customer the resources declaring `customerAccess`.
 */
export const canRead = (
  access: RecordsAccess,
  resource: Pick<RecordsResource, 'readAccess' | 'menuId' | 'customerAccess'>,
): boolean => {
  if (resource.readAccess === 'anyone') return true;
  if (access.subject === 'customer') return Boolean(resource.customerAccess);
  if (access.subject !== 'staff') return false;
  return resource.readAccess === 'staff' || access.can({ menuId: resource.menuId, right: 'read' });
};
