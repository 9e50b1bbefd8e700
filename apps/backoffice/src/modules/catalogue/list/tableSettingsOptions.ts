import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../session/startUp';
import { fetchServerTableSettings } from '../../table/tableSettingsStore';

/** The key of a table's settings kept on the server. */
export const tableSettingsKey = (settingsKey: string) => ['sen', 'table-settings', settingsKey] as const;

/** The user's settings of one table, read once per key (a failure: the table goes on with its defaults). */
export const tableSettingsOptions = (api: Pick<ApiClient, 'get'>, settingsKey: string) =>
  queryOptions({
    queryKey: tableSettingsKey(settingsKey),
    queryFn: ({ signal }) => fetchServerTableSettings(api, settingsKey, signal),
    staleTime: Infinity,
    retry: false,
  });
