import { wallClockOf } from '@sen/domain';
import { draftTotals } from './draft.js';
import type { EInvoiceDraft, IssuedInvoice } from './provider.js';

/**
 * Viettel SInvoice's JSON shapes (InvoiceAPI/InvoiceWS): the createInvoice body built from a draft, and the
 * answers read back. Pure: unit-tested without a server.
 */

/** How an invoice relates to an earlier one: an original, a replacement ('3') or an adjustment ('5'). */
export type ViettelAdjustment = {
  adjustmentType: '3' | '5';
  /** An adjustment ('5') adds its lines to the original's amounts (true) or takes them off (false). */
  increase?: boolean;
  originalInvoiceId: string;
  /** ms since the epoch. */
  originalInvoiceIssueDate: number;
  originalTemplateCode: string;
  reason: string;
  /** ms since the epoch. */
  referenceDate: number;
};

/** The invoice type of a template code: '1/001' (VAT invoice) → '1', '2/001' (sales invoice) → '2'. */
export const invoiceTypeOf = (templateCode: string): string => templateCode.split('/')[0]?.trim() || '1';

/** The createInvoice body of a draft under a transaction id. */
export const viettelInvoiceOf = (
  draft: EInvoiceDraft,
  transactionUuid: string,
  supplierTaxCode: string,
  adjustment?: ViettelAdjustment,
) => {
  const totals = draftTotals(draft);
  const byRate = new Map<number, { taxableAmount: number; taxAmount: number }>();
  for (const line of draft.lines) {
    const entry = byRate.get(line.taxPercent) ?? { taxableAmount: 0, taxAmount: 0 };
    entry.taxableAmount += line.amount - line.discountAmount;
    entry.taxAmount += line.taxAmount;
    byRate.set(line.taxPercent, entry);
  }
  return {
    generalInvoiceInfo: {
      invoiceType: invoiceTypeOf(draft.templateCode),
      templateCode: draft.templateCode,
      invoiceSeries: draft.series,
      currencyCode: 'VND',
      exchangeRate: 1,
      adjustmentType: adjustment?.adjustmentType ?? '1',
      ...(adjustment
        ? {
            ...(adjustment.adjustmentType === '5' ? { adjustmentInvoiceType: '1' } : {}),
            originalInvoiceId: adjustment.originalInvoiceId,
            originalInvoiceIssueDate: adjustment.originalInvoiceIssueDate,
            originalTemplateCode: adjustment.originalTemplateCode,
            additionalReferenceDesc: adjustment.reason,
            additionalReferenceDate: adjustment.referenceDate,
          }
        : {}),
      paymentStatus: true,
      cusGetInvoiceRight: true,
      transactionUuid,
      invoiceNote: draft.reference,
    },
    buyerInfo: {
      buyerCode: draft.buyer.code,
      buyerName: draft.buyer.name,
      buyerLegalName: draft.buyer.legalName,
      buyerTaxCode: draft.buyer.taxCode,
      buyerAddressLine: draft.buyer.address,
      buyerEmail: draft.buyer.email,
    },
    sellerInfo: { sellerTaxCode: supplierTaxCode },
    payments: [{ paymentMethodName: draft.paymentMethod || 'TM/CK' }],
    itemInfo: draft.lines.map((line) => ({
      lineNumber: line.lineNumber,
      selection: 1,
      itemCode: line.itemCode,
      itemName: line.itemName,
      unitName: line.unitName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discountPercent,
      itemDiscount: line.discountAmount,
      itemTotalAmountWithoutTax: line.amount - line.discountAmount,
      itemTotalAmountAfterDiscount: line.amount - line.discountAmount,
      taxPercentage: line.taxPercent,
      taxAmount: line.taxAmount,
      itemTotalAmountWithTax: line.total,
      // An adjustment's lines say which way they move the original's amounts.
      ...(adjustment?.adjustmentType === '5' ? { isIncreaseItem: adjustment.increase !== false } : {}),
    })),
    summarizeInfo: {
      sumOfTotalLineAmountWithoutTax: totals.withoutTax,
      totalAmountWithoutTax: totals.withoutTax,
      totalTaxAmount: totals.tax,
      totalAmountWithTax: totals.withTax,
      totalAmountWithTaxInWords: totals.inWords,
      discountAmount: totals.discount,
    },
    taxBreakdowns: [...byRate.entries()].map(([taxPercentage, entry]) => ({ taxPercentage, ...entry })),
  };
};

export type ViettelInvoice = ReturnType<typeof viettelInvoiceOf>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Whether a Viettel answer reports an error: a non-empty errorCode. */
export const viettelErrorOf = (body: unknown): { code: string; description: string } | undefined => {
  const record = (body ?? {}) as Record<string, unknown>;
  const code = text(record.errorCode).trim();
  if (!code || code === '0' || code === '200') return undefined;
  return { code, description: text(record.description).trim() || code };
};

/** The invoice of a createInvoice answer's `result`. */
export const issuedOfCreate = (body: unknown): IssuedInvoice | undefined => {
  const result = ((body ?? {}) as { result?: Record<string, unknown> }).result;
  const invoiceNo = text(result?.invoiceNo).trim();
  if (!invoiceNo) return undefined;
  return { invoiceNo, reservationCode: text(result?.reservationCode).trim() };
};

/** The (first) invoice of a searchInvoiceByTransactionUuid answer's `result` list. */
export const issuedOfSearch = (body: unknown): IssuedInvoice | undefined => {
  const results = ((body ?? {}) as { result?: unknown }).result;
  const first = (Array.isArray(results) ? results[0] : results) as Record<string, unknown> | undefined;
  const invoiceNo = text(first?.invoiceNo).trim();
  if (!invoiceNo) return undefined;
  const issueDate = Number(first?.issueDate);
  return {
    invoiceNo,
    reservationCode: text(first?.reservationCode).trim(),
    ...(Number.isFinite(issueDate) && issueDate > 0 ? { issuedAt: new Date(issueDate).toISOString() } : {}),
  };
};

/** yyyyMMddHHmmss in Vietnam time (UTC+07:00), as cancelTransactionInvoice takes its dates. */
export const viettelDateTime = (instant: Date): string => {
  const c = wallClockOf(instant);
  return [c.year, c.month, c.day, c.hour, c.minute, c.second]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('');
};
