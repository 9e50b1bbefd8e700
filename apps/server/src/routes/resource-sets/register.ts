import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** The resource sets of spec section 7 (list, get, create, replace, patch, delete and their extras). */
export const registerResourceSetRoutes = async (_app: FastifyInstance, _deps: AppDeps): Promise<void> => {};
