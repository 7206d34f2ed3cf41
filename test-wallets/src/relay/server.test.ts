import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { newRelayAuthKey, signRelayAuth, type RelayAuthKey } from './relay-auth.ts';
import { createRelayServer, type RelayServer } from './server.ts';

const PRODUCT = 'http://127.0.0.1:3000';

let relay: RelayServer;
let url: string;

beforeEach(async () => {
  relay = createRelayServer({
    pingIntervalMs: 50,
    allowedOrigins: [PRODUCT],
    pages: (request, response) => {
      if (request.url !== '/a-page') return false;
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>A page</p>');
      return true;
    },
  });
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
});
afterEach(() => relay.close());

interface Connection {
  /** The client's key (a fresh one by default), or the token itself. */
  key?: RelayAuthKey;
  token?: string | null;
  origin?: string;
}

const addressFor = ({ key = newRelayAuthKey(), token }: Connection) => {
  const auth = token === undefined ? signRelayAuth(key, url) : token;
  return auth === null ? `${url}/?projectId=local` : `${url}/?auth=${auth}&projectId=local`;
};

/** The status the server refuses an upgrade with, or 101 when it upgrades. */
function upgradeStatus(connection: Connection): Promise<number> {
  const socket = new WebSocket(
    addressFor(connection),
    connection.origin ? { origin: connection.origin } : {},
  );
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

/** A socket that collects what it receives, opened. */
async function open(connection: Connection = {}) {
  const socket = new WebSocket(addressFor(connection));
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data: Buffer) =>
    received.push(JSON.parse(data.toString()) as Record<string, unknown>),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 100 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!test()) throw new Error(`not received: ${JSON.stringify(received)}`);
  };
  const call = async (id: number, method: string, params: unknown) => {
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    await until(() => received.some((m) => m.id === id && !('method' in m)));
    return received.find((m) => m.id === id && !('method' in m));
  };
  return { socket, received, until, call };
}

describe('the relay over WebSockets', () => {
  it('answers /health', async () => {
    const response = await fetch(url.replace('ws', 'http') + '/health');
    await expect(response.json()).resolves.toMatchObject({ ok: true });
  });

  it('lets no page frame any of its answers', async () => {
    for (const path of ['/health', '/', '/a-page']) {
      const { headers } = await fetch(url.replace('ws', 'http') + path);
      expect([path, headers.get('content-security-policy'), headers.get('x-frame-options')]).toEqual([
        path,
        "frame-ancestors 'none'",
        'DENY',
      ]);
    }
  });

  it('admits a client whose auth token its key signed for this relay, from no page or a product page', async () => {
    await expect(upgradeStatus({})).resolves.toBe(101);
    await expect(upgradeStatus({ origin: PRODUCT })).resolves.toBe(101);
    await expect(upgradeStatus({ token: signRelayAuth(newRelayAuthKey(), `${url}/`) })).resolves.toBe(101);
  });

  it('refuses the upgrade with 401 for a missing, forged, expired or foreign token', async () => {
    const mine = newRelayAuthKey();
    const forged = signRelayAuth(newRelayAuthKey(), url, { iss: mine.did });
    const now = Math.floor(Date.now() / 1000);
    const expired = signRelayAuth(mine, url, { iat: now - 7200, exp: now - 3600 });
    const elsewhere = signRelayAuth(mine, 'wss://relay.walletconnect.org');
    for (const token of [null, 'garbage', forged, expired, elsewhere])
      await expect(upgradeStatus({ token })).resolves.toBe(401);
  });

  it('refuses the upgrade with 403 for a page of another site', async () => {
    await expect(upgradeStatus({ origin: 'https://evil.example' })).resolves.toBe(403);
    await expect(upgradeStatus({ origin: 'null' })).resolves.toBe(403);
  });

  it('knows a client by its verified key across reconnects', async () => {
    const walletKey = newRelayAuthKey();
    const dapp = await open();
    const wallet = await open({ key: walletKey });
    await wallet.call(1, 'irn_subscribe', { topic: 'pairing' });
    wallet.socket.terminate();
    await dapp.call(1, 'irn_publish', { topic: 'pairing', message: 'while away', ttl: 300 });
    const back = await open({ key: walletKey });
    await back.call(1, 'irn_subscribe', { topic: 'pairing' });
    await back.until(() => back.received.some((m) => m.method === 'irn_subscription'));
    expect(back.received.find((m) => m.method === 'irn_subscription')).toMatchObject({
      params: { data: { topic: 'pairing', message: 'while away' } },
    });
    dapp.socket.close();
    back.socket.close();
  });

  it('survives bad input: a JSON-RPC error for nonsense, a closed socket for a binary frame', async () => {
    const client = await open();
    client.socket.send('{not json');
    await client.until(() => client.received.length === 1);
    expect(client.received[0]).toMatchObject({ error: { code: -32700 } });
    const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await expect(closed).resolves.toBe(1003);
    const another = await open();
    await expect(another.call(1, 'irn_subscribe', { topic: 't' })).resolves.toMatchObject({
      result: expect.any(String) as unknown,
    });
    another.socket.close();
  });

  it('pings its sockets', async () => {
    const client = await open();
    await new Promise<void>((resolve) => client.socket.once('ping', () => resolve()));
    client.socket.close();
  });
});
