import { configValue, isTrue } from '@sen/domain';
import { postedText } from '@sen/domain/resources';
import { sql } from 'kysely';
import { prepaidConfirmationOf } from '../../../services/prepaid-otp.js';
import { writeConfigs } from '../../../services/tenant-configs.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';
import { retailOrderEffects as placeOrderEffects } from './place-orders.js';

/**
 * Retail orders: a place's order (place-orders.ts), and, with sale_package_require_otp on, the prepaid spending
 * their customer confirmed by code for their id (services/prepaid-otp.ts) stamped on each write as `lt_xac_nhan`
 * — a read-only field no client writes — before the posting layer checks it against what the order spends
 * (posting/prepaid-otp.ts).
 */

type Row = Readonly<Record<string, unknown>>;

/** Whether an order may spend prepaid value: a line paid by a package session, or a prepaid card. */
const mayPayFromPrepaid = (row: SetRow): boolean =>
  postedText(row.ma_the) !== '' ||
  (Array.isArray(row.chi_tiet) && (row.chi_tiet as Row[]).some((line) => postedText(line.ma_lt) !== ''));

/** The order with its `lt_xac_nhan` as its customer confirmed it (stored when it changed). */
export const stampPrepaidConfirmation = async (ctx: WriteContext, row: SetRow): Promise<SetRow> => {
  if (!mayPayFromPrepaid(row) && !row.lt_xac_nhan) return row;
  const flags = await writeConfigs(ctx.trx, ctx.scope.tenantId);
  if (!isTrue(configValue(flags, 'sale_package_require_otp'))) return row;
  const ma_kh = postedText(row.ma_kh);
  const confirmed = ma_kh ? await prepaidConfirmationOf(ctx.trx, ctx.scope.tenantId, row._id, ma_kh) : null;
  if (confirmed === (row.lt_xac_nhan ?? null)) return row;
  await sql`UPDATE sales_retail_orders SET lt_xac_nhan = ${confirmed}
    WHERE tenant_id = ${ctx.scope.tenantId} AND _id = ${row._id}`.execute(ctx.trx);
  return { ...row, lt_xac_nhan: confirmed };
};

export const retailOrderEffects: WriteEffects = {
  ...placeOrderEffects,
  afterWrite: async (ctx, after, before) => {
    const row = await stampPrepaidConfirmation(ctx, after);
    await placeOrderEffects.afterWrite?.(ctx, row, before);
    return row;
  },
};
