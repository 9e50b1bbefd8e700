import { randomUUID } from 'node:crypto';
import { EINVOICE_CANCEL, EINVOICE_ISSUE, EINVOICE_MAX_ATTEMPTS } from '../../../einvoice/jobs.js';
import { invoiceNumbered, invoiceStatus, sendState, updateInvoice } from '../../../einvoice/invoice-rows.js';
import { ApiError } from '../../../http/api-error.js';
import { providerFactories, providerOf, readEInvoiceSettings } from '../../../einvoice/settings.js';
import { staffOf } from '../../../http/context-access.js';
import { enqueueJob } from '../../../services/job-queue.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';

/**
 * E-invoices (invoice-orders) and their provider. The `publish` action keeps the invoice's transaction id
 * (ma_giao_dich: a new one, or the one it was sent under before, then looked up first), sets the sending state
 * 'Đang gửi' and queues the job that sends it (einvoice/jobs.ts), all in the action's transaction: the id is
 * stored before anything is sent; an invoice naming the one it replaces (so_ct_goc, published, same branch) is
 * sent as its replacement. `cancel` of a published invoice sets 'Đang hủy' and queues the cancellation at
 * the provider. Both refuse with 409 EINVOICE_NOT_CONFIGURED / EINVOICE_TYPE_UNSUPPORTED when the tenant's
 * provider is not set up, so nothing is queued that cannot run. Only a draft is edited or deleted
 * (409 EINVOICE_NOT_EDITABLE).
 */

const requireProvider = async (ctx: WriteContext): Promise<void> => {
  const settings = await readEInvoiceSettings(ctx.trx, ctx.scope.tenantId);
  providerOf(settings, providerFactories({ timeoutMs: ctx.deps.config.einvoiceTimeoutMs }));
};

const queue = async (ctx: WriteContext, type: string, payload: Record<string, unknown>) => {
  await enqueueJob(ctx.trx, {
    tenantId: ctx.scope.tenantId,
    type,
    payload,
    maxAttempts: EINVOICE_MAX_ATTEMPTS,
    createdBy: staffOf(ctx.request).user.id,
  });
  ctx.deps.wakeJobs?.();
};

const stamp = async (
  ctx: WriteContext,
  row: SetRow,
  values: Record<string, string | null>,
): Promise<SetRow> => {
  await updateInvoice(ctx.trx, ctx.scope.tenantId, row._id, values);
  return { ...row, ...values };
};

/** Only a draft is edited or deleted: what was sent to the provider stays as it was sent. */
const requireDraft = (existing: SetRow) => {
  if (existing.trang_thai !== invoiceStatus.draft) throw new ApiError(409, 'EINVOICE_NOT_EDITABLE');
};

export const invoiceOrderEffects: WriteEffects = {
  beforeReplace: async (ctx, existing) => {
    if (!ctx.transition) requireDraft(existing);
  },
  beforeDelete: async (_ctx, existing) => requireDraft(existing),
  afterWrite: async (ctx, after, before) => {
    const transition = ctx.transition?.name;
    if (transition === 'publish') {
      await requireProvider(ctx);
      if (after.so_ct_goc) {
        const original = await invoiceNumbered(
          ctx.trx,
          ctx.scope.tenantId,
          String(after.ma_dvcs),
          String(after.so_ct_goc),
        );
        if (!original || original.trang_thai !== invoiceStatus.published || original._id === after._id)
          throw new ApiError(409, 'EINVOICE_ORIGINAL_INVALID', { so_ct: String(after.so_ct_goc) });
      }
      const known = typeof before?.ma_giao_dich === 'string' && before.ma_giao_dich !== '';
      const uuid = known ? String(before?.ma_giao_dich) : randomUUID();
      const row = await stamp(ctx, after, {
        ma_giao_dich: uuid,
        trang_thai_gui: sendState.sending,
        loi_gui: null,
      });
      await queue(ctx, EINVOICE_ISSUE, { invoiceId: row._id, lookupFirst: known });
      return row;
    }
    if (transition === 'cancel' && before?.trang_thai === invoiceStatus.published) {
      await requireProvider(ctx);
      const row = await stamp(ctx, after, { trang_thai_gui: sendState.cancelling, loi_gui: null });
      await queue(ctx, EINVOICE_CANCEL, { invoiceId: row._id, reason: 'Hủy hóa đơn' });
      return row;
    }
    return after;
  },
};
