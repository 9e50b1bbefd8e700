import { useMemo } from 'react';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Button, LocaleSwitcher, Spinner, toast } from '@sen/ui';
import { customerAccess, RecordsProvider, type RecordsNotifications } from '@sen/records';
import { setLocale, type Locale } from '../../i18n';
import { api, sessionStore } from '../session/client';
import { useCustomer } from './useCustomer';
import * as styles from './Portal.css';

/** The portal's toasts for the records: failures with the server's message. */
const notifications: RecordsNotifications = { success: toast.success, error: toast.failure };
/** A customer reads their own rows of the customer-readable resources (their cards and card history). */
const access = customerAccess();

/** The portal's own layout: a compact header and tabs, made for a phone first. */
export const PortalLayout = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const customer = useCustomer();
  const records = useMemo(
    () => ({ locale: () => (i18n.language === 'en' ? 'en' : 'vi') as 'vi' | 'en' }),
    [i18n],
  );

  const logout = async () => {
    await api.auth.logout().catch(() => undefined);
    sessionStore.clear();
    await navigate({ to: '/login', search: {} });
  };

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <strong>{t('app.name')}</strong>
        <span className={styles.spacer} />
        <LocaleSwitcher value={i18n.language as Locale} onChange={(locale) => void setLocale(locale)} />
        <Button variant="ghost" onPress={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </header>
      <nav className={styles.tabs} aria-label={t('app.name')}>
        <Link to="/client/customer-info" className={styles.tab}>
          {t('nav.info')}
        </Link>
        <Link to="/client/payment-card-histories" className={styles.tab}>
          {t('nav.cards')}
        </Link>
      </nav>
      <main className={styles.main}>
        {customer.isPending ? (
          <Spinner />
        ) : (
          <RecordsProvider http={api} i18n={records} notifications={notifications} access={access}>
            <Outlet />
          </RecordsProvider>
        )}
      </main>
    </div>
  );
};
