-- The no-name card ledger (thẻ vô danh; rule in packages/domain resources/sales/no-name-posting.ts): every card a
-- posted sale of no-name cards sold, every top-up and every payment a service voucher made with one, each with the
-- card history entry (sales_no_name_histories) it wrote. Written only by the posting layer, in the voucher's
-- transaction: a voucher's entries are taken back whole when it changes, is cancelled or deleted.
CREATE TABLE no_name_ledger (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  source text NOT NULL,
  source_id uuid NOT NULL,
  ngay_ct date NOT NULL,
  ma_dvcs text NOT NULL,
  ma_the text NOT NULL,
  -- NAP (a sale of the card or a top-up: sells says which) or TIEU (a payment), the amount as a positive number.
  loai_gd text NOT NULL,
  sells boolean NOT NULL DEFAULT false,
  so_tien bigint NOT NULL,
  history_id uuid,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX no_name_ledger_source ON no_name_ledger (tenant_id, source, source_id);
