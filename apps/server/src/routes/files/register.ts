import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** The storage host of spec section 7: upload, download and delete files. */
export const registerFileRoutes = async (_app: FastifyInstance, _deps: AppDeps): Promise<void> => {};
