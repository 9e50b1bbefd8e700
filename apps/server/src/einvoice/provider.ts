/**
 * E-invoice providers (hóa đơn điện tử): one interface for every provider a tenant may name in `sale_invoice_type`
 * ('viettel': Viettel SInvoice, viettel.ts). The server never calls a provider inside a database transaction: the
 * publish and cancel actions store what they are about to do and queue a job (jobs.ts), which calls the provider.
 *
 * A provider call ends one of three ways: it returns; it throws EInvoiceRefused (the provider answered and said no:
 * bad data, a number already cancelled...; trying again the same way will not help); or it throws anything else
 * (timeout, network, the provider's server failing): the outcome is unknown and the job tries again later, looking
 * the transaction id up first so that an invoice is never issued twice.
 */

/** One line of an invoice as sent: amounts in whole VND, percentages as numbers (10 = 10 %). */
export type EInvoiceLine = {
  lineNumber: number;
  itemCode: string;
  itemName: string;
  unitName: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice. */
  amount: number;
  discountPercent: number;
  discountAmount: number;
  taxPercent: number;
  taxAmount: number;
  /** amount − discount + tax. */
  total: number;
};

/** An invoice as every provider gets it (mapped from an invoice-orders row by draftOf). */
export type EInvoiceDraft = {
  /** The voucher number (so_ct) in our books, for the provider's reference. */
  reference: string;
  /** Voucher date, YYYY-MM-DD. */
  date: string;
  templateCode: string;
  series: string;
  buyer: {
    code: string;
    name: string;
    legalName: string;
    taxCode: string;
    address: string;
    email: string;
  };
  paymentMethod: string;
  lines: EInvoiceLine[];
};

/** An invoice the provider has: its number, the buyer's lookup code and when it was issued (when known). */
export type IssuedInvoice = {
  invoiceNo: string;
  reservationCode: string;
  /** ISO instant, when the provider says. */
  issuedAt?: string;
};

/** What identifies a published invoice to its provider. */
export type IssuedRef = {
  transactionUuid: string;
  invoiceNo: string;
  templateCode: string;
  series: string;
};

/** A file of an invoice (its representation, PDF by default). */
export type EInvoiceFile = { name: string; type: string; bytes: Buffer };

export type EInvoiceProvider = {
  /** The `sale_invoice_type` value it serves. */
  type: string;
  /** Issues the invoice under this transaction id (stored on our row before the call). */
  issue: (draft: EInvoiceDraft, transactionUuid: string) => Promise<IssuedInvoice>;
  /** The invoice issued under this transaction id, if any (the retry's first step). */
  findByTransaction: (transactionUuid: string) => Promise<IssuedInvoice | undefined>;
  /** Cancels a published invoice at the provider (reported to the tax authority). */
  cancel: (ref: IssuedRef, reason: string) => Promise<void>;
  /**
   * Issues `draft` as the replacement of a published invoice (`replace`), or as its adjustment (`adjust`): the
   * draft's lines are then the differences, added to the original's amounts (`increase`) or taken off them.
   */
  replace: (
    original: IssuedRef,
    draft: EInvoiceDraft,
    transactionUuid: string,
    options: { kind: 'replace' | 'adjust'; reason: string; increase?: boolean },
  ) => Promise<IssuedInvoice>;
  /** A file of a published invoice; providers make it some time after issuing, so it is fetched by a later job. */
  fetchFile: (ref: IssuedRef, format?: 'PDF' | 'ZIP') => Promise<EInvoiceFile>;
};

/** The provider answered and refused: `code` and `description` are its own (stored and shown on the invoice). */
export class EInvoiceRefused extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(`${code}: ${description}`);
    this.name = 'EInvoiceRefused';
  }
}

/** The tenant's e-invoice settings (configs of group 'invoice'; see settings.ts). */
export type EInvoiceSettings = {
  /** sale_invoice_type: 'viettel', or '' when e-invoices are off. */
  type: string;
  templateCode: string;
  series: string;
  /** Base URL of the provider's API (sale_invoice_url). */
  baseUrl: string;
  username: string;
  password: string;
  /** The seller's tax code at the provider (sale_invoice_tax_code; the username when empty). */
  supplierTaxCode: string;
};

/** Builds a provider from the settings; may throw an ApiError when a setting it needs is missing. */
export type ProviderFactory = (settings: EInvoiceSettings) => EInvoiceProvider;
