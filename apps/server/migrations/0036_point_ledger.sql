-- The loyalty points ledger (rule in packages/domain resources/sales/point-posting.ts): the points a posted point
-- or gift exchange took off a membership card (DD) and the money a point exchange credited to a payment card
-- (THUONG), each with the card history entry it wrote (sales_customer_card_histories or
-- sales_payment_card_histories). Written only by the posting layer, in the voucher's transaction: a voucher's
-- entries are taken back whole when it changes, is cancelled or deleted.
CREATE TABLE point_ledger (
  _id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  source text NOT NULL,
  source_id uuid NOT NULL,
  ngay_ct date NOT NULL,
  ma_dvcs text NOT NULL,
  -- KH: a membership card (points), TT: a payment card (money).
  card text NOT NULL,
  ma_the text NOT NULL,
  loai_gd text NOT NULL,
  -- Points (KH) or VND (TT), a positive number.
  so_luong bigint NOT NULL,
  history_id uuid,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_ledger_source ON point_ledger (tenant_id, source, source_id);
