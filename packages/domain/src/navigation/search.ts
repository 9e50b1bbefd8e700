import { normalizePath } from '../routes/match.js';
import { foldVietnamese, matchesFolded } from '../text/fold.js';

/** A node of the navigation tree (the menu the user may open): groups have `children`, pages have `href`. */
export type MenuNode = { id: string; title: string; href?: string; children?: MenuNode[] };

/** A page one can jump to: its title, its path and the titles of the groups above it ('CRM', 'Công việc'). */
export type NavigationEntry = { id: string; title: string; href: string; trail: string[] };

/** A starred page or other shortcut: a path and its title. */
export type NavigationShortcut = { href: string; title: string };

/** The matches of a search, by group: the shortcuts first, then the menu commands not already among them. */
export type NavigationSearchResult = { shortcuts: NavigationEntry[]; commands: NavigationEntry[] };

/** Every page of a menu tree, in menu order, each with the titles of its ancestor groups. */
export const flattenMenu = (menu: readonly MenuNode[]): NavigationEntry[] => {
  const entries: NavigationEntry[] = [];
  const visit = (nodes: readonly MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      const href = node.href?.trim();
      if (href) entries.push({ id: node.id, title: node.title, href, trail });
      if (node.children?.length) visit(node.children, [...trail, node.title]);
    }
  };
  visit(menu, []);
  return entries;
};

/** Folded words of a text: accents removed, đ → d, lower case, split on anything but letters and digits. */
const wordsOf = (text: string): string[] =>
  foldVietnamese(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How well an entry matches the query words (lower is better), or undefined when it does not match:
 * 0 — the title starts with the query ('dat lich' → 'Đặt lịch hẹn');
 * 1 — every query word starts a word of the title ('hang khach' → 'Tra cứu khách hàng');
 * 2 — every query word occurs somewhere in the title, the group trail or the path ('crm lich', 'partners').
 */
const rankOf = (entry: NavigationEntry, query: string, queryWords: readonly string[]): number | undefined => {
  const titleWords = wordsOf(entry.title);
  if (titleWords.join(' ').startsWith(queryWords.join(' '))) return 0;
  if (queryWords.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)))) return 1;
  const haystack = [...entry.trail, entry.title, entry.href].join(' ');
  return matchesFolded(haystack, query) ? 2 : undefined;
};

/** The matching entries, best rank first; entries of the same rank keep their order. */
const rank = (entries: readonly NavigationEntry[], query: string): NavigationEntry[] => {
  const queryWords = wordsOf(query);
  if (queryWords.length === 0) return [...entries];
  return entries
    .map((entry, index) => ({ entry, index, rank: rankOf(entry, query, queryWords) }))
    .filter((hit): hit is { entry: NavigationEntry; index: number; rank: number } => hit.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((hit) => hit.entry);
};

/**
 * Searches the shortcuts and the menu commands, ignoring accents and case ('khach hang' finds 'Khách hàng', đ
 * folds to d). A page that is both a shortcut and a command is listed once, as a shortcut carrying the command's
 * group trail; a page listed twice in the menu is kept once. An empty query returns everything in order.
 */
export const searchNavigation = (input: {
  shortcuts?: readonly NavigationShortcut[];
  commands: readonly NavigationEntry[];
  query: string;
}): NavigationSearchResult => {
  const byPath = new Map<string, NavigationEntry>();
  for (const command of input.commands) {
    const key = normalizePath(command.href);
    if (!byPath.has(key)) byPath.set(key, command);
  }
  const shortcutPaths = new Set<string>();
  const shortcuts: NavigationEntry[] = [];
  for (const shortcut of input.shortcuts ?? []) {
    const key = normalizePath(shortcut.href);
    if (shortcutPaths.has(key)) continue;
    shortcutPaths.add(key);
    shortcuts.push({
      id: shortcut.href,
      title: shortcut.title,
      href: shortcut.href,
      trail: byPath.get(key)?.trail ?? [],
    });
  }
  const commands = [...byPath.entries()]
    .filter(([key]) => !shortcutPaths.has(key))
    .map(([, command]) => command);
  return { shortcuts: rank(shortcuts, input.query), commands: rank(commands, input.query) };
};
