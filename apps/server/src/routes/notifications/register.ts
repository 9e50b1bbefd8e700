import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { createHubRegistry } from '../../realtime/hub-registry.js';
import { registerHubRoutes } from '../../realtime/hub-routes.js';
import { deliverRealtimeEvent } from '../../realtime/deliver-event.js';
import {
  attachNotificationRuntime,
  detachNotificationRuntime,
  type NotificationRuntime,
} from '../../realtime/notification-runtime.js';
import { createPostgresBus } from '../../realtime/postgres-bus.js';
import { createMemoryBus, type RealtimeBus } from '../../realtime/realtime-bus.js';
import { registerBroadcastRoute } from './broadcast.js';
import { registerNotificationHistoryRoute } from './histories.js';
import { registerNotificationSettingsRoutes } from './settings.js';
import { registerPushTokenRoute } from './tokens.js';
import { registerNotificationViewRoutes } from './view.js';

/**
 * LISTEN/NOTIFY between the instances sharing a PostgreSQL server named by DATABASE_URL; otherwise (PGlite, or a
 * database handed in without its URL) everything happens in this process.
 */
const createBus = (app: FastifyInstance, deps: AppDeps): Promise<RealtimeBus> =>
  deps.dbKind === 'postgres' && deps.config.databaseUrl
    ? createPostgresBus({ connectionString: deps.config.databaseUrl, db: deps.db, log: app.log })
    : Promise.resolve(createMemoryBus());

/** Notifications of spec section 7 and the realtime hub. */
export const registerNotificationRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  const runtime: NotificationRuntime = {
    bus: await createBus(app, deps),
    hubs: createHubRegistry(),
    log: app.log,
  };
  runtime.bus.subscribe((event) => {
    deliverRealtimeEvent(deps.db, runtime.hubs, event).catch((error: Error) =>
      app.log.warn({ error: error.message, event }, 'realtime: delivery failed'),
    );
  });
  attachNotificationRuntime(deps.db, runtime);
  app.addHook('onClose', async () => {
    detachNotificationRuntime(deps.db, runtime);
    await runtime.bus.close();
  });

  registerNotificationSettingsRoutes(app, deps);
  registerPushTokenRoute(app, deps);
  registerNotificationViewRoutes(app, deps);
  registerNotificationHistoryRoute(app, deps);
  registerBroadcastRoute(app, deps);
  await registerHubRoutes(app, deps, runtime);
};
