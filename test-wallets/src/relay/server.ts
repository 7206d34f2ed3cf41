/**
 * The relay on a port: an HTTP server that answers `/health` (and the test wallets'
 * pages, given as `pages`) and upgrades any other request to a WebSocket for the relay. Clients connect as the sign-client does
 * (`ws://host:port/?auth=<jwt>&projectId=…`). Sockets are pinged every
 * PING_INTERVAL_MS (the sign-client declares a relay stalled after 35 s without
 * one) and closed when they stop answering. A frame over the size limit closes
 * its socket; everything else bad gets a JSON-RPC error from the relay.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { createRelay, MAX_MESSAGE_BYTES, type Relay, type RelayOptions, type RelayPeer } from './relay.ts';

export const PING_INTERVAL_MS = 20_000;

/** The client's id from its auth JWT's `iss` (not verified: a test relay trusts its clients). */
export function clientKeyOf(url: string | undefined): string | null {
  const auth = new URL(url ?? '/', 'http://relay').searchParams.get('auth');
  const payload = auth?.split('.')[1];
  if (!payload) return null;
  try {
    const { iss } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof iss === 'string' && iss ? iss : null;
  } catch {
    return null;
  }
}

const textOf = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');

export interface RelayServer {
  server: Server;
  relay: Relay;
  close(): Promise<void>;
}

export interface RelayServerOptions extends RelayOptions {
  pingIntervalMs?: number;
  /** Other pages on the same port (the test wallets'); answers true when it took the request. */
  pages?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export function createRelayServer(options: RelayServerOptions = {}): RelayServer {
  const relay = createRelay(options);
  const server = createServer((request, response) => {
    if (options.pages?.(request, response)) return;
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, ...relay.stats() }));
      return;
    }
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('A WalletConnect relay for local development: connect with a WebSocket.');
  });
  const sockets = new WebSocketServer({ server, maxPayload: MAX_MESSAGE_BYTES * 2 });
  const alive = new WeakMap<WebSocket, boolean>();

  sockets.on('connection', (socket, request) => {
    const peer: RelayPeer = {
      clientKey: clientKeyOf(request.url) ?? `socket:${randomUUID()}`,
      send: (json) => {
        if (socket.readyState === socket.OPEN) socket.send(json);
      },
    };
    alive.set(socket, true);
    relay.connect(peer);
    socket.on('pong', () => alive.set(socket, true));
    socket.on('message', (data, isBinary) => {
      if (isBinary) return socket.close(1003, 'Text frames only');
      relay.receive(peer, textOf(data));
    });
    // An oversized frame, a reset connection: the socket goes, the relay carries on.
    socket.on('error', () => socket.terminate());
    socket.on('close', () => relay.disconnect(peer));
  });

  const ping = setInterval(() => {
    for (const socket of sockets.clients) {
      if (!alive.get(socket)) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, options.pingIntervalMs ?? PING_INTERVAL_MS);
  ping.unref();

  return {
    server,
    relay,
    close: () =>
      new Promise((resolve) => {
        clearInterval(ping);
        for (const socket of sockets.clients) socket.terminate();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
