import { useTranslation } from '../../i18n/react';
import { EmptyState } from '@sen/ui';
import { usePageHeading } from '../layout/usePageHeading';

/** Every catalogue screen without a page of its own yet: its title, and an honest empty state. */
export function GenericPage() {
  const { t } = useTranslation();
  const { title } = usePageHeading();
  return (
    <EmptyState title={t('generic.emptyTitle')} description={t('generic.emptyDescription', { title })} />
  );
}
