-- The stock ledger (sổ kho; declared in packages/domain resources/stock/stock-ledger.ts): every movement a posted voucher makes, + into a warehouse, − out of it, in the
-- product's own unit. Written only by the posting layer, in the voucher's transaction: a voucher's movements are
-- replaced whole when it changes and removed when it is deleted, cancelled or unapproved.
CREATE TABLE stock_ledger (
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
  ma_kho text NOT NULL,
  ma_vt text NOT NULL,
  -- The product's name and own unit when posted (the quantities are in that unit).
  ten_vt text,
  dvt text,
  ma_lo text NOT NULL DEFAULT '',
  han_sd date,
  -- In (≥ 0), out (≥ 0) and the signed quantity (in − out); the signed value moved.
  sl_nhap numeric(18, 3) NOT NULL,
  sl_xuat numeric(18, 3) NOT NULL,
  so_luong numeric(18, 3) NOT NULL,
  tien bigint NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_ledger_source ON stock_ledger (tenant_id, source, source_id);
CREATE INDEX stock_ledger_product ON stock_ledger (tenant_id, ma_vt, ma_kho, ngay_ct);
CREATE INDEX stock_ledger_date ON stock_ledger (tenant_id, ngay_ct, ma_dvcs);

-- Stock on hand per warehouse, product and batch: the ledger summed, kept in the posting's transaction. Its row
-- lock makes two sales of the last unit wait on each other, so the second sees what the first left.
CREATE TABLE stock_on_hand (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ma_kho text NOT NULL,
  ma_vt text NOT NULL,
  ma_lo text NOT NULL DEFAULT '',
  so_luong numeric(18, 3) NOT NULL DEFAULT 0,
  gia_tri bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, ma_kho, ma_vt, ma_lo)
);
