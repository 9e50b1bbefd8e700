import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { defaultDataTableLabels, englishDataTableLabels, englishTableSettingsLabels } from '@sen/ui';
import type { DataTableProps, DataTableUrlAdapter } from '@sen/ui';
import type { TableSettingsValue } from '@sen/domain';
import { useAuthState, usePreferences } from '../../app/ServicesContext';
import { readTableParams, writeTableParams } from './tableUrl';
import { readTableSettings, writeTableSettings } from './tableSettingsStore';

/** The DataTable's query state in the address bar (fromDate … pageSize), through the router. */
export function useRouterTableUrl(): DataTableUrlAdapter {
  const search = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const navigate = useNavigate();
  return useMemo(
    () => ({
      read: () => readTableParams(search),
      write: (params) =>
        void navigate({
          to: '.',
          replace: true,
          search: (previous: Record<string, unknown>) => writeTableParams(previous, params),
        }),
    }),
    [search, navigate],
  );
}

type TableKitProps = Pick<
  DataTableProps<unknown>,
  'labels' | 'settingsLabels' | 'settings' | 'settingsKey' | 'onSettingsSave' | 'urlState'
>;

/**
 * What every back-office table shares: labels in the chosen language, the query state in the address bar, and the
 * user's column settings for `settingsKey`, kept in local storage per user.
 */
export function useTableKit(settingsKey: string): TableKitProps {
  const { locale } = usePreferences();
  const { user } = useAuthState();
  const userName = user?.user_name ?? '';
  const urlState = useRouterTableUrl();
  const [settings, setSettings] = useState(() => readTableSettings(localStorage, userName, settingsKey));
  const onSettingsSave = useCallback(
    (key: string, value: TableSettingsValue) => {
      writeTableSettings(localStorage, userName, key, value);
      setSettings(value);
    },
    [userName],
  );
  const english = locale === 'en';
  return {
    labels: english ? englishDataTableLabels : defaultDataTableLabels,
    settingsLabels: english ? englishTableSettingsLabels : undefined,
    settings,
    settingsKey,
    onSettingsSave,
    urlState,
  };
}
