import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  Autocomplete,
  Dialog,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Modal,
  ModalOverlay,
  TextField,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { flattenMenu, searchNavigation } from '@sen/domain';
import type { MenuNode, NavigationEntry, NavigationShortcut } from '@sen/domain';
import { useKitStrings, type KitDictionary } from '../i18n';
import { cx } from '../internal/cx';
import { hiddenBelow } from '../internal/shared.css';
import { SearchIcon } from '../internal/icons';
import * as dialog from '../Dialog/Dialog.css';
import * as s from './CommandPalette.css';

export type CommandPaletteLabels = {
  /** Accessible name of the trigger, the dialog and the search field; 'Tìm kiếm'. */
  search: string;
  /** Placeholder of the search field; 'Tìm trang, chức năng…'. */
  placeholder: string;
  /** The shortcuts group (starred pages); 'Lối tắt'. */
  shortcuts: string;
  /** The menu commands group; 'Chức năng'. */
  commands: string;
  /** Shown when nothing matches; 'Không tìm thấy kết quả'. */
  empty: string;
  /** The key hint on the trigger; 'Ctrl K'. */
  hotkey: string;
  /** Shown instead of the empty state while the app still looks for records; 'Đang tìm…'. */
  searching: string;
};

/** A record the app found for the query (a customer…): its title, a line about it, and the page it opens. */
export type CommandPaletteResult = { id: string; title: string; description?: string; href: string };

/** A group of records the app found ('Khách hàng'), listed after the pages. */
export type CommandPaletteGroup = { id: string; title: string; entries: readonly CommandPaletteResult[] };

export type CommandPaletteProps = {
  /** The navigation tree the user may open (the menu AppShell gets); its pages are the 'Chức năng' group. */
  menu: readonly MenuNode[];
  /** Starred pages and other shortcuts, the 'Lối tắt' group; a page in both groups is listed once, here. */
  shortcuts?: readonly NavigationShortcut[];
  /**
   * Called with the `href` of the chosen page. Navigation itself goes through the item's `href` and react-aria's
   * `RouterProvider`.
   */
  onNavigate?: (href: string) => void;
  /** Controlled open state. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Do not listen for Ctrl+K / Cmd+K on the document (default: the shortcut toggles the palette). */
  disableHotkey?: boolean;
  /** Do not render the top-bar trigger button (open it through `isOpen` or the shortcut). */
  hideTrigger?: boolean;
  labels?: Partial<CommandPaletteLabels>;
  /**
   * Called with the query as it is typed ('' when the palette opens): the app looks its records up (debounced) and
   * passes what it found as `results`.
   */
  onQueryChange?: (query: string) => void;
  /** Records the app found for the query, in groups after the pages; the palette does not filter them again. */
  results?: readonly CommandPaletteGroup[];
  /** Whether the app is still looking for records: with nothing listed yet, the palette says so. */
  isSearching?: boolean;
  /** Class of the trigger button. */
  className?: string;
};

const dictionary: KitDictionary<CommandPaletteLabels> = {
  vi: {
    search: 'Tìm kiếm',
    placeholder: 'Tìm trang, chức năng…',
    shortcuts: 'Lối tắt',
    commands: 'Chức năng',
    empty: 'Không tìm thấy kết quả',
    hotkey: 'Ctrl K',
    searching: 'Đang tìm…',
  },
  en: {
    search: 'Search',
    placeholder: 'Find a page or command…',
    shortcuts: 'Shortcuts',
    commands: 'Commands',
    empty: 'Nothing found',
    hotkey: 'Ctrl K',
    searching: 'Searching…',
  },
};

/** Whether a key event is Ctrl+K (Cmd+K on macOS), also on keyboard layouts whose K key types another letter. */
const isHotkey = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  (event.key.toLowerCase() === 'k' || event.code === 'KeyK');

type Group = { id: string; title: string; entries: NavigationEntry[] };

function PaletteEntry({ id, entry }: { id: string; entry: NavigationEntry }) {
  // The item is named by its whole content (title, group trail, path): a separate aria-describedby would make the
  // visible text differ from the name.
  return (
    <MenuItem id={id} href={entry.href} textValue={entry.title} className={s.item}>
      <span className={s.itemText}>
        <span className={s.itemTitle}>{entry.title}</span>
        <span className={s.itemMeta}>
          {entry.trail.length > 0 && `${entry.trail.join(' › ')} · `}
          <span className={s.itemPath}>{entry.href}</span>
        </span>
      </span>
    </MenuItem>
  );
}

function RecordEntry({ id, entry }: { id: string; entry: CommandPaletteResult }) {
  return (
    <MenuItem id={id} href={entry.href} textValue={entry.title} className={s.item}>
      <span className={s.itemText}>
        <span className={s.itemTitle}>{entry.title}</span>
        {entry.description && <span className={s.itemMeta}>{entry.description}</span>}
      </span>
    </MenuItem>
  );
}

/** The search field and the grouped results; mounted while the palette is open, so each opening starts empty. */
function PaletteSearch({
  menu,
  shortcuts,
  labels,
  onChoose,
  onQueryChange,
  results = [],
  isSearching = false,
}: {
  menu: readonly MenuNode[];
  shortcuts: readonly NavigationShortcut[];
  labels: CommandPaletteLabels;
  onChoose: (href: string) => void;
  onQueryChange?: (query: string) => void;
  results?: readonly CommandPaletteGroup[];
  isSearching?: boolean;
}) {
  const [query, setQuery] = useState('');
  const commands = useMemo(() => flattenMenu(menu), [menu]);
  const found = useMemo(() => searchNavigation({ shortcuts, commands, query }), [shortcuts, commands, query]);
  // Each opening starts from an empty query: the app's records of the last one are not shown again.
  const reportQuery = useRef(onQueryChange);
  useLayoutEffect(() => {
    reportQuery.current = onQueryChange;
  });
  useEffect(() => reportQuery.current?.(''), []);
  const groups: Group[] = [
    { id: 'shortcuts', title: labels.shortcuts, entries: found.shortcuts },
    { id: 'commands', title: labels.commands, entries: found.commands },
  ].filter((group) => group.entries.length > 0);
  const records = results.filter((group) => group.entries.length > 0);
  const hrefOf = new Map<Key, string>([
    ...groups.flatMap((group) =>
      group.entries.map((entry) => [`${group.id}:${entry.id}`, entry.href] as const),
    ),
    ...records.flatMap((group) =>
      group.entries.map((entry) => [`record:${group.id}:${entry.id}`, entry.href] as const),
    ),
  ]);

  return (
    <Autocomplete
      inputValue={query}
      onInputChange={(next) => {
        setQuery(next);
        onQueryChange?.(next);
      }}
    >
      <TextField aria-label={labels.search} className={s.field} autoFocus>
        <SearchIcon className={s.fieldIcon} />
        <Input placeholder={labels.placeholder} className={s.input} />
      </TextField>
      <Menu
        aria-label={labels.search}
        className={s.results}
        renderEmptyState={() => (
          <div className={s.empty}>{isSearching ? labels.searching : labels.empty}</div>
        )}
        onAction={(key) => {
          const href = hrefOf.get(key);
          if (href) onChoose(href);
        }}
      >
        {groups.map((group) => (
          <MenuSection key={group.id} id={group.id} className={s.section}>
            <Header className={s.sectionHeader}>{group.title}</Header>
            {group.entries.map((entry) => (
              <PaletteEntry key={entry.id} id={`${group.id}:${entry.id}`} entry={entry} />
            ))}
          </MenuSection>
        ))}
        {records.map((group) => (
          <MenuSection key={`record:${group.id}`} id={`record:${group.id}`} className={s.section}>
            <Header className={s.sectionHeader}>{group.title}</Header>
            {group.entries.map((entry) => (
              <RecordEntry key={entry.id} id={`record:${group.id}:${entry.id}`} entry={entry} />
            ))}
          </MenuSection>
        ))}
      </Menu>
    </Autocomplete>
  );
}

/**
 * The search list of the top bar (a command palette): a trigger button and Ctrl+K / Cmd+K open a modal that
 * searches the shortcuts and the menu's pages, accents ignored ('dat lich' finds 'Đặt lịch', đ → d), and lists
 * the records the app finds for the query (`onQueryChange` → `results`: customers by name, code or phone). Arrow
 * keys move through the results, Enter opens the page through its `href`, Escape closes.
 */
export function CommandPalette({
  menu,
  shortcuts = [],
  onNavigate,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  disableHotkey,
  hideTrigger,
  labels: labelOverrides,
  onQueryChange,
  results,
  isSearching,
  className,
}: CommandPaletteProps) {
  const labels = useKitStrings(dictionary, labelOverrides);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (disableHotkey) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return;
      event.preventDefault();
      setOpen(!open);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  });

  return (
    <>
      {!hideTrigger && (
        <AriaButton
          className={cx(s.trigger, className)}
          onPress={() => setOpen(true)}
          // react-aria does not pass aria-keyshortcuts through; announce the shortcut to screen readers.
          render={(props) => <button {...props} aria-keyshortcuts="Control+K Meta+K" />}
        >
          <SearchIcon />
          {/* The label is the button's name; the key hint is announced through aria-keyshortcuts. */}
          <span className={cx(s.triggerText, hiddenBelow.md)}>{labels.search}</span>
          <kbd className={s.hotkey} aria-hidden="true">
            {labels.hotkey}
          </kbd>
        </AriaButton>
      )}
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={dialog.overlay}>
        <Modal className={cx(dialog.modal, s.modal)}>
          <Dialog aria-label={labels.search} className={s.dialog}>
            <PaletteSearch
              menu={menu}
              shortcuts={shortcuts}
              labels={labels}
              onQueryChange={onQueryChange}
              results={results}
              isSearching={isSearching}
              onChoose={(href) => {
                onNavigate?.(href);
                setOpen(false);
              }}
            />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
