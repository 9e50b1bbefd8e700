-- Sen ERP initial schema. Every business table carries tenant_id and every query filters by it.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE; this immutable wrapper can back generated columns and indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  is_demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE branches (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_dvcs text NOT NULL,
  ten_dvcs text NOT NULL,
  dia_chi text,
  dien_thoai text,
  PRIMARY KEY (tenant_id, ma_dvcs)
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_name text NOT NULL,
  password_hash text NOT NULL,
  ten_nsd text NOT NULL,
  email text,
  is_admin boolean NOT NULL DEFAULT false,
  branchs text NOT NULL DEFAULT '',
  employee_yn boolean NOT NULL DEFAULT false,
  employees text[] NOT NULL DEFAULT '{}',
  ma_nvbh text,
  ten_nvbh text,
  agent_id text,
  agent_pass text,
  locked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_tenant_user_name ON users (tenant_id, lower(user_name));

CREATE TABLE user_rights (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  menu_id text NOT NULL,
  r_access boolean NOT NULL DEFAULT false,
  r_read boolean NOT NULL DEFAULT false,
  r_readall boolean NOT NULL DEFAULT false,
  r_add boolean NOT NULL DEFAULT false,
  r_edit boolean NOT NULL DEFAULT false,
  r_del boolean NOT NULL DEFAULT false,
  r_print boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant_id, user_id, menu_id)
);

CREATE TABLE user_configs (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  value text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, user_id, name)
);

CREATE TABLE commands (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  menu_id text NOT NULL,
  menu_id0 text NOT NULL DEFAULT '',
  command text NOT NULL DEFAULT '',
  title text NOT NULL,
  title_en text NOT NULL,
  stt integer NOT NULL DEFAULT 0,
  icon text,
  PRIMARY KEY (tenant_id, menu_id)
);

CREATE TABLE configs (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  name text NOT NULL,
  grp text NOT NULL,
  value text NOT NULL DEFAULT '',
  PRIMARY KEY (tenant_id, grp, name)
);

CREATE TABLE dictionaries (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  loai text NOT NULL,
  ma_tudien text NOT NULL,
  ten_tudien text NOT NULL,
  ten_tudien_en text NOT NULL DEFAULT '',
  stt integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, loai, ma_tudien)
);

CREATE TABLE stt (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_dvcs text NOT NULL,
  ma_ct text NOT NULL,
  nam integer NOT NULL,
  tien_to text NOT NULL DEFAULT '',
  so_hien_tai integer NOT NULL DEFAULT 0,
  do_dai integer NOT NULL DEFAULT 6,
  PRIMARY KEY (tenant_id, ma_dvcs, ma_ct, nam)
);

CREATE TABLE voucher_locks (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_dvcs text NOT NULL,
  ma_ct text NOT NULL,
  ngay_ks date NOT NULL,
  PRIMARY KEY (tenant_id, ma_dvcs, ma_ct)
);

CREATE TABLE call_center_providers (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  provider text NOT NULL,
  ten_ncc text NOT NULL,
  enable boolean NOT NULL DEFAULT false,
  endpoint text,
  PRIMARY KEY (tenant_id, provider)
);

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_kh text NOT NULL,
  ten_kh text NOT NULL,
  dien_thoai text,
  email text,
  ngay_sinh date,
  gioi_tinh text,
  dia_chi text,
  ma_dvcs text,
  ma_nvbh text,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Accent-insensitive search text ('Nguyễn Đức' -> 'nguyen duc') for trigram search.
  search_text text GENERATED ALWAYS AS (
    lower(f_unaccent(ten_kh || ' ' || ma_kh || ' ' || coalesce(dien_thoai, '') || ' ' || coalesce(email, '')))
  ) STORED,
  UNIQUE (tenant_id, ma_kh)
);
CREATE INDEX customers_tenant_phone ON customers (tenant_id, dien_thoai);
CREATE INDEX customers_tenant_branch ON customers (tenant_id, ma_dvcs);
CREATE INDEX customers_tenant_saler ON customers (tenant_id, ma_nvbh);
CREATE INDEX customers_tenant_created ON customers (tenant_id, created_at);
CREATE INDEX customers_search_trgm ON customers USING gin (search_text gin_trgm_ops);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  subject_type text NOT NULL CHECK (subject_type IN ('staff', 'customer')),
  subject_id uuid NOT NULL,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  device_id text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_subject ON refresh_tokens (tenant_id, subject_type, subject_id);

CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_name text NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_user ON login_failures (tenant_id, user_name, at);
CREATE INDEX login_failures_ip ON login_failures (ip, at);

CREATE TABLE otp_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  phone text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_codes_phone ON otp_codes (tenant_id, phone, created_at);

CREATE TABLE sms_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  phone text NOT NULL,
  message text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_logs_tenant_created ON sms_logs (tenant_id, created_at);

CREATE TABLE sign_ins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  user_name text NOT NULL,
  ip text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_ins_tenant_at ON sign_ins (tenant_id, at);
