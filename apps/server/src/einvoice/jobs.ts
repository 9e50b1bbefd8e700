import { errorMessage } from '@sen/domain';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { defineJob, enqueueJob, type RegisteredJob } from '../services/job-queue.js';
import type { TenantCipher } from '../services/tenant-cipher.js';
import { draftOf } from './draft.js';
import { storeInvoiceFile } from './invoice-file.js';
import {
  invoiceNumbered,
  invoiceStatus,
  loadInvoice,
  sendState,
  updateInvoice,
  type InvoiceRow,
} from './invoice-rows.js';
import { EInvoiceRefused, type EInvoiceProvider, type IssuedRef, type ProviderFactory } from './provider.js';
import { providerOf, readEInvoiceSettings } from './settings.js';

/**
 * The e-invoice jobs of the durable queue. 'einvoice.issue' sends a published invoice to the provider under the
 * transaction id the publish action stored; 'einvoice.files' fetches its file afterwards; 'einvoice.cancel' cancels
 * a published invoice at the provider. A refusal of the provider ends the job with the row back where the user can
 * act again (a draft to publish, a published invoice to cancel) and the provider's words in loi_gui; an unknown
 * outcome (timeout, network) is noted in loi_gui and the job tried again with backoff, the issue job looking the
 * transaction id up before creating anything; out of tries, it ends like a refusal.
 */

export const EINVOICE_ISSUE = 'einvoice.issue';
export const EINVOICE_FILES = 'einvoice.files';
export const EINVOICE_CANCEL = 'einvoice.cancel';

/** Tries of the issue and cancel jobs (backoff 5 s doubling: about 10 minutes in all), and of the files job. */
export const EINVOICE_MAX_ATTEMPTS = 8;
export const EINVOICE_FILE_MAX_ATTEMPTS = 10;

export const issuePayload = z.object({
  invoiceId: z.uuid(),
  /** The invoice was sent before under its transaction id: look it up before creating it. */
  lookupFirst: z.boolean().default(false),
});
export const invoicePayload = z.object({ invoiceId: z.uuid() });
export const cancelPayload = z.object({ invoiceId: z.uuid(), reason: z.string().max(255).default('') });

/** What the jobs need. */
export type EInvoiceJobDeps = {
  db: Kysely<Database>;
  cipher: TenantCipher;
  factories: Readonly<Record<string, ProviderFactory>>;
  filesDir: string;
  /** Asks the worker to look for due jobs now. */
  wake?: () => void;
};

const vi = (error: ApiError) => errorMessage(error.code, 'vi', error.params);

/** The words stored in loi_gui for a failure (Vietnamese, as the screen shows them). */
export const failureText = (error: unknown): string => {
  if (error instanceof EInvoiceRefused)
    return error.code === 'SIGN_IN_FAILED'
      ? `${errorMessage('EINVOICE_SIGN_IN_FAILED', 'vi')}: ${error.description}`
      : errorMessage('EINVOICE_PROVIDER_REFUSED', 'vi', {
          description: `${error.description} (${error.code})`,
        });
  if (error instanceof ApiError) return vi(error);
  const reason = error instanceof Error ? error.message : String(error);
  return errorMessage('EINVOICE_PROVIDER_UNREACHABLE', 'vi', { reason: reason.slice(0, 500) });
};

/** A failure the provider answered (or our settings), for which trying the same again will not help. */
const isFinal = (error: unknown) => error instanceof EInvoiceRefused || error instanceof ApiError;

const providerFor = async (deps: EInvoiceJobDeps, tenantId: string): Promise<EInvoiceProvider> =>
  providerOf(
    await readEInvoiceSettings(deps.db, tenantId, (v) => deps.cipher.decrypt(tenantId, v)),
    deps.factories,
  );

const refOf = (row: InvoiceRow): IssuedRef => ({
  transactionUuid: String(row.ma_giao_dich ?? ''),
  invoiceNo: String(row.so_hd_dt ?? ''),
  templateCode: String(row.mau_so ?? ''),
  series: String(row.ky_hieu ?? ''),
});

/**
 * What an invoice naming its original (so_ct_goc) does to it, by loai_dc: replaces it ('3', the default), or
 * adjusts it up ('5') or down ('6'), with the reason the provider records.
 */
const relationOf = (row: InvoiceRow, original: InvoiceRow) => {
  const number = String(original.so_hd_dt);
  if (row.loai_dc === '5' || row.loai_dc === '6')
    return {
      kind: 'adjust' as const,
      increase: row.loai_dc === '5',
      reason: `Điều chỉnh ${row.loai_dc === '5' ? 'tăng' : 'giảm'} hóa đơn ${number}`,
    };
  return { kind: 'replace' as const, reason: `Thay thế hóa đơn ${number}` };
};

export const einvoiceJobs = (deps: EInvoiceJobDeps): RegisteredJob[] => [
  defineJob({
    type: EINVOICE_ISSUE,
    payload: issuePayload,
    run: async ({ invoiceId, lookupFirst }, { tenantId, attempt }) => {
      const found = await loadInvoice(deps.db, tenantId, invoiceId);
      const sending = { trang_thai: invoiceStatus.publishing, trang_thai_gui: sendState.sending };
      if (
        !found ||
        found.row.trang_thai !== sending.trang_thai ||
        found.row.trang_thai_gui !== sending.trang_thai_gui
      )
        return;
      const { row, lines } = found;
      const uuid = String(row.ma_giao_dich ?? '');
      const fail = (error: unknown) =>
        updateInvoice(
          deps.db,
          tenantId,
          invoiceId,
          {
            trang_thai: invoiceStatus.draft,
            trang_thai_gui: sendState.sendFailed,
            loi_gui: failureText(error),
          },
          sending,
        );
      try {
        const provider = await providerFor(deps, tenantId);
        const existing = lookupFirst || attempt > 1 ? await provider.findByTransaction(uuid) : undefined;
        const original = row.so_ct_goc
          ? await invoiceNumbered(deps.db, tenantId, String(row.ma_dvcs), String(row.so_ct_goc))
          : undefined;
        if (row.so_ct_goc && (!original || original.trang_thai !== invoiceStatus.published))
          throw new ApiError(409, 'EINVOICE_ORIGINAL_INVALID', { so_ct: String(row.so_ct_goc) });
        const draft = draftOf(row, lines);
        const issued =
          existing ??
          (original
            ? await provider.replace(refOf(original), draft, uuid, relationOf(row, original))
            : await provider.issue(draft, uuid));
        // The issued invoice and the original it replaces change together, so no reader sees one without the other.
        await deps.db.transaction().execute(async (trx) => {
          await updateInvoice(
            trx,
            tenantId,
            invoiceId,
            {
              so_hd_dt: issued.invoiceNo,
              ma_tra_cuu: issued.reservationCode || null,
              trang_thai: invoiceStatus.published,
              trang_thai_gui: sendState.issued,
              loi_gui: null,
            },
            sending,
          );
          // A replaced original is replaced; an adjusted one stays published.
          if (original && relationOf(row, original).kind === 'replace')
            await updateInvoice(
              trx,
              tenantId,
              original._id,
              { trang_thai: invoiceStatus.replaced },
              { trang_thai: invoiceStatus.published },
            );
        });
        await enqueueJob(deps.db, {
          tenantId,
          type: EINVOICE_FILES,
          payload: { invoiceId },
          maxAttempts: EINVOICE_FILE_MAX_ATTEMPTS,
        });
        deps.wake?.();
      } catch (error) {
        if (isFinal(error)) return void (await fail(error));
        if (attempt >= EINVOICE_MAX_ATTEMPTS) await fail(error);
        else await updateInvoice(deps.db, tenantId, invoiceId, { loi_gui: failureText(error) }, sending);
        throw error;
      }
    },
  }),
  defineJob({
    type: EINVOICE_FILES,
    payload: invoicePayload,
    run: async ({ invoiceId }, { tenantId }) => {
      const found = await loadInvoice(deps.db, tenantId, invoiceId);
      if (!found || !found.row.so_hd_dt || found.row.tep_hd) return;
      const provider = await providerFor(deps, tenantId);
      const file = await provider.fetchFile(refOf(found.row));
      const url = await storeInvoiceFile(deps.db, deps.filesDir, tenantId, file);
      await updateInvoice(deps.db, tenantId, invoiceId, { tep_hd: url });
    },
  }),
  defineJob({
    type: EINVOICE_CANCEL,
    payload: cancelPayload,
    run: async ({ invoiceId, reason }, { tenantId, attempt }) => {
      const found = await loadInvoice(deps.db, tenantId, invoiceId);
      const cancelling = { trang_thai: invoiceStatus.cancelled, trang_thai_gui: sendState.cancelling };
      if (
        !found ||
        found.row.trang_thai !== cancelling.trang_thai ||
        found.row.trang_thai_gui !== cancelling.trang_thai_gui
      )
        return;
      const fail = (error: unknown) =>
        updateInvoice(
          deps.db,
          tenantId,
          invoiceId,
          {
            trang_thai: invoiceStatus.published,
            trang_thai_gui: sendState.cancelFailed,
            loi_gui: failureText(error),
          },
          cancelling,
        );
      try {
        const provider = await providerFor(deps, tenantId);
        await provider.cancel(refOf(found.row), reason || 'Hủy hóa đơn');
        await updateInvoice(
          deps.db,
          tenantId,
          invoiceId,
          { trang_thai_gui: sendState.cancelled, loi_gui: null },
          cancelling,
        );
      } catch (error) {
        if (isFinal(error)) return void (await fail(error));
        if (attempt >= EINVOICE_MAX_ATTEMPTS) await fail(error);
        else await updateInvoice(deps.db, tenantId, invoiceId, { loi_gui: failureText(error) }, cancelling);
        throw error;
      }
    },
  }),
];
