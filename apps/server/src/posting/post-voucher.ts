import {
  earningsPostings,
  ledgerPostings,
  noNamePostings,
  packagePostings,
  pointPostings,
  stockPostings,
} from '@sen/domain/resources';
import { staffOf } from '../http/context-access.js';
import type { SetRow } from '../routes/resource-sets/set-query.js';
import type { WriteContext } from '../routes/resource-sets/set-writes.js';
import { postLedger } from './account-ledger.js';
import { postEarnings } from './employee-ledger.js';
import { postNoName } from './no-name-ledger.js';
import { postPackages } from './package-ledger.js';
import { postPoints } from './point-ledger.js';
import { guardPrepaidOtp } from './prepaid-otp.js';
import { postSalesDays } from './sales-days.js';
import { configsOf, postStock, type PostingContext } from './stock-ledger.js';

/**
 * The posting layer: the one place where a voucher becomes ledger entries. Called in the voucher's own
 * transaction after every write of it (create, change, a transition such as approve or cancel) with the voucher as
 * now stored, and before its deletion with null: each ledger takes back what the voucher posted before and posts
 * what it posts now, so an edit, deletion, cancellation or unapproval is reversed exactly. A ledger's refusal
 * (ApiError) undoes the whole write.
 *
 * The ledgers: stock (stock-ledger.ts), accounts (account-ledger.ts: cash, bank, receivables, prepaid cards) and
 * service packages (package-ledger.ts), staff commissions and wages (employee-ledger.ts), no-name cards
 * (no-name-ledger.ts), loyalty points (point-ledger.ts), and the sales days the dashboard reads (sales-days.ts).
 */
export const postVoucher = async (
  ctx: WriteContext,
  id: string,
  voucher: SetRow | null,
  fresh = false,
): Promise<void> =>
  postVoucherIn(
    {
      trx: ctx.trx,
      tenantId: ctx.scope.tenantId,
      source: ctx.set.name,
      user: staffOf(ctx.request).user.user_name,
      fresh,
    },
    id,
    voucher,
  );

/** Posts a voucher outside a write of the API (the demo seed): the same ledgers, in the given transaction. */
export const postVoucherIn = async (
  ctx: PostingContext,
  id: string,
  voucher: Readonly<Record<string, unknown>> | null,
): Promise<void> => {
  const stock = stockPostings[ctx.source];
  const ledger = ledgerPostings[ctx.source];
  const packages = packagePostings[ctx.source];
  const earnings = earningsPostings[ctx.source];
  const noName = noNamePostings[ctx.source];
  const points = pointPostings[ctx.source];
  if (!stock && !ledger && !packages && !earnings && !noName && !points) return;
  // One read of the tenant's configuration for every ledger of the voucher.
  ctx = { ...ctx, configs: await configsOf(ctx) };
  // What the customer has to confirm by code is checked before anything moves.
  if (packages?.otp === 'prepaid') await guardPrepaidOtp(ctx, voucher);
  const moveStockOnHand = stock ? await postStock(ctx, stock, id, voucher) : undefined;
  if (ledger) await postLedger(ctx, ledger, id, voucher);
  if (packages) await postPackages(ctx, packages, id, voucher);
  if (earnings) await postEarnings(ctx, earnings, id, voucher);
  if (noName) await postNoName(ctx, noName, id, voucher);
  if (points) await postPoints(ctx, points, id, voucher);
  // The dashboard's day totals (sales, returns): their rows are locked from here to the commit too.
  await postSalesDays(ctx, id, voucher);
  // Stock on hand last: its rows are locked from here to the commit (the sales of the same goods queue on them).
  await moveStockOnHand?.();
};

/** Whether writes of the resource post to a ledger. */
export const postsVouchers = (name: string): boolean =>
  stockPostings[name] !== undefined ||
  ledgerPostings[name] !== undefined ||
  packagePostings[name] !== undefined ||
  earningsPostings[name] !== undefined ||
  noNamePostings[name] !== undefined ||
  pointPostings[name] !== undefined;
