-- What a one-time code is for: 'sign-in' (the client portal, services/customer-otp.ts) or
-- 'package:<service voucher _id>' (a customer confirming the package sessions a service voucher uses,
-- services/package-otp.ts). A code is checked, and ended by a newer one, only for its own purpose.
ALTER TABLE otp_codes ADD COLUMN purpose text NOT NULL DEFAULT 'sign-in';
