/**
 * The real `@walletconnect/sign-client`, on both ends, pairs through the local relay
 * with no internet: the product proposes, the wallet approves, a request goes one way
 * and its answer the other, and a disconnect reaches the other end. This is the
 * protocol check the test mobile wallet and the mobile adapter build on.
 */
import type { AddressInfo } from 'node:net';
import { closeNodeSignClient, createNodeSignClient, type NodeSignClient } from './node-sign-client.ts';
import { createRelayServer, type RelayServer } from './server.ts';

const ACCOUNT = 'eip155:1:0xabc0000000000000000000000000000000000001';

let relay: RelayServer;
let clients: NodeSignClient[] = [];

async function clientNamed(name: string, relayUrl: string) {
  const client = await createNodeSignClient({ relayUrl, name });
  clients.push(client);
  return client;
}

beforeEach(async () => {
  relay = createRelayServer();
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  for (const client of clients) await closeNodeSignClient(client);
  clients = [];
  await relay.close();
});

it('pairs, approves, carries a request both ways and a disconnect, through the local relay', async () => {
  const relayUrl = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  const product = await clientNamed('product', relayUrl);
  const wallet = await clientNamed('wallet', relayUrl);

  wallet.on('session_proposal', (proposal) => {
    void wallet
      .approve({
        id: proposal.id,
        namespaces: { eip155: { accounts: [ACCOUNT], methods: ['personal_sign'], events: [] } },
      })
      .then(({ acknowledged }) => acknowledged());
  });
  wallet.on('session_request', (event) => {
    const [message] = event.params.request.params as string[];
    void wallet.respond({
      topic: event.topic,
      response: { id: event.id, jsonrpc: '2.0', result: `signed ${message}` },
    });
  });
  const walletSawDisconnect = new Promise<void>((resolve) => wallet.on('session_delete', () => resolve()));

  const { uri, approval } = await product.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
  });
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  await wallet.pair({ uri: uri! });
  const session = await approval();
  expect(session.namespaces.eip155?.accounts).toEqual([ACCOUNT]);

  await expect(
    product.request({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x1234'] },
    }),
  ).resolves.toBe('signed 0x1234');

  await product.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
  await walletSawDisconnect;
});
