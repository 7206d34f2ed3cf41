import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { clientKeyOf, createRelayServer, type RelayServer } from './server.ts';

let relay: RelayServer;
let url: string;

beforeEach(async () => {
  relay = createRelayServer({ pingIntervalMs: 50 });
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  url = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
});
afterEach(() => relay.close());

const authFor = (iss: string) => `x.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.y`;

/** A socket that collects what it receives, opened. */
async function open(iss?: string) {
  const socket = new WebSocket(iss ? `${url}/?auth=${authFor(iss)}&projectId=local` : url);
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

  it('knows a client by its auth JWT’s iss, and a client without one by its socket', () => {
    expect(clientKeyOf(`/?auth=${authFor('did:key:z6Mk1')}`)).toBe('did:key:z6Mk1');
    expect(clientKeyOf('/?auth=garbage')).toBeNull();
    expect(clientKeyOf('/')).toBeNull();
  });

  it('delivers a message published while a client was away when it comes back', async () => {
    const dapp = await open('did:key:dapp');
    const wallet = await open('did:key:wallet');
    await wallet.call(1, 'irn_subscribe', { topic: 'pairing' });
    wallet.socket.terminate();
    await dapp.call(1, 'irn_publish', { topic: 'pairing', message: 'while away', ttl: 300 });
    const back = await open('did:key:wallet');
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
