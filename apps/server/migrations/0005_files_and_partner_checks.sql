-- Storage host (spec section 7): metadata of uploaded files; the bytes live under FILES_DIR/<tenant code>/.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  -- 'file' (POST upload/files) or 'image' (POST upload/images).
  kind text NOT NULL CHECK (kind IN ('file', 'image')),
  -- Sanitised original name (no folders, no control characters), used for Content-Disposition.
  name text NOT NULL,
  -- MIME type decided by the server from the extension and the content, not the client's claim.
  type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  -- Path of the bytes relative to FILES_DIR: '<tenant code>/<yyyy>/<mm>/<id>'.
  path text NOT NULL,
  uploaded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_tenant_created ON files (tenant_id, created_at);

-- Partners (customers): website, and normalised phone and website for the existence checks of spec sections 5
-- and 7 (unique-partner-phone, unique-partner-phone-employee, unique-partner-website-employee).
ALTER TABLE customers ADD COLUMN website text;

-- Digits only, with the country code 84 (or 0084, also written '+84 (0)') turned into the leading 0: '0901 234 567',
-- '+84 901 234 567' and '84901234567' all become '0901234567'. NULL when there are no digits.
ALTER TABLE customers ADD COLUMN dien_thoai_chuan text GENERATED ALWAYS AS (
  NULLIF(
    regexp_replace(regexp_replace(coalesce(dien_thoai, ''), '[^0-9]', '', 'g'), '^(00)?840?([0-9]{9,10})$', '0\2'),
    ''
  )
) STORED;

-- Lower case, without scheme, leading 'www.' or trailing slashes: 'https://www.Sen-Spa.vn/' -> 'sen-spa.vn'.
ALTER TABLE customers ADD COLUMN website_chuan text GENERATED ALWAYS AS (
  NULLIF(
    regexp_replace(
      regexp_replace(regexp_replace(lower(btrim(coalesce(website, ''))), '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''),
      '/+$',
      ''
    ),
    ''
  )
) STORED;

CREATE INDEX customers_tenant_phone_chuan ON customers (tenant_id, dien_thoai_chuan);
CREATE INDEX customers_tenant_website_chuan ON customers (tenant_id, website_chuan);
CREATE INDEX customers_tenant_email_lower ON customers (tenant_id, lower(email));
CREATE INDEX customers_tenant_code_lower ON customers (tenant_id, lower(ma_kh));
