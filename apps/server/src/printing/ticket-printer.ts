import net from 'node:net';

/**
 * Sending a ticket's bytes to a printer: one interface, one real implementation (raw TCP, 'port 9100' printing,
 * as every network ESC/POS printer takes it). Tests run it against a TCP listener they start on loopback.
 *
 * A send never throws: it answers sent, or why not, as a code of the error catalogue (@sen/domain errors.ts)
 * the caller words for the user with the printer's name and address.
 */

/** Why a ticket did not reach its printer. */
export type PrinterFailureCode =
  | 'PRINTER_REFUSED'
  | 'PRINTER_HOST_UNKNOWN'
  | 'PRINTER_TIMEOUT'
  | 'PRINTER_DISCONNECTED'
  | 'PRINTER_UNREACHABLE';

export type SendResult =
  | { ok: true; bytes: number; ms: number }
  | {
      ok: false;
      code: PrinterFailureCode;
      /** The system's error code ('ECONNREFUSED', 'ETIMEDOUT'...), for the log and PRINTER_UNREACHABLE. */
      reason: string;
      /** The seconds waited, for PRINTER_TIMEOUT. */
      seconds?: number;
      ms: number;
    };

export type PrinterAddress = { host: string; port: number };

export type TicketPrinter = {
  send: (address: PrinterAddress, bytes: Uint8Array) => Promise<SendResult>;
};

export type TcpPrinterOptions = {
  /** Longest wait for the printer to accept the connection. */
  connectTimeoutMs: number;
  /**
   * Longest wait, once connected, for the printer to take the whole ticket and close its side: a printer out of
   * paper or jammed stops reading, and the send ends here instead of hanging.
   */
  sendTimeoutMs: number;
  /** How host names are resolved (node's `dns.lookup` by default). */
  lookup?: net.LookupFunction;
};

const failureCodeOf = (error: NodeJS.ErrnoException): PrinterFailureCode => {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'PRINTER_REFUSED';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return 'PRINTER_HOST_UNKNOWN';
    case 'ETIMEDOUT':
      return 'PRINTER_TIMEOUT';
    case 'ECONNRESET':
    case 'EPIPE':
      return 'PRINTER_DISCONNECTED';
    default:
      return 'PRINTER_UNREACHABLE';
  }
};

/**
 * Raw TCP printing: connect (at most `connectTimeoutMs`), write the bytes, end our side, and count the ticket
 * printed when the printer has taken it and closed the connection (a raw-port printer closes once it has the
 * whole job); at most `sendTimeoutMs` after connecting. Every path ends with the socket destroyed.
 */
export const tcpTicketPrinter = (options: TcpPrinterOptions): TicketPrinter => ({
  send: (address, bytes) =>
    new Promise<SendResult>((resolve) => {
      const started = Date.now();
      let connected = false;
      let settled = false;
      const socket = net.connect({
        host: address.host,
        port: address.port,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      });
      const finish = (result: SendResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.destroy();
        resolve(result);
      };
      const timeout = (ms: number) => () =>
        finish({
          ok: false,
          code: 'PRINTER_TIMEOUT',
          reason: connected ? 'send timeout' : 'connect timeout',
          seconds: Math.round(ms / 100) / 10,
          ms: Date.now() - started,
        });
      let timer = setTimeout(timeout(options.connectTimeoutMs), options.connectTimeoutMs);
      socket.once('connect', () => {
        connected = true;
        clearTimeout(timer);
        timer = setTimeout(timeout(options.sendTimeoutMs), options.sendTimeoutMs);
        socket.end(bytes);
      });
      // What the printer says back (status bytes of some models) is read and dropped, so it never fills up.
      socket.on('data', () => {});
      socket.once('error', (error: NodeJS.ErrnoException) =>
        finish({
          ok: false,
          code: failureCodeOf(error),
          reason: error.code ?? error.message,
          ms: Date.now() - started,
        }),
      );
      socket.once('close', (hadError) => {
        if (hadError) return; // 'error' said why.
        if (connected && socket.writableFinished)
          finish({ ok: true, bytes: bytes.length, ms: Date.now() - started });
        else
          finish({
            ok: false,
            code: 'PRINTER_DISCONNECTED',
            reason: 'closed early',
            ms: Date.now() - started,
          });
      });
    }),
});
