import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@sen/domain';
import { Card, EmptyState, Link } from '@sen/ui';
import type { TillMode } from './modes';
import { useCashier } from './useCashier';
import * as styles from './Till.css';

/** One till: the product grid and the cart. The catalogue comes from the stock resources once they exist. */
export const Register = () => {
  const { t } = useTranslation();
  const { mode } = useParams({ from: '/_till/$mode' }) as { mode: TillMode };
  const { branch } = useCashier();
  return (
    <section className={styles.page}>
      <Link href="/">{t('register.back')}</Link>
      <h1>{t(`modes.${mode}.title`)}</h1>
      <div className={styles.register}>
        <EmptyState
          title={t(`modes.${mode}.title`)}
          description={t('register.catalogueEmpty', { branch: branch?.ten_dvcs ?? '' })}
        />
        <Card title={t('register.cart')}>
          <p>{t('register.cartEmpty')}</p>
          <p className={styles.total}>
            {t('register.total')}: <output>{formatMoney(0, { currency: true })}</output>
          </p>
        </Card>
      </div>
    </section>
  );
};
