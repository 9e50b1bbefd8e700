import type { WebSocket } from 'ws';
import type { PushLogger } from '../services/push-provider.js';
import {
  frame,
  HubMessageType,
  parseHubMessage,
  parseJsonObject,
  splitFrames,
  type HubMessage,
} from './hub-protocol.js';

/** How often the server pings (the official client's server timeout is 30 s, twice this). */
export const HUB_PING_MS = 15_000;
/** A connection that has not completed the handshake by then is closed. */
export const HUB_HANDSHAKE_MS = 15_000;

/** One hub connection after the handshake: who it belongs to and how to reach it. */
export type HubConnection = {
  connectionId: string;
  tenantId: string;
  userId: string;
  /** Invokes a client method (no completion expected). */
  invoke: (target: string, args: unknown[]) => void;
  /** Sends a Close message (with the error when given) and closes the socket. */
  close: (error?: string, allowReconnect?: boolean) => void;
};

export type HubConnectionOptions = {
  socket: WebSocket;
  connectionId: string;
  tenantId: string;
  userId: string;
  /** When the access token expires: the connection is closed then (the client may reconnect with a new one). */
  expiresAt: Date | undefined;
  log: PushLogger;
  /** The handshake succeeded: the connection can now receive invocations. */
  onOpen: (connection: HubConnection) => void;
  /** The socket closed (after onOpen or not). */
  onClose: (connection: HubConnection) => void;
  pingMs?: number;
  handshakeMs?: number;
};

const OPEN = 1;

/** Largest delay setTimeout accepts; a later token expiry is not scheduled. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Runs the JSON hub protocol on an accepted WebSocket: handshake `{"protocol":"json","version":1}` answered by
 * `{}`, a ping every 15 s, Close (type 7) both ways; client invocations get a Completion with an error (the hub
 * has no server methods), pings and other messages are ignored.
 */
export const runHubConnection = (options: HubConnectionOptions): HubConnection => {
  const { socket, log } = options;
  let buffer = '';
  let handshaken = false;
  let pingTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;

  const sendRaw = (text: string) => {
    if (socket.readyState === OPEN) socket.send(text);
  };

  const connection: HubConnection = {
    connectionId: options.connectionId,
    tenantId: options.tenantId,
    userId: options.userId,
    invoke: (target, args) => {
      if (handshaken) sendRaw(frame({ type: HubMessageType.Invocation, target, arguments: args }));
    },
    close: (error, allowReconnect = false) => {
      if (handshaken) {
        sendRaw(frame({ type: HubMessageType.Close, ...(error ? { error, allowReconnect } : {}) }));
      } else if (error) {
        sendRaw(frame({ error }));
      }
      socket.close(1000);
    },
  };

  const handshakeTimer = setTimeout(
    () => connection.close('Handshake was not received in time.'),
    options.handshakeMs ?? HUB_HANDSHAKE_MS,
  );

  const handshake = (text: string) => {
    const request = parseJsonObject(text);
    clearTimeout(handshakeTimer);
    if (request?.protocol !== 'json' || request.version !== 1) {
      connection.close(
        `Requested protocol '${String(request?.protocol)}' version ${String(request?.version)} is not supported; only 'json' version 1.`,
      );
      return;
    }
    handshaken = true;
    sendRaw(frame({}));
    pingTimer = setInterval(
      () => sendRaw(frame({ type: HubMessageType.Ping })),
      options.pingMs ?? HUB_PING_MS,
    );
    const expiresIn = options.expiresAt ? options.expiresAt.getTime() - Date.now() : undefined;
    if (expiresIn !== undefined && expiresIn < MAX_TIMER_MS) {
      expiryTimer = setTimeout(
        () => connection.close('The access token expired.', true),
        Math.max(expiresIn, 0),
      );
    }
    options.onOpen(connection);
  };

  const handle = (message: HubMessage) => {
    switch (message.type) {
      case HubMessageType.Invocation:
      case HubMessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') {
          sendRaw(
            frame({
              type: HubMessageType.Completion,
              invocationId: message.invocationId,
              error: `Unknown hub method '${String(message.target)}'`,
            }),
          );
        }
        return;
      case HubMessageType.Close:
        socket.close(1000);
        return;
      default:
        // Ping, CancelInvocation, StreamItem, Completion and later types need nothing from this hub.
        return;
    }
  };

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      connection.close('Binary messages are not supported; use the JSON protocol.');
      return;
    }
    const { messages, rest } = splitFrames(buffer + data.toString());
    buffer = rest;
    for (const text of messages) {
      if (!handshaken) {
        handshake(text);
        if (!handshaken) return;
        continue;
      }
      const message = parseHubMessage(text);
      if (!message) {
        log.warn({ connectionId: options.connectionId }, 'realtime: malformed hub message, closing');
        connection.close('Malformed message.');
        return;
      }
      handle(message);
    }
  });

  socket.on('close', () => {
    clearTimeout(handshakeTimer);
    clearInterval(pingTimer);
    clearTimeout(expiryTimer);
    options.onClose(connection);
  });
  socket.on('error', (error) => log.warn({ error: error.message }, 'realtime: socket error'));

  return connection;
};
