import { useTranslation } from '../../i18n/react';
import { EmptyState, Link } from '@sen/ui';

/** /dashboard/ecommerce: no online sales channel exists, and the page says so. */
export function EcommercePage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('dashboard.ecommerce.emptyTitle')}
      description={t('dashboard.ecommerce.emptyDescription')}
      action={
        <Link href="/dashboard/analytics" variant="standalone">
          {t('dashboard.ecommerce.toAnalytics')}
        </Link>
      }
    />
  );
}
