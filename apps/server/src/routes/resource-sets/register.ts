import { resourceSetList } from '@sen/domain';
import { reportCatalogue, resourceCatalogue, viewCatalogue } from '@sen/domain/resources';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerCallCenterProvidersRoute } from './call-center-providers.js';
import { registerCatalogueReport } from './catalogue-reports.js';
import { declareCatalogueExistence, registerCatalogueRoutes } from './catalogue-routes.js';
import { registerCatalogueView } from './catalogue-views.js';
import { registerConfigRoutes } from './config-routes.js';
import { registerSetExtras } from './set-extras.js';
import { registerSetRoutes } from './set-routes.js';
import { registerSystemLogRoutes } from './system-logs.js';

/**
 * Every resource (defineResource: the business resources of the catalogue and the start-up tables of spec section
 * 7) with list, get, create, replace, patch, delete, its extras, transitions and print view, each derived from its
 * declaration in packages/domain; views and reports; the config routes, GET call-center/providers and the audit
 * log (GET system/logs).
 */
export const registerResourceSetRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  for (const resource of [...resourceSetList, ...resourceCatalogue]) {
    registerSetExtras(app, deps, resource);
    registerCatalogueRoutes(app, deps, resource);
    registerSetRoutes(app, deps, resource);
    declareCatalogueExistence(resource);
  }
  for (const view of viewCatalogue) registerCatalogueView(app, deps, view);
  for (const report of reportCatalogue) registerCatalogueReport(app, deps, report);
  registerConfigRoutes(app, deps);
  registerCallCenterProvidersRoute(app, deps);
  registerSystemLogRoutes(app, deps);
};
