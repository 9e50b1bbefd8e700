import type { Resource } from './define-resource.js';
import type { Report, View } from './define-view.js';

/** What a module (crm, sales, …) contributes to the catalogue. */
export type CatalogueModule = {
  resources: readonly Resource[];
  views?: readonly View[];
  reports?: readonly Report[];
};

/** Groups a module's declarations (resources are typed loosely here: each keeps its own precise type). */
export const defineModule = (module: {
  resources: readonly unknown[];
  views?: readonly View[];
  reports?: readonly Report[];
}): CatalogueModule => module as CatalogueModule;
