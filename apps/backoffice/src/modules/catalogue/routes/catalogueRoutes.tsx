import { lazy } from 'react';
import { createRoute, notFound, type AnyRoute } from '@tanstack/react-router';
import type { AppServices } from '../../../app/services';
import { tableSearchOf, type TableSearch } from '../../table/tableUrl';
import type { PageKind } from '../pageModel';
import type { LoadedPage } from './loadPage';
import type { CatalogueRouteEntry } from './manifest';
import { catalogueRouteManifest } from './generated/manifest';

// Everything but the manifest and the search rules is loaded on first use: the router (and the sign-in page
// with it) carries no page, no catalogue and no query library.
const pageView = () => import('../CataloguePageView');
const CataloguePageView = lazy(() => pageView().then((m) => ({ default: m.CataloguePageView })));
const GenericPage = lazy(() => import('../../generic/GenericPage').then((m) => ({ default: m.GenericPage })));
const PagePending = lazy(() => import('./PagePending').then((m) => ({ default: m.PagePending })));

type LoaderInput = {
  context: AppServices;
  params: Record<string, string>;
  deps: { search?: TableSearch };
  cause: 'enter' | 'stay' | 'preload';
};

/** The words of the pages beside a record's: never a record id ('/crm/partners/approve' without approval is a 404). */
const pageWords: ReadonlySet<string> = new Set(['new', 'approve', 'edit', 'print']);

/** The record id of a page's `$id` ('' for a page word: it opens nothing). */
const idOf = (params: Record<string, string>): string => {
  const id = params.id ?? '';
  return pageWords.has(id) ? '' : id;
};

/**
 * The loader of a catalogue page: the page the declaration has (else not found) and its first data
 * (`loadCataloguePage`): asked for on entering the page (in parallel with the page's chunk), waited for when a
 * link is preloaded. Later changes of the address (paging, search) refetch in the page itself, the previous rows
 * kept meanwhile.
 */
const loaderOf =
  (entry: CatalogueRouteEntry, kind: PageKind) =>
  async ({ context, params, deps, cause }: LoaderInput): Promise<LoadedPage> => {
    // The page's code loads while the loader finds the page and starts its data.
    void pageView();
    const { loadCataloguePage } = await import('./loadPage');
    const loaded = await loadCataloguePage({
      context,
      route: entry.route,
      kind,
      id: idOf(params),
      search: deps.search ?? {},
      data: cause === 'preload' ? 'wait' : cause === 'enter' ? 'start' : 'none',
    });
    if (!loaded) throw notFound();
    return loaded;
  };

/** The routes of one declaration: its list (or report, or approve list) and, with a form, its record pages. */
const routesOf = (parent: AnyRoute, entry: CatalogueRouteEntry): AnyRoute[] => {
  if (entry.kind === 'pending') {
    return [createRoute({ getParentRoute: () => parent, path: entry.route, component: GenericPage })];
  }
  const search = tableSearchOf(entry.filters ?? []);
  const pageRoute = (path: string, kind: PageKind, listed: boolean) => {
    const route: AnyRoute = createRoute({
      getParentRoute: () => parent,
      path,
      ...(listed
        ? {
            validateSearch: search,
            loaderDeps: ({ search: deps }: { search: TableSearch }) => ({ search: deps }),
          }
        : {}),
      loader: loaderOf(entry, kind) as never,
      pendingComponent: PagePending,
      component: function CatalogueRoutePage() {
        const { page, resourceNamed } = route.useLoaderData() as LoadedPage;
        return <CataloguePageView page={page} resourceNamed={resourceNamed} />;
      },
    }) as unknown as AnyRoute;
    return route;
  };
  return [
    entry.kind === 'report' ? pageRoute(entry.route, 'report', false) : pageRoute(entry.route, 'list', true),
    ...(entry.approve ? [pageRoute(`${entry.route}/approve`, 'approve', true)] : []),
    ...(entry.form
      ? [
          pageRoute(`${entry.route}/new`, 'new', false),
          pageRoute(`${entry.route}/$id`, 'view', false),
          pageRoute(`${entry.route}/$id/edit`, 'edit', false),
          pageRoute(`${entry.route}/$id/print`, 'print', false),
        ]
      : []),
  ];
};

/**
 * The routes of every declaration (generated into `generated/manifest.ts` by `pnpm routes`), as children of
 * `parent` (the pathless `_catalogue` layout): real routes with their search validated, their record id as a
 * param and their data loaded before the page shows.
 */
export const catalogueRoutesOf = (parent: AnyRoute): AnyRoute[] =>
  catalogueRouteManifest.flatMap((entry) => routesOf(parent, entry));
