import { jobQueuedSchema, jobSchema, type Job } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, enqueueJob, JobWorker, jobHandlers } from '../src/services/job-queue.js';
import { smsSendJob } from '../src/services/sms-send-job.js';
import { grantRights, tenantIdOf } from './helpers/operations-fixtures.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let admin: string;
let demoId: string;
beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  demoId = await tenantIdOf(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(() => server.close());

const enqueue = (body: unknown, token = admin, language = 'vi') =>
  call(server.app, 'POST', '/api/system/queue', { token, body, headers: { 'accept-language': language } });

const jobStatus = (id: string, token = admin, tenant = 'demo') =>
  call(server.app, 'GET', `/api/system/queue/${id}`, { token, tenant });

/** Polls GET system/queue/{id} until the job is done or failed. */
const settled = async (id: string, timeoutMs = 15_000): Promise<Job> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await jobStatus(id);
    expect(res.statusCode, res.body).toBe(200);
    const job = jobSchema.parse(res.json());
    if (job.status === 'done' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const smsLogsTo = (phone: string) =>
  server.database.db.selectFrom('sms_logs').selectAll().where('phone', '=', phone).execute();

const jobRow = (id: string) =>
  server.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/system/queue (sms.send)', () => {
  it('queues the job, the worker runs it, and the SMS is logged through the demo gateway', async () => {
    const res = await enqueue({ type: 'sms.send', payload: { phone: '0987 654 321', message: 'Xin chào' } });
    expect(res.statusCode, res.body).toBe(201);
    const queued = jobQueuedSchema.parse(res.json());
    expect(queued.status).toBe('queued');
    const job = await settled(queued.id);
    expect(job).toMatchObject({
      type: 'sms.send',
      status: 'done',
      attempts: 1,
      max_attempts: 5,
      last_error: null,
    });
    expect(job.finished_at).not.toBeNull();
    const logs = await smsLogsTo('0987654321');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ tenant_id: demoId, message: 'Xin chào', status: 'demo' });
  });

  it('refuses unknown types and payloads that do not fit, and queues nothing', async () => {
    const before = await server.database.db.selectFrom('jobs').select('id').execute();
    const unknown = await enqueue({ type: 'email.send', payload: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'JOB_TYPE_UNKNOWN',
      message: 'Loại tác vụ email.send không được hỗ trợ',
    });
    expect((await enqueue({ type: 'email.send' }, admin, 'en')).json().message).toBe(
      'Job type email.send is not supported',
    );
    for (const payload of [
      { phone: '123', message: 'x' },
      { phone: '0987654321' },
      { phone: '0987654321', message: ' ' },
    ]) {
      const res = await enqueue({ type: 'sms.send', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('JOB_PAYLOAD_INVALID');
      expect(res.json().details).toEqual(expect.any(Array));
    }
    const badBody = await enqueue({ type: 'sms.send', payload: {}, run_at: 'tomorrow' });
    expect(badBody.json().code).toBe('VALIDATION_FAILED');
    expect(await server.database.db.selectFrom('jobs').select('id').execute()).toHaveLength(before.length);
  });

  it('needs the add right on system.sms.logs unless admin; only the creator and admins see the job', async () => {
    const sales = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
    const cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
    const body = { type: 'sms.send', payload: { phone: '0911222333', message: 'Nhắc lịch hẹn' } };
    const refused = await enqueue(body, sales);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');

    await grantRights(server.database.db, 'nvbh01', 'system.sms.logs', ['r_access', 'r_add']);
    const res = await enqueue(body, sales);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = jobQueuedSchema.parse(res.json());
    expect((await jobStatus(id, sales)).statusCode).toBe(200);
    expect((await jobStatus(id, admin)).statusCode).toBe(200);
    const other = await jobStatus(id, cashier);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    const beta = await tokenFor(
      server.app,
      secondTenant.admin.user_name,
      secondTenant.admin.password,
      'beta',
    );
    expect((await jobStatus(id, beta, 'beta')).statusCode).toBe(404);
    await settled(id);
  });

  it('survives a server restart: a job queued before it runs after it', async () => {
    const runAt = new Date(Date.now() + 2_000).toISOString();
    const res = await enqueue({
      type: 'sms.send',
      payload: { phone: '0909000111', message: 'Sau khởi động lại' },
      run_at: runAt,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = jobQueuedSchema.parse(res.json());
    await server.restart();
    expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await smsLogsTo('0909000111')).toHaveLength(0);

    admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
    const job = await settled(id);
    expect(job.status).toBe('done');
    expect(Date.parse(job.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(runAt));
    expect(await smsLogsTo('0909000111')).toHaveLength(1);
  });

  it('answers 404 for an id the tenant does not have and 400 for a malformed one', async () => {
    expect((await jobStatus('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await jobStatus('not-a-uuid')).json().code).toBe('VALIDATION_FAILED');
  });
});

/** A handler type the app's own worker does not know, so only the workers of a test run it. */
const countingJob = (type: string, ran: { id: string; worker: string }[], worker: () => string) =>
  defineJob({
    type,
    payload: z.object({ n: z.number() }),
    run: async (_payload, { jobId }) => {
      ran.push({ id: jobId, worker: worker() });
      await new Promise((resolve) => setTimeout(resolve, 5));
    },
  });

describe('the job worker', () => {
  it('retries a failing handler with backoff, then fails the job with the last error', async () => {
    let calls = 0;
    const failing = {
      ...smsSendJob(server.database.db, async () => ({
        send: async () => {
          calls += 1;
          throw new Error(`gateway down (${calls})`);
        },
      })),
      type: 'test.sms-failing',
    };
    const worker = new JobWorker(server.database.db, jobHandlers([defineJob(failing)]), {
      backoff: () => 60_000,
    });
    const { id } = await enqueueJob(server.database.db, {
      tenantId: demoId,
      type: 'test.sms-failing',
      payload: { phone: '0988777666', message: 'x' },
      maxAttempts: 3,
    });

    expect(await worker.runOnce()).toBe(true);
    let row = await jobRow(id);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'gateway down (1)',
      locked_by: null,
    });
    expect(row.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(await worker.runOnce(), 'not due before its backoff').toBe(false);

    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await server.database.db
        .updateTable('jobs')
        .set({ run_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      expect(await worker.runOnce()).toBe(true);
    }
    row = await jobRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'gateway down (3)' });
    expect(row.finished_at).not.toBeNull();
    expect(await worker.runOnce()).toBe(false);
    expect(calls).toBe(3);
    // Each failed try is logged as failed, with the gateway's error.
    const failedTries = await smsLogsTo('0988777666');
    expect(failedTries.map((l) => l.status)).toEqual(['failed', 'failed', 'failed']);
    const seen = jobSchema.parse((await jobStatus(id)).json());
    expect(seen).toMatchObject({ status: 'failed', last_error: 'gateway down (3)' });
  });

  it('never lets two workers run the same job', async () => {
    const ran: { id: string; worker: string }[] = [];
    const type = 'test.count';
    const make = (name: string) =>
      new JobWorker(server.database.db, jobHandlers([countingJob(type, ran, () => name)]), {
        workerId: name,
      });
    const ids = [];
    for (let n = 0; n < 30; n += 1)
      ids.push((await enqueueJob(server.database.db, { tenantId: demoId, type, payload: { n } })).id);

    const [a, b] = await Promise.all([make('worker-a').drain(), make('worker-b').drain()]);
    expect(a + b).toBe(30);
    expect(Math.min(a, b), 'both workers took jobs').toBeGreaterThan(0);
    expect(ran).toHaveLength(30);
    expect(new Set(ran.map((r) => r.id))).toEqual(new Set(ids));
    const rows = await server.database.db
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .where('type', '=', type)
      .execute();
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  it('takes back jobs left running by a stopped worker, and fails them when out of tries', async () => {
    const ran: { id: string; worker: string }[] = [];
    const type = 'test.stale';
    const worker = new JobWorker(server.database.db, jobHandlers([countingJob(type, ran, () => 'w')]), {
      staleAfterMs: 60_000,
    });
    const crashed = { status: 'running' as const, locked_by: 'crashed-worker', attempts: 1 };
    const [stale, outOfTries, fresh] = await Promise.all(
      [
        { ...crashed, locked_at: new Date(Date.now() - 10 * 60_000) },
        { ...crashed, locked_at: new Date(Date.now() - 10 * 60_000), max_attempts: 1 },
        { ...crashed, locked_at: new Date() },
      ].map((values) =>
        server.database.db
          .insertInto('jobs')
          .values({ tenant_id: demoId, type, payload: JSON.stringify({ n: 1 }), ...values })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(await worker.drain()).toBe(1);
    expect(ran.map((r) => r.id)).toEqual([stale?.id]);
    expect(await jobRow(stale?.id ?? '')).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(outOfTries?.id ?? '')).toMatchObject({
      status: 'failed',
      last_error: 'The worker running this job stopped before it finished',
    });
    expect(await jobRow(fresh?.id ?? '')).toMatchObject({ status: 'running', locked_by: 'crashed-worker' });
  });

  it('wakes at once on enqueue instead of waiting for its next poll', async () => {
    const ran: { id: string; worker: string }[] = [];
    const type = 'test.wake';
    const worker = new JobWorker(server.database.db, jobHandlers([countingJob(type, ran, () => 'w')]), {
      pollMs: 60_000,
    });
    worker.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { id } = await enqueueJob(server.database.db, { tenantId: demoId, type, payload: { n: 1 } });
      worker.wake();
      const deadline = Date.now() + 5_000;
      while ((await jobRow(id)).status !== 'done' && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await jobRow(id)).status).toBe('done');
    } finally {
      await worker.stop();
    }
  });
});
