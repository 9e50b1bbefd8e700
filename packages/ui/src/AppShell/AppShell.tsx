import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { MAX_STARRED_PAGES } from '@sen/domain';
import { navDark } from '../theme/themes.css';
import { useTheme } from '../theme/ThemeRoot';
import { cx } from '../internal/cx';
import { hiddenBelow } from '../internal/shared.css';
import { useKitStrings, type KitDictionary } from '../i18n';
import * as s from './AppShell.css';
import { HorizontalMenu } from './HorizontalMenu';
import { MobileMenu } from './MobileMenu';
import { findActiveTrail, hrefMatches } from './menu';
import type { MenuNode } from './menu';

export type AppShellBookmark = { href: string; title: string; icon?: ReactNode };

export type AppShellLabels = {
  /** Name of the main navigation; 'Menu chính'. */
  menu: string;
  /** 'Mở menu'. */
  openMenu: string;
  /** 'Đóng menu'. */
  closeMenu: string;
  /** Name of the bookmarks navigation; 'Trang đánh dấu'. */
  bookmarks: string;
};

export type AppShellProps = {
  /** Logo and product name, shown at the start of the top bar and in the mobile menu. */
  brand: ReactNode;
  /** The navigation tree (already filtered to what the user may open). */
  menu: readonly MenuNode[];
  /** Current location path; the entry whose `href` is its longest prefix is marked active (`aria-current`). */
  currentPath: string;
  /**
   * Called with the `href` when the user picks a menu entry or bookmark. Navigation itself goes through the
   * `href` and react-aria's `RouterProvider`; use this to close overlays or record history.
   */
  onNavigate?: (href: string) => void;
  /** The search slot, after the bookmarks: the `CommandPalette` (its trigger button). */
  search?: ReactNode;
  /** Other controls at the end of the top bar: branch picker, theme customizer. */
  topBarEnd?: ReactNode;
  /** The notifications slot, after `topBarEnd`: a `NotificationBell`. */
  notifications?: ReactNode;
  /** The user menu slot, last in the top bar: the account's `DropdownMenu`. */
  userMenu?: ReactNode;
  /** Starred pages shown in the top bar (at most 10). */
  bookmarks?: readonly AppShellBookmark[];
  children?: ReactNode;
  /** Fill the viewport without page scroll (calendars, room boards). */
  noScroll?: boolean;
  labels?: Partial<AppShellLabels>;
  className?: string;
};

const dictionary: KitDictionary<AppShellLabels> = {
  vi: { menu: 'Menu chính', openMenu: 'Mở menu', closeMenu: 'Đóng menu', bookmarks: 'Trang đánh dấu' },
  en: {
    menu: 'Main menu',
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    bookmarks: 'Bookmarked pages',
  },
};

/**
 * The main layout: a top bar (brand, bookmarks, then the `search`, `topBarEnd`, `notifications` and `userMenu`
 * slots) over a horizontal multi-level menu, which collapses into a side panel below 992 px. In the semi-dark
 * theme the navigation uses the dark palette.
 */
export function AppShell({
  brand,
  menu,
  currentPath,
  onNavigate,
  search,
  topBarEnd,
  notifications,
  userMenu,
  bookmarks,
  children,
  noScroll,
  labels: labelOverrides,
  className,
}: AppShellProps) {
  const { theme } = useTheme();
  const labels = useKitStrings(dictionary, labelOverrides);
  const activeTrail = useMemo(() => findActiveTrail(menu, currentPath), [menu, currentPath]);
  const options = { activeTrail, onNavigate };
  const navRegion = theme === 'semi-dark' ? navDark : undefined;
  const starred = bookmarks?.slice(0, MAX_STARRED_PAGES) ?? [];

  return (
    <div className={cx(s.shell, noScroll && s.noScroll, className)}>
      <header className={cx(s.header, navRegion)}>
        <div className={s.topBar}>
          <MobileMenu
            menu={menu}
            options={options}
            brand={brand}
            labels={labels}
            regionClassName={navRegion}
          />
          <div className={s.brand}>{brand}</div>
          {starred.length > 0 && (
            <nav aria-label={labels.bookmarks} className={s.bookmarks}>
              <ul className={s.bookmarkList}>
                {starred.map((bookmark) => {
                  const current = hrefMatches(bookmark.href, currentPath);
                  return (
                    <li key={bookmark.href}>
                      <AriaLink
                        href={bookmark.href}
                        className={s.bookmarkLink}
                        aria-current={current ? 'page' : undefined}
                        onPress={() => onNavigate?.(bookmark.href)}
                      >
                        {bookmark.icon}
                        {bookmark.title}
                      </AriaLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
          )}
          {(search ?? topBarEnd ?? notifications ?? userMenu) != null && (
            <div className={s.topBarEnd}>
              {search != null && <div className={s.slot}>{search}</div>}
              {topBarEnd != null && <div className={s.slot}>{topBarEnd}</div>}
              {notifications != null && <div className={s.slot}>{notifications}</div>}
              {userMenu != null && <div className={s.slot}>{userMenu}</div>}
            </div>
          )}
        </div>
        <HorizontalMenu menu={menu} options={options} aria-label={labels.menu} />
      </header>
      <main className={cx(s.content, noScroll && s.contentNoScroll)}>{children}</main>
    </div>
  );
}

/**
 * Text of a top-bar control (the account's name beside its avatar) that gives way to the icon below 992 px (where the menu folds into its panel); screen
 * readers still read it.
 */
export function TopBarText({ children }: { children: ReactNode }) {
  return <span className={hiddenBelow.lg}>{children}</span>;
}
