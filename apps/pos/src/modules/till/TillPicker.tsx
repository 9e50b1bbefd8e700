import { useTranslation } from '../../i18n/react';
import { formatDateTime } from '@sen/domain';
import { Card, Link } from '@sen/ui';
import { tillModes } from './modes';
import { useCashier } from './useCashier';
import * as styles from './Till.css';

export const TillPicker = () => {
  const { t } = useTranslation();
  const { user, branch, serverTime } = useCashier();
  const time = serverTime.data ? new Date(serverTime.data.server_time) : null;
  return (
    <section className={styles.page}>
      <h1>{t('home.title')}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('home.cashier')}</dt>
          <dd>{user.data?.ten_nsd}</dd>
        </div>
        <div>
          <dt>{t('home.branch')}</dt>
          <dd>{branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : '—'}</dd>
        </div>
        <div>
          <dt>{t('home.serverTime')}</dt>
          <dd>{time ? formatDateTime(time, { seconds: true }) : '—'}</dd>
        </div>
      </dl>
      <ul className={styles.grid}>
        {tillModes.map((mode) => (
          <li key={mode.id}>
            <Link href={`/${mode.id}`} className={styles.tile}>
              <Card title={t(`modes.${mode.id}.title`)}>{t(`modes.${mode.id}.description`)}</Card>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
