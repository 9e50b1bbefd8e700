import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../session/startUp';
import type { TableSearch } from '../../table/tableUrl';
import { listQueryOptions, recordQueryOptions } from '@sen/records';
import { recordTargetOf } from '../form/paths';
import { tableSettingsOptions } from '../list/tableSettingsOptions';
import { listStateOf } from '../list/useUrlTable';
import { listModelOf, tableListParams } from '../list/listQuery';
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
          listQueryOptions(api, resource, tableListParams(state, model), model.view),
        );
        return;
      }
      case 'view':
        // A customer's page shows their summary (Customer 360), not the record.
        if (page.resource.name === 'partners') {
          const { customerSummaryOptions } = await import('../../customer360/queries');
          await queryClient.ensureQueryData(customerSummaryOptions(api, page.id));
          return;
        }
        await queryClient.ensureQueryData(
          recordQueryOptions(api, page.resource, recordTargetOf(page.resource, page.id)),
        );
        return;
      case 'edit':
        await queryClient.ensureQueryData(
          recordQueryOptions(api, page.resource, recordTargetOf(page.resource, page.id)),
        );
        return;
      default:
        return;
    }
  } catch {
    // The page asks again and shows the failure.
  }
};
