import { Banks, QRPay } from 'vietnam-qr-pay';
import { foldVietnamese } from '@sen/domain';

/** Where a branch receives transfers (its settings): the bank's NAPAS BIN, the account and its holder. */
export type BankAccount = { nh_bin?: string | null; so_tk_nh?: string | null; ten_tk_nh?: string | null };

/** The receiving account of a branch, when it names a bank that takes VietQR transfers and an account. */
export const receivingAccountOf = (branch: BankAccount | undefined) => {
  const bin = branch?.nh_bin?.trim();
  const account = branch?.so_tk_nh?.trim();
  const bank = bin ? Banks.find((b) => b.bin === bin) : undefined;
  if (!bank || !account) return undefined;
  return { bin: bank.bin, bank: bank.shortName, account, holder: branch?.ten_tk_nh?.trim() ?? '' };
};

/**
 * What a transfer's content says: letters and digits only (every banking app keeps them), at most 25, so that the
 * shop finds the order in its statement ('SEN CN01 BL 12').
 */
export const transferPurpose = (text: string): string =>
  foldVietnamese(text)
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25);

/**
 * The VietQR (NAPAS EMVCo) payload of a transfer of `amount` VND to the account, with its purpose and CRC: a
 * customer's banking app scans it and fills in the bank, the account, the amount and the content.
 */
export const vietQrPayload = (
  to: { bin: string; account: string },
  amount: number,
  purpose: string,
): string =>
  QRPay.initVietQR({
    bankBin: to.bin,
    bankNumber: to.account,
    amount: String(Math.round(amount)),
    purpose: transferPurpose(purpose),
  }).build();
