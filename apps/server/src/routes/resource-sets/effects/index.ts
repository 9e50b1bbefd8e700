import type { Resource } from '@sen/domain';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import { callLogEffects } from './call-logs.js';
import { customerCardEffects, customerCardHistoryEffects } from './customer-card-ledger.js';
import { invoiceOrderEffects } from './invoice-orders.js';
import { partnerEffects } from './partner-phone.js';
import { partnersTransferEffects } from './partners-transfer.js';
import { paymentCardEffects, paymentCardHistoryEffects } from './payment-card-ledger.js';
import { domesticOrderEffects, receiptOrderEffects } from './purchase-receipts.js';
import { saleReturnEffects } from './sale-returns.js';
import { retailOrderEffects } from './retail-orders.js';
import { posShiftEffects } from './pos-shifts.js';
import { taskBookingEffects } from './task-bookings.js';
import { taskReminderEffects } from './task-reminders.js';
import { postsVouchers, postVoucher } from '../../../posting/post-voucher.js';

/**
 * What a catalogue resource does to other tables when it is written, beyond storing its own row: each step runs
 * in the write's transaction, so a refusal (an ApiError) or a failure leaves nothing written, the row included.
 */
export type WriteEffects = {
  /**
   * Just before the row is stored, created (`existing` null) or replaced, with the values about to be stored; may
   * refuse (a rule across rows, checked under its own lock).
   */
  beforeWrite?: (
    ctx: WriteContext,
    record: Record<string, unknown>,
    existing: SetRow | null,
  ) => Promise<void>;
  /**
   * The answer to a unique violation (23505) on one of the resource's own constraints (by name), when not the
   * natural key's 409.
   */
  uniqueViolation?: (constraint: string, record: Record<string, unknown>) => Error | undefined;
  /** Before a stored row is replaced (PUT, PATCH, upsert, a view's action); may refuse the change. */
  beforeReplace?: (ctx: WriteContext, existing: SetRow) => Promise<void>;
  /**
   * After a row is created (`before` null) or replaced, with the row as now stored (lines included); may refuse.
   * Answers the row as it then is when the step changed it (e.g. a stamped read-only field), else nothing.
   */
  afterWrite?: (ctx: WriteContext, after: SetRow, before: SetRow | null) => Promise<SetRow | void>;
  /** Before a stored row is deleted; may refuse. */
  beforeDelete?: (ctx: WriteContext, existing: SetRow) => Promise<void>;
};

/** The effects, by catalogue resource name. */
const writeEffects: Readonly<Record<string, WriteEffects>> = {
  partners: partnerEffects,
  'partners-transfer': partnersTransferEffects,
  'payment-cards': paymentCardEffects,
  'payment-card-histories': paymentCardHistoryEffects,
  'customer-cards': customerCardEffects,
  'customer-card-histories': customerCardHistoryEffects,
  returns: saleReturnEffects,
  'retail-orders': retailOrderEffects,
  'invoice-orders': invoiceOrderEffects,
  'receipt-orders': receiptOrderEffects,
  'domestic-orders': domesticOrderEffects,
  'pos-shifts': posShiftEffects,
  tasks: { ...taskBookingEffects, ...taskReminderEffects },
  'call-logs': callLogEffects,
};

const none: WriteEffects = {};

/**
 * A voucher resource's effects followed by its posting (the posting layer, src/posting): after each write the
 * voucher as stored is posted, before its deletion what it posted is taken back.
 */
const withPosting = (own: WriteEffects): WriteEffects => ({
  ...own,
  afterWrite: async (ctx, after, before) => {
    const row = (await own.afterWrite?.(ctx, after, before)) ?? after;
    // A voucher just created has posted nothing yet.
    await postVoucher(ctx, row._id, row, before === null);
    return row;
  },
  beforeDelete: async (ctx, existing) => {
    await own.beforeDelete?.(ctx, existing);
    await postVoucher(ctx, existing._id, null);
  },
});

const posting = new Map<string, WriteEffects>();

/** The write effects of a resource (none for most; the posting of those that post to a ledger). */
export const writeEffectsOf = (resource: Resource): WriteEffects => {
  const own = writeEffects[resource.name] ?? none;
  if (!postsVouchers(resource.name)) return own;
  let effects = posting.get(resource.name);
  if (!effects) posting.set(resource.name, (effects = withPosting(own)));
  return effects;
};
