-- The account ledger (sổ cái; declared in packages/domain resources/accounting/account-ledger.ts): every debit and
-- credit a posted voucher makes, each movement as two entries (one per side, each naming the other as tk_du). Written
-- only by the posting layer, in the voucher's transaction: a voucher's entries are replaced whole when it changes and
-- removed when it is deleted, cancelled or unapproved. The cash book reads the cash accounts, customer debt 131.
CREATE TABLE account_ledger (
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
  tk text NOT NULL,
  tk_du text NOT NULL DEFAULT '',
  ma_kh text,
  ten_kh text,
  ma_httt text,
  -- The prepaid card a card payment spent, and the card history entry (sales_payment_card_histories) that spent it.
  ma_the text,
  card_entry_id uuid,
  dien_giai text,
  ps_no bigint NOT NULL DEFAULT 0,
  ps_co bigint NOT NULL DEFAULT 0,
  so_tien bigint GENERATED ALWAYS AS (ps_no - ps_co) STORED,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_ledger_source ON account_ledger (tenant_id, source, source_id);
CREATE INDEX account_ledger_account ON account_ledger (tenant_id, tk, ngay_ct, ma_dvcs);
CREATE INDEX account_ledger_partner ON account_ledger (tenant_id, ma_kh, tk) WHERE ma_kh IS NOT NULL;
