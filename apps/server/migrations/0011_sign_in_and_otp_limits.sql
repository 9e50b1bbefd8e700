-- Sign-in limits tell the devices and addresses a user has signed in from (sign_ins) from unknown ones.
ALTER TABLE sign_ins ADD COLUMN device_id text;
CREATE INDEX sign_ins_user ON sign_ins (tenant_id, lower(user_name), at);

-- A portal code allows a few guesses; sends are capped per address and per tenant.
ALTER TABLE otp_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE otp_codes ADD COLUMN ip text;
CREATE INDEX otp_codes_ip ON otp_codes (ip, created_at);
CREATE INDEX otp_codes_tenant_created ON otp_codes (tenant_id, created_at);
