import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineJob, JobWorker, jobHandlers } from '../../src/services/job-queue.js';
import { demoSmsGateway, tenantSmsGateways } from '../../src/services/sms-gateway.js';
import { TenantCipher } from '../../src/services/tenant-cipher.js';
import { TenantKeys } from '../../src/services/tenant-keys.js';
import { TASK_REMINDER_JOB, taskReminderJob } from '../../src/services/task-reminders.js';
import { branchCalls } from '../helpers/branch-calls.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';

/**
 * Appointment reminders by SMS (services/task-reminders.ts): one job per appointment and start, moved and
 * dropped with the appointment, sent through the tenant's gateway — the HTTP provider (against a local stand-in
 * gateway this test starts) or the log-only one — and kept in sms_logs.
 */

let server: TestServer;
let admin = '';
let tenantId = '';
let cipher: TenantCipher;
const asAdmin = branchCalls(
  () => server,
  () => admin,
);

/** The stand-in brandname gateway: answers each POST with the next status of `answers` (200 once they run out). */
type Received = { headers: IncomingHttpHeaders; body: Record<string, unknown> };
let gateway: Server;
let gatewayUrl = '';
const received: Received[] = [];
let answers: number[] = [];

const TEST_TYPE = 'test.task-reminder';
const db = () => server.database.db;

const book = (gio_hen: string, more: Record<string, unknown> = {}) =>
  asAdmin.call('POST', 'crm/tasks', {
    ngay_ct: '2031-04-01',
    ma_kh: 'KHR-1',
    ngay_hen: '2031-04-10',
    gio_hen,
    thoi_luong: 30,
    trang_thai: '0',
    noi_dung: 'Nhắc lịch',
    ...more,
  });

const reminders = (taskId: string) =>
  db()
    .selectFrom('jobs')
    .selectAll()
    .where('type', 'in', [TASK_REMINDER_JOB, TEST_TYPE])
    .where(sql<string>`payload->>'taskId'`, '=', taskId)
    .orderBy('created_at')
    .execute();

const smsFor = (taskId: string) =>
  db()
    .selectFrom('sms_logs')
    .selectAll()
    .where('ref', 'like', `task-reminder:${taskId}:%`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Makes the appointment's queued reminders due now, for this test's own worker only, and runs them. */
const runDue = async (taskId: string, backoff = 60_000) => {
  await db()
    .updateTable('jobs')
    .set({ type: TEST_TYPE, run_at: sql`now()` })
    .where('type', '=', TASK_REMINDER_JOB)
    .where('status', '=', 'queued')
    .where(sql<string>`payload->>'taskId'`, '=', taskId)
    .execute();
  const gateways = tenantSmsGateways(
    db(),
    demoSmsGateway(() => undefined),
    (tenant, sealed) => cipher.decrypt(tenant, sealed),
  );
  const handler = { ...taskReminderJob(db(), gateways), type: TEST_TYPE };
  return new JobWorker(db(), jobHandlers([defineJob(handler)]), { backoff: () => backoff }).drain();
};

const setSmsConfigs = async (values: Record<string, string>) => {
  await db().deleteFrom('configs').where('tenant_id', '=', tenantId).where('grp', '=', 'sms').execute();
  const rows = Object.entries(values).map(([name, value]) => ({
    tenant_id: tenantId,
    name,
    grp: 'sms',
    value,
  }));
  if (rows.length > 0) await db().insertInto('configs').values(rows).execute();
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  tenantId = await tenantIdOf(db());
  cipher = new TenantCipher(new TenantKeys(db(), server.config.jwtSecret));
  await asAdmin.created('crm/partners', { ma_kh: 'KHR-1', ten_kh: 'Ngô Thị Lan', dien_thoai: '0915300001' });
  await db()
    .updateTable('branches')
    .set({ dien_thoai: '02838221234' })
    .where('tenant_id', '=', tenantId)
    .where('ma_dvcs', '=', 'CN01')
    .execute();
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? { id: `MSG-${received.length}` } : { error: 'busy' }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms/send`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await server.close();
});
beforeEach(async () => {
  received.length = 0;
  answers = [];
  await setSmsConfigs({});
});

describe('scheduling', () => {
  it('books one reminder lead minutes before; re-saving adds none', async () => {
    const task = await book('10:00', { nhac_truoc: 45 });
    expect(task.statusCode, task.body).toBe(201);
    const id = task.json()._id as string;
    let jobs = await reminders(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      status: 'queued',
      job_key: `task-reminder:${id}:2031-04-10T03:00:00.000Z`,
    });
    expect(jobs[0]?.run_at.toISOString()).toBe('2031-04-10T02:15:00.000Z');
    expect(
      (await asAdmin.call('PATCH', `crm/tasks/${id}`, { noi_dung: 'Khách dặn gọi trước' })).statusCode,
    ).toBe(200);
    expect((await asAdmin.call('POST', `crm/tasks/${id}/confirm`, {})).statusCode).toBe(200);
    jobs = await reminders(id);
    expect(jobs).toHaveLength(1);
  });

  it('uses the tenant default (60) without a lead, and the quiet hours for an early start', async () => {
    const task = await book('08:15', { nhac_truoc: null, ma_nv: null });
    expect(task.statusCode, task.body).toBe(201);
    const [job] = await reminders(task.json()._id);
    // Due 07:15, in the quiet hours; 08:00 leaves under 30 minutes: 21:00 the evening before.
    expect(job?.run_at.toISOString()).toBe('2031-04-09T14:00:00.000Z');
  });

  it('moves the reminder with the appointment; the old one sends nothing', async () => {
    const task = await book('14:00', { nhac_truoc: 30 });
    const id = task.json()._id as string;
    const [old] = await reminders(id);
    const moved = await asAdmin.call('PATCH', `crm/tasks/${id}`, { gio_hen: '15:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    const jobs = await reminders(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.job_key).toBe(`task-reminder:${id}:2031-04-10T08:00:00.000Z`);
    expect(jobs[0]?.id).not.toBe(old?.id);
    // A reminder for the old start that runs anyway (e.g. taken by a worker meanwhile) sends nothing.
    await db()
      .insertInto('jobs')
      .values({
        tenant_id: tenantId,
        type: TASK_REMINDER_JOB,
        payload: JSON.stringify({ taskId: id, startsAt: '2031-04-10T07:00:00.000Z' }),
      })
      .execute();
    expect(await runDue(id)).toBe(2);
    const sms = await smsFor(id);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.message).toContain('nhac lich hen 15:00 10/04');
  });

  it('drops the reminder of a cancelled appointment, and a stale one sends nothing', async () => {
    const task = await book('16:00');
    const id = task.json()._id as string;
    const [job] = await reminders(id);
    expect((await asAdmin.call('POST', `crm/tasks/${id}/cancel`, {})).statusCode).toBe(200);
    expect(await reminders(id)).toHaveLength(0);
    await db()
      .insertInto('jobs')
      .values({ tenant_id: tenantId, type: TASK_REMINDER_JOB, payload: JSON.stringify(job?.payload) })
      .execute();
    expect(await runDue(id)).toBe(1);
    expect(await smsFor(id)).toHaveLength(0);
  });
});

describe('sending', () => {
  it('logs through the log-only provider when none is configured (the demo tenant)', async () => {
    const task = await book('11:00');
    const id = task.json()._id as string;
    expect(await runDue(id)).toBe(1);
    const sms = await smsFor(id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ status: 'demo', kind: 'task-reminder', phone: '0915300001', error: null });
    expect(sms[0]?.message).toMatch(/ nhac lich hen 11:00 10\/04\. LH 02838221234$/);
    expect(received).toHaveLength(0);
  });

  it('sends through the HTTP provider with the key, brandname and ref; never twice', async () => {
    const [sealed = ''] = await cipher.encrypt(tenantId, ['sk-test-123']);
    await setSmsConfigs({
      sms_provider: 'http',
      sms_url: gatewayUrl,
      sms_api_key: sealed,
      sms_brandname: 'SENSPA',
    });
    const task = await book('12:00');
    const id = task.json()._id as string;
    const [job] = await reminders(id);
    expect(await runDue(id)).toBe(1);
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.headers.authorization).toBe('Bearer sk-test-123');
    expect(got?.headers['content-type']).toBe('application/json');
    expect(got?.headers['idempotency-key']).toBe(job?.job_key);
    expect(got?.body).toMatchObject({ brandname: 'SENSPA', phone: '0915300001', ref: job?.job_key });
    expect(String(got?.body.message)).toMatch(/nhac lich hen 12:00 10\/04\. LH 02838221234$/);
    const sms = await smsFor(id);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ status: 'sent', kind: 'task-reminder', provider_message_id: 'MSG-1' });
    // The same reminder queued again (a job restored by hand) is not sent twice.
    await db()
      .insertInto('jobs')
      .values({ tenant_id: tenantId, type: TASK_REMINDER_JOB, payload: JSON.stringify(job?.payload) })
      .execute();
    expect(await runDue(id)).toBe(1);
    expect(received).toHaveLength(1);
  });

  it('retries a failing gateway, logging each failed try', async () => {
    await setSmsConfigs({ sms_provider: 'http', sms_url: gatewayUrl, sms_api_key: 'plain-key' });
    answers = [503];
    const task = await book('13:00');
    const id = task.json()._id as string;
    expect(await runDue(id, 0)).toBe(2);
    const sms = await smsFor(id);
    expect(sms.map((s) => s.status)).toEqual(['failed', 'sent']);
    expect(sms[0]?.error).toContain('HTTP 503');
    const [job] = await reminders(id);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer plain-key', 'Bearer plain-key']);
  });
});
