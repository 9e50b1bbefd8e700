import { appRoutes, matchRoute, normalizePath, pathStartsWith } from '@sen/domain';
import type { AppRoute, Command, UserInfo } from '@sen/domain';

export type Layout = 'main' | 'light' | 'auth' | 'cashier';

export type NavigationInput = {
  /** The wanted path; a query appended to it is used when `search` is not given. */
  path: string;
  /** The wanted query string, with or without its leading '?'. */
  search?: string;
  signedIn: boolean;
  user: UserInfo | null;
  commands: readonly Pick<Command, 'command'>[];
  /** The path the user comes from (used when a signed-in user opens the login page). */
  previousPath?: string;
};

export type NavigationDecision =
  { type: 'allow'; route: AppRoute; layout: Layout } | { type: 'redirect'; to: string };

export const HOME_PATH = '/dashboard/analytics';
export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/error-404';
export const BLANK_PATH = '/blank';

/** Login screens: a signed-in user opening one is sent back. */
const loginPaths = [LOGIN_PATH, '/pages/login'];

const isLoginPath = (path: string): boolean => loginPaths.includes(normalizePath(path));

/** The login address carrying the full wanted path (with its query) as `redirect`. */
export const loginRedirect = (wanted: string): string =>
  `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;

const splitPath = (path: string, search: string | undefined): { path: string; search: string } => {
  const queryAt = path.indexOf('?');
  const bare = queryAt === -1 ? path : path.slice(0, queryAt);
  const query = search ?? (queryAt === -1 ? '' : path.slice(queryAt));
  const trimmed = query.startsWith('?') ? query.slice(1) : query;
  return { path: bare.split('#')[0] ?? '', search: trimmed ? `?${trimmed}` : '' };
};

/** Whether a path is in the cashier layout (a 'cashier' segment). */
const isCashierPath = (path: string): boolean => path.split('/').includes('cashier');

const layoutOf = (route: AppRoute, search: string): Layout => {
  if (route.guard === 'public') return 'auth';
  if (isCashierPath(route.path)) return 'cashier';
  if (new URLSearchParams(search).has('webview')) return 'light';
  return 'main';
};

/**
 * Whether the user's commands open `path`: a command path must prefix it at a segment boundary. An approve
 * route needs a command that reaches its 'approve' segment (a list's command does not open its approval page).
 */
export const commandsAllow = (
  path: string,
  route: AppRoute,
  commands: readonly Pick<Command, 'command'>[],
) => {
  const target = normalizePath(path);
  let required: string | undefined;
  if (route.action === 'approve') {
    const segments = target.split('/');
    const at = segments.lastIndexOf('approve');
    required = segments.slice(0, at + 1).join('/');
  }
  return commands.some(({ command }) => {
    const prefix = normalizePath(command.trim());
    if (!command.trim() || prefix === '/') return false;
    if (!pathStartsWith(target, prefix)) return false;
    return required === undefined || pathStartsWith(prefix, required);
  });
};

/** The route-guard decision of spec section 2 for one navigation. */
export const decideNavigation = (input: NavigationInput): NavigationDecision => {
  const { path, search } = splitPath(input.path, input.search);
  const target = normalizePath(path);
  if (target === '/') return { type: 'redirect', to: `${HOME_PATH}${search}` };

  const route = matchRoute(target, appRoutes);
  if (!route) return { type: 'redirect', to: NOT_FOUND_PATH };

  const allow: NavigationDecision = { type: 'allow', route, layout: layoutOf(route, search) };
  const isAdmin = input.user?.is_admin === 1;

  switch (route.guard) {
    case 'client':
      return allow;
    case 'public': {
      if (!input.signedIn || !isLoginPath(target)) return allow;
      const previous = input.previousPath;
      const back = previous && !isLoginPath(splitPath(previous, undefined).path) ? previous : '/';
      return { type: 'redirect', to: back };
    }
    default:
      break;
  }

  if (!input.signedIn) return { type: 'redirect', to: loginRedirect(`${path}${search}`) };

  switch (route.guard) {
    case 'is-admin':
      return isAdmin ? allow : { type: 'redirect', to: loginRedirect(`${path}${search}`) };
    case 'admin-flag':
    case 'signed-in':
      return allow;
    case 'command':
      return isAdmin || commandsAllow(target, route, input.commands)
        ? allow
        : { type: 'redirect', to: BLANK_PATH };
  }
};
