import { CommandPalette } from '@sen/ui';
import type { MenuNode } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import type { Bookmark } from '../navigation/bookmarks';

/**
 * The top bar's search list (Ctrl+K): the starred pages as shortcuts and the user's menu commands (the same tree
 * the menu shows). Choosing a page navigates through the router (the kit's links go through RouterProvider).
 */
export function SearchPalette({
  menu,
  bookmarks,
}: {
  menu: readonly MenuNode[];
  bookmarks: readonly Bookmark[];
}) {
  const { t } = useTranslation();
  return (
    <CommandPalette
      menu={menu}
      shortcuts={bookmarks}
      labels={{
        search: t('topBar.search'),
        placeholder: t('topBar.searchPlaceholder'),
        shortcuts: t('topBar.searchShortcuts'),
        commands: t('topBar.searchCommands'),
        empty: t('topBar.searchEmpty'),
        hotkey: t('topBar.searchHotkey'),
      }}
    />
  );
}
