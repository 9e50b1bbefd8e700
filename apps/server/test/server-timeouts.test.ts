import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

// Small timeouts, so a slow client is cut off within a second or two.
const REQUEST_TIMEOUT_MS = 1000;
const HEADERS_TIMEOUT_MS = 500;
const CONNECTION_TIMEOUT_MS = 1500;

let server: TestServer;
let port = 0;
let filesDir = '';
let admin = '';

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'sen-timeouts-'));
  server = await startTestServer({
    FILES_DIR: filesDir,
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    CONNECTION_TIMEOUT_MS: String(CONNECTION_TIMEOUT_MS),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A raw TCP client: sends `head`, then `piece` every `everyMs` until the server closes the socket or `giveUpMs`
 * passes. Answers what the server sent, whether it closed, and after how long.
 */
const dribble = (head: string, piece: string, everyMs: number, giveUpMs: number) =>
  new Promise<{ received: string; closed: boolean; ms: number }>((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received, closed, ms: performance.now() - started });
    };
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.write(head);
    const timer = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(piece);
    }, everyMs);
    const giveUp = setTimeout(() => finish(false), giveUpMs);
  });

describe('timeouts of slow clients', () => {
  it('answers 408 and closes a body dribbled one byte at a time, within the request timeout', async () => {
    const head = [
      'POST /api/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Tenant: demo',
      'Content-Type: application/json',
      'Content-Length: 10000',
      '',
      '{',
    ].join('\r\n');
    // A byte every 200 ms keeps the connection busy (never silent for CONNECTION_TIMEOUT_MS).
    const result = await dribble(head, ' ', 200, 5000);
    expect(result.closed).toBe(true);
    expect(result.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(result.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
  });

  it('closes headers dribbled a line at a time, within the headers timeout', async () => {
    const result = await dribble(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n',
      'X-Slow: 1\r\n',
      100,
      5000,
    );
    expect(result.closed).toBe(true);
    expect(result.received).toMatch(/^(HTTP\/1\.1 408 |$)/);
    expect(result.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
  });

  it('closes a connection that sends nothing, and gives the server its configured timeouts', async () => {
    const result = await dribble('', '', 60_000, 5000);
    expect(result.closed).toBe(true);
    expect(result.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
    const { requestTimeout, headersTimeout, timeout } = server.app.server;
    expect({ requestTimeout, headersTimeout, timeout }).toEqual({
      requestTimeout: REQUEST_TIMEOUT_MS,
      headersTimeout: HEADERS_TIMEOUT_MS,
      timeout: CONNECTION_TIMEOUT_MS,
    });
  });

  it('still takes a body sent in pieces within the timeout', async () => {
    const body = JSON.stringify({ user_name: 'admin', password: demoPasswords.admin });
    const head = [
      'POST /api/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Tenant: demo',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(head);
    for (const piece of [body.slice(0, 10), body.slice(10, 20), body.slice(20)]) {
      await sleep(150);
      socket.write(piece);
    }
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('keeps a realtime hub WebSocket open past every timeout', async () => {
    const negotiate = await fetch(
      `http://127.0.0.1:${port}/api/hubs/notification/negotiate?negotiateVersion=1&tenant=demo`,
      { method: 'POST', headers: { authorization: `Bearer ${admin}` } },
    );
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/api/hubs/notification?tenant=demo&id=${connectionToken}&access_token=${admin}`,
    );
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(...String(data).split('\u001e').filter(Boolean)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('{"protocol":"json","version":1}\u001e');
    await sleep(CONNECTION_TIMEOUT_MS + 1000);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.send('{"type":1,"invocationId":"1","target":"echo","arguments":[]}\u001e');
    await expect
      .poll(() => frames.map((f) => JSON.parse(f) as { type?: number }))
      .toEqual(expect.arrayContaining([expect.objectContaining({ type: 3 })]));
    expect(frames[0]).toBe('{}');
    socket.close();
  });

  it('takes a 10 MB upload with the default timeouts', async () => {
    const app = await server.restart({ FILES_DIR: filesDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    expect(app.server.requestTimeout).toBe(120_000);
    const pdf = new Uint8Array(10 * 1024 * 1024);
    pdf.set(Buffer.from('%PDF-1.7\n'));
    const form = new FormData();
    form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'big.pdf');
    const upload = await fetch(`http://127.0.0.1:${port}/api/upload/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, tenant: 'demo' },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    expect(((await upload.json()) as { items: { size: number }[] }).items[0]?.size).toBe(10 * 1024 * 1024);
  });
});
