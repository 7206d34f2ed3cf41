/**
 * The relay on a port: an HTTP server that answers `/health` (and the test wallets'
 * pages, given as `pages`) and upgrades any other request to a WebSocket for the
 * relay. Clients connect as the sign-client does
 * (`ws://host:port/?auth=<jwt>&projectId=…`); the upgrade is refused unless
 * ./admission.ts admits it (403 for another site's page, 429 past the sockets one
 * address may hold open, 401 without a valid auth token). Sockets are pinged every PING_INTERVAL_MS (the sign-client declares a relay
 * stalled after 35 s without one) and closed when they stop answering. A frame over
 * the size limit closes its socket; everything else bad gets a JSON-RPC error from
 * the relay. No answer of this server may be framed (`FRAMING_HEADERS`).
 */
import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { productOrigins } from '@lender/serve/org-hosts';
import { FRAMING_HEADERS } from '../http.ts';
import { admissionOf, MAX_CONNECTIONS_PER_ADDRESS, type Admission } from './admission.ts';
import { createRelay, MAX_MESSAGE_BYTES, type Relay, type RelayOptions, type RelayPeer } from './relay.ts';

export const PING_INTERVAL_MS = 20_000;

const textOf = (data: RawData): string =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');

export interface RelayServer {
  server: Server;
  relay: Relay;
  /**
   * Ends every WebSocket now: a stopping server's clients (the test wallets' own among them)
   * would otherwise hold it open, since a socket never finishes the way an answer does.
   */
  disconnectAll(): void;
  close(): Promise<void>;
}

export interface RelayServerOptions extends RelayOptions {
  pingIntervalMs?: number;
  /** Other pages on the same port (the test wallets'); answers true when it took the request. */
  pages?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /**
   * The relay's public URLs, the `aud` its clients' tokens must name; by default the
   * address it listens on (`ws://127.0.0.1:<port>`), which is what tests connect to.
   */
  publicUrls?: readonly string[];
  /** The origins whose pages may connect; by default the product's (`productOrigins()`). */
  allowedOrigins?: readonly string[];
  /** The sockets one remote address may hold open; by default MAX_CONNECTIONS_PER_ADDRESS. */
  maxConnectionsPerAddress?: number;
}

/** Ends a refused upgrade with its status and message (the socket is not a WebSocket yet). */
function refuseUpgrade(socket: Duplex, { status, message }: Extract<Admission, { status: number }>) {
  const body = Buffer.from(message);
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.toString()}`,
  );
}

export function createRelayServer(options: RelayServerOptions = {}): RelayServer {
  const relay = createRelay(options);
  const allowedOrigins = options.allowedOrigins ?? productOrigins();
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(FRAMING_HEADERS)) response.setHeader(name, value);
    if (options.pages?.(request, response)) return;
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: true, ...relay.stats() }));
      return;
    }
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('A WalletConnect relay for local development: connect with a WebSocket.');
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES * 2 });
  const alive = new WeakMap<WebSocket, boolean>();
  /** Remote address -> its sockets open now (an address with none is not kept). */
  const openByAddress = new Map<string, number>();
  const countOpen = (address: string, change: 1 | -1) => {
    const open = (openByAddress.get(address) ?? 0) + change;
    if (open > 0) openByAddress.set(address, open);
    else openByAddress.delete(address);
  };
  const ownUrls = () => {
    const { port } = server.address() as AddressInfo;
    return [`ws://127.0.0.1:${port}`];
  };

  const connect = (socket: WebSocket, clientKey: string, address: string) => {
    countOpen(address, 1);
    const peer: RelayPeer = {
      clientKey,
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
    socket.on('close', () => {
      countOpen(address, -1);
      relay.disconnect(peer);
    });
  };

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const address = socket.remoteAddress ?? 'unknown';
    const admission = admissionOf(
      { url: request.url, origin: request.headers.origin },
      {
        audiences: options.publicUrls ?? ownUrls(),
        allowedOrigins,
        now: Math.floor((options.now ?? Date.now)() / 1000),
        openFromAddress: openByAddress.get(address) ?? 0,
        maxPerAddress: options.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS,
      },
    );
    if ('status' in admission) return refuseUpgrade(socket, admission);
    // Counted once upgraded (synchronously here: no client verification is asynchronous).
    sockets.handleUpgrade(request, socket, head, (ws) => connect(ws, admission.clientKey, address));
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

  const disconnectAll = () => {
    clearInterval(ping);
    for (const socket of sockets.clients) socket.terminate();
  };
  return {
    server,
    relay,
    disconnectAll,
    close: () =>
      new Promise((resolve) => {
        disconnectAll();
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
