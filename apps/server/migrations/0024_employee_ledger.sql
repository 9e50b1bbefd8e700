-- The employee ledger (sổ hoa hồng và tiền công; declared in packages/domain resources/sales/employee-ledger.ts):
-- every commission a posted sale earned its salesperson (loai HH) and every wage a posted service voucher earned
-- its technician (loai CONG; rule: resources/sales/earnings-posting.ts). Written only by the posting layer, in the
-- voucher's transaction: a voucher's entries are replaced whole when it changes and removed when it is deleted,
-- cancelled or unapproved. The commission and wage reports read it.
CREATE TABLE employee_ledger (
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
  loai text NOT NULL CHECK (loai IN ('HH', 'CONG')),
  -- Who earned it: the salesperson (commission) or the technician (wage) and the level they were paid at.
  ma_nvbh text,
  ten_nvbh text,
  ma_nv text,
  ten_nv text,
  cap_bac text,
  ma_kh text,
  ten_kh text,
  ma_vt text,
  ten_vt text,
  so_luong double precision NOT NULL DEFAULT 0,
  doanh_thu bigint NOT NULL DEFAULT 0,
  ty_le double precision NOT NULL DEFAULT 0,
  don_gia bigint NOT NULL DEFAULT 0,
  so_tien bigint NOT NULL DEFAULT 0,
  -- The commission rule that applied (none: the line's own percent or the group's default).
  ma_hh text,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employee_ledger_source ON employee_ledger (tenant_id, source, source_id);
CREATE INDEX employee_ledger_day ON employee_ledger (tenant_id, ngay_ct, ma_dvcs);
CREATE INDEX employee_ledger_earner ON employee_ledger (tenant_id, loai, ma_nvbh, ma_nv);
