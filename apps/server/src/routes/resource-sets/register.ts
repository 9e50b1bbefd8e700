import { resourceSetList } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerCallCenterProvidersRoute } from './call-center-providers.js';
import { registerConfigRoutes } from './config-routes.js';
import { registerSetExtras } from './set-extras.js';
import { registerSetRoutes } from './set-routes.js';
import { registerSystemLogRoutes } from './system-logs.js';

/**
 * The resource sets of spec section 7 (list, get, create, replace, patch, delete and their extras), each derived
 * from its declaration in packages/domain; GET call-center/providers; the audit log (GET system/logs).
 */
export const registerResourceSetRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  for (const set of resourceSetList) {
    registerSetExtras(app, deps, set);
    registerSetRoutes(app, deps, set);
  }
  registerConfigRoutes(app, deps);
  registerCallCenterProvidersRoute(app, deps);
  registerSystemLogRoutes(app, deps);
};
