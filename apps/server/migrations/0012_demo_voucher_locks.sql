-- The demo seed locked voucher type 'HD', which is the sales bills' number prefix, not a voucher type (sales bills
-- are 'HDB'), so its locks locked nothing. A voucher lock now names a voucher type the catalogue declares: the demo
-- tenants' 'HD' locks become the sales bill locks they were meant to be (dropped where the branch has one already).
UPDATE voucher_locks AS l
SET ma_ct = 'HDB'
FROM tenants AS t
WHERE t.id = l.tenant_id
  AND t.is_demo
  AND l.ma_ct = 'HD'
  AND NOT EXISTS (
    SELECT 1 FROM voucher_locks AS o
    WHERE o.tenant_id = l.tenant_id AND o.ma_dvcs = l.ma_dvcs AND o.ma_ct = 'HDB'
  );

DELETE FROM voucher_locks AS l
USING tenants AS t
WHERE t.id = l.tenant_id AND t.is_demo AND l.ma_ct = 'HD';
