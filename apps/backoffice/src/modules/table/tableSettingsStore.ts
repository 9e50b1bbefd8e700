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
