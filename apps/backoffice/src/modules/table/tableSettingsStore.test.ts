import { describe, expect, it } from 'vitest';
import { readTableSettings, tableSettingsStorageKey, writeTableSettings } from './tableSettingsStore';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

const settings = { hidden: ['group'], order: ['name', 'value', 'group'], widths: { name: 320 }, pinned: {} };

describe('table settings store', () => {
  it('keeps each user’s settings of each table apart', () => {
    const storage = memoryStorage();
    writeTableSettings(storage, 'admin', 'admin.settings', settings);
    expect(readTableSettings(storage, 'admin', 'admin.settings')).toEqual(settings);
    expect(readTableSettings(storage, 'nvbh01', 'admin.settings')).toBeNull();
    expect(readTableSettings(storage, 'admin', 'other.table')).toBeNull();
    expect([...storage.items.keys()]).toEqual([tableSettingsStorageKey('admin', 'admin.settings')]);
  });

  it("refuses to save without a settings key: 'Settings Key is not defined'", () => {
    const storage = memoryStorage();
    expect(() => writeTableSettings(storage, 'admin', undefined, settings)).toThrow(
      'Settings Key is not defined',
    );
    expect(() => writeTableSettings(storage, 'admin', ' ', settings)).toThrow('Settings Key is not defined');
    expect(storage.items.size).toBe(0);
  });

  it('reads broken or non-object stored text as no settings', () => {
    const storage = memoryStorage();
    storage.setItem(tableSettingsStorageKey('admin', 'a'), '{not json');
    storage.setItem(tableSettingsStorageKey('admin', 'b'), '42');
    expect(readTableSettings(storage, 'admin', 'a')).toBeNull();
    expect(readTableSettings(storage, 'admin', 'b')).toBeNull();
  });
});
