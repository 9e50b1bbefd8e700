import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { TenantCipher } from '../../services/tenant-cipher.js';
import { TenantKeys } from '../../services/tenant-keys.js';
import { registerCacheRoutes } from './cache.js';
import { registerCipherRoutes } from './cipher.js';
import { registerSessionRoutes } from './sessions.js';
import { registerSmsLogRoutes } from './sms-logs.js';

/** System operations of spec section 7: cache, SMS logs, online sessions, encryption. */
export const registerOperationRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  const keys = new TenantKeys(deps.db, deps.config.jwtSecret);
  registerCacheRoutes(app, deps, keys);
  registerSmsLogRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerCipherRoutes(app, deps, new TenantCipher(keys));
};
