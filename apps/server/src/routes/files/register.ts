import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerDeleteUploadsRoute } from './delete.js';
import { registerDownloadRoute } from './download.js';
import { registerUploadRoutes } from './upload.js';

/**
 * The storage host of spec section 7: upload, download and delete files. Multipart parsing is registered in an
 * encapsulated scope holding only these routes, so it does not touch how other routes read JSON.
 */
export const registerFileRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  await app.register(async (scope) => {
    await scope.register(multipart);
    registerUploadRoutes(scope, deps);
    registerDownloadRoute(scope, deps);
    registerDeleteUploadsRoute(scope, deps);
  });
};
