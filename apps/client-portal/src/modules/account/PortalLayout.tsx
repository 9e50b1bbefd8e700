import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Button, Spinner } from '@sen/ui';
import { setLocale, type Locale } from '../../i18n';
import { api, sessionStore } from '../session/client';
import { useCustomer } from './useCustomer';
import * as styles from './Portal.css';

const icon = (path: ReactNode) => (
  <svg
    className={styles.tabIcon}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    {path}
  </svg>
);

const icons = {
  home: icon(<path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5" />),
  appointments: icon(
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h3" />
    </>,
  ),
  history: icon(
    <>
      <path d="M6 3.5h12v17l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8.5h6M9 12h6" />
    </>,
  ),
  cards: icon(
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
      <path d="M2.5 10h19M6 15h4" />
    </>,
  ),
  account: icon(
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4 20.5c1.5-4 4.5-5.5 8-5.5s6.5 1.5 8 5.5" />
    </>,
  ),
};

/**
 * The portal's own layout, phone first: a compact header (name, language, sign-out), the page, and the five
 * sections as a tab bar at the bottom of a phone's screen (a row of tabs under the header on wider screens).
 */
export const PortalLayout = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const customer = useCustomer();

  const logout = async () => {
    await api.auth.logout().catch(() => undefined);
    sessionStore.clear();
    await navigate({ to: '/login', search: {} });
  };

  // The header offers the other language (a plain button: the kit's switcher stays out of the first load).
  const other: Locale = i18n.language === 'en' ? 'vi' : 'en';

  const tabs = [
    { to: '/client/home', label: t('nav.home'), icon: icons.home },
    { to: '/client/appointments', label: t('nav.appointments'), icon: icons.appointments },
    { to: '/client/history', label: t('nav.history'), icon: icons.history },
    { to: '/client/payment-card-histories', label: t('nav.cards'), icon: icons.cards },
    { to: '/client/customer-info', label: t('nav.account'), icon: icons.account },
  ] as const;

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('app.name')}</span>
        <span className={styles.spacer} />
        <div className={styles.headerTools}>
          <button
            type="button"
            className={styles.language}
            lang={other}
            aria-label={other === 'en' ? 'English' : 'Tiếng Việt'}
            // What the server words for the reader (a card entry's 'Payment BL000022') is read again in the language.
            onClick={() => void setLocale(other).then(() => queryClient.invalidateQueries())}
          >
            {other.toUpperCase()}
          </button>
          <Button variant="ghost" onPress={() => void logout()}>
            {t('nav.logout')}
          </Button>
        </div>
      </header>
      <nav className={styles.tabs} aria-label={t('nav.main')}>
        {tabs.map((tab) => (
          <Link key={tab.to} to={tab.to} className={styles.tab}>
            {tab.icon}
            <span className={styles.tabLabel}>{tab.label}</span>
          </Link>
        ))}
      </nav>
      <main className={styles.main}>{customer.isPending ? <Spinner /> : <Outlet />}</main>
    </div>
  );
};
