import { resourceSetList } from '../resource-sets/index.js';
import { accountingModule } from './accounting/index.js';
import { crmModule } from './crm/index.js';
import type { Resource } from './define-resource.js';
import type { Report, View } from './define-view.js';
import { hrModule } from './hr/index.js';
import { purchasesModule } from './purchases/index.js';
import { salesModule } from './sales/index.js';
import { stockModule } from './stock/index.js';
import { ledgerList } from './ledgers.js';
import { systemModule } from './system/index.js';
import { transitionNamed, type Transition } from './status-machine.js';

const modules = [
  crmModule,
  salesModule,
  purchasesModule,
  stockModule,
  accountingModule,
  hrModule,
  systemModule,
];

/** Every business resource of spec section 2 with a table of its own, declared once. */
export const resourceCatalogue: readonly Resource[] = modules.flatMap((m) => m.resources);
/** Screens listing another resource's rows under their own route and menu id. */
export const viewCatalogue: readonly View[] = modules.flatMap((m) => m.views ?? []);
/** Reports: a source resource grouped and measured on the server. */
export const reportCatalogue: readonly Report[] = modules.flatMap((m) => m.reports ?? []);

/** Anything the catalogue declares for a route. */
export type CatalogueEntry = Resource | View | Report;

const entries: readonly CatalogueEntry[] = [...resourceCatalogue, ...viewCatalogue, ...reportCatalogue];
/**
 * The catalogue's resources and the start-up ones of spec section 7 (`resourceSetList`: units, warehouses,
 * branchs…, whose tables the hand-written migrations make): one kind of declaration, found by name and route alike.
 */
const everyResource: readonly Resource[] = [
  ...resourceCatalogue,
  ...resourceSetList,
  // The posting layer's ledgers: found by name as report sources, no routes of their own.
  ...(ledgerList as readonly Resource[]),
];
const byName = new Map(everyResource.map((r) => [r.name, r]));
const byRoute = new Map<string, CatalogueEntry>(
  [...entries, ...resourceSetList].flatMap((e) => (e.route ? [[e.route, e] as const] : [])),
);

/** The resource of a name (lookups, views and reports name their source this way), start-up ones included. */
export const resourceNamed = (name: string): Resource | undefined => byName.get(name);

/** What the catalogue declares for a back-office route (e.g. '/crm/partners'). */
export const catalogueEntryOfRoute = (route: string): CatalogueEntry | undefined => byRoute.get(route);

/** The resource whose list route is `route`. */
export const resourceOfRoute = (route: string): Resource | undefined => {
  const entry = byRoute.get(route);
  return entry?.kind === 'resource' ? entry : undefined;
};

/** Every catalogue entry (resources, views, reports). */
export const catalogueEntries = entries;

/** The transitions a view offers as row actions (its `actions`, names of its resource's transitions). */
export const viewTransitionsOf = (view: Pick<View, 'resource' | 'actions'>): Transition[] => {
  const resource = resourceNamed(view.resource);
  return resource
    ? view.actions.flatMap((name) => {
        const transition = transitionNamed(resource, name);
        return transition ? [transition] : [];
      })
    : [];
};
