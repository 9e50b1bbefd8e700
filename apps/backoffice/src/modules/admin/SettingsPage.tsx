import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n';
import { DataTable } from '@sen/ui';
import type { DataTableColumn } from '@sen/ui';
import type { ConfigEntry } from '@sen/domain';
import { useServices } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { useTableKit } from '../table/useTableKit';
import { displayConfigValue, groupConfigs } from './configGroups';
import * as styles from './admin.styles';

const groupTitle = (group: string, t: TFunction): string =>
  t(`admin.settings.groups.${group}`, { defaultValue: group }) as string;

/** A value as text: what the table shows, searches and sorts by. */
const valueText = (entry: ConfigEntry, t: TFunction): string => {
  const shown = displayConfigValue(entry);
  switch (shown.kind) {
    case 'on':
      return t('admin.settings.on');
    case 'off':
      return t('admin.settings.off');
    case 'empty':
      return t('common.empty');
    case 'hidden':
      return t('common.hidden');
    case 'text':
      return shown.text;
  }
};

const configColumns = (t: TFunction): DataTableColumn<ConfigEntry>[] => [
  {
    id: 'group',
    header: t('admin.settings.group'),
    accessor: (entry) => groupTitle(entry.group, t),
    sortable: true,
    width: 160,
  },
  {
    id: 'name',
    header: t('admin.settings.name'),
    accessor: (entry) => entry.name,
    cell: (entry) => <span style={styles.code}>{entry.name}</span>,
    sortable: true,
    width: 320,
  },
  {
    id: 'value',
    header: t('admin.settings.value'),
    accessor: (entry) => valueText(entry, t),
    cell: (entry) => {
      const kind = displayConfigValue(entry).kind;
      const style = kind === 'on' ? styles.on : kind === 'text' ? undefined : styles.muted;
      return <span style={style}>{valueText(entry, t)}</span>;
    },
    sortable: true,
    width: 200,
  },
];

/** /admin/settings (is_admin 1): the configuration flags, read only, in a searchable, sortable table. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const configs = useQuery({ queryKey: ['system', 'configs'], queryFn: () => api.system.configs() });
  const kit = useTableKit('admin.settings');
  const columns = useMemo(() => configColumns(t), [t]);
  const rows = useMemo(
    () => (configs.data ? groupConfigs(configs.data.items).flatMap((group) => group.entries) : []),
    [configs.data],
  );

  return (
    <section aria-label={t('admin.settings.subtitle')}>
      <p style={styles.muted}>{t('admin.settings.subtitle')}</p>
      <DataTable
        {...kit}
        aria-label={t('admin.settings.subtitle')}
        columns={columns}
        rows={rows}
        getRowId={(entry) => `${entry.group}.${entry.name}`}
        getRowLabel={(entry) => entry.name}
        isLoading={configs.isPending}
        error={configs.isError ? `${t('admin.settings.error')}: ${failureText(configs.error, t)}` : undefined}
        onRetry={() => void configs.refetch()}
        labels={{ ...kit.labels, emptyTitle: t('admin.settings.empty') }}
        height={560}
      />
    </section>
  );
}
