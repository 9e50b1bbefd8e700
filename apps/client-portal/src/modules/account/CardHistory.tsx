import { useTranslation } from 'react-i18next';
import { EmptyState } from '@sen/ui';

/** Card transactions arrive with the payment-card resources; until a customer has one, this is the honest state. */
export const CardHistory = () => {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('cards.title')}</h1>
      <EmptyState title={t('cards.empty')} description={t('cards.emptyDescription')} />
    </section>
  );
};
