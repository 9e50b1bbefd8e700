import type { AppServices } from '../../../app/services';
import type { TableSearch } from '../../table/tableUrl';
import { loadCatalogue, type CatalogueModule } from '../loadCatalogue';
import { cataloguePageAt, type CataloguePage, type PageKind } from '../pageModel';

/** What a catalogue route's loader hands its page. */
export type LoadedPage = { page: CataloguePage; resourceNamed: CatalogueModule['resourceNamed'] };

export type LoadPageInput = {
  context: AppServices;
  route: string;
  kind: PageKind;
  id: string;
  search: TableSearch;
  /**
   * The page's data: 'start' asks for it without waiting (entering the page: it shows its frame at once, the
   * rows arrive in the request already running), 'wait' waits for it (preloading a link the user points at),
   * 'none' leaves it to the page (a change of the address: paging, search).
   */
  data: 'start' | 'wait' | 'none';
};

/**
 * A catalogue page's loading: the catalogue (a lazy chunk), the page the declaration has at `route` (undefined:
 * none) and its first data (`ensureQueryData`: the list of the address's query, the record).
 */
export const loadCataloguePage = async ({
  context,
  route,
  kind,
  id,
  search,
  data,
}: LoadPageInput): Promise<LoadedPage | undefined> => {
  // The catalogue, the prefetch code and the query library load side by side.
  const prefetching =
    data === 'none' ? undefined : Promise.all([import('./prefetch'), context.loadQueryClient()]);
  prefetching?.catch(() => undefined); // a page not found never waits for it
  const catalogue = await loadCatalogue();
  const page = cataloguePageAt(catalogue, route, kind, id);
  if (!page) return undefined;
  if (prefetching) {
    const [{ prefetchCataloguePage }, queryClient] = await prefetching;
    const loading = prefetchCataloguePage({
      api: context.api,
      queryClient,
      page,
      search,
      resourceNamed: catalogue.resourceNamed,
    });
    if (data === 'wait') await loading;
  }
  return { page, resourceNamed: catalogue.resourceNamed };
};
