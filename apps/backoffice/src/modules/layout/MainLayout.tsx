import { useEffect, useMemo } from 'react';
import { Outlet, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { Alert, AppShell, Link } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { visibleBookmarks } from '../navigation/bookmarks';
import { buildMenuTree } from '../navigation/menu';
import { wantToasts } from '../notify/notify';
import { Notifications } from './Notifications';
import { PageHeader } from './PageHeader';
import { QueryProvider } from './QueryProvider';
import { SearchPalette } from './SearchPalette';
import { TopBarEnd } from './TopBarEnd';
import { UserMenu } from './UserMenu';
import * as styles from './layout.styles';

/**
 * The main layout: horizontal menu from the server's commands, bookmarks, the top bar (search list, branch and
 * preferences, notifications, account menu), breadcrumbs, then the page.
 */
export default function MainLayout() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const { user, commands, branchError } = useAuthState();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { decision } = useRouteContext({ from: rootRouteId });
  const menu = useMemo(() => buildMenuTree(commands, locale), [commands, locale]);
  const bookmarks = useMemo(() => visibleBookmarks({ user, commands, locale }), [user, commands, locale]);
  // Kit components on signed-in pages show toasts themselves (e.g. 'Cập nhật thành công!' of the table settings).
  useEffect(wantToasts, []);
  return (
    <QueryProvider>
      <AppShell
        brand={
          <Link href="/" variant="subtle">
            {t('app.name')}
          </Link>
        }
        menu={menu}
        bookmarks={bookmarks}
        currentPath={pathname}
        search={<SearchPalette menu={menu} bookmarks={bookmarks} />}
        topBarEnd={<TopBarEnd />}
        notifications={<Notifications />}
        userMenu={<UserMenu />}
        noScroll={decision.noScroll}
        labels={{
          menu: t('app.mainNavigation'),
          openMenu: t('app.openMenu'),
          closeMenu: t('app.closeMenu'),
          bookmarks: t('topBar.bookmarks'),
        }}
      >
        {/* A page without page scroll (a calendar, a board) fills the height and scrolls inside. */}
        <div style={decision.noScroll ? styles.contentFill : styles.content}>
          <PageHeader />
          {branchError && <Alert tone="danger">{t(branchError, { ns: 'errors' })}</Alert>}
          <Outlet />
        </div>
      </AppShell>
    </QueryProvider>
  );
}
