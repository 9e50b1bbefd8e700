import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** Address lookups of spec section 7 (cities, districts, wards). */
export const registerAddressRoutes = async (_app: FastifyInstance, _deps: AppDeps): Promise<void> => {};
