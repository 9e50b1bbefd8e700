import { Spinner } from '@sen/ui';
import { useTranslation } from '../../../i18n/react';

/** A catalogue page still loading (its chunk, the catalogue or its first data) after the router's delay. */
export function PagePending() {
  const { t } = useTranslation();
  return <Spinner label={t('app.loading')} />;
}
