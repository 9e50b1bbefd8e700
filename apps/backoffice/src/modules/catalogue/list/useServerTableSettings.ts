import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableSettingsValue } from '@sen/domain';
import { useServices } from '../../../app/ServicesContext';
import { saveServerTableSettings, type ServerTableSettings } from '../../table/tableSettingsStore';
import { tableSettingsKey as keyOf, tableSettingsOptions } from './tableSettingsOptions';

/**
 * The user's settings of one table kept on the server (visible columns, order, widths, pins and page size):
 * read once per key, saved by the table settings form and when the page size changes.
 */
export function useServerTableSettings(settingsKey: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const query = useQuery(tableSettingsOptions(api, settingsKey));
  const saved = query.data ?? null;
  const save = useCallback(
    async (next: ServerTableSettings) => {
      const current = queryClient.getQueryData<ServerTableSettings | null>(keyOf(settingsKey)) ?? {};
      const value = { ...current, ...next };
      await saveServerTableSettings(api, settingsKey, value);
      queryClient.setQueryData(keyOf(settingsKey), value);
    },
    [api, queryClient, settingsKey],
  );
  const onSettingsSave = useCallback(
    (key: string, value: TableSettingsValue) => (key === settingsKey ? save(value) : Promise.resolve()),
    [save, settingsKey],
  );
  return {
    /** The saved column settings (null: none, use the columns' own). */
    settings: saved,
    pageSize: typeof saved?.pageSize === 'number' ? saved.pageSize : undefined,
    /** The settings were read (or could not be: the table goes on with its defaults). */
    settled: !query.isPending,
    save,
    onSettingsSave,
  };
}
