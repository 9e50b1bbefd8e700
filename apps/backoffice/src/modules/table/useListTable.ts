import { useCallback, useMemo } from 'react';
import { createTableQuery, DEFAULT_PAGE_SIZE, isPageSize } from '@sen/domain';
import {
  defaultDataTableLabels,
  englishDataTableLabels,
  englishTableSettingsLabels,
  type DataTableState,
} from '@sen/ui';
import { usePreferences } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { useServerTableSettings } from '../catalogue/list/useServerTableSettings';
import { useUrlTable } from '../catalogue/list/useUrlTable';
import { notify } from '../notify/notify';

/**
 * The table state of a server-paged list, the one mechanism of the back office's lists (the catalogue's too): the
 * whole query — dates, page, page size, sort, search and the filters named — in the address bar (`useUrlTable`),
 * the user's column settings and page size kept on the server (`useServerTableSettings`). A page size the user
 * picks becomes their default for the table. `tableProps` are the DataTable's labels and settings.
 */
export function useListTable(settingsKey: string, filterNames: readonly string[] = []) {
  const { t } = useTranslation();
  const { locale } = usePreferences();
  const settings = useServerTableSettings(settingsKey);
  const defaults = useMemo(
    () =>
      createTableQuery({
        pageSize: settings.pageSize && isPageSize(settings.pageSize) ? settings.pageSize : DEFAULT_PAGE_SIZE,
      }),
    [settings.pageSize],
  );
  const { state, setState } = useUrlTable(filterNames, defaults);
  const { pageSize: savedPageSize, save } = settings;
  const changeState = useCallback(
    (next: DataTableState) => {
      setState(next);
      if (next.pageSize !== state.pageSize && next.pageSize !== savedPageSize)
        save({ pageSize: next.pageSize }).catch((error: unknown) => notify('failure', failureText(error, t)));
    },
    [setState, state.pageSize, savedPageSize, save, t],
  );
  const english = locale === 'en';
  return {
    state,
    setState: changeState,
    /** The settings were read (or could not be): the list may be asked for. */
    settled: settings.settled,
    tableProps: {
      labels: english ? englishDataTableLabels : defaultDataTableLabels,
      settingsLabels: english ? englishTableSettingsLabels : undefined,
      settings: settings.settings,
      settingsKey,
      onSettingsSave: settings.onSettingsSave,
    },
  };
}
