import { matchRoute, normalizePath } from '@sen/domain';

/** The last segments of a catalogue resource's sub-pages: `new`, `<id>`, `<id>/edit`, `<id>/print`. */
const listPathCandidate = (segments: readonly string[]): string | undefined => {
  const last = segments.at(-1);
  if (last === undefined || segments.length < 3) return undefined;
  if (last === 'edit' || last === 'print')
    return segments.length < 4 ? undefined : segments.slice(0, -2).join('/');
  return segments.slice(0, -1).join('/');
};

/**
 * The list path whose command guards a catalogue sub-page the route catalogue does not declare
 * (`/sales/bills/new`, `/sales/bills/<id>`, `/sales/bills/<id>/edit`, `/sales/bills/<id>/print`): the path of a
 * menu list route. Undefined when the path is a declared route already, or not such a sub-page. Uses the route
 * catalogue only (the resource catalogue stays a lazy chunk); the page itself checks the resource catalogue.
 */
export const subPageListPath = (path: string): string | undefined => {
  const target = normalizePath(path);
  if (matchRoute(target)) return undefined;
  const base = listPathCandidate(target.split('/'));
  if (!base) return undefined;
  const route = matchRoute(base);
  if (!route || route.guard !== 'command' || !route.inMenu || route.path !== base) return undefined;
  return base;
};
