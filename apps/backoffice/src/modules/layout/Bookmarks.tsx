import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { visibleBookmarks } from '../navigation/bookmarks';
import * as styles from './layout.styles';

/** The default bookmarks (at most MAX_STARRED_PAGES) the user may open, as links in the top bar. */
export function Bookmarks() {
  const { t, i18n } = useTranslation();
  const { user, commands } = useAuthState();
  const locale = localeOf(i18n);
  const bookmarks = useMemo(() => visibleBookmarks({ user, commands, locale }), [user, commands, locale]);
  if (bookmarks.length === 0) return null;
  return (
    <nav aria-label={t('topBar.bookmarks')} style={styles.bookmarks}>
      {bookmarks.map((bookmark) => (
        <Link key={bookmark.href} href={bookmark.href} variant="subtle">
          {bookmark.title}
        </Link>
      ))}
    </nav>
  );
}
