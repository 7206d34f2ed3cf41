/**
 * The test mobile wallet honours a withdrawn request (`removePendingMethod` by
 * `customId`): a product's sign-client (playing the product, so each request's metadata
 * is this test's own) and the desk the wallet page lists, through the local relay. The
 * wallet takes a second request while the first waits (no request queue), answers a
 * removal `true` without asking anyone, and drops exactly the request it names. Last, the
 * product's own mobile adapter withdraws and sends anew, as the modal's Request again does.
 */
import type { AddressInfo } from 'node:net';
import {
  createMobileWalletAdapter,
  MOBILE_METHODS,
  PROVENANCE_CHAINS,
  PROVENANCE_NAMESPACE,
} from '@lender/shared/stand-ins';
import {
  closeNodeSignClient,
  createNodeSignClient,
  nodeSignClientSettings,
  type NodeSignClient,
} from '../relay/node-sign-client.ts';
import { createRelayServer, type RelayServer } from '../relay/server.ts';
import { UNA } from '../seeded-wallets.testing.ts';
import { createWalletDesk, type PendingDecision, type WalletDesk } from './wallet-desk.ts';

const CHAIN = `${PROVENANCE_NAMESPACE}:${PROVENANCE_CHAINS.test}`;

let relay: RelayServer;
let desk: WalletDesk;
let product: NodeSignClient;

beforeEach(async () => {
  relay = createRelayServer();
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const relayUrl = `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`;
  desk = createWalletDesk({ relayUrl, seededWallets: () => Promise.resolve([UNA]) });
  product = await createNodeSignClient({ relayUrl, name: 'Keystone Home Lending', logger: 'silent' });
});

afterEach(async () => {
  await closeNodeSignClient(product);
  await desk.close();
  await relay.close();
});

/** What the page lists, once `count` requests wait (a clear failure after 5 s). */
async function listed(count: number): Promise<PendingDecision[]> {
  for (const deadline = Date.now() + 5_000; ;) {
    const { requests } = await desk.state();
    if (requests.length === count) return requests;
    if (Date.now() > deadline)
      throw new Error(`${count} waiting expected, listed: ${requests.map((r) => r.summary).join(' | ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function connectedTopic(): Promise<string> {
  const { uri, approval } = await product.connect({
    optionalNamespaces: {
      [PROVENANCE_NAMESPACE]: { chains: [CHAIN], methods: Object.values(MOBILE_METHODS), events: [] },
    },
  });
  await desk.pair(UNA.address, uri!);
  const [proposal] = await listed(1);
  desk.decide(proposal!.id, true);
  return (await approval()).topic;
}

const metadata = (fields: object) =>
  JSON.stringify({ address: UNA.address, description: 'Sign Message', date: Date.now(), ...fields });

function sign(topic: string, customId: string, hex: string) {
  const answer = product.request<string>({
    topic,
    chainId: CHAIN,
    request: { method: MOBILE_METHODS.sign, params: [metadata({ customId }), hex] },
  });
  answer.catch(() => undefined);
  return answer;
}

/** The removal's answer; a wallet that holds it behind the waiting request fails in 5 s. */
const withdraw = (topic: string, customId: string) =>
  withinFiveSeconds(
    product.request<unknown>({
      topic,
      chainId: CHAIN,
      request: {
        method: MOBILE_METHODS.action,
        params: [
          metadata({
            description: 'Send Wallet Action',
            action: 'removePendingMethod',
            payload: { customId },
            customId: `removal-of-${customId}`,
          }),
        ],
      },
    }),
  );

function withinFiveSeconds<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The wallet did not answer the removal')), 5_000);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

it('lists a second request while the first waits, and a removal drops exactly the first, answered true by nobody', async () => {
  const topic = await connectedTopic();
  const first = sign(topic, 'first', '01');
  const second = sign(topic, 'second', '02');
  const both = await listed(2);
  expect(both.map((request) => request.summary)).toEqual(['Sign Message — 01', 'Sign Message — 02']);

  // Nobody decides anything here: the removal is answered by the wallet itself.
  await expect(withdraw(topic, 'first')).resolves.toBe(true);
  await expect(first).rejects.toMatchObject({ code: 5000 });
  const [left] = await listed(1);
  expect(left).toEqual(both[1]);
  expect(desk.decide(both[0]!.id, true)).toBe(false);

  desk.decide(left!.id, true);
  await expect(second).resolves.toMatch(/^[0-9a-f]{128}$/);
}, 20_000);

it('a withdrawn request that reaches the wallet again is refused at once, never listed', async () => {
  const topic = await connectedTopic();
  const first = sign(topic, 'again', '04');
  await listed(1);
  await expect(withdraw(topic, 'again')).resolves.toBe(true);
  await expect(first).rejects.toMatchObject({ code: 5000 });
  // The same request (its customId) once more, as a relay delivers it again after a reload.
  await expect(sign(topic, 'again', '04')).rejects.toMatchObject({ code: 5000 });
  expect((await desk.state()).requests).toEqual([]);
}, 20_000);

it('answers a removal of an id it does not know true, and drops nothing', async () => {
  const topic = await connectedTopic();
  const waiting = sign(topic, 'waiting', '03');
  const [request] = await listed(1);
  await expect(withdraw(topic, 'nobody-knows')).resolves.toBe(true);
  expect((await desk.state()).requests).toEqual([request]);
  desk.decide(request!.id, false);
  await expect(waiting).rejects.toMatchObject({ code: 5000 });
}, 20_000);

it('with the product’s own adapter: Request again (withdraw, then send anew) leaves one request waiting, never two', async () => {
  const adapter = createMobileWalletAdapter({
    signClient: nodeSignClientSettings({
      relayUrl: `ws://127.0.0.1:${(relay.server.address() as AddressInfo).port}`,
      name: 'Keystone Home Lending',
      logger: 'silent',
    }),
    environment: 'test',
  });
  const waitingIds: string[] = [];
  adapter.subscribe?.((event) => {
    if (event.type === 'pairing-uri') void desk.pair(UNA.address, event.uri);
    if (event.type === 'request-waiting') waitingIds.push(event.requestId);
  });
  try {
    const connecting = adapter.connect({});
    desk.decide((await listed(1))[0]!.id, true);
    await connecting;

    const first = adapter.signHexMessage('01');
    first.catch(() => undefined);
    const [asked] = await listed(1);
    await adapter.removePendingMethod(waitingIds[0]!);
    await expect(first).rejects.toMatchObject({ name: 'WalletRequestWithdrawnError' });
    const again = adapter.signHexMessage('01');
    const [askedAgain] = await listed(1);
    expect(askedAgain!.id).not.toBe(asked!.id);
    desk.decide(askedAgain!.id, true);
    await expect(again).resolves.toMatch(/^[0-9a-f]{128}$/);
    expect((await desk.state()).requests).toEqual([]);
  } finally {
    await adapter.close();
  }
}, 20_000);
