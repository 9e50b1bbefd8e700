import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** Notifications of spec section 7 and the realtime hub. */
export const registerNotificationRoutes = async (_app: FastifyInstance, _deps: AppDeps): Promise<void> => {};
