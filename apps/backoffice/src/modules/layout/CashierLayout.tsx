import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Alert, Link } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import { BranchPicker } from './BranchPicker';
import { QueryProvider } from './QueryProvider';
import { UserMenu } from './UserMenu';
import { usePageHeading } from './usePageHeading';
import * as styles from './layout.styles';

/** The cashier layout: a minimal top bar (brand, screen title, branch, account) above the page. */
export default function CashierLayout() {
  const { t } = useTranslation();
  const { title } = usePageHeading();
  const { branchError } = useAuthState();
  return (
    <QueryProvider>
      <div style={styles.cashierShell}>
        <header style={styles.cashierBar}>
          <span style={styles.cashierBrand}>{t('app.name')}</span>
          <h1 style={styles.cashierTitle}>{title}</h1>
          <Link href="/" variant="subtle">
            {t('cashier.backToBackOffice')}
          </Link>
          <BranchPicker />
          <UserMenu />
        </header>
        <main style={styles.cashierMain}>
          {branchError && <Alert tone="danger">{t(branchError, { ns: 'errors' })}</Alert>}
          <Outlet />
        </main>
      </div>
    </QueryProvider>
  );
}
