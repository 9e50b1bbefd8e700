import { describe, expect, it } from 'vitest';
import {
  fetchServerTableSettings,
  readTableSettings,
  saveServerTableSettings,
  tableSettingsPath,
  tableSettingsStorageKey,
  writeTableSettings,
} from './tableSettingsStore';

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

describe('table settings kept on the server', () => {
  const recording = (answer: (path: string) => unknown) => {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    const http = {
      get: async <T>(path: string): Promise<T> => {
        calls.push({ method: 'GET', path });
        return answer(path) as T;
      },
      put: async <T>(path: string, body?: unknown): Promise<T> => {
        calls.push({ method: 'PUT', path, body });
        return undefined as T;
      },
    };
    return { http, calls };
  };

  it('reads the value under the route as key, encoded in the path', async () => {
    const { http, calls } = recording(() => ({ key: '/crm/partners', value: { ...settings, pageSize: 50 } }));
    expect(tableSettingsPath('/crm/partners')).toBe('/system/table-settings/%2Fcrm%2Fpartners');
    await expect(fetchServerTableSettings(http, '/crm/partners')).resolves.toEqual({
      ...settings,
      pageSize: 50,
    });
    expect(calls).toEqual([{ method: 'GET', path: '/system/table-settings/%2Fcrm%2Fpartners' }]);
  });

  it('reads no saved value (null value, or 404) as no settings, and throws other failures', async () => {
    await expect(
      fetchServerTableSettings(recording(() => ({ key: 'k', value: null })).http, 'k'),
    ).resolves.toBeNull();
    const notFound = recording(() => {
      throw Object.assign(new Error('Not found'), { status: 404 });
    });
    await expect(fetchServerTableSettings(notFound.http, 'k')).resolves.toBeNull();
    const down = recording(() => {
      throw Object.assign(new Error('Down'), { status: 503 });
    });
    await expect(fetchServerTableSettings(down.http, 'k')).rejects.toThrow('Down');
  });

  it('saves { value } with PUT, and refuses a missing key before any call', async () => {
    const { http, calls } = recording(() => undefined);
    await saveServerTableSettings(http, '/crm/partners', { ...settings, pageSize: 20 });
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/system/table-settings/%2Fcrm%2Fpartners',
        body: { value: { ...settings, pageSize: 20 } },
      },
    ]);
    await expect(saveServerTableSettings(http, undefined, settings)).rejects.toThrow(
      'Settings Key is not defined',
    );
    expect(calls).toHaveLength(1);
  });
});
