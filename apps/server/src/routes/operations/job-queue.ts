import { enqueueJobSchema, errorSchema, jobQueuedSchema, jobSchema } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf, tenantOf } from '../../http/context-access.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { recordChange } from '../../services/audit-log.js';
import { enqueueJob, findJob, type JobHandlers, type JobWorker } from '../../services/job-queue.js';
import { hasAnyRight, type MenuRight } from './permission.js';

/** Who besides administrators may enqueue each job type (a type missing here: administrators only). */
export const enqueueRights: Readonly<Record<string, readonly MenuRight[]>> = {
  'sms.send': [{ menuId: 'system.sms.logs', right: 'add' }],
};

const lifecycle = [
  'Jobs are stored in the `jobs` table and survive restarts. A worker in each server instance polls every',
  'second (and at once after an enqueue on the same instance), claims a due queued job with',
  '`FOR UPDATE SKIP LOCKED` (so no two workers run one job), marks it `running` and counts the try in',
  '`attempts`. On success it becomes `done`; when its handler fails it is queued again after a backoff of',
  '5 s x 2^(attempts-1), at most 10 minutes, with the error in `last_error`, and becomes `failed` once',
  '`attempts` reaches `max_attempts`. A job left `running` for 5 minutes (its server stopped) is queued again,',
  'or failed when out of tries.',
].join(' ');

/** POST system/queue and GET system/queue/{id}. */
export const registerJobQueueRoutes = (
  app: FastifyInstance,
  deps: AppDeps,
  handlers: JobHandlers,
  worker: JobWorker,
): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/system/queue',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Queue a background job',
        description: [
          'Body `{ type, payload, run_at?, max_attempts? }` -> `{ id, status: "queued" }`; read its progress with',
          'GET system/queue/{id}. Job types: `sms.send` with payload `{ phone, message }` (phone of 10 to 15',
          "digits, message 1 to 1000 characters): hands the SMS to the tenant's gateway (the demo gateway only",
          'logs it) and writes an sms_logs row with the outcome (`sent` or `demo`); allowed to administrators and',
          'users with the add right on menu id `system.sms.logs`. `einvoice.issue` (`{ invoiceId, lookupFirst? }`),',
          '`einvoice.files` (`{ invoiceId }`) and `einvoice.cancel` (`{ invoiceId, reason? }`) are queued by the',
          'e-invoice actions (sales/invoice-publish) and do nothing unless the invoice is in the matching sending state;',
          'administrators only here. 400 JOB_TYPE_UNKNOWN for any other type; 400',
          'JOB_PAYLOAD_INVALID (details: the issues) when the payload does not fit the type; 403 FORBIDDEN',
          'without the right. `run_at` (ISO 8601 with offset) delays the first try; `max_attempts` (1 to 20,',
          'default 5) caps the tries. The enqueue is recorded in system/logs (resource `system/queue`: id, type,',
          'payload, run_at, max_attempts).',
          lifecycle,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        body: enqueueJobSchema,
        response: { 201: jobQueuedSchema, 400: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { type, payload, run_at: runAt, max_attempts: maxAttempts } = request.body;
      const handler = handlers.get(type);
      if (!handler) throw new ApiError(400, 'JOB_TYPE_UNKNOWN', { type });
      if (!(await hasAnyRight(deps, staff, enqueueRights[type] ?? []))) throw new ApiError(403, 'FORBIDDEN');
      const checked = handler.check(payload);
      if (!checked.ok) throw new ApiError(400, 'JOB_PAYLOAD_INVALID', {}, checked.issues);
      const job = await deps.db.transaction().execute(async (trx) => {
        const job = await enqueueJob(trx, {
          tenantId: tenantOf(request).id,
          type,
          payload: checked.payload,
          runAt: runAt ? new Date(runAt) : undefined,
          maxAttempts,
          createdBy: staff.user.id,
        });
        await recordChange(trx, request, {
          action: 'create',
          resource: 'system/queue',
          resourceName: 'jobs',
          recordId: job.id,
          recordKey: type,
          after: {
            id: job.id,
            type,
            payload: checked.payload,
            run_at: runAt ?? null,
            max_attempts: maxAttempts ?? null,
          },
        });
        return job;
      });
      worker.wake();
      return reply.code(201).send(job);
    },
  );

  typed.get(
    '/api/system/queue/:id',
    {
      config: { branchs: 'ignore' },
      schema: {
        tags: ['system'],
        summary: 'Status of a queued job',
        description: [
          "The job's status (`queued`, `running`, `done` or `failed`), tries so far, next (or last) run time,",
          'last error and finish time. The payload is not returned. Visible to the staff user who queued it and',
          'to administrators; 404 NOT_FOUND for anyone else and for ids the tenant does not have.',
          lifecycle,
        ].join(' '),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: z.object({ id: z.uuid().describe('Job id from POST system/queue') }),
        response: { 200: jobSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const job = await findJob(deps.db, tenantOf(request).id, request.params.id);
      if (!job || (!staff.user.is_admin && job.created_by !== staff.user.id))
        throw new ApiError(404, 'NOT_FOUND');
      const { created_by: _createdBy, ...shown } = job;
      return shown;
    },
  );
};
