import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerCityRoutes } from './cities.js';
import { registerDistrictRoutes } from './districts.js';
import { registerWardMappingRoute } from './ward-mappings.js';

/** Address lookups of spec section 7 (cities, districts, wards) and the old-to-new ward mapping. */
export const registerAddressRoutes = async (app: FastifyInstance, _deps: AppDeps): Promise<void> => {
  registerCityRoutes(app);
  registerDistrictRoutes(app);
  registerWardMappingRoute(app);
};
