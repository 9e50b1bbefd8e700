import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** System operations of spec section 7: cache, logs, sessions, encryption, job queue. */
export const registerOperationRoutes = async (_app: FastifyInstance, _deps: AppDeps): Promise<void> => {};
