/**
 * How a route is guarded (spec section 2, "Access rules for routes"):
 * - command: sign-in, and the path must start with a command path the user has;
 * - admin-flag: a system page flagged admin, let through without a command (sign-in still needed);
 * - signed-in: sign-in only (generic/report, user, cashier, embedded app, dashboard pages);
 * - is-admin: sign-in and is_admin equal to 1 (/admin);
 * - public: auth and status screens;
 * - client: the client area, no guard.
 */
export type RouteGuard = 'command' | 'admin-flag' | 'signed-in' | 'is-admin' | 'public' | 'client';

export type Title = { vi: string; en: string };

export type AppRoute = {
  /** Path pattern; `$id` marks a path parameter. */
  path: string;
  /** Menu id of the command that grants the route; for a sub-page, its list's menu id. */
  menuId: string;
  /** Parent menu id ('' at the top). */
  parentId: string;
  title: Title;
  guard: RouteGuard;
  /** A page of its own in the menu (false for sub-pages such as new/edit/view). */
  inMenu: boolean;
  /** The page fills the viewport and does not scroll (calendars, room and table boards). */
  noScroll?: boolean;
  /** Approve variant: the route carries the action marker 'approve'. */
  action?: 'approve';
};

/** A menu group: a node of the menu tree with no page of its own. */
export type MenuGroup = { menuId: string; parentId: string; title: Title };
