import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { defineJob, JobWorker, jobHandlers } from '../../services/job-queue.js';
import { demoSmsGateway } from '../../services/sms-gateway.js';
import { smsSendJob } from '../../services/sms-send-job.js';
import { TenantCipher } from '../../services/tenant-cipher.js';
import { TenantKeys } from '../../services/tenant-keys.js';
import { registerCacheRoutes } from './cache.js';
import { registerCipherRoutes } from './cipher.js';
import { registerJobQueueRoutes } from './job-queue.js';
import { registerSessionRoutes } from './sessions.js';
import { registerSmsLogRoutes } from './sms-logs.js';

/**
 * System operations of spec section 7: cache, SMS logs, online sessions, encryption, job queue. The job worker
 * starts when the app is ready and stops (after the job in hand) before it closes.
 */
export const registerOperationRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  const keys = new TenantKeys(deps.db, deps.config.jwtSecret);
  const gateway = demoSmsGateway((sms) =>
    app.log.info({ tenant: sms.tenantId, phone: sms.phone }, 'demo SMS gateway: message logged, not sent'),
  );
  const handlers = jobHandlers([defineJob(smsSendJob(deps.db, gateway))]);
  const worker = new JobWorker(deps.db, handlers, {
    onError: (error) => app.log.error({ err: error }, 'job worker'),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());

  registerCacheRoutes(app, deps, keys);
  registerSmsLogRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerCipherRoutes(app, deps, new TenantCipher(keys));
  registerJobQueueRoutes(app, deps, handlers, worker);
};
