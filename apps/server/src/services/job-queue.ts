import { randomUUID } from 'node:crypto';
import type { Job, JobStatus } from '@sen/domain';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';

/** What a handler gets besides its payload. */
export type JobContext = { tenantId: string; jobId: string; attempt: number };

/**
 * The code run for one job type. `payload` checks the input when the job is enqueued (400 JOB_PAYLOAD_INVALID)
 * and again before each run; `run` throws to fail the try (the job is retried with backoff until max_attempts).
 */
export type JobHandler<P = unknown> = {
  type: string;
  payload: z.ZodType<P>;
  run: (payload: P, context: JobContext) => Promise<void>;
};

/** A handler with its payload type erased, as the worker and the queue route hold it. */
export type RegisteredJob = {
  type: string;
  /** The checked (and normalised) payload, or the reasons it is not valid. */
  check: (payload: unknown) => { ok: true; payload: unknown } | { ok: false; issues: unknown };
  run: (payload: unknown, context: JobContext) => Promise<void>;
};

/** Erases a handler's payload type; its payload is checked again before each run. */
export const defineJob = <P>(handler: JobHandler<P>): RegisteredJob => ({
  type: handler.type,
  check: (payload) => {
    const result = handler.payload.safeParse(payload);
    return result.success ? { ok: true, payload: result.data } : { ok: false, issues: result.error.issues };
  },
  run: (payload, context) => handler.run(handler.payload.parse(payload), context),
});

/** Handlers by type. */
export type JobHandlers = ReadonlyMap<string, RegisteredJob>;

/** Builds the handler map of a list of handlers. */
export const jobHandlers = (handlers: readonly RegisteredJob[]): JobHandlers =>
  new Map(handlers.map((h) => [h.type, h]));

export type NewJob = {
  tenantId: string;
  type: string;
  payload: unknown;
  runAt?: Date;
  maxAttempts?: number;
  createdBy?: string;
};

/** Stores a job as 'queued'; it runs at runAt (now by default) on whichever worker claims it first. */
export const enqueueJob = async (
  db: Kysely<Database>,
  job: NewJob,
): Promise<{ id: string; status: JobStatus }> => {
  const runAt = job.runAt && job.runAt.getTime() > Date.now() ? job.runAt : undefined;
  return db
    .insertInto('jobs')
    .values({
      tenant_id: job.tenantId,
      type: job.type,
      payload: JSON.stringify(job.payload ?? {}),
      ...(runAt ? { run_at: runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
      created_by: job.createdBy ?? null,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
};

/**
 * Stores a job unless the tenant already has one of its type under `key` (any status): the id of the new job, or
 * undefined when one was there. Idempotent scheduling, e.g. one reminder per appointment and start time.
 */
export const enqueueJobOnce = async (
  db: Kysely<Database>,
  job: NewJob & { key: string },
): Promise<string | undefined> => {
  const runAt = job.runAt && job.runAt.getTime() > Date.now() ? job.runAt : undefined;
  const row = await db
    .insertInto('jobs')
    .values({
      tenant_id: job.tenantId,
      type: job.type,
      payload: JSON.stringify(job.payload ?? {}),
      job_key: job.key,
      ...(runAt ? { run_at: runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
      created_by: job.createdBy ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'type', 'job_key']).where('job_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row?.id;
};

/** A job of the tenant as the API shows it, with who enqueued it; undefined when the tenant has no such job. */
export const findJob = async (
  db: Kysely<Database>,
  tenantId: string,
  id: string,
): Promise<(Job & { created_by: string | null }) | undefined> => {
  const row = await db
    .selectFrom('jobs')
    .select([
      'id',
      'type',
      'status',
      'attempts',
      'max_attempts',
      'run_at',
      'last_error',
      'created_at',
      'finished_at',
      'created_by',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    run_at: row.run_at.toISOString(),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
};

/** Default retry delay: 5 s, doubling per try, at most 10 minutes. */
export const defaultBackoff = (attempt: number): number => Math.min(5_000 * 2 ** (attempt - 1), 600_000);

export type JobWorkerOptions = {
  /** Names this worker in jobs.locked_by; random by default. */
  workerId?: string;
  /** How often an idle worker looks for due jobs (ms). */
  pollMs?: number;
  /** A job 'running' longer than this is taken to belong to a stopped worker and is tried again (ms). */
  staleAfterMs?: number;
  /** Delay before try n+1 after try n failed (ms). */
  backoff?: (attempt: number) => number;
  /** Where errors of the worker itself (not of jobs) are reported. */
  onError?: (error: unknown) => void;
};

type ClaimedJob = {
  id: string;
  tenant_id: string;
  type: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
};

const errorText = (error: unknown): string => {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
};

/**
 * Runs due jobs of the types it has handlers for, one at a time. Jobs are claimed with one
 * UPDATE ... WHERE id = (SELECT ... FOR UPDATE SKIP LOCKED), so any number of workers, in one process or on
 * several servers sharing the database, never run the same try of a job twice. Jobs left 'running' past
 * staleAfterMs (their worker stopped or crashed) are queued again, or failed when out of tries.
 */
export class JobWorker {
  readonly workerId: string;
  readonly #db: Kysely<Database>;
  readonly #handlers: JobHandlers;
  readonly #pollMs: number;
  readonly #staleAfterMs: number;
  readonly #backoff: (attempt: number) => number;
  readonly #onError: (error: unknown) => void;
  #running = false;
  #loop: Promise<void> | undefined;
  #woken = false;
  #wakeSleeper: (() => void) | undefined;

  constructor(db: Kysely<Database>, handlers: JobHandlers, options: JobWorkerOptions = {}) {
    this.#db = db;
    this.#handlers = handlers;
    this.workerId = options.workerId ?? `worker-${randomUUID()}`;
    this.#pollMs = options.pollMs ?? 1_000;
    this.#staleAfterMs = options.staleAfterMs ?? 5 * 60_000;
    this.#backoff = options.backoff ?? defaultBackoff;
    this.#onError = options.onError ?? (() => undefined);
  }

  /** Starts polling (no-op when already started). */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  /** Stops polling and waits for the job in hand, if any, to finish. */
  async stop(): Promise<void> {
    this.#running = false;
    this.#wakeSleeper?.();
    await this.#loop;
    this.#loop = undefined;
  }

  /** Looks for due jobs now instead of at the next poll (called after an enqueue in this process). */
  wake(): void {
    this.#woken = true;
    this.#wakeSleeper?.();
  }

  async #run(): Promise<void> {
    while (this.#running) {
      this.#woken = false;
      let ran = false;
      try {
        ran = await this.runOnce();
      } catch (error) {
        this.#onError(error);
      }
      if (!this.#running) break;
      if (!ran && !this.#woken) await this.#sleep();
    }
  }

  #sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#wakeSleeper = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.#pollMs);
      this.#wakeSleeper = done;
    });
  }

  /**
   * Recovers stale jobs, then claims and runs one due job. True when a job was run. An idle poll is one read-only
   * query: the writes (recovery, claim) run only when there is work, so that idle polling does not hold the
   * embedded database's single connection with write transactions between requests.
   */
  async runOnce(): Promise<boolean> {
    const types = [...this.#handlers.keys()];
    if (types.length === 0) return false;
    if (!(await this.#hasWork(types))) return false;
    await this.#recoverStale(types);
    const job = await this.#claim(types);
    if (!job) return false;
    await this.#execute(job);
    return true;
  }

  /** Runs due jobs until none is left (tests and one-shot tools). Returns how many ran. */
  async drain(): Promise<number> {
    let count = 0;
    while (await this.runOnce()) count += 1;
    return count;
  }

  /** Whether a job of these types is due, or running for longer than the stale limit (both indexed). */
  async #hasWork(types: string[]): Promise<boolean> {
    const found = await this.#db
      .selectFrom('jobs')
      .select('id')
      .where('type', 'in', types)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', sql<Date>`now()`)]),
          eb.and([
            eb('status', '=', 'running'),
            eb('locked_at', '<', sql<Date>`now() - ${this.#staleAfterMs}::int * interval '1 millisecond'`),
          ]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return found !== undefined;
  }

  async #recoverStale(types: string[]): Promise<void> {
    const lost = 'The worker running this job stopped before it finished';
    await this.#db
      .updateTable('jobs')
      .set({
        status: sql`CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'queued' END`,
        finished_at: sql`CASE WHEN attempts >= max_attempts THEN now() END`,
        run_at: sql`now()`,
        last_error: lost,
        locked_at: null,
        locked_by: null,
      })
      .where('status', '=', 'running')
      .where('type', 'in', types)
      .where('locked_at', '<', sql<Date>`now() - ${this.#staleAfterMs}::int * interval '1 millisecond'`)
      .execute();
  }

  async #claim(types: string[]): Promise<ClaimedJob | undefined> {
    const due = this.#db
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'queued')
      .where('type', 'in', types)
      .where('run_at', '<=', sql<Date>`now()`)
      .orderBy('run_at')
      .orderBy('created_at')
      .limit(1)
      .forUpdate()
      .skipLocked();
    return this.#db
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: sql`attempts + 1`,
        locked_at: sql`now()`,
        locked_by: this.workerId,
      })
      .where('id', '=', due)
      .where('status', '=', 'queued')
      .returning(['id', 'tenant_id', 'type', 'payload', 'attempts', 'max_attempts'])
      .executeTakeFirst();
  }

  async #execute(job: ClaimedJob): Promise<void> {
    try {
      const handler = this.#handlers.get(job.type);
      if (!handler) throw new Error(`No handler for job type ${job.type}`);
      await handler.run(job.payload, { tenantId: job.tenant_id, jobId: job.id, attempt: job.attempts });
    } catch (error) {
      await this.#fail(job, error);
      return;
    }
    await this.#finish(job)
      .set({ status: 'done', finished_at: sql`now()`, last_error: null })
      .execute();
  }

  async #fail(job: ClaimedJob, error: unknown): Promise<void> {
    const outOfTries = job.attempts >= job.max_attempts;
    const next = outOfTries
      ? { status: 'failed' as const, finished_at: sql<Date>`now()` }
      : { status: 'queued' as const, run_at: new Date(Date.now() + this.#backoff(job.attempts)) };
    await this.#finish(job)
      .set({ ...next, last_error: errorText(error) })
      .execute();
  }

  /** The update of a claimed job, only while this worker still holds this try of it. */
  #finish(job: ClaimedJob) {
    return this.#db
      .updateTable('jobs')
      .set({ locked_at: null, locked_by: null })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', this.workerId)
      .where('attempts', '=', job.attempts);
  }
}
