import { resourceSetList } from '@sen/domain';
import { reportCatalogue, resourceCatalogue, viewCatalogue } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerCallCenterProvidersRoute } from './call-center-providers.js';
import { registerCatalogueReport } from './catalogue-reports.js';
import { declareCatalogueExistence, registerCatalogueRoutes } from './catalogue-routes.js';
import { registerCatalogueView } from './catalogue-views.js';
import { setOfResource } from './catalogue-storage.js';
import { registerConfigRoutes } from './config-routes.js';
import { registerSetExtras } from './set-extras.js';
import { registerSetRoutes } from './set-routes.js';
import { registerSystemLogRoutes } from './system-logs.js';

/**
 * The resource sets of spec section 7 and the business resources of the catalogue (list, get, create, replace, patch, delete and their extras), each derived
 * from its declaration in packages/domain; GET call-center/providers; the audit log (GET system/logs).
 */
export const registerResourceSetRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  for (const set of resourceSetList) {
    registerSetExtras(app, deps, set);
    registerSetRoutes(app, deps, set);
  }
  // The resource catalogue (@sen/domain/resources): the same engine, plus approve, print and existence checks.
  for (const resource of resourceCatalogue) {
    const set = setOfResource(resource);
    registerSetExtras(app, deps, set);
    registerCatalogueRoutes(app, deps, resource);
    registerSetRoutes(app, deps, set);
    declareCatalogueExistence(resource);
  }
  for (const view of viewCatalogue) registerCatalogueView(app, deps, view);
  for (const report of reportCatalogue) registerCatalogueReport(app, deps, report);
  registerConfigRoutes(app, deps);
  registerCallCenterProvidersRoute(app, deps);
  registerSystemLogRoutes(app, deps);
};
