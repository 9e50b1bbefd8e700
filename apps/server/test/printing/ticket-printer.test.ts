import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpTicketPrinter } from '../../src/printing/ticket-printer.js';
import { closedPort, startPrinterStandIn } from '../helpers/printer-stand-in.js';

/** Raw TCP printing (src/printing/ticket-printer.ts) against printers this test starts on loopback. */

const printer = tcpTicketPrinter({ connectTimeoutMs: 1_000, sendTimeoutMs: 600 });
let standIn: Awaited<ReturnType<typeof startPrinterStandIn>>;
let silent: Awaited<ReturnType<typeof startPrinterStandIn>>;

beforeAll(async () => {
  standIn = await startPrinterStandIn();
  silent = await startPrinterStandIn({ silent: true });
});
afterAll(async () => {
  await standIn.close();
  await silent.close();
});

describe('the TCP ticket printer', () => {
  it('delivers every byte, and counts the ticket printed once the printer closes', async () => {
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    const [sent, job] = await Promise.all([
      printer.send({ host: '127.0.0.1', port: standIn.port }, bytes),
      standIn.nextJob(),
    ]);
    expect(sent).toMatchObject({ ok: true, bytes: 200_000 });
    expect(Buffer.compare(job, Buffer.from(bytes))).toBe(0);
  });

  it('answers a closed port as refused, at once', async () => {
    const sent = await printer.send(
      { host: '127.0.0.1', port: await closedPort() },
      new Uint8Array([0x1b, 0x40]),
    );
    expect(sent).toMatchObject({ ok: false, code: 'PRINTER_REFUSED', reason: 'ECONNREFUSED' });
    expect(sent.ms).toBeLessThan(1_000);
  });

  it('gives up on a printer that takes the bytes but never finishes, after the send timeout', async () => {
    const started = Date.now();
    const sent = await printer.send({ host: '127.0.0.1', port: silent.port }, new Uint8Array([0x1b, 0x40]));
    expect(sent).toMatchObject({ ok: false, code: 'PRINTER_TIMEOUT', reason: 'send timeout', seconds: 0.6 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('answers a host name the name service does not know as unknown', async () => {
    // The name service's answer for a name it has not got (no query leaves this machine).
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND may-in-bep.local'), {
      code: 'ENOTFOUND',
    });
    const named = tcpTicketPrinter({
      connectTimeoutMs: 1_000,
      sendTimeoutMs: 600,
      lookup: (_hostname, _options, callback) => process.nextTick(() => callback(notFound, '', 4)),
    });
    const sent = await named.send({ host: 'may-in-bep.local', port: 9100 }, new Uint8Array([0x1b]));
    expect(sent).toMatchObject({ ok: false, code: 'PRINTER_HOST_UNKNOWN', reason: 'ENOTFOUND' });
  });
});
