-- Written by hand (issue 19, the owner's dashboard): what each posted sale and return adds to its day, kept by the
-- posting layer (apps/server/src/posting/sales-days.ts) in the voucher's transaction like every ledger, so the
-- dashboard reads a day, its trend and its top lists without summing the day's vouchers again.
-- sales_day_entries: each voucher's own part (replaced whole when it changes, removed when it stops posting);
-- sales_day_totals: their sums per day, branch, kind and code, moved by the difference of each replacement.
-- Kinds: REV (revenue, tax included: t_tt, returns negative; vouchers: the sales), NV (the same per salesperson,
-- ma_nvbh), DV (service lines, quantity and thanh_tien: sales' lines of products of loai_vt DV, and every line of a
-- service voucher, sales-services, which adds nothing else), KH (the sale's customer, vouchers 1), WALK (a sale to no named customer, vouchers 1), PAY (what the voucher's account-ledger entries put on the money
-- accounts — all but 131, 511 and 3331 — per payment type: its code, 'CARD' for the prepaid cards' 3387, else
-- 'TK:' and the account), NEW (not summed: each customer's first day, a row per branch they bought in that day,
-- vouchers 1; made again by the posting layer whenever their KH days change).
CREATE TABLE sales_day_entries (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  source text NOT NULL,
  source_id uuid NOT NULL,
  ngay_ct date NOT NULL,
  ma_dvcs text NOT NULL,
  kind text NOT NULL,
  code text NOT NULL DEFAULT '',
  quantity numeric NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  vouchers integer NOT NULL DEFAULT 0
);
CREATE INDEX sales_day_entries_source ON sales_day_entries (tenant_id, source, source_id);

CREATE TABLE sales_day_totals (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  ngay_ct date NOT NULL,
  ma_dvcs text NOT NULL,
  kind text NOT NULL,
  code text NOT NULL DEFAULT '',
  quantity numeric NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  vouchers integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, kind, ngay_ct, ma_dvcs, code)
);
-- A customer's earlier days (new or returning): by kind and code, then day.
CREATE INDEX sales_day_totals_code ON sales_day_totals (tenant_id, kind, code, ngay_ct) WHERE vouchers > 0;

-- The vouchers posted before this migration: the same parts, from what they posted (a voucher posts when a
-- ledger holds its entries).
INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total, vouchers)
SELECT h.tenant_id, v.source, h._id, h.ngay_ct, h.ma_dvcs, k.kind, k.code, 0, v.sign * coalesce(h.t_tt, 0),
  CASE WHEN v.sign > 0 THEN 1 ELSE 0 END
FROM (
  SELECT 'bills' AS source, 1 AS sign, tenant_id, _id, ngay_ct, ma_dvcs, t_tt, ma_nvbh, ma_kh FROM sales_bills
  UNION ALL
  SELECT 'retail-orders', 1, tenant_id, _id, ngay_ct, ma_dvcs, t_tt, ma_nvbh, ma_kh FROM sales_retail_orders
  UNION ALL
  SELECT 'returns', -1, tenant_id, _id, ngay_ct, ma_dvcs, t_tt, ma_nvbh, ma_kh FROM sales_returns
) h
CROSS JOIN LATERAL (VALUES (h.source, h.sign)) AS v (source, sign)
CROSS JOIN LATERAL (
  SELECT 'REV' AS kind, '' AS code
  UNION ALL SELECT 'NV', h.ma_nvbh WHERE coalesce(h.ma_nvbh, '') <> ''
) k
WHERE h.ngay_ct IS NOT NULL
  AND (EXISTS (SELECT 1 FROM account_ledger x WHERE x.tenant_id = h.tenant_id AND x.source = v.source AND x.source_id = h._id)
    OR EXISTS (SELECT 1 FROM stock_ledger x WHERE x.tenant_id = h.tenant_id AND x.source = v.source AND x.source_id = h._id));

INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, vouchers)
SELECT DISTINCT e.tenant_id, e.source, e.source_id, e.ngay_ct, e.ma_dvcs,
  CASE WHEN coalesce(h.ma_kh, '') = '' THEN 'WALK' ELSE 'KH' END, coalesce(h.ma_kh, ''), 1
FROM sales_day_entries e
JOIN (
  SELECT _id, ma_kh FROM sales_bills UNION ALL SELECT _id, ma_kh FROM sales_retail_orders
) h ON h._id = e.source_id
WHERE e.kind = 'REV' AND e.source <> 'returns';

INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total)
SELECT e.tenant_id, e.source, e.source_id, e.ngay_ct, e.ma_dvcs, 'DV', l.ma_vt,
  sum(CASE WHEN e.source = 'returns' THEN -1 ELSE 1 END * coalesce(l.so_luong, 0)),
  sum(CASE WHEN e.source = 'returns' THEN -1 ELSE 1 END * coalesce(l.thanh_tien, 0))
FROM sales_day_entries e
JOIN (
  SELECT header_id, ma_vt, so_luong, thanh_tien FROM sales_bills_lines
  UNION ALL SELECT header_id, ma_vt, so_luong, thanh_tien FROM sales_retail_orders_lines
  UNION ALL SELECT header_id, ma_vt, so_luong, thanh_tien FROM sales_returns_lines
) l ON l.header_id = e.source_id
JOIN products p ON p.tenant_id = e.tenant_id AND p.ma_vt = l.ma_vt AND p.loai_vt = 'DV'
WHERE e.kind = 'REV'
GROUP BY e.tenant_id, e.source, e.source_id, e.ngay_ct, e.ma_dvcs, l.ma_vt;

INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, quantity, total)
SELECT h.tenant_id, 'sales-services', h._id, h.ngay_ct, h.ma_dvcs, 'DV', l.ma_vt, sum(coalesce(l.so_luong, 0)),
  sum(coalesce(l.thanh_tien, 0))
FROM sales_services h JOIN sales_services_lines l ON l.header_id = h._id
WHERE h.ngay_ct IS NOT NULL AND coalesce(l.ma_vt, '') <> ''
  AND (EXISTS (SELECT 1 FROM account_ledger x
      WHERE x.tenant_id = h.tenant_id AND x.source = 'sales-services' AND x.source_id = h._id)
    OR EXISTS (SELECT 1 FROM employee_ledger x
      WHERE x.tenant_id = h.tenant_id AND x.source = 'sales-services' AND x.source_id = h._id)
    OR EXISTS (SELECT 1 FROM package_ledger x
      WHERE x.tenant_id = h.tenant_id AND x.source = 'sales-services' AND x.source_id = h._id))
GROUP BY h.tenant_id, h._id, h.ngay_ct, h.ma_dvcs, l.ma_vt;

INSERT INTO sales_day_entries (tenant_id, source, source_id, ngay_ct, ma_dvcs, kind, code, total)
SELECT tenant_id, source, source_id, ngay_ct, ma_dvcs, 'PAY',
  CASE WHEN tk = '3387' THEN 'CARD' ELSE coalesce(nullif(ma_httt, ''), 'TK:' || tk) END, sum(so_tien)
FROM account_ledger
WHERE source IN ('bills', 'retail-orders', 'returns') AND tk NOT IN ('131', '511', '3331')
GROUP BY tenant_id, source, source_id, ngay_ct, ma_dvcs, 7
HAVING sum(so_tien) <> 0;

INSERT INTO sales_day_totals (tenant_id, ngay_ct, ma_dvcs, kind, code, quantity, total, vouchers)
SELECT tenant_id, ngay_ct, ma_dvcs, kind, code, sum(quantity), sum(total), sum(vouchers)
FROM sales_day_entries GROUP BY tenant_id, ngay_ct, ma_dvcs, kind, code;

INSERT INTO sales_day_totals (tenant_id, ngay_ct, ma_dvcs, kind, code, vouchers)
SELECT t.tenant_id, t.ngay_ct, t.ma_dvcs, 'NEW', t.code, 1
FROM sales_day_totals t
JOIN (
  SELECT tenant_id, code, min(ngay_ct) AS first FROM sales_day_totals
  WHERE kind = 'KH' AND vouchers > 0 GROUP BY tenant_id, code
) f ON f.tenant_id = t.tenant_id AND f.code = t.code AND f.first = t.ngay_ct
WHERE t.kind = 'KH' AND t.vouchers > 0;
