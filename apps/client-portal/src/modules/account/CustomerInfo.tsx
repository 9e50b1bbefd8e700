import { useTranslation } from '../../i18n/react';
import { Card } from '@sen/ui';
import { maskPhone } from '@sen/domain';
import { useCustomer } from './useCustomer';
import * as styles from './Portal.css';

export const CustomerInfo = () => {
  const { t } = useTranslation();
  const { data: customer } = useCustomer();
  if (!customer) return null;
  return (
    <Card title={t('info.title')}>
      <dl className={styles.facts}>
        <dt>{t('info.code')}</dt>
        <dd>{customer.ma_kh}</dd>
        <dt>{t('info.name')}</dt>
        <dd>{customer.ten_nsd}</dd>
        <dt>{t('info.phone')}</dt>
        <dd>{maskPhone(customer.user_name)}</dd>
        <dt>{t('info.email')}</dt>
        <dd>{customer.email ?? '—'}</dd>
      </dl>
    </Card>
  );
};
