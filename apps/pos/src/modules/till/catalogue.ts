import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { unitsSet } from '@sen/domain';
import { productGroups, products, stockServices } from '@sen/domain/resources';
import {
  canRead,
  listParamsOf,
  listQueryOptions,
  listSearchSchemaOf,
  type RecordsAccess,
  type RecordsHttp,
} from '@sen/records';

/** What the till sells: goods (products) or services, each a catalogue resource with the same sale fields. */
export const catalogueKinds = { products, services: stockServices } as const;
export type CatalogueKind = keyof typeof catalogueKinds;

/** The till's catalogue in the URL: kind, search (`q`), group (`ma_nhom_vt`) and page. */
export const catalogueSearchSchema = listSearchSchemaOf(products, ['ma_nhom_vt']).extend({
  kind: z.enum(['products', 'services']).optional().catch(undefined),
});
export type CatalogueSearch = z.output<typeof catalogueSearchSchema>;

/** A till shows fifty items a page: a shop's usual counter catalogue at once. */
const TILL_PAGE_SIZE = 50;

/** The list the till asks for: what is in use, of the chosen group and search, by name. */
export const catalogueParamsOf = (search: CatalogueSearch) => {
  const params = listParamsOf(search, ['ma_nhom_vt']);
  return {
    ...params,
    pageSize: params.pageSize ?? TILL_PAGE_SIZE,
    sort: params.sort ?? { field: 'ten_vt' as const },
    filters: { ...params.filters, trang_thai: true },
  };
};

/** The groups' chips and the units' names: every one in use, at once. */
export const groupParams = { filters: { trang_thai: true }, pageSize: 100 } as const;
export const unitParams = { pageSize: 100 } as const;

/**
 * What a till's route loader fetches before it opens: the page of the catalogue, the groups and the units, those
 * the cashier may read (the till itself says what it cannot show).
 */
export const prefetchCatalogue = async (
  queryClient: QueryClient,
  http: RecordsHttp,
  access: RecordsAccess,
  search: CatalogueSearch,
) => {
  const kind = catalogueKinds[search.kind ?? 'products'];
  await Promise.all([
    canRead(access, kind) &&
      queryClient.ensureQueryData(listQueryOptions(http, kind, catalogueParamsOf(search))),
    canRead(access, productGroups) &&
      queryClient.ensureQueryData(listQueryOptions(http, productGroups, groupParams)),
    canRead(access, unitsSet) && queryClient.ensureQueryData(listQueryOptions(http, unitsSet, unitParams)),
  ]);
};
