-- System operations (spec section 7, "System"): the shared cache store, per-tenant encryption keys and the
-- durable job queue.

-- The server's cache store: a value per tenant and key, shared by every server instance (each instance also
-- keeps a short-lived copy in process memory). Only derived data lives here, never business data.
CREATE TABLE cache_entries (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, key)
);
CREATE INDEX cache_entries_expires ON cache_entries (expires_at);

-- One AES-256 data key per tenant for POST system/encrypt and decrypt, created on first use. The key is stored
-- wrapped (AES-256-GCM) with a master key derived from the server's JWT secret, so a dump of the database alone
-- does not reveal it.
CREATE TABLE tenant_keys (
  tenant_id uuid PRIMARY KEY REFERENCES tenants (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  wrapped_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Durable background jobs (POST system/queue). Workers claim due jobs with FOR UPDATE SKIP LOCKED.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts BETWEEN 1 AND 20),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_at timestamptz,
  locked_by text,
  last_error text,
  created_by uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- Due work: queued jobs by run_at, and running jobs by locked_at (to recover those of a stopped worker).
CREATE INDEX jobs_queued_due ON jobs (run_at) WHERE status = 'queued';
CREATE INDEX jobs_running_locked ON jobs (locked_at) WHERE status = 'running';
CREATE INDEX jobs_tenant_created ON jobs (tenant_id, created_at);

-- GET system/sms/logs filters by phone and status, newest first.
CREATE INDEX sms_logs_tenant_phone ON sms_logs (tenant_id, phone);
