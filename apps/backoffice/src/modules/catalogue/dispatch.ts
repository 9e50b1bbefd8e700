import type { CatalogueEntry, Report, Resource, View } from '@sen/domain/resources';
import { writableViewResource } from './viewResource';

/** What a back-office path opens in the catalogue. */
export type CataloguePage =
  | { page: 'list'; entry: Resource | View; approve: boolean }
  | { page: 'report'; entry: Report }
  | { page: 'new'; resource: Resource }
  | { page: 'view' | 'edit' | 'print'; resource: Resource; id: string }
  | { page: 'none' };

/** The catalogue lookup the dispatch needs (the real one is `catalogueEntryOfRoute` of `@sen/domain/resources`). */
export type CatalogueLookup = (route: string) => CatalogueEntry | undefined;

const none: CataloguePage = { page: 'none' };

const normalize = (path: string): string => {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
};

const decodeId = (segment: string): string | undefined => {
  try {
    const id = decodeURIComponent(segment);
    return id.trim() === '' ? undefined : id;
  } catch {
    return undefined;
  }
};

/** The resources by catalogue name (the real one is `resourceNamed` of `@sen/domain/resources`). */
export type ResourceLookup = (name: string) => Resource | undefined;

/**
 * The resource whose form pages live under `route`: a resource, or a writable view's resource as the view's pages
 * see it (writableViewResource). Read-only views and reports have no form pages.
 */
const resourceAt = (
  lookup: CatalogueLookup,
  route: string,
  resources?: ResourceLookup,
): Resource | undefined => {
  const entry = lookup(route);
  if (entry?.kind === 'resource') return entry;
  if (entry?.kind !== 'view' || entry.readOnly !== false || !resources) return undefined;
  const resource = resources(entry.resource);
  return resource ? writableViewResource(entry, resource) : undefined;
};

/**
 * The page a path opens: a catalogue route is its list (resources and views) or report; `<route>/approve` is the
 * list of an approvable voucher in approve mode; a resource's `<route>/new`, `<route>/<id>`, `<route>/<id>/edit`
 * and `<route>/<id>/print` are its form, view and print pages, and so are a writable view's (given `resources`).
 * Anything else opens nothing (`page: 'none'`).
 */
export const cataloguePageOf = (
  path: string,
  lookup: CatalogueLookup,
  resources?: ResourceLookup,
): CataloguePage => {
  const target = normalize(path);
  const entry = lookup(target);
  if (entry) {
    return entry.kind === 'report' ? { page: 'report', entry } : { page: 'list', entry, approve: false };
  }
  const segments = target.split('/');
  const last = segments.at(-1) ?? '';
  const parent = segments.slice(0, -1).join('/');
  if (last === 'approve') {
    const resource = resourceAt(lookup, parent);
    if (resource?.voucher?.approve) return { page: 'list', entry: resource, approve: true };
    return none;
  }
  if (last === 'new') {
    const resource = resourceAt(lookup, parent, resources);
    return resource ? { page: 'new', resource } : none;
  }
  if (last === 'edit' || last === 'print') {
    const id = decodeId(segments.at(-2) ?? '');
    const resource = resourceAt(lookup, segments.slice(0, -2).join('/'), resources);
    return resource && id && id !== 'new' ? { page: last, resource, id } : none;
  }
  const id = decodeId(last);
  const resource = resourceAt(lookup, parent, resources);
  return resource && id ? { page: 'view', resource, id } : none;
};

/** The list route a page belongs to (its title, menu id and breadcrumb parent), or undefined. */
export const listRouteOf = (page: CataloguePage): string | undefined => {
  switch (page.page) {
    case 'none':
      return undefined;
    case 'list':
    case 'report':
      return page.entry.route;
    default:
      return page.resource.route;
  }
};
