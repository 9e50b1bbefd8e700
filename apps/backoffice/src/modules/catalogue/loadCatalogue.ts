import type * as Catalogue from '@sen/domain/resources';

/** The resource catalogue module (a lazy chunk: never on the sign-in page's path). */
export type CatalogueModule = typeof Catalogue;

let loading: Promise<CatalogueModule> | undefined;

/** Loads the resource catalogue once; a failed load is tried again on the next call. */
export const loadCatalogue = (): Promise<CatalogueModule> => {
  loading ??= import('@sen/domain/resources').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
