import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../schema.js';

/** A jsonb column: any JSON value, written as a JSON string or value. */
export type JsonColumn = ColumnType<unknown, string, string>;

/** The shared layer of the server's cache store (services/cache-store.ts). */
export type CacheEntriesTable = {
  tenant_id: string;
  key: string;
  value: JsonColumn;
  expires_at: Timestamp;
  created_at: Timestamp;
};

/** One wrapped AES-256 data key per tenant (services/tenant-keys.ts). */
export type TenantKeysTable = {
  tenant_id: string;
  version: Defaulted<number>;
  wrapped_key: string;
  created_at: Timestamp;
};

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** Durable background jobs (services/job-queue.ts). */
export type JobsTable = {
  id: Generated<string>;
  tenant_id: string;
  type: string;
  payload: JsonColumn;
  status: Defaulted<JobStatus>;
  attempts: Defaulted<number>;
  max_attempts: Defaulted<number>;
  run_at: Timestamp;
  locked_at: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  created_by: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
  /** Unique per tenant and type when set (enqueueJobOnce). */
  job_key: string | null;
};

/** Tables of system operations: cache store, tenant encryption keys, job queue. */
export type OperationTables = {
  cache_entries: CacheEntriesTable;
  tenant_keys: TenantKeysTable;
  jobs: JobsTable;
};
