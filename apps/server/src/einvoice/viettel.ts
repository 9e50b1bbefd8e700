import type {
  EInvoiceDraft,
  EInvoiceFile,
  EInvoiceProvider,
  EInvoiceSettings,
  IssuedInvoice,
  IssuedRef,
} from './provider.js';
import { EInvoiceRefused } from './provider.js';
import {
  issuedOfCreate,
  issuedOfSearch,
  viettelDateTime,
  viettelErrorOf,
  viettelInvoiceOf,
  type ViettelAdjustment,
} from './viettel-payload.js';

/**
 * Viettel SInvoice (sale_invoice_type 'viettel') over HTTP: sign in for a bearer token (POST auth/login), then
 * InvoiceAPI calls under services/einvoiceapplication/api: InvoiceWS/createInvoice/{supplierTaxCode} with the
 * invoice's transactionUuid, InvoiceWS/searchInvoiceByTransactionUuid (the lookup before any retry),
 * InvoiceWS/cancelTransactionInvoice and InvoiceUtilsWS/getInvoiceRepresentationFile. Every call has a timeout;
 * a timeout, a network failure or a 5xx is thrown as a plain Error (outcome unknown: the job retries), an answer
 * with an errorCode as EInvoiceRefused.
 */

const API = 'services/einvoiceapplication/api/InvoiceAPI';
const NOT_FOUND = /not.?found|khong.?ton.?tai|không tồn tại|không tìm thấy/i;

export type ViettelOptions = {
  /** Per HTTP call (ms). */
  timeoutMs: number;
  fetch?: typeof fetch;
};

type Body = { json: unknown } | { form: Record<string, string> };

export const viettelProvider = (settings: EInvoiceSettings, options: ViettelOptions): EInvoiceProvider => {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const supplierTaxCode = settings.supplierTaxCode || settings.username;
  let token: string | undefined;

  const post = async (
    path: string,
    body: Body,
    auth: boolean,
  ): Promise<{ status: number; data: unknown }> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (auth) headers.authorization = `Bearer ${await signIn()}`;
    let payload: string;
    if ('json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      payload = new URLSearchParams(body.form).toString();
    }
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
      throw new Error(`Viettel SInvoice ${path}: ${reason} (${(error as Error).message})`, { cause: error });
    }
    const raw = await response.text();
    if (response.status >= 500)
      throw new Error(`Viettel SInvoice ${path}: HTTP ${response.status} ${raw.slice(0, 200)}`);
    let data: unknown;
    try {
      data = raw ? JSON.parse(raw) : {};
    } catch {
      throw new Error(`Viettel SInvoice ${path}: HTTP ${response.status}, not JSON`);
    }
    return { status: response.status, data };
  };

  /** Refuses on a 4xx or an answer with an errorCode. */
  const checked = (answer: { status: number; data: unknown }): unknown => {
    const error = viettelErrorOf(answer.data);
    if (error) throw new EInvoiceRefused(error.code, error.description);
    if (answer.status >= 400) {
      const record = (answer.data ?? {}) as Record<string, unknown>;
      const description = String(record.message ?? record.title ?? record.error ?? `HTTP ${answer.status}`);
      throw new EInvoiceRefused(`HTTP_${answer.status}`, description);
    }
    return answer.data;
  };

  const signIn = async (): Promise<string> => {
    if (token) return token;
    const answer = await post(
      'auth/login',
      { json: { username: settings.username, password: settings.password } },
      false,
    );
    const accessToken = (answer.data as { access_token?: unknown } | undefined)?.access_token;
    if (answer.status >= 400 || typeof accessToken !== 'string' || !accessToken) {
      const record = (answer.data ?? {}) as Record<string, unknown>;
      throw new EInvoiceRefused(
        'SIGN_IN_FAILED',
        String(record.message ?? record.error_description ?? record.description ?? `HTTP ${answer.status}`),
      );
    }
    token = accessToken;
    return token;
  };

  const findByTransaction = async (transactionUuid: string): Promise<IssuedInvoice | undefined> => {
    const path = `${API}/InvoiceWS/searchInvoiceByTransactionUuid`;
    const answer = await post(path, { form: { supplierTaxCode, transactionUuid } }, true);
    const found = issuedOfSearch(answer.data);
    if (found) return found;
    const error = viettelErrorOf(answer.data);
    if (answer.status < 400 && (!error || NOT_FOUND.test(`${error.code} ${error.description}`)))
      return undefined;
    // Any other answer leaves it unknown whether the invoice exists: never issue on it, try again later.
    throw new Error(
      `Viettel SInvoice lookup of ${transactionUuid}: ${error ? `${error.code} ${error.description}` : `HTTP ${answer.status}`}`,
    );
  };

  const create = async (
    draft: EInvoiceDraft,
    transactionUuid: string,
    adjustment?: ViettelAdjustment,
  ): Promise<IssuedInvoice> => {
    const path = `${API}/InvoiceWS/createInvoice/${encodeURIComponent(supplierTaxCode)}`;
    const body = viettelInvoiceOf(draft, transactionUuid, supplierTaxCode, adjustment);
    const data = checked(await post(path, { json: body }, true));
    const issued = issuedOfCreate(data);
    if (!issued) throw new Error('Viettel SInvoice createInvoice: no invoice number in the answer');
    return issued;
  };

  /** When a published invoice was issued (ms), as cancel and replace need it. */
  const issuedAtOf = async (ref: IssuedRef): Promise<number> => {
    const found = await findByTransaction(ref.transactionUuid);
    if (!found?.issuedAt) throw new EInvoiceRefused('NOT_FOUND', `Không tìm thấy hóa đơn ${ref.invoiceNo}`);
    return Date.parse(found.issuedAt);
  };

  return {
    type: 'viettel',
    issue: (draft, transactionUuid) => create(draft, transactionUuid),
    findByTransaction,
    cancel: async (ref, reason) => {
      const issuedAt = await issuedAtOf(ref);
      const path = `${API}/InvoiceWS/cancelTransactionInvoice`;
      const form = {
        supplierTaxCode,
        invoiceNo: ref.invoiceNo,
        templateCode: ref.templateCode,
        strIssueDate: viettelDateTime(new Date(issuedAt)),
        additionalReferenceDesc: reason,
        additionalReferenceDate: viettelDateTime(new Date()),
      };
      checked(await post(path, { form }, true));
    },
    replace: async (original, draft, transactionUuid, { kind, reason, increase }) =>
      create(draft, transactionUuid, {
        adjustmentType: kind === 'replace' ? '3' : '5',
        increase: increase !== false,
        originalInvoiceId: original.invoiceNo,
        originalInvoiceIssueDate: await issuedAtOf(original),
        originalTemplateCode: original.templateCode,
        reason,
        referenceDate: Date.now(),
      }),
    fetchFile: async (ref, format = 'PDF'): Promise<EInvoiceFile> => {
      const path = `${API}/InvoiceUtilsWS/getInvoiceRepresentationFile`;
      const json = {
        supplierTaxCode,
        invoiceNo: ref.invoiceNo,
        templateCode: ref.templateCode,
        transactionUuid: ref.transactionUuid,
        fileType: format,
      };
      const data = checked(await post(path, { json }, true)) as Record<string, unknown>;
      const bytes =
        typeof data.fileToBytes === 'string' ? Buffer.from(data.fileToBytes, 'base64') : undefined;
      if (!bytes || bytes.length === 0) throw new EInvoiceRefused('FILE_EMPTY', 'Tệp hóa đơn chưa sẵn sàng');
      const ext = format === 'ZIP' ? 'zip' : 'pdf';
      const name =
        typeof data.fileName === 'string' && data.fileName ? data.fileName : `${ref.invoiceNo}.${ext}`;
      return {
        name: /\.(pdf|zip)$/i.test(name) ? name : `${name}.${ext}`,
        type: format === 'ZIP' ? 'application/zip' : 'application/pdf',
        bytes,
      };
    },
  };
};
