import { matchRoute, menuGroups, pathStartsWith, normalizePath } from '@sen/domain';
import type { AppRoute, Command, Locale } from '@sen/domain';
import { subPageRouteOf } from '../catalogue/subPages';
import { commandTitle } from './menu';

export type Crumb = { label: string; href?: string };
export type PageHeading = { title: string; breadcrumbs: Crumb[] };

export type BreadcrumbInput = {
  path: string;
  commands: readonly Command[];
  locale: Locale;
  /** Label of the first crumb (the home page). */
  homeLabel: string;
  homeHref?: string;
  /** The catalogue route of the path when already known (matched from the path otherwise). */
  route?: AppRoute;
};

/** Whether a path is a generic or report page (content driven by the server's commands). */
export const isDynamicPath = (path: string): boolean => {
  const p = normalizePath(path);
  return pathStartsWith(p, '/report') || pathStartsWith(p, '/generic');
};

/** The command with the longest path that prefixes `path` at a segment boundary. */
export const matchCommand = (path: string, commands: readonly Command[]): Command | undefined => {
  let best: Command | undefined;
  for (const command of commands) {
    const prefix = command.command.trim();
    if (!prefix || normalizePath(prefix) === '/') continue;
    if (!pathStartsWith(path, prefix)) continue;
    if (!best || normalizePath(prefix).length > normalizePath(best.command).length) best = command;
  }
  return best;
};

/** The command chain from the top of the menu down to `command` (inclusive). */
const commandAncestry = (command: Command, commands: readonly Command[]): Command[] => {
  const byId = new Map(commands.map((c) => [c.menu_id, c]));
  const chain: Command[] = [command];
  const seen = new Set([command.menu_id]);
  let parentId = command.menu_id0;
  while (parentId && !seen.has(parentId)) {
    const parent = byId.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    seen.add(parentId);
    parentId = parent.menu_id0;
  }
  return chain;
};

/** The catalogue's menu groups from the top down to `parentId` (used when the server has no command for a page). */
const groupAncestry = (parentId: string, locale: Locale): Crumb[] => {
  const byId = new Map(menuGroups.map((g) => [g.menuId, g]));
  const chain: Crumb[] = [];
  const seen = new Set<string>();
  let id = parentId;
  while (id && !seen.has(id)) {
    const group = byId.get(id);
    if (!group) break;
    chain.unshift({ label: group.title[locale] });
    seen.add(id);
    id = group.parentId;
  }
  return chain;
};

const crumbOf = (command: Command, locale: Locale, link: boolean): Crumb => {
  const crumb: Crumb = { label: commandTitle(command, locale) };
  const href = command.command.trim();
  if (link && href) crumb.href = href;
  return crumb;
};

/**
 * A trail without a crumb that repeats the next one's label (a menu group named like its only page: 'Khách hàng ›
 * Khách hàng'): the later, more specific crumb stays.
 */
const withoutRepeats = (crumbs: Crumb[]): Crumb[] =>
  crumbs.filter((crumb, i) => crumbs[i + 1]?.label !== crumb.label);

/**
 * The page title and breadcrumbs of spec section 2: home first, then the menu ancestry from the command tree.
 * For /report and /generic pages: home, grandparent, parent, current, with the title of the matched command.
 */
export const computeBreadcrumbs = (input: BreadcrumbInput): PageHeading => {
  const heading = headingOf(input);
  return { ...heading, breadcrumbs: withoutRepeats(heading.breadcrumbs) };
};

const headingOf = (input: BreadcrumbInput): PageHeading => {
  const { path, commands, locale } = input;
  const home: Crumb = { label: input.homeLabel, href: input.homeHref ?? '/' };
  const route = input.route ?? matchRoute(path) ?? subPageRouteOf(path);

  if (isDynamicPath(path)) {
    const current = matchCommand(path, commands);
    if (!current) {
      const title = route?.title[locale] ?? '';
      return { title, breadcrumbs: [home, { label: title }] };
    }
    const byId = new Map(commands.map((c) => [c.menu_id, c]));
    const parent = current.menu_id0 ? byId.get(current.menu_id0) : undefined;
    const grandparent =
      parent?.menu_id0 && parent.menu_id0 !== current.menu_id ? byId.get(parent.menu_id0) : undefined;
    const crumbs: Crumb[] = [home];
    if (grandparent) crumbs.push(crumbOf(grandparent, locale, true));
    if (parent) crumbs.push(crumbOf(parent, locale, true));
    crumbs.push({ label: commandTitle(current, locale) });
    return { title: commandTitle(current, locale), breadcrumbs: crumbs };
  }

  if (!route) return { title: '', breadcrumbs: [home] };

  const own = route.menuId ? commands.find((c) => c.menu_id === route.menuId && c.command.trim()) : undefined;
  const command = own ?? (route.guard === 'public' ? undefined : matchCommand(path, commands));

  if (!command) {
    const title = route.title[locale];
    return { title, breadcrumbs: [home, ...groupAncestry(route.parentId, locale), { label: title }] };
  }

  const chain = commandAncestry(command, commands);
  const isCommandPage = route.inMenu && normalizePath(command.command) === normalizePath(route.path);
  if (isCommandPage) {
    const crumbs = chain.map((c, i) => crumbOf(c, locale, i < chain.length - 1));
    return { title: commandTitle(command, locale), breadcrumbs: [home, ...crumbs] };
  }
  const title = route.title[locale];
  const crumbs = chain.map((c) => crumbOf(c, locale, true));
  return { title, breadcrumbs: [home, ...crumbs, { label: title }] };
};
