import { createRelay, MAX_MESSAGE_BYTES, MAX_TTL_S, RPC_ERRORS } from './relay.ts';
import { dataOf, peerFor } from './relay-test-peer.ts';

/** Small limits, so a few 3 KB messages reach them. */
const LIMITS = { perClientBytes: 10_000, totalBytes: 25_000, pendingPushes: 5, topicsPerPeer: 100 };

function setup() {
  const clock = { time: 1_700_000_000_000 };
  const relay = createRelay({ now: () => clock.time, limits: LIMITS });
  return { clock, relay };
}

/** What a subscriber that comes now gets of a topic, by message. */
function keptOn(relay: ReturnType<typeof createRelay>, topic: string): string[] {
  const late = peerFor(relay, `late-${topic}`);
  late.call('irn_subscribe', { topic });
  return late.pushes().map((p) => dataOf(p).message);
}

const floodMessage = (i: number) => `${i}:`.padEnd(3000, 'x');

describe('the local WalletConnect relay', () => {
  it('pushes a published message to the other subscribers of its topic, never back to its sender', () => {
    const { relay } = setup();
    const dapp = peerFor(relay, 'did:key:dapp');
    const wallet = peerFor(relay, 'did:key:wallet');
    expect(dapp.call('irn_subscribe', { topic: 't1' })).toMatchObject({
      result: expect.any(String) as unknown,
    });
    expect(wallet.call('irn_subscribe', { topic: 't1' })).toMatchObject({
      result: expect.any(String) as unknown,
    });
    expect(dapp.call('irn_publish', { topic: 't1', message: 'hello', ttl: 300, tag: 1100 })).toMatchObject({
      result: true,
    });
    expect(wallet.pushes().map(dataOf)).toEqual([expect.objectContaining({ topic: 't1', message: 'hello' })]);
    expect(dapp.pushes()).toEqual([]);
  });

  it('keeps a message until its TTL for a subscriber that comes later', () => {
    const { relay, clock } = setup();
    const dapp = peerFor(relay, 'dapp');
    dapp.call('irn_publish', { topic: 't1', message: 'early', ttl: 60 });
    dapp.call('irn_publish', { topic: 't2', message: 'expires', ttl: 10 });
    clock.time += 30_000;
    const wallet = peerFor(relay, 'wallet');
    wallet.call('irn_subscribe', { topic: 't1' });
    wallet.call('irn_subscribe', { topic: 't2' });
    expect(wallet.pushes().map((p) => dataOf(p).message)).toEqual(['early']);
    clock.time += 31_000;
    expect(relay.stats().messages).toBe(0);
  });

  it('delivers again what a client never acknowledged once it comes back, and only that', () => {
    const { relay } = setup();
    const dapp = peerFor(relay, 'dapp');
    const first = peerFor(relay, 'wallet');
    first.call('irn_subscribe', { topic: 't1' });
    dapp.call('irn_publish', { topic: 't1', message: 'one', ttl: 300 });
    dapp.call('irn_publish', { topic: 't1', message: 'two', ttl: 300 });
    first.ack(first.pushes()[0]!);
    // The socket vanishes before acknowledging "two".
    relay.disconnect(first.peer);
    const again = peerFor(relay, 'wallet');
    again.call('irn_batchSubscribe', { topics: ['t1'] });
    expect(again.call('irn_batchFetchMessages', { topics: ['t1'] })).toMatchObject({
      result: { messages: [expect.objectContaining({ topic: 't1', message: 'two' })], hasMore: false },
    });
    // Fetched once is delivered.
    expect(again.call('irn_batchFetchMessages', { topics: ['t1'] })).toMatchObject({
      result: { messages: [], hasMore: false },
    });
  });

  it('stops pushing after unsubscribe and after a disconnect', () => {
    const { relay } = setup();
    const dapp = peerFor(relay, 'dapp');
    const wallet = peerFor(relay, 'wallet');
    wallet.call('irn_subscribe', { topic: 't1' });
    wallet.call('irn_batchSubscribe', { topics: ['t2'] });
    wallet.call('irn_unsubscribe', { topic: 't1', id: 'x' });
    wallet.call('irn_batchUnsubscribe', { subscriptions: [{ topic: 't2', id: 'y' }] });
    dapp.call('irn_batchPublish', {
      messages: [
        { topic: 't1', message: 'a', ttl: 300 },
        { topic: 't2', message: 'b', ttl: 300 },
      ],
    });
    expect(wallet.pushes()).toEqual([]);
    expect(relay.stats().topics).toBe(0);
  });

  it('carries a session proposal and its approval, subscribing each sender to its topics', () => {
    const { relay } = setup();
    const dapp = peerFor(relay, 'dapp');
    const wallet = peerFor(relay, 'wallet');
    expect(
      dapp.call('wc_proposeSession', { pairingTopic: 'pairing', sessionProposal: 'proposal', ttl: 300 }),
    ).toMatchObject({ result: true });
    wallet.call('irn_subscribe', { topic: 'pairing' });
    expect(wallet.pushes().map((p) => dataOf(p).message)).toEqual(['proposal']);
    expect(
      wallet.call('wc_approveSession', {
        pairingTopic: 'pairing',
        sessionTopic: 'session',
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    ).toMatchObject({ result: true });
    // The dapp was subscribed to the pairing topic by its proposal; it subscribes to the session itself.
    expect(dapp.pushes().map((p) => dataOf(p).message)).toEqual(['response']);
    dapp.call('irn_subscribe', { topic: 'session' });
    expect(dapp.pushes().map((p) => dataOf(p).message)).toEqual(['response', 'settle']);
    // The wallet, subscribed to the session topic by its approval, hears the dapp there.
    dapp.call('irn_publish', { topic: 'session', message: 'request', ttl: 300 });
    expect(wallet.pushes().map((p) => dataOf(p).message)).toEqual(['proposal', 'request']);
  });

  it('keeps at most its per-client limit of one client’s messages, dropping that client’s oldest first', () => {
    const { relay } = setup();
    const other = peerFor(relay, 'other');
    other.call('irn_publish', { topic: 'quiet', message: 'kept', ttl: 300 });
    const flooder = peerFor(relay, 'flooder');
    const sent = Array.from({ length: 10 }, (_, i) => floodMessage(i));
    for (const message of sent) flooder.call('irn_publish', { topic: 'flood', message, ttl: MAX_TTL_S });
    const kept = keptOn(relay, 'flood');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(sent.length);
    expect(kept).toEqual(sent.slice(-kept.length));
    // Another client's message is not the flooder's to push out.
    expect(keptOn(relay, 'quiet')).toEqual(['kept']);
    // The flooder's limit, and the other client's short message.
    expect(relay.stats().bytes).toBeLessThanOrEqual(LIMITS.perClientBytes + 1_000);
  });

  it('keeps at most its total limit across clients, dropping the oldest first', () => {
    const { relay } = setup();
    const sent = Array.from({ length: 10 }, (_, i) => floodMessage(i));
    sent.forEach((message, i) =>
      peerFor(relay, `client-${i}`).call('irn_publish', { topic: 'flood', message, ttl: MAX_TTL_S }),
    );
    const kept = keptOn(relay, 'flood');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(sent.length);
    expect(kept).toEqual(sent.slice(-kept.length));
    expect(relay.stats().bytes).toBeLessThanOrEqual(LIMITS.totalBytes);
  });

  it('forgets the oldest pushes a client never acknowledged beyond its limit; they stay undelivered', () => {
    const { relay } = setup();
    const dapp = peerFor(relay, 'dapp');
    const silent = peerFor(relay, 'silent');
    silent.call('irn_subscribe', { topic: 't1' });
    for (let i = 0; i < 8; i++) dapp.call('irn_publish', { topic: 't1', message: `m${i}`, ttl: 300 });
    expect(relay.stats().pending).toBe(LIMITS.pendingPushes);
    // An acknowledgement of a forgotten push changes nothing: the message is fetched again.
    silent.ack(silent.pushes()[0]!);
    expect(silent.call('irn_batchFetchMessages', { topics: ['t1'] })).toMatchObject({
      result: {
        messages: Array.from(
          { length: 8 },
          (_, i) => expect.objectContaining({ message: `m${i}` }) as unknown,
        ),
      },
    });
  });

  it.each([
    ['not JSON', '{nope', null, RPC_ERRORS.parse.code],
    ['not an object', '[1,2]', null, RPC_ERRORS.invalidRequest.code],
    ['no method', JSON.stringify({ id: 7, jsonrpc: '2.0' }), 7, RPC_ERRORS.invalidRequest.code],
    [
      'an unknown method',
      JSON.stringify({ id: 8, method: 'irn_nope', params: {} }),
      8,
      RPC_ERRORS.methodNotFound.code,
    ],
    [
      'a method of Object',
      JSON.stringify({ id: 9, method: 'toString', params: {} }),
      9,
      RPC_ERRORS.methodNotFound.code,
    ],
    ['no params', JSON.stringify({ id: 10, method: 'irn_subscribe' }), 10, RPC_ERRORS.invalidParams.code],
    [
      'a bad topic',
      JSON.stringify({ id: 11, method: 'irn_subscribe', params: { topic: 5 } }),
      11,
      RPC_ERRORS.invalidParams.code,
    ],
    [
      'a bad ttl',
      JSON.stringify({ id: 12, method: 'irn_publish', params: { topic: 't', message: 'm', ttl: -1 } }),
      12,
      RPC_ERRORS.invalidParams.code,
    ],
    [
      'an oversized message',
      JSON.stringify({
        id: 13,
        method: 'irn_publish',
        params: { topic: 't', message: 'x'.repeat(MAX_MESSAGE_BYTES + 1), ttl: 30 },
      }),
      13,
      RPC_ERRORS.tooLarge.code,
    ],
  ])('answers %s with a JSON-RPC error and changes nothing', (_, text, id, code) => {
    const { relay } = setup();
    const client = peerFor(relay, 'client');
    relay.receive(client.peer, text);
    expect(client.inbox).toEqual([
      { id, jsonrpc: '2.0', error: expect.objectContaining({ code }) as unknown },
    ]);
    expect(relay.stats()).toMatchObject({ topics: 0, messages: 0 });
  });
});
