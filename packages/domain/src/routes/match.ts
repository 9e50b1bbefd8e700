import { appRoutes } from './catalogue.js';
import type { AppRoute } from './types.js';

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Trailing slashes and the query/hash removed: '/crm/partners/?x=1' -> '/crm/partners'. */
export const normalizePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/**
 * How well a pattern matches a path: undefined when it does not; otherwise a score that
 * prefers static segments over `$param` and `$param` over a `$` splat.
 */
const score = (pattern: string, path: string): number | undefined => {
  const want = segmentsOf(pattern);
  const have = segmentsOf(path);
  let total = 0;
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    if (w === '$') return have.length > i ? total + 1 : undefined;
    const h = have[i];
    if (h === undefined) return undefined;
    if (w.startsWith('$')) total += 2;
    else if (w === h) total += 3;
    else return undefined;
  }
  return have.length === want.length ? total : undefined;
};

/** The catalogue route a path opens, or undefined for an unknown path. */
export const matchRoute = (path: string, routes: readonly AppRoute[] = appRoutes): AppRoute | undefined => {
  const target = normalizePath(path);
  let best: AppRoute | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const s = score(route.path, target);
    if (s !== undefined && s > bestScore) {
      best = route;
      bestScore = s;
    }
  }
  return best;
};

/** Whether `path` starts with `prefix` at a segment boundary ('/crm/partners/1' starts with '/crm/partners'). */
export const pathStartsWith = (path: string, prefix: string): boolean => {
  const p = normalizePath(path);
  const q = normalizePath(prefix);
  if (q === '/') return true;
  return p === q || p.startsWith(`${q}/`);
};
