-- unique-partner-phone (spec section 5: 'the phone must not exist'): no two partners (customers) of a tenant share
-- a phone number, compared on its normalised digits (dien_thoai_chuan of 0005: '0901 234 567', '+84 901 234 567'
-- and '84901234567' are one number). The server checks it before a write, under a lock on the number, to answer
-- with the existence check's message; this index makes it hold whatever writes: concurrent creates, imports,
-- scripts. Partners without a phone (NULL) are not compared.
--
-- A database whose partners already share numbers cannot take the rule: which partner keeps a number is a person's
-- decision, never this migration's. It then stops here, changing nothing, and names the shared numbers; correct or
-- merge those partners (the query in the message lists them all), then start the server again.
DO $$
DECLARE
  shared bigint;
  examples text;
BEGIN
  SELECT count(*), string_agg(t.code || ' ' || d.dien_thoai_chuan || ' (' || d.codes || ')', '; ')
    FILTER (WHERE d.n <= 10)
    INTO shared, examples
  FROM (
    SELECT tenant_id, dien_thoai_chuan, string_agg(ma_kh, ', ' ORDER BY ma_kh) AS codes,
      row_number() OVER (ORDER BY tenant_id, dien_thoai_chuan) AS n
    FROM customers
    WHERE dien_thoai_chuan IS NOT NULL
    GROUP BY tenant_id, dien_thoai_chuan
    HAVING count(*) > 1
  ) d
  JOIN tenants t ON t.id = d.tenant_id;
  IF shared > 0 THEN
    RAISE EXCEPTION 'unique-partner-phone: % phone number(s) are shared by several customers of a tenant, e.g. %',
      shared, examples
      USING HINT = 'Give each customer its own number (or merge them), then start again. All of them: SELECT '
        || 'tenant_id, dien_thoai_chuan, array_agg(ma_kh) FROM customers WHERE dien_thoai_chuan IS NOT NULL '
        || 'GROUP BY 1, 2 HAVING count(*) > 1';
  END IF;
END
$$;

CREATE UNIQUE INDEX customers_tenant_phone_unique ON customers (tenant_id, dien_thoai_chuan);
-- The unique index answers every lookup the plain one of 0005 did.
DROP INDEX customers_tenant_phone_chuan;
