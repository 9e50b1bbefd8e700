import type { CatalogueEntry, Report, Resource, View } from '@sen/domain/resources';
import { writableViewResource } from './viewResource';

/** A catalogue page: a list (resources and views, or an approve list), a report, or a record's form pages. */
export type CataloguePage =
  | { page: 'list'; entry: Resource | View; approve: boolean }
  | { page: 'report'; entry: Report }
  | { page: 'new'; resource: Resource }
  | { page: 'view' | 'edit' | 'print'; resource: Resource; id: string };

/** The kinds of catalogue page a route opens. */
export type PageKind = CataloguePage['page'] | 'approve';

/** What the page model needs of the catalogue (the real one is `@sen/domain/resources`, a lazy chunk). */
export type CatalogueLookups = {
  catalogueEntryOfRoute: (route: string) => CatalogueEntry | undefined;
  resourceNamed: (name: string) => Resource | undefined;
};

/**
 * The resource whose form pages live under `entry`: a resource, or a writable view's resource as the view's pages
 * see it (writableViewResource). Read-only views and reports have no form pages.
 */
const formResourceOf = (entry: CatalogueEntry, catalogue: CatalogueLookups): Resource | undefined => {
  if (entry.kind === 'resource') return entry;
  if (entry.kind !== 'view' || entry.readOnly !== false) return undefined;
  const resource = catalogue.resourceNamed(entry.resource);
  return resource ? writableViewResource(entry, resource) : undefined;
};

/**
 * The page `kind` of the declaration at `route` opens (`id` for view, edit and print), or undefined when the
 * declaration has no such page: an approve list of a voucher without approval, a form page of a read-only view.
 */
export const cataloguePageAt = (
  catalogue: CatalogueLookups,
  route: string,
  kind: PageKind,
  id = '',
): CataloguePage | undefined => {
  const entry = catalogue.catalogueEntryOfRoute(route);
  if (!entry) return undefined;
  switch (kind) {
    case 'list':
    case 'report':
      return entry.kind === 'report' ? { page: 'report', entry } : { page: 'list', entry, approve: false };
    case 'approve':
      return entry.kind === 'resource' && entry.voucher?.approve
        ? { page: 'list', entry, approve: true }
        : undefined;
    case 'new': {
      const resource = formResourceOf(entry, catalogue);
      return resource ? { page: 'new', resource } : undefined;
    }
    default: {
      const resource = formResourceOf(entry, catalogue);
      return resource && id.trim() !== '' ? { page: kind, resource, id } : undefined;
    }
  }
};
