import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Viettel SInvoice's HTTP API, started by a test: sign-in, createInvoice (numbering the
 * series), searchInvoiceByTransactionUuid, cancelTransactionInvoice and getInvoiceRepresentationFile, with the
 * shapes viettel.ts expects. A test steers the next createInvoice answers (`createModes`) and reads what arrived.
 */

export type StoredInvoice = {
  transactionUuid: string;
  invoiceNo: string;
  reservationCode: string;
  issueDate: number;
  status: 'issued' | 'cancelled';
  body: Record<string, unknown>;
};

/** How the next createInvoice is answered: normally; refused with an errorCode; stored, then answered too late. */
export type CreateMode = 'ok' | 'refuse' | 'store-then-hang';

export type ViettelCall = { path: string; body: Record<string, unknown> };

export type ViettelStandIn = {
  url: string;
  username: string;
  password: string;
  invoices: Map<string, StoredInvoice>;
  calls: ViettelCall[];
  /** Consumed first to last, then 'ok'. */
  createModes: CreateMode[];
  /** Called when a createInvoice arrives, before it is handled (a test checks what the server stored by then). */
  onCreate?: (body: Record<string, unknown>) => Promise<void> | void;
  /** How long a 'store-then-hang' answer waits (ms). */
  hangMs: number;
  count: (suffix: string) => number;
  close: () => Promise<void>;
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const send = (response: ServerResponse, status: number, body: unknown) => {
  if (response.destroyed) return;
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export const startViettelStandIn = async (
  credentials = { username: '0100109106-507', password: 'Mật-khẩu 1' },
): Promise<ViettelStandIn> => {
  const tokens = new Set<string>();
  let serial = 0;
  const standIn: ViettelStandIn = {
    url: '',
    ...credentials,
    invoices: new Map(),
    calls: [],
    createModes: [],
    hangMs: 2_000,
    count: (suffix) => standIn.calls.filter((c) => c.path.endsWith(suffix)).length,
    close: async () => undefined,
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').replace(/^\/+/, '');
    const raw = await readBody(request);
    const form = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = (form ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : {}) as Record<
      string,
      unknown
    >;
    standIn.calls.push({ path, body });
    if (path === 'auth/login') {
      if (body.username !== standIn.username || body.password !== standIn.password)
        return send(response, 401, {
          error: 'invalid_grant',
          error_description: 'Sai tên đăng nhập hoặc mật khẩu',
        });
      const token = randomUUID();
      tokens.add(token);
      return send(response, 200, { access_token: token, token_type: 'bearer', expires_in: 600 });
    }
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!tokens.has(token)) return send(response, 401, { error: 'unauthorized' });

    const api = 'services/einvoiceapplication/api/InvoiceAPI/';
    if (path === `${api}InvoiceWS/createInvoice/${standIn.username}`) {
      await standIn.onCreate?.(body);
      const mode = standIn.createModes.shift() ?? 'ok';
      const general = body.generalInvoiceInfo as Record<string, unknown>;
      if (mode === 'refuse')
        return send(response, 200, {
          errorCode: 'INVOICE_SERIES_INVALID',
          description: 'Ký hiệu hóa đơn không hợp lệ',
          result: null,
        });
      const transactionUuid = String(general.transactionUuid);
      if (standIn.invoices.has(transactionUuid))
        return send(response, 200, {
          errorCode: 'TRANSACTION_UUID_EXISTED',
          description: 'Mã giao dịch đã tồn tại',
          result: null,
        });
      serial += 1;
      const invoice: StoredInvoice = {
        transactionUuid,
        invoiceNo: `${String(general.invoiceSeries)}${String(serial).padStart(7, '0')}`,
        reservationCode: `TRACUU${serial}`,
        issueDate: Date.UTC(2026, 10, 27, 3, 0, serial),
        status: 'issued',
        body,
      };
      standIn.invoices.set(transactionUuid, invoice);
      const answer = {
        errorCode: null,
        description: null,
        result: {
          supplierTaxCode: standIn.username,
          invoiceNo: invoice.invoiceNo,
          transactionID: randomUUID(),
          reservationCode: invoice.reservationCode,
        },
      };
      if (mode === 'store-then-hang') setTimeout(() => send(response, 200, answer), standIn.hangMs);
      else send(response, 200, answer);
      return;
    }
    if (path === `${api}InvoiceWS/searchInvoiceByTransactionUuid`) {
      const found = standIn.invoices.get(String(body.transactionUuid));
      return send(response, 200, {
        transactionUuid: body.transactionUuid,
        errorCode: null,
        description: null,
        result: found
          ? [
              {
                supplierTaxCode: standIn.username,
                invoiceNo: found.invoiceNo,
                reservationCode: found.reservationCode,
                issueDate: found.issueDate,
                status: found.status === 'issued' ? 'Hóa đơn gốc' : 'Hóa đơn xóa bỏ',
              },
            ]
          : [],
      });
    }
    if (path === `${api}InvoiceWS/cancelTransactionInvoice`) {
      const found = [...standIn.invoices.values()].find((i) => i.invoiceNo === body.invoiceNo);
      if (!found || found.status === 'cancelled')
        return send(response, 200, { errorCode: 'INVOICE_NOT_FOUND', description: 'Không tìm thấy hóa đơn' });
      found.status = 'cancelled';
      return send(response, 200, { errorCode: null, description: null });
    }
    if (path === `${api}InvoiceUtilsWS/getInvoiceRepresentationFile`) {
      const found = [...standIn.invoices.values()].find((i) => i.invoiceNo === body.invoiceNo);
      if (!found)
        return send(response, 200, { errorCode: 'INVOICE_NOT_FOUND', description: 'Không tìm thấy hóa đơn' });
      return send(response, 200, {
        errorCode: null,
        description: null,
        fileName: found.invoiceNo,
        fileToBytes: Buffer.from(`%PDF-1.4\n% ${found.invoiceNo}\n`).toString('base64'),
      });
    }
    return send(response, 404, { error: 'not found', path });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
};
