-- The bank account a branch receives transfers on (the till's VietQR code): the bank's BIN (NAPAS acquirer id,
-- e.g. 970436 Vietcombank), the account number and the account holder's name as the bank shows it.
ALTER TABLE branches ADD COLUMN nh_bin text;
ALTER TABLE branches ADD COLUMN so_tk_nh text;
ALTER TABLE branches ADD COLUMN ten_tk_nh text;
