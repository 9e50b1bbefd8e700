import { configValue, isTrue } from '@sen/domain';
import {
  packagePostings,
  packagesPostNow,
  packageUsesOf,
  prepaidOtpRefusal,
  salePaymentOf,
  type PrepaidSpend,
} from '@sen/domain/resources';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.js';
import { ledgerFactsOf } from './account-ledger.js';
import { configsOf, type PostingContext } from './stock-ledger.js';

/**
 * The customer's one-time code over what a till's retail order spends of their prepaid value (rule:
 * @sen/domain sales/package-posting.ts `prepaidOtpRefusal`): with sale_package_require_otp on, a voucher whose
 * package posting says otp 'prepaid' posts only the spending its customer confirmed — the sessions its lines use
 * and what its prepaid card pays (a card with a holder: a card nobody holds is no one's to confirm) — as its
 * `lt_xac_nhan` (stamped from the confirmation, services/prepaid-otp.ts) holds it. Checked before any ledger
 * moves, in the voucher's transaction: refused, nothing of the write is kept.
 */

type Row = Readonly<Record<string, unknown>>;

/** What the voucher's prepaid card pays, under the ledger's rule, when the card has a holder; else null. */
const heldCardSpend = async (ctx: PostingContext, voucher: Row): Promise<PrepaidSpend['card']> => {
  const payment = salePaymentOf(voucher, await ledgerFactsOf(ctx, voucher));
  // A payment the ledger refuses is refused there.
  if (!payment.ok || !payment.card) return null;
  const holder = await sql<{ ma_kh: string | null }>`SELECT ma_kh FROM sales_payment_cards
    WHERE tenant_id = ${ctx.tenantId} AND ma_the = ${payment.card.ma_the}`.execute(ctx.trx);
  return holder.rows[0]?.ma_kh ? { ma_the: payment.card.ma_the, so_tien: payment.card.so_tien } : null;
};

/** Refuses (409 PREPAID_OTP_REQUIRED) a voucher spending prepaid value its customer has not confirmed by code. */
export const guardPrepaidOtp = async (ctx: PostingContext, voucher: Row | null): Promise<void> => {
  const posting = packagePostings[ctx.source];
  if (posting?.otp !== 'prepaid' || !voucher) return;
  const configs = await configsOf(ctx);
  const flag = (name: string) => isTrue(configValue(configs, name));
  if (!flag('sale_package_require_otp') || !packagesPostNow(posting, voucher, flag)) return;
  const spend: PrepaidSpend = { uses: packageUsesOf(voucher), card: await heldCardSpend(ctx, voucher) };
  const refusal = prepaidOtpRefusal(voucher, spend, flag);
  if (refusal)
    throw new ApiError(refusal.status, refusal.code, refusal.params, [
      { in: 'body', path: `/${refusal.field}` },
    ]);
};
