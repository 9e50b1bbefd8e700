import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from 'i18next';
import { Alert, Button, Card, EmptyState, Spinner } from '@sen/ui';
import type { ConfigEntry } from '@sen/domain';
import { useServices } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { displayConfigValue, groupConfigs } from './configGroups';
import * as styles from './admin.styles';

const groupTitle = (group: string, t: TFunction): string =>
  t(`admin.settings.groups.${group}`, { defaultValue: group }) as string;

function ConfigValue({ entry }: { entry: ConfigEntry }) {
  const { t } = useTranslation();
  const shown = displayConfigValue(entry);
  switch (shown.kind) {
    case 'on':
      return <span style={styles.on}>{t('admin.settings.on')}</span>;
    case 'off':
      return <span style={styles.muted}>{t('admin.settings.off')}</span>;
    case 'empty':
      return <span style={styles.muted}>{t('common.empty')}</span>;
    case 'hidden':
      return <span style={styles.muted}>{t('common.hidden')}</span>;
    case 'text':
      return <span>{shown.text}</span>;
  }
}

/** /admin/settings (is_admin 1): the configuration flags, read only, grouped by group. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const configs = useQuery({ queryKey: ['system', 'configs'], queryFn: () => api.system.configs() });

  if (configs.isPending) return <Spinner label={t('app.loading')} />;
  if (configs.isError) {
    return (
      <Alert tone="danger">
        {t('admin.settings.error')}: {failureText(configs.error, t)}{' '}
        <Button size="sm" variant="secondary" onPress={() => void configs.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  const groups = groupConfigs(configs.data.items);
  if (groups.length === 0) return <EmptyState title={t('admin.settings.empty')} />;

  return (
    <section aria-label={t('admin.settings.subtitle')}>
      <p style={styles.muted}>{t('admin.settings.subtitle')}</p>
      <div style={styles.groups}>
        {groups.map(({ group, entries }) => (
          <Card key={group}>
            <table style={styles.table}>
              <caption style={styles.caption}>{groupTitle(group, t)}</caption>
              <thead>
                <tr>
                  <th scope="col" style={styles.headCell}>
                    {t('admin.settings.name')}
                  </th>
                  <th scope="col" style={styles.headCell}>
                    {t('admin.settings.value')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={`${entry.group}.${entry.name}`}>
                    <th scope="row" style={styles.cell}>
                      <span style={styles.code}>{entry.name}</span>
                    </th>
                    <td style={styles.cell}>
                      <ConfigValue entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        ))}
      </div>
    </section>
  );
}
