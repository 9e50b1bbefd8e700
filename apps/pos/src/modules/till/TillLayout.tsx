import { lazy, Suspense, useMemo } from 'react';
import { Outlet, useMatch, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { DropdownMenu, LocaleSwitcher, Spinner, toast } from '@sen/ui';
import { RecordsProvider, staffAccess, type RecordsI18n, type RecordsNotifications } from '@sen/records';
import { setLocale, type Locale } from '../../i18n';
import { api, selectBranch, sessionStore } from '../session/client';
import { useCashier } from './useCashier';
import { useTillOutbox } from '../outbox/till-outbox';
import { forgetKeptReads } from '../session/kept';
import { ShiftControl } from '../shift/ShiftControl';
import { tillResources } from '../session/till-resources';
import * as styles from './TillLayout.css';

// A cashier of one branch sells for it: the picker is loaded only for a cashier of several.
const BranchPicker = lazy(() => import('./BranchPicker').then((m) => ({ default: m.BranchPicker })));

/** The till's toasts for the records: saved, and failures with the server's message. */
const notifications: RecordsNotifications = { success: toast.success, error: toast.failure };

export const TillLayout = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user, branches, branch, branchCode } = useCashier();
  // On a till, a device without an open shift is asked to open one before it sells.
  const onTill = useMatch({ from: '/_till/$mode', shouldThrow: false }) !== undefined;
  const records = useMemo(
    () => ({
      i18n: { locale: () => (i18n.language === 'en' ? 'en' : 'vi') } satisfies RecordsI18n,
      access: staffAccess(user.data),
    }),
    [i18n, user.data],
  );

  const outbox = useTillOutbox();
  const logout = async () => {
    // Orders the server has not confirmed stay with this session's till: sign out once they are sent.
    if (outbox.pending > 0) {
      toast.warning(t('account.logoutPending', { count: outbox.pending }));
      return;
    }
    await api.auth.logout().catch(() => undefined);
    sessionStore.clear();
    forgetKeptReads();
    await import('../catalogue/local-customers')
      .then((store) => store.forgetLocalCustomers())
      .catch(() => undefined);
    await navigate({ to: '/login', search: {} });
  };

  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <strong className={styles.brand}>{t('app.name')}</strong>
        {branches.data && branches.data.items.length > 1 && (
          <Suspense fallback={<span className={styles.branch} />}>
            <BranchPicker
              className={styles.branch}
              label={t('home.branch')}
              branches={branches.data.items}
              value={branchCode}
              onChange={(key) => {
                selectBranch(String(key));
                void branches.refetch();
              }}
            />
          </Suspense>
        )}
        {branches.data?.items.length === 1 && (
          <div className={styles.branch}>
            <span className={styles.branchLabel}>{t('home.branch')}</span>
            <span className={styles.branchName}>
              {branches.data.items[0]!.ma_dvcs} · {branches.data.items[0]!.ten_dvcs}
            </span>
          </div>
        )}
        <span className={styles.spacer} />
        <ShiftControl
          mayUse={records.access.can({ menuId: tillResources.retailOrders.menuId, right: 'add' })}
          asking={onTill}
          branch={branch}
          pending={outbox.pending}
          onLogout={() => void logout()}
        />
        <LocaleSwitcher value={i18n.language as Locale} onChange={(locale) => void setLocale(locale)} />
        <DropdownMenu
          trigger={user.data?.ten_nsd ?? t('account.menu')}
          aria-label={t('account.menu')}
          items={[{ id: 'logout', label: t('account.logout'), onAction: () => void logout() }]}
        />
      </header>
      <main className={styles.main}>
        {user.isPending ? (
          <Spinner />
        ) : (
          <RecordsProvider
            http={api}
            i18n={records.i18n}
            notifications={notifications}
            access={records.access}
          >
            <Outlet />
          </RecordsProvider>
        )}
      </main>
    </div>
  );
};
