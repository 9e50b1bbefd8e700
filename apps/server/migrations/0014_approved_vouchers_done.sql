-- Status machines (issue 15): approving a voucher makes it done ('1' Hoàn thành) as well as stamping who and when
-- (packages/domain/src/resources/voucher-approval.ts). Vouchers approved before that kept their draft status and
-- showed 'Lập chứng từ' although approved: they become done. Cancelled vouchers are never approved, so only drafts
-- ('0') with an approval stamp change; nothing else is touched.
UPDATE sales_bills SET trang_thai = '1' WHERE trang_thai = '0' AND ngay_duyet IS NOT NULL;
UPDATE sales_services SET trang_thai = '1' WHERE trang_thai = '0' AND ngay_duyet IS NOT NULL;
UPDATE sales_returns SET trang_thai = '1' WHERE trang_thai = '0' AND ngay_duyet IS NOT NULL;
UPDATE sales_discounts SET trang_thai = '1' WHERE trang_thai = '0' AND ngay_duyet IS NOT NULL;
UPDATE sales_promotion_products SET trang_thai = '1' WHERE trang_thai = '0' AND ngay_duyet IS NOT NULL;
UPDATE sales_promotion_revenue SET trang_thai = '1' WHERE trang_thai = '0' AND ngay_duyet IS NOT NULL;
