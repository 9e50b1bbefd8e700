import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerUserReadRoutes } from './read.js';
import { registerUserRightsRoutes } from './rights.js';
import { registerUserWriteRoutes } from './write.js';

/**
 * User administration (spec section 2, /system/users): list, read, create, change and delete staff users and
 * replace their rights, guarded by the rights on menu id `system.users`.
 */
export const registerUserRoutes = (app: FastifyInstance, deps: AppDeps): void => {
  registerUserReadRoutes(app, deps);
  registerUserWriteRoutes(app, deps);
  registerUserRightsRoutes(app, deps);
};
