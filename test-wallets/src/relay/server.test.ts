import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { RELAY_REFUSALS } from './admission.ts';
import { newRelayAuthKey, signRelayAuth, type RelayAuthKey } from './relay-auth.ts';
import { createRelayServer, type RelayServer } from './server.ts';

const PRODUCT = 'http://127.0.0.1:3000';
/** Sockets one address may hold open in these tests. */
const PER_ADDRESS = 5;

let relay: RelayServer;
let url: string;

beforeEach(async () => {
  relay = createRelayServer({
    pingIntervalMs: 50,
    allowedOrigins: [PRODUCT],
    maxConnectionsPerAddress: PER_ADDRESS,
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

/** The status and body the server refuses an upgrade with, or 101 when it upgrades. */
function upgrade(connection: Connection): Promise<{ status: number; body: string }> {
  const socket = new WebSocket(
    addressFor(connection),
    connection.origin ? { origin: connection.origin } : {},
  );
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101, body: '' });
    });
    socket.once('unexpected-response', (_, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        socket.terminate();
      });
    });
    socket.once('error', reject);
  });
}
const upgradeStatus = async (connection: Connection) => (await upgrade(connection)).status;

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
  // Polled up to 10 s (jest allows 30): a close or a message can take a second on a busy host.
  const until = async (test: () => boolean) => {
    for (const deadline = Date.now() + 10_000; !test() && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 10));
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

  it('refuses the upgrade with 403 for a page of another site, and says why', async () => {
    await expect(upgrade({ origin: 'https://evil.example' })).resolves.toEqual({
      status: 403,
      body: RELAY_REFUSALS.foreignPage('https://evil.example'),
    });
    await expect(upgradeStatus({ origin: 'null' })).resolves.toBe(403);
  });

  it('refuses with 429 a socket past the ones an address may hold open, and takes one again once one closes', async () => {
    const held: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) held.push(await open());
    await expect(upgrade({})).resolves.toEqual({
      status: 429,
      body: RELAY_REFUSALS.tooManyConnections(PER_ADDRESS),
    });
    expect(relay.relay.stats().peers).toBe(PER_ADDRESS);
    const closed = new Promise((resolve) => held[0]!.socket.once('close', resolve));
    held[0]!.socket.close();
    await closed;
    await held[0]!.until(() => relay.relay.stats().peers === PER_ADDRESS - 1);
    await expect(upgradeStatus({})).resolves.toBe(101);
    // Refused upgrades and closed sockets are not counted: the address is back to its room.
    await held[1]!.until(() => relay.relay.stats().peers === PER_ADDRESS - 1);
    held.push(await open());
    await expect(upgradeStatus({})).resolves.toBe(429);
    for (const { socket } of held) socket.close();
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
