import type { ConfigEntry } from '@sen/domain';

export type ConfigGroup = { group: string; entries: ConfigEntry[] };

/** Names whose values are secrets: shown masked. */
const secretNames = new Set(['access_key', 'agent_pass', 'password', 'secret']);

/** The config entries grouped by `group` (groups and names in alphabetical order). */
export const groupConfigs = (configs: readonly ConfigEntry[]): ConfigGroup[] => {
  const groups = new Map<string, ConfigEntry[]>();
  for (const entry of configs) {
    const list = groups.get(entry.group) ?? [];
    list.push(entry);
    groups.set(entry.group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, entries]) => ({
      group,
      entries: entries.slice().sort((a, b) => a.name.localeCompare(b.name)),
    }));
};

export type ConfigDisplay = { kind: 'on' | 'off' | 'empty' | 'hidden' } | { kind: 'text'; text: string };

/** How a value is shown: 't'/'f' as on/off, secrets hidden, '' as empty, anything else as is. */
export const displayConfigValue = (entry: Pick<ConfigEntry, 'name' | 'value'>): ConfigDisplay => {
  if (entry.value === 't') return { kind: 'on' };
  if (entry.value === 'f') return { kind: 'off' };
  if (entry.value === '') return { kind: 'empty' };
  if (secretNames.has(entry.name)) return { kind: 'hidden' };
  return { kind: 'text', text: entry.value };
};
