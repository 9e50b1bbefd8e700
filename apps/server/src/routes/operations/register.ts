import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.js";
import { TenantCipher } from "../../services/tenant-cipher.js";
import { TenantKeys } from "../../services/tenant-keys.js";
import { registerCacheRoutes } from "./cache.js";
import { registerCipherRoutes } from "./cipher.js";

/** System operations of spec section 7: cache and encryption. */
export const registerOperationRoutes = async (
  app: FastifyInstance,
  deps: AppDeps,
): Promise<void> => {
  const keys = new TenantKeys(deps.db, deps.config.jwtSecret);
  registerCacheRoutes(app, deps, keys);
  registerCipherRoutes(app, deps, new TenantCipher(keys));
};
