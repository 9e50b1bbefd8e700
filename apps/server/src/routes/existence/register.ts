import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** Existence checks of spec section 7 (unique codes, phones and salesperson ownership). */
export const registerExistenceRoutes = async (_app: FastifyInstance, _deps: AppDeps): Promise<void> => {};
