import { assertSettingsKey } from '@sen/domain';
import type { TableSettingsValue } from '@sen/domain';

type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where a user's settings of one table live in local storage. */
export const tableSettingsStorageKey = (userName: string, settingsKey: string): string =>
  `tableSettings:${userName}:${settingsKey}`;

/**
 * The saved settings of a table, as stored (the DataTable cleans them against its columns), or null when none were
 * saved or the stored text is not JSON.
 */
export const readTableSettings = (
  storage: SettingsStorage,
  userName: string,
  settingsKey: string,
): Partial<TableSettingsValue> | null => {
  const text = storage.getItem(tableSettingsStorageKey(userName, settingsKey));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Partial<TableSettingsValue>) : null;
  } catch {
    return null;
  }
};

/** Saves a table's settings for the user; a missing key fails with 'Settings Key is not defined'. */
export const writeTableSettings = (
  storage: SettingsStorage,
  userName: string,
  settingsKey: string | undefined,
  settings: TableSettingsValue,
): void => {
  storage.setItem(
    tableSettingsStorageKey(userName, assertSettingsKey(settingsKey)),
    JSON.stringify(settings),
  );
};

/** The calls the server-backed settings need (the API client's untyped get and put). */
export type TableSettingsHttp = {
  get<T = unknown>(path: string, query?: undefined, options?: { signal?: AbortSignal }): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
};

/** A table's saved settings on the server: the columns' settings and the chosen page size. */
export type ServerTableSettings = Partial<TableSettingsValue> & { pageSize?: number };

/** The API path of a user's settings of one table: `/system/table-settings/{key}` (the key encoded). */
export const tableSettingsPath = (settingsKey: string | undefined): string =>
  `/system/table-settings/${encodeURIComponent(assertSettingsKey(settingsKey))}`;

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * The user's settings of a table as the server keeps them (`GET /system/table-settings/{key}` answers
 * `{ key, value }`), or null when none were saved (no value, or 404). Other failures are thrown.
 */
export const fetchServerTableSettings = async (
  http: Pick<TableSettingsHttp, 'get'>,
  settingsKey: string,
  signal?: AbortSignal,
): Promise<ServerTableSettings | null> => {
  try {
    const answer = await http.get<{ value?: unknown } | null>(tableSettingsPath(settingsKey), undefined, {
      signal,
    });
    const value = answer?.value;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as ServerTableSettings)
      : null;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
};

/** Saves the user's settings of a table on the server (`PUT /system/table-settings/{key}` with `{ value }`). */
export const saveServerTableSettings = async (
  http: Pick<TableSettingsHttp, 'put'>,
  settingsKey: string | undefined,
  value: ServerTableSettings,
): Promise<void> => {
  await http.put(tableSettingsPath(settingsKey), { value });
};
