import { CommandPalette } from '@sen/ui';
import type { MenuNode } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import type { Bookmark } from '../navigation/bookmarks';
import { usePaletteCustomers } from './paletteCustomers';

/**
 * The top bar's search list (Ctrl+K): the starred pages as shortcuts, the user's menu commands (the same tree the
 * menu shows) and, as the user types, the customers found by name without accents, code or phone within the
 * user's scope (each opens the customer's page). Choosing goes through the router (the kit's links go through
 * RouterProvider).
 */
export function SearchPalette({
  menu,
  bookmarks,
}: {
  menu: readonly MenuNode[];
  bookmarks: readonly Bookmark[];
}) {
  const { t } = useTranslation();
  const customers = usePaletteCustomers(t('topBar.searchCustomers'));
  return (
    <CommandPalette
      menu={menu}
      shortcuts={bookmarks}
      onQueryChange={customers.onQueryChange}
      results={customers.results}
      isSearching={customers.isSearching}
      labels={{
        search: t('topBar.search'),
        placeholder: t('topBar.searchPlaceholder'),
        shortcuts: t('topBar.searchShortcuts'),
        commands: t('topBar.searchCommands'),
        empty: t('topBar.searchEmpty'),
        hotkey: t('topBar.searchHotkey'),
        searching: t('topBar.searchSearching'),
      }}
    />
  );
}
