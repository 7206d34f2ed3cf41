/**
 * The test mobile wallet's page, as a person uses it, over HTTP: the product (the
 * real mobile adapter) proposes, the person pastes the link, approves the connection,
 * rejects a request, and disconnects from the wallet's side.
 */
import type { AddressInfo } from 'node:net';
import {
  createMobileWalletAdapter,
  WALLET_ENDED_CONNECTION,
  WalletRejectedError,
} from '@lender/shared/stand-ins';
import { nodeSignClientSettings } from '../relay/node-sign-client.ts';
import { createRelayServer, type RelayServer } from '../relay/server.ts';
import { UNA } from '../seeded-wallets.testing.ts';
import { createWalletDesk, summaryOf, type PendingDecision, type WalletDesk } from './wallet-desk.ts';
import { MOBILE_WALLET_PATH, mobileWalletPage } from './wallet-page.ts';

let relay: RelayServer;
let desk: WalletDesk;
let origin: string;

beforeEach(async () => {
  // The page and the relay share a port, as in the stack; the desk needs the port first.
  let page: ReturnType<typeof mobileWalletPage> = () => false;
  relay = createRelayServer({ pages: (request, response) => page(request, response) });
  await new Promise<void>((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  const { port } = relay.server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  desk = createWalletDesk({
    relayUrl: `ws://127.0.0.1:${port}`,
    seededWallets: () => Promise.resolve([UNA]),
  });
  page = mobileWalletPage(desk, { ownOrigin: origin });
});

afterEach(async () => {
  await desk.close();
  await relay.close();
});

const call = async (method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${origin}${MOBILE_WALLET_PATH}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = answer.headers.get('content-type') ?? '';
  return {
    status: answer.status,
    body: type.includes('json') ? ((await answer.json()) as unknown) : await answer.text(),
  };
};

/** A post as a page of `from` makes it, with a body of `type`. */
const postFrom = (from: string, path: string, body: string, type = 'application/json') =>
  fetch(`${origin}${MOBILE_WALLET_PATH}${path}`, {
    method: 'POST',
    headers: { origin: from, 'content-type': type },
    body,
  }).then(async (answer) => ({ status: answer.status, body: (await answer.json()) as unknown }));

async function waiting(): Promise<PendingDecision> {
  for (;;) {
    const { requests } = (await call('GET', '/state')).body as { requests: PendingDecision[] };
    if (requests[0]) return requests[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('serves the page and its script, and lists the seeded wallets without their keys', async () => {
  const page = await call('GET', '');
  expect(page.body).toContain('<h1>Test mobile wallet</h1>');
  expect(page.body).not.toMatch(/<script>(?!<)/);
  expect((await call('GET', '/page.js')).status).toBe(200);
  const wallets = (await call('GET', '/wallets')).body as object[];
  expect(wallets).toEqual([expect.objectContaining({ address: UNA.address, email: UNA.email })]);
  expect(JSON.stringify(wallets)).not.toContain(UNA.privateKey);
});

it('refuses bad input with a message a person can act on', async () => {
  expect(await call('POST', '/pair', { address: UNA.address, uri: 'https://example.com' })).toEqual({
    status: 400,
    body: { message: 'That is not a WalletConnect v2 pairing link (it starts with wc: and has @2?).' },
  });
  const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
  expect((await call('POST', '/pair', { address: '0xnobody', uri })).body).toEqual({
    message: 'No seeded wallet has the address 0xnobody',
  });
  expect((await call('POST', '/pair', 'not an object')).status).toBe(400);
  expect((await call('POST', '/requests/nothing', { approve: true })).status).toBe(404);
});

it('takes posts from its own page only, and JSON only: another site’s form changes nothing', async () => {
  const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}`;
  const pairing = JSON.stringify({ address: UNA.address, uri });
  expect(await postFrom('https://evil.example', '/pair', pairing)).toEqual({
    status: 403,
    body: { message: 'The test mobile wallet takes requests from its own page only.' },
  });
  expect(
    await postFrom('https://evil.example', '/disconnect', JSON.stringify({ address: UNA.address })),
  ).toMatchObject({
    status: 403,
  });
  // A form can send text/plain to any site without asking: its body is never read as JSON.
  expect(await postFrom(origin, '/pair', pairing, 'text/plain')).toEqual({
    status: 415,
    body: { message: 'Send the request as JSON (Content-Type: application/json).' },
  });
  expect((await call('GET', '/state')).body).toEqual({ requests: [], wallets: [] });
  // Its own page gets through (and is told nothing waits by that id).
  expect((await postFrom(origin, '/requests/nothing', JSON.stringify({ approve: true }))).status).toBe(404);
});

it('pairs from a pasted link; the person approves the connection, rejects a request and disconnects', async () => {
  const adapter = createMobileWalletAdapter({
    signClient: nodeSignClientSettings({
      relayUrl: origin.replace('http', 'ws'),
      name: 'Keystone Home Lending',
      logger: 'silent',
    }),
    environment: 'test',
  });
  const ended = new Promise<string | undefined>((resolve) =>
    adapter.subscribe?.((event) => {
      if (event.type === 'pairing-uri') void call('POST', '/pair', { address: UNA.address, uri: event.uri });
      if (event.type === 'disconnect') resolve(event.reason);
    }),
  );
  try {
    const connecting = adapter.connect({});
    const proposal = await waiting();
    expect(proposal).toMatchObject({
      method: 'session_proposal',
      summary: 'Connect to Keystone Home Lending (http://127.0.0.1)',
    });
    await call('POST', `/requests/${proposal.id}`, { approve: true });
    await expect(connecting).resolves.toMatchObject({ address: UNA.address });

    const signing = adapter.signHexMessage('48656c6c6f');
    const request = await waiting();
    expect(request.summary).toBe('Sign Message — Hello');
    await call('POST', `/requests/${request.id}`, { approve: false });
    await expect(signing).rejects.toBeInstanceOf(WalletRejectedError);

    const { wallets } = (await call('GET', '/state')).body as { wallets: { sessions: unknown[] }[] };
    expect(wallets[0]?.sessions).toEqual([expect.objectContaining({ peer: 'Keystone Home Lending' })]);
    await call('POST', '/disconnect', { address: UNA.address });
    await expect(ended).resolves.toBe(WALLET_ENDED_CONNECTION);
  } finally {
    await adapter.close();
  }
}, 20_000);

it('summarises a request for a person: the description and the payload as text when it is text', () => {
  const metadata = JSON.stringify({
    description: 'Send Wallet Action',
    action: 'switchToGroup',
    payload: { address: '0xg' },
  });
  expect(summaryOf({ method: 'wallet_action', params: [metadata] })).toBe(
    'Send Wallet Action: switchToGroup: {"address":"0xg"}',
  );
  expect(
    summaryOf({
      method: 'provenance_sign',
      params: [JSON.stringify({ description: 'Sign Message' }), '00ff'],
    }),
  ).toBe('Sign Message — 00ff');
  expect(summaryOf({ method: 'provenance_sign', params: ['not json'] })).toBe('provenance_sign');
});
