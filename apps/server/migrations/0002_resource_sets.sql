-- Resource sets of spec section 7 (units, taxes, warehouses, discount codes, custom catalogue 1, voucher infos)
-- and the audit log. Every row of a resource set has an `_id` (uuid) the API addresses it by, a natural key unique
-- per tenant and, where search matters, an accent-folded search column with a trigram index.

-- Existing tables of the first migration get their `_id`.
ALTER TABLE branches ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX branches_id ON branches (_id);
ALTER TABLE dictionaries ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX dictionaries_id ON dictionaries (_id);
ALTER TABLE stt ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX stt_id ON stt (_id);
ALTER TABLE voucher_locks ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX voucher_locks_id ON voucher_locks (_id);
ALTER TABLE configs ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX configs_id ON configs (_id);
ALTER TABLE commands ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX commands_id ON commands (_id);
ALTER TABLE call_center_providers ADD COLUMN _id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX call_center_providers_id ON call_center_providers (_id);

-- Units of measure (Cái, Hộp, Chai, Lần, Buổi, Gói).
CREATE TABLE units (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_dvt text NOT NULL,
  ten_dvt text NOT NULL,
  ten_dvt_en text,
  ghi_chu text,
  trang_thai boolean NOT NULL DEFAULT true,
  search_text text GENERATED ALWAYS AS (
    lower(f_unaccent(ma_dvt || ' ' || ten_dvt || ' ' || coalesce(ten_dvt_en, '')))
  ) STORED,
  UNIQUE (tenant_id, ma_dvt)
);
CREATE INDEX units_search_trgm ON units USING gin (search_text gin_trgm_ops);

-- VAT rates.
CREATE TABLE taxes (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_thue text NOT NULL,
  ten_thue text NOT NULL,
  thue_suat double precision NOT NULL CHECK (thue_suat >= 0 AND thue_suat <= 100),
  tk_thue text,
  ghi_chu text,
  trang_thai boolean NOT NULL DEFAULT true,
  search_text text GENERATED ALWAYS AS (lower(f_unaccent(ma_thue || ' ' || ten_thue))) STORED,
  UNIQUE (tenant_id, ma_thue)
);
CREATE INDEX taxes_search_trgm ON taxes USING gin (search_text gin_trgm_ops);

-- Warehouses of each branch (branch-scoped by ma_dvcs).
CREATE TABLE warehouses (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_kho text NOT NULL,
  ten_kho text NOT NULL,
  ma_dvcs text NOT NULL,
  dia_chi text,
  dien_thoai text,
  thu_kho text,
  ghi_chu text,
  trang_thai boolean NOT NULL DEFAULT true,
  search_text text GENERATED ALWAYS AS (
    lower(f_unaccent(ma_kho || ' ' || ten_kho || ' ' || coalesce(dia_chi, '') || ' ' || coalesce(thu_kho, '')))
  ) STORED,
  UNIQUE (tenant_id, ma_kho)
);
CREATE INDEX warehouses_tenant_branch ON warehouses (tenant_id, ma_dvcs);
CREATE INDEX warehouses_search_trgm ON warehouses USING gin (search_text gin_trgm_ops);

-- Discount codes given at the till (a percentage or an amount, valid between two days, at one branch).
CREATE TABLE discount_codes (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_ck text NOT NULL,
  ten_ck text NOT NULL,
  ma_dvcs text NOT NULL,
  ty_le_ck double precision CHECK (ty_le_ck >= 0 AND ty_le_ck <= 100),
  tien_ck double precision CHECK (tien_ck >= 0),
  ngay_hl_tu date NOT NULL,
  ngay_hl_den date,
  so_lan_toi_da integer,
  ghi_chu text,
  trang_thai boolean NOT NULL DEFAULT true,
  search_text text GENERATED ALWAYS AS (lower(f_unaccent(ma_ck || ' ' || ten_ck))) STORED,
  UNIQUE (tenant_id, ma_ck)
);
CREATE INDEX discount_codes_tenant_branch ON discount_codes (tenant_id, ma_dvcs);
CREATE INDEX discount_codes_search_trgm ON discount_codes USING gin (search_text gin_trgm_ops);

-- Free catalogue 1.
CREATE TABLE custom1 (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma text NOT NULL,
  ten text NOT NULL,
  ten_en text,
  ghi_chu text,
  stt integer NOT NULL DEFAULT 0,
  trang_thai boolean NOT NULL DEFAULT true,
  search_text text GENERATED ALWAYS AS (
    lower(f_unaccent(ma || ' ' || ten || ' ' || coalesce(ten_en, '') || ' ' || coalesce(ghi_chu, '')))
  ) STORED,
  UNIQUE (tenant_id, ma)
);
CREATE INDEX custom1_search_trgm ON custom1 USING gin (search_text gin_trgm_ops);

-- Statuses of each voucher type.
CREATE TABLE voucher_infos (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_ct text NOT NULL,
  status text NOT NULL,
  ten_trang_thai text NOT NULL,
  ten_trang_thai_en text,
  mau_sac text,
  cho_sua boolean NOT NULL DEFAULT true,
  cho_xoa boolean NOT NULL DEFAULT true,
  mac_dinh boolean NOT NULL DEFAULT false,
  stt integer NOT NULL DEFAULT 0,
  search_text text GENERATED ALWAYS AS (
    lower(f_unaccent(ma_ct || ' ' || ten_trang_thai || ' ' || coalesce(ten_trang_thai_en, '')))
  ) STORED,
  UNIQUE (tenant_id, ma_ct, status)
);
CREATE INDEX voucher_infos_search_trgm ON voucher_infos USING gin (search_text gin_trgm_ops);

-- Every change made through the API, written in the same transaction as the change.
CREATE TABLE audit_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  user_name text NOT NULL,
  ip text,
  device_id text,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  resource text NOT NULL,
  resource_name text NOT NULL,
  record_id text,
  record_key text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_logs_tenant_at ON audit_logs (tenant_id, at DESC);
CREATE INDEX audit_logs_tenant_resource ON audit_logs (tenant_id, resource, at DESC);
CREATE INDEX audit_logs_tenant_record ON audit_logs (tenant_id, record_id);
