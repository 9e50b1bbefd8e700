import { Outlet, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, LocaleSwitcher, Select, Spinner } from '@sen/ui';
import { setLocale, type Locale } from '../../i18n';
import { api, selectBranch, sessionStore } from '../session/client';
import { useCashier } from './useCashier';
import * as styles from './TillLayout.css';

export const TillLayout = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user, branches, branchCode } = useCashier();

  const logout = async () => {
    await api.auth.logout().catch(() => undefined);
    sessionStore.clear();
    await navigate({ to: '/login', search: {} });
  };

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <strong className={styles.brand}>{t('app.name')}</strong>
        {branches.data && (
          <Select
            label={t('home.branch')}
            items={branches.data.items.map((b) => ({ id: b.ma_dvcs, label: `${b.ma_dvcs} · ${b.ten_dvcs}` }))}
            value={branchCode}
            onChange={(key) => {
              selectBranch(String(key));
              void branches.refetch();
            }}
          />
        )}
        <span className={styles.spacer} />
        <LocaleSwitcher value={i18n.language as Locale} onChange={(locale) => void setLocale(locale)} />
        <DropdownMenu
          trigger={user.data?.ten_nsd ?? t('account.menu')}
          aria-label={t('account.menu')}
          items={[{ id: 'logout', label: t('account.logout'), onAction: () => void logout() }]}
        />
      </header>
      <main className={styles.main}>{user.isPending ? <Spinner /> : <Outlet />}</main>
    </div>
  );
};
