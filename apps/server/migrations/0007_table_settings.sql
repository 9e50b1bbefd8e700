-- Per-user table settings of the back office (spec section 5: "A settings form saves a per-table setting"):
-- one JSON object per tenant, user and settings key (columns shown, their order and widths, page size...).
CREATE TABLE table_settings (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, key)
);
