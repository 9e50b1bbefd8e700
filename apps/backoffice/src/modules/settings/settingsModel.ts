import { configDefaults, type ConfigEntry } from '@sen/domain';

/** How a configuration entry is edited: a switch, a numeric input, a masked input or a text input. */
export type SettingKind = 'boolean' | 'number' | 'secret' | 'text';

/** The values being edited, by `settingKey`. */
export type SettingsDraft = Readonly<Record<string, string>>;

/** One changed value, as PATCH system/configs (update many) takes it. */
export type SettingChange = { name: string; group: string; value: string };

/** The key of an entry in a draft: its group and name ('crm.crm_pancake_enabled'). */
export const settingKey = (entry: Pick<ConfigEntry, 'group' | 'name'>): string =>
  `${entry.group}.${entry.name}`;

/** Names whose values are credentials: edited in a masked input. */
const secretNames = new Set(['access_key', 'agent_pass', 'password', 'secret', 'server_key']);

const defaultOf = (entry: Pick<ConfigEntry, 'group' | 'name'>) =>
  configDefaults.find((d) => d.group === entry.group && d.name === entry.name);

/**
 * The editor of an entry (spec section 9): the boolean keys ('t'/'f', by their default or their value) get a
 * switch, the numeric keys (a default of digits) a numeric input, credentials a masked input, anything else text.
 */
export const settingKindOf = (entry: Pick<ConfigEntry, 'group' | 'name' | 'value'>): SettingKind => {
  const fallback = defaultOf(entry)?.value;
  if (fallback === 't' || fallback === 'f') return 'boolean';
  if (fallback !== undefined && /^\d+$/.test(fallback)) return 'number';
  if (secretNames.has(entry.name)) return 'secret';
  if (fallback === undefined && (entry.value === 't' || entry.value === 'f')) return 'boolean';
  return 'text';
};

/** The draft of a list of entries: each entry's current value. */
export const draftOf = (entries: readonly ConfigEntry[]): SettingsDraft =>
  Object.fromEntries(entries.map((entry) => [settingKey(entry), entry.value]));

/** A switch's value as stored: 't' on, 'f' off. */
export const booleanValue = (on: boolean): string => (on ? 't' : 'f');

/** A numeric input's value as stored: its digits, '0' when cleared (the numeric keys default to a number). */
export const numberValue = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? '0' : String(value);

/** The stored text of a numeric entry as the input's number (null when it is not a number). */
export const numberOf = (value: string): number | null => {
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The entries whose draft value differs from the loaded one, in the list's order. */
export const changedSettings = (entries: readonly ConfigEntry[], draft: SettingsDraft): SettingChange[] =>
  entries.flatMap((entry) => {
    const value = draft[settingKey(entry)];
    return value === undefined || value === entry.value
      ? []
      : [{ name: entry.name, group: entry.group, value }];
  });

/** The loaded entries with the saved changes applied (what the session's configuration becomes). */
export const applySettings = (
  entries: readonly ConfigEntry[],
  changes: readonly SettingChange[],
): ConfigEntry[] =>
  entries.map((entry) => {
    const change = changes.find((c) => c.group === entry.group && c.name === entry.name);
    return change ? { ...entry, value: change.value } : entry;
  });
