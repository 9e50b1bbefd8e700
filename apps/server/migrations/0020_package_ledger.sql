-- The package ledger (sổ liệu trình; declared in packages/domain resources/sales/package-ledger.ts): every customer
-- package a posted sale created (sessions and value sold) and every session a posted service voucher used. Written
-- only by the posting layer, in the voucher's transaction: a voucher's entries are replaced whole when it changes
-- and removed when it is deleted, cancelled or unapproved. The package revenue reports read it.
CREATE TABLE package_ledger (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- The voucher: its resource's catalogue name and _id, type, number, date and branch.
  source text NOT NULL,
  source_id uuid NOT NULL,
  ma_ct text,
  so_ct text,
  ngay_ct date NOT NULL,
  ma_dvcs text NOT NULL,
  line integer NOT NULL,
  ma_kh text,
  ten_kh text,
  -- The customer package (sales_customer_packages.ma_lt), its package product and the service of the entry.
  ma_lt text NOT NULL,
  ma_goi text,
  ten_goi text,
  ma_dv text,
  so_buoi_ban integer NOT NULL DEFAULT 0,
  so_buoi_dung integer NOT NULL DEFAULT 0,
  tien_ban bigint NOT NULL DEFAULT 0,
  tien_dung bigint NOT NULL DEFAULT 0,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX package_ledger_source ON package_ledger (tenant_id, source, source_id);
CREATE INDEX package_ledger_day ON package_ledger (tenant_id, ngay_ct, ma_dvcs);
CREATE INDEX package_ledger_package ON package_ledger (tenant_id, ma_lt);
