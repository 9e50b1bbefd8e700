-- Notifications of spec section 7: one row per recipient, per-user settings and device push tokens.

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Rows created together (one broadcast) share it; the realtime fan-out names a batch, not every row.
  batch_id uuid NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'system',
  sender text NOT NULL DEFAULT '',
  is_read boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  -- clock_timestamp(): rows of one statement still come out newest first.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX notifications_user_created ON notifications (tenant_id, user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread ON notifications (tenant_id, user_id) WHERE NOT is_read;
CREATE INDEX notifications_batch ON notifications (tenant_id, batch_id);

CREATE TABLE notification_settings (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  in_app boolean NOT NULL DEFAULT true,
  push boolean NOT NULL DEFAULT true,
  sound boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);

CREATE TABLE push_tokens (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  os_type text NOT NULL CHECK (os_type IN ('android', 'ios', 'web')),
  token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, device_id)
);
CREATE INDEX push_tokens_token ON push_tokens (tenant_id, token);
