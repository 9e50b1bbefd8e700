import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../session/startUp';
import type { TableSearch } from '../../table/tableUrl';
import { recordQueryOptions } from '../form/useRecord';
import { catalogueListOptions, tableSettingsOptions } from '../list/listOptions';
import { listStateOf } from '../list/useUrlTable';
import { listModelOf, listQueryOf } from '../list/listQuery';
import type { CatalogueModule } from '../loadCatalogue';
import type { CataloguePage } from '../pageModel';

export type PrefetchInput = {
  api: ApiClient;
  queryClient: QueryClient;
  page: CataloguePage;
  search: TableSearch;
  resourceNamed: CatalogueModule['resourceNamed'];
};

/**
 * Loads what a catalogue page shows first (a route loader's `ensureQueryData`): a list's table settings and
 * the page of rows its address asks for, a record page's record. A failure is left to the page, which shows it.
 */
export const prefetchCataloguePage = async ({
  api,
  queryClient,
  page,
  search,
  resourceNamed,
}: PrefetchInput) => {
  try {
    switch (page.page) {
      case 'list': {
        const resource = page.entry.kind === 'view' ? resourceNamed(page.entry.resource) : page.entry;
        if (!resource) return;
        const key = `${page.entry.route}${page.approve ? '/approve' : ''}`;
        const settings = await queryClient.ensureQueryData(tableSettingsOptions(api, key));
        const model = listModelOf(page.entry, resource);
        const state = listStateOf(search, model.filters, settings?.pageSize);
        await queryClient.ensureQueryData(
          catalogueListOptions(api, resource, model, listQueryOf(state, model)),
        );
        return;
      }
      case 'view':
      case 'edit':
        await queryClient.ensureQueryData(recordQueryOptions(api, page.resource, page.id));
        return;
      default:
        return;
    }
  } catch {
    // The page asks again and shows the failure.
  }
};
