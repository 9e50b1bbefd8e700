import { useMemo } from 'react';
import { Outlet, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Alert, AppShell, Link } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { buildMenuTree } from '../navigation/menu';
import { PageHeader } from './PageHeader';
import { TopBarEnd } from './TopBarEnd';
import * as styles from './layout.styles';

/** The main layout: horizontal menu from the server's commands, top bar, breadcrumbs, then the page. */
export default function MainLayout() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const { commands, branchError } = useAuthState();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { decision } = useRouteContext({ from: rootRouteId });
  const menu = useMemo(() => buildMenuTree(commands, locale), [commands, locale]);
  return (
    <AppShell
      brand={
        <Link href="/" variant="subtle">
          {t('app.name')}
        </Link>
      }
      menu={menu}
      currentPath={pathname}
      topBarEnd={<TopBarEnd />}
      noScroll={decision.route.noScroll === true}
    >
      <div style={styles.content}>
        <PageHeader />
        {branchError && <Alert tone="danger">{t(branchError, { ns: 'errors' })}</Alert>}
        <Outlet />
      </div>
    </AppShell>
  );
}
