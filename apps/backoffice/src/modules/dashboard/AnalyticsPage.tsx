import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Alert, Button, StatCard } from '@sen/ui';
import type { DashboardSummary } from '@sen/domain';
import { useServices } from '../../app/ServicesContext';
import { failureText } from '../auth/errors';
import { formatNumber } from '@sen/domain';
import * as styles from './dashboard.styles';

type Figure = { key: keyof DashboardSummary; label: string; hint: string };

/** Stable test ids: 'stat-' and the figure's field name in kebab case ('stat-users-online'). */
const testIdOf = (key: keyof DashboardSummary): string => `stat-${key.replace(/_/g, '-')}`;

/** /dashboard/analytics: the live summary figures of the server (no figure is made up). */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const summary = useQuery({
    queryKey: ['dashboard', 'analytics'],
    queryFn: () => api.dashboard.analytics(),
  });

  const figures: Figure[] = [
    {
      key: 'customers',
      label: t('dashboard.analytics.customers'),
      hint: t('dashboard.analytics.customersHint'),
    },
    {
      key: 'customers_new_30d',
      label: t('dashboard.analytics.customersNew'),
      hint: t('dashboard.analytics.customersNewHint'),
    },
    {
      key: 'branches',
      label: t('dashboard.analytics.branches'),
      hint: t('dashboard.analytics.branchesHint'),
    },
    { key: 'users', label: t('dashboard.analytics.users'), hint: t('dashboard.analytics.usersHint') },
    {
      key: 'users_online',
      label: t('dashboard.analytics.usersOnline'),
      hint: t('dashboard.analytics.usersOnlineHint'),
    },
    {
      key: 'sign_ins_today',
      label: t('dashboard.analytics.signInsToday'),
      hint: t('dashboard.analytics.signInsTodayHint'),
    },
    {
      key: 'commands',
      label: t('dashboard.analytics.commands'),
      hint: t('dashboard.analytics.commandsHint'),
    },
  ];

  if (summary.isError) {
    return (
      <Alert tone="danger">
        <span style={styles.errorRow}>
          <span>
            {t('dashboard.analytics.error')}: {failureText(summary.error, t)}
          </span>
          <Button size="sm" variant="secondary" onPress={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </span>
      </Alert>
    );
  }

  return (
    <section aria-label={t('dashboard.analytics.title')}>
      <p style={styles.subtitle}>{t('dashboard.analytics.subtitle')}</p>
      <div style={styles.grid}>
        {figures.map((figure) => (
          <div key={figure.key} data-testid={testIdOf(figure.key)}>
            <StatCard
              label={figure.label}
              hint={figure.hint}
              isLoading={summary.isPending}
              loadingLabel={t('app.loading')}
              value={summary.data ? formatNumber(summary.data[figure.key]) : ''}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
