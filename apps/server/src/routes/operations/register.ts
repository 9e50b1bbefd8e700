import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { einvoiceJobs } from '../../einvoice/jobs.js';
import { providerFactories } from '../../einvoice/settings.js';
import { defineJob, JobWorker, jobHandlers } from '../../services/job-queue.js';
import { demoSmsGateway, tenantSmsGateways } from '../../services/sms-gateway.js';
import { smsSendJob } from '../../services/sms-send-job.js';
import { taskReminderJob } from '../../services/task-reminders.js';
import { TenantCipher } from '../../services/tenant-cipher.js';
import { TenantKeys } from '../../services/tenant-keys.js';
import { registerCacheRoutes } from './cache.js';
import { registerCipherRoutes } from './cipher.js';
import { registerJobQueueRoutes } from './job-queue.js';
import { registerSessionRoutes } from './sessions.js';
import { registerSmsLogRoutes } from './sms-logs.js';

/**
 * System operations of spec section 7: cache, SMS logs, online sessions, encryption, job queue (SMS and
 * e-invoice jobs, appointment reminders). The job worker
 * starts when the app is ready and stops (after the job in hand) before it closes.
 */
export const registerOperationRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  const keys = new TenantKeys(deps.db, deps.config.jwtSecret);
  const cipher = new TenantCipher(keys);
  const gateways = tenantSmsGateways(
    deps.db,
    demoSmsGateway((sms) =>
      app.log.info({ tenant: sms.tenantId, phone: sms.phone }, 'demo SMS gateway: message logged, not sent'),
    ),
    (tenantId, sealed) => cipher.decrypt(tenantId, sealed),
  );
  const einvoice = einvoiceJobs({
    db: deps.db,
    cipher,
    factories: providerFactories({ timeoutMs: deps.config.einvoiceTimeoutMs }),
    filesDir: deps.config.filesDir,
    wake: () => deps.wakeJobs?.(),
  });
  const handlers = jobHandlers([
    defineJob(smsSendJob(deps.db, gateways)),
    defineJob(taskReminderJob(deps.db, gateways)),
    ...einvoice,
  ]);
  const worker = new JobWorker(deps.db, handlers, {
    onError: (error) => app.log.error({ err: error }, 'job worker'),
  });
  deps.wakeJobs = () => worker.wake();
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());

  registerCacheRoutes(app, deps, keys);
  registerSmsLogRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerCipherRoutes(app, deps, cipher);
  registerJobQueueRoutes(app, deps, handlers, worker);
};
