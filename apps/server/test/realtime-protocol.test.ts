import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { issueConnectionToken, readConnectionToken } from '../src/realtime/connection-token.js';
import { runHubConnection, type HubConnection } from '../src/realtime/hub-connection.js';
import {
  call,
  demoPasswords,
  startTestServer,
  tokenFor,
  type TestServer,
  TEST_JWT_SECRET,
} from './helpers/test-app.js';

const RS = '\x1e';
let server: TestServer;
let base: string;
let admin: string;
let cashier: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  cashier = await tokenFor(server.app, 'thungan', demoPasswords.thungan);
});

afterAll(async () => {
  await server?.close();
});

/** A raw WebSocket client that keeps every frame it receives, split on the record separator. */
type RawClient = { socket: WebSocket; frames: string[]; closed: Promise<number> };

const rawClient = (url: string, headers: Record<string, string> = {}): RawClient => {
  const socket = new WebSocket(url, { headers });
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(...data.toString().split(RS).filter(Boolean)));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, frames, closed };
};

const negotiate = async (token: string) => {
  const res = await fetch(`http://${base}/api/hubs/notification/negotiate?negotiateVersion=1&tenant=demo`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { connectionToken: string; connectionId: string };
};

/** What the upgrade was answered with when it was refused. */
const refusal = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('open', () => reject(new Error('the upgrade was accepted')));
    socket.on('error', () => undefined);
  });

const hubUrl = (query: string) => `ws://${base}/api/hubs/notification?${query}`;

describe('the hub protocol on the wire', () => {
  it('takes the token as the access_token query parameter (browsers) and answers the handshake with {}', async () => {
    const { connectionToken } = await negotiate(admin);
    const client = rawClient(
      hubUrl(`tenant=demo&id=${encodeURIComponent(connectionToken)}&access_token=${admin}`),
    );
    await once(client.socket, 'open');
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    await vi.waitFor(() => expect(client.frames).toEqual(['{}']));

    // A fire-and-forget invocation (no invocationId) is ignored; one expecting an answer gets an error completion.
    client.socket.send(`{"type":1,"target":"Nothing","arguments":[]}${RS}{"type":6}${RS}`);
    client.socket.send(`{"type":1,"invocationId":"7","target":"Echo","arguments":["x"]}${RS}`);
    await vi.waitFor(() => expect(client.frames).toHaveLength(2));
    expect(JSON.parse(client.frames[1]!)).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'Echo'",
    });

    await call(server.app, 'POST', '/api/notifications/broadcast', {
      token: admin,
      body: { title: 'Khung' },
    });
    await vi.waitFor(() => expect(client.frames).toHaveLength(3));
    expect(JSON.parse(client.frames[2]!)).toMatchObject({
      type: 1,
      target: 'notification',
      arguments: [{ title: 'Khung', type: 'broadcast' }],
    });

    // The client's Close message ends the connection.
    client.socket.send(`{"type":7}${RS}`);
    expect(await client.closed).toBe(1000);
  });

  it('refuses a protocol other than json version 1 with an error handshake answer', async () => {
    const client = rawClient(hubUrl(`tenant=demo&access_token=${admin}`));
    await once(client.socket, 'open');
    client.socket.send(`{"protocol":"messagepack","version":1}${RS}`);
    await client.closed;
    expect(JSON.parse(client.frames[0]!)).toMatchObject({ error: expect.stringContaining('messagepack') });
  });

  it('closes on a malformed message after the handshake', async () => {
    const client = rawClient(hubUrl('tenant=demo'), { authorization: `Bearer ${admin}` });
    await once(client.socket, 'open');
    client.socket.send(`{"protocol":"json","version":1}${RS}not json${RS}`);
    await client.closed;
    expect(client.frames.map((f) => JSON.parse(f))).toEqual([
      {},
      { type: 7, error: 'Malformed message.', allowReconnect: false },
    ]);
  });

  it("refuses the upgrade for another user's connection token, a forged one, or no token at all", async () => {
    const { connectionToken } = await negotiate(admin);
    expect(
      await refusal(hubUrl(`tenant=demo&id=${encodeURIComponent(connectionToken)}&access_token=${cashier}`)),
    ).toBe(401);
    expect(
      await refusal(
        hubUrl(`tenant=demo&id=${encodeURIComponent(`${connectionToken}x`)}&access_token=${admin}`),
      ),
    ).toBe(401);
    expect(await refusal(hubUrl(`tenant=demo&id=${encodeURIComponent(connectionToken)}`))).toBe(401);
    expect(await refusal(hubUrl(`tenant=nope&access_token=${admin}`))).toBe(404);
    expect(await refusal(hubUrl(`tenant=demo&tenant=beta&access_token=${admin}`))).toBe(400);
  });

  it('tells connected clients they may reconnect when the server closes', async () => {
    const client = rawClient(hubUrl(`tenant=demo&access_token=${cashier}`));
    await once(client.socket, 'open');
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    await vi.waitFor(() => expect(client.frames).toEqual(['{}']));
    await server.app.close();
    await client.closed;
    expect(JSON.parse(client.frames[1]!)).toEqual({
      type: 7,
      error: 'The server is shutting down.',
      allowReconnect: true,
    });
  });
});

describe('connection tokens', () => {
  it('carry the tenant and user, and expire after two minutes', () => {
    const now = Date.now();
    const { connectionId, connectionToken } = issueConnectionToken(
      { tenantId: 't1', userId: 'u1' },
      TEST_JWT_SECRET,
      now,
    );
    expect(readConnectionToken(connectionToken, TEST_JWT_SECRET, now + 1000)).toEqual({
      connectionId,
      tenantId: 't1',
      userId: 'u1',
    });
    expect(readConnectionToken(connectionToken, TEST_JWT_SECRET, now + 121_000)).toBeUndefined();
    expect(readConnectionToken(connectionToken, 'another-secret', now)).toBeUndefined();
  });
});

describe('a hub connection', () => {
  const serve = async (options: { pingMs?: number; expiresInMs?: number; handshakeMs?: number }) => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await once(wss, 'listening');
    const opened: HubConnection[] = [];
    const closedOnServer: HubConnection[] = [];
    wss.on('connection', (socket) =>
      runHubConnection({
        socket,
        connectionId: 'c1',
        tenantId: 't1',
        userId: 'u1',
        expiresAt: options.expiresInMs === undefined ? undefined : new Date(Date.now() + options.expiresInMs),
        log: { warn: () => undefined, info: () => undefined },
        onOpen: (c) => opened.push(c),
        onClose: (c) => closedOnServer.push(c),
        pingMs: options.pingMs,
        handshakeMs: options.handshakeMs,
      }),
    );
    const client = rawClient(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    await once(client.socket, 'open');
    return { wss, client, opened, closedOnServer };
  };

  it('pings at its interval after the handshake', async () => {
    const { wss, client, opened } = await serve({ pingMs: 40 });
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    await vi.waitFor(() =>
      expect(client.frames.filter((f) => f === '{"type":6}').length).toBeGreaterThanOrEqual(2),
    );
    expect(client.frames[0]).toBe('{}');
    expect(opened).toHaveLength(1);
    client.socket.close();
    wss.close();
  });

  it('closes with allowReconnect when the access token expires', async () => {
    const { wss, client, closedOnServer } = await serve({ expiresInMs: 100 });
    client.socket.send(`{"protocol":"json","version":1}${RS}`);
    await client.closed;
    expect(client.frames.map((f) => JSON.parse(f))).toEqual([
      {},
      { type: 7, error: 'The access token expired.', allowReconnect: true },
    ]);
    await vi.waitFor(() => expect(closedOnServer).toHaveLength(1));
    wss.close();
  });

  it('closes a connection without a handshake in time, never having opened it', async () => {
    const { wss, client, opened } = await serve({ handshakeMs: 50 });
    await client.closed;
    expect(JSON.parse(client.frames[0]!)).toEqual({ error: 'Handshake was not received in time.' });
    expect(opened).toEqual([]);
    wss.close();
  });

  it('handles a handshake split over two frames', async () => {
    const { wss, client, opened } = await serve({});
    client.socket.send('{"protocol":"json",');
    client.socket.send(`"version":1}${RS}`);
    await vi.waitFor(() => expect(client.frames).toEqual(['{}']));
    expect(opened).toHaveLength(1);
    client.socket.close();
    wss.close();
  });
});
