/**
 * The relay's bound on subscriptions (issue 26, item 7): a socket holds at most
 * `topicsPerPeer` topics at once, and no topic is longer than MAX_TOPIC_LENGTH, so an
 * open socket cannot grow the relay's memory by subscribing. A refusal is a JSON-RPC
 * error and changes nothing.
 */
import { createRelay, MAX_TOPIC_LENGTH, RPC_ERRORS } from './relay.ts';
import { MAX_TOPICS_PER_PEER, topicsFit } from './subscriptions.ts';
import { dataOf, peerFor } from './relay-test-peer.ts';

const CAP = 3;
const relayWithCap = () =>
  createRelay({
    limits: { perClientBytes: 100_000, totalBytes: 100_000, pendingPushes: 100, topicsPerPeer: CAP },
  });
/** A WalletConnect topic: 64 hex characters. */
const topic = (i: number) => i.toString(16).padStart(64, '0');
const topics = (count: number, from = 0) => Array.from({ length: count }, (_, i) => topic(from + i));
const tooMany = {
  error: {
    code: RPC_ERRORS.invalidParams.code,
    message: expect.stringMatching(/^Too many topics: /) as unknown,
  },
};
const ok = { result: expect.anything() as unknown };

describe('whether topics fit a socket’s room (topicsFit)', () => {
  it.each<[string, string[], string[], boolean]>([
    ['none held, up to the cap', [], ['a', 'b', 'c'], true],
    ['none held, one past the cap', [], ['a', 'b', 'c', 'd'], false],
    ['a full socket, a topic it holds', ['a', 'b', 'c'], ['b'], true],
    ['a full socket, a new topic', ['a', 'b', 'c'], ['d'], false],
    ['the same new topic twice counts once', ['a', 'b'], ['c', 'c'], true],
    ['two new where one is left', ['a', 'b'], ['c', 'd'], false],
    ['nothing asked', ['a', 'b', 'c'], [], true],
  ])('%s', (_, held, wanted, fits) => {
    expect(topicsFit(new Set(held), wanted, 3)).toBe(fits);
  });
});

describe('the relay’s bound on subscriptions', () => {
  it('is well above what a sign-client uses: 1,000 topics a socket, each at most 128 characters', () => {
    // A long-lived wallet keeps a topic or two per pairing for up to 30 days (./subscriptions.ts).
    expect(MAX_TOPICS_PER_PEER).toBe(1000);
    // WalletConnect's topics are 64 hex characters (a SHA-256).
    expect(MAX_TOPIC_LENGTH).toBe(128);
  });

  it('subscribes a socket to its cap of topics, then refuses another, and says why', () => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    for (const t of topics(CAP)) expect(client.call('irn_subscribe', { topic: t })).toMatchObject(ok);
    expect(client.call('irn_subscribe', { topic: topic(CAP) })).toMatchObject({
      error: {
        code: RPC_ERRORS.invalidParams.code,
        message: `Too many topics: at most ${CAP} at once on one connection`,
      },
    });
    expect(relay.stats().topics).toBe(CAP);
  });

  it('counts a topic once: subscribing again to one it holds is taken', () => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    client.call('irn_batchSubscribe', { topics: topics(CAP) });
    expect(client.call('irn_subscribe', { topic: topic(0) })).toMatchObject(ok);
    expect(client.call('irn_batchSubscribe', { topics: [topic(1), topic(1), topic(2)] })).toMatchObject(ok);
  });

  it('frees room on unsubscribe and on disconnect', () => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    client.call('irn_batchSubscribe', { topics: topics(CAP) });
    client.call('irn_unsubscribe', { topic: topic(0), id: 'x' });
    expect(client.call('irn_subscribe', { topic: topic(CAP) })).toMatchObject(ok);
    relay.disconnect(client.peer);
    expect(relay.stats().topics).toBe(0);
    const again = peerFor(relay, 'client');
    expect(again.call('irn_batchSubscribe', { topics: topics(CAP, 10) })).toMatchObject(ok);
  });

  it('is per socket: another client is not refused for one that is full', () => {
    const relay = relayWithCap();
    peerFor(relay, 'full').call('irn_batchSubscribe', { topics: topics(CAP) });
    expect(peerFor(relay, 'other').call('irn_batchSubscribe', { topics: topics(CAP) })).toMatchObject(ok);
  });

  it.each<[string, number, string, Record<string, unknown>]>([
    ['a batch subscription past the room left', CAP - 1, 'irn_batchSubscribe', { topics: topics(2, 50) }],
    [
      'a session proposal on a new topic',
      CAP,
      'wc_proposeSession',
      { pairingTopic: topic(50), sessionProposal: 'proposal', ttl: 300 },
    ],
    [
      'an approval on two new topics',
      CAP - 1,
      'wc_approveSession',
      {
        pairingTopic: topic(50),
        sessionTopic: topic(51),
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      },
    ],
  ])('refuses %s whole: no topic subscribed, nothing published', (_, held, method, params) => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    client.call('irn_batchSubscribe', { topics: topics(held) });
    expect(client.call(method, params)).toMatchObject(tooMany);
    expect(relay.stats()).toMatchObject({ topics: held, messages: 0 });
  });

  it('refuses a list of topics longer than the cap, to subscribe or to fetch', () => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    expect(client.call('irn_batchSubscribe', { topics: topics(CAP + 1) })).toMatchObject(tooMany);
    expect(client.call('irn_batchFetchMessages', { topics: topics(CAP + 1) })).toMatchObject(tooMany);
    expect(client.call('irn_batchFetchMessages', { topics: topics(CAP) })).toMatchObject(ok);
    expect(relay.stats().topics).toBe(0);
  });

  const long = 'a'.repeat(MAX_TOPIC_LENGTH + 1);
  it.each<[string, Record<string, unknown>]>([
    ['irn_subscribe', { topic: long }],
    ['irn_batchSubscribe', { topics: [topic(0), long] }],
    ['irn_unsubscribe', { topic: long }],
    ['irn_publish', { topic: long, message: 'm', ttl: 300 }],
    ['irn_batchPublish', { messages: [{ topic: long, message: 'm', ttl: 300 }] }],
    ['irn_batchFetchMessages', { topics: [long] }],
    ['wc_proposeSession', { pairingTopic: long, sessionProposal: 'p', ttl: 300 }],
    [
      'wc_approveSession',
      {
        pairingTopic: topic(0),
        sessionTopic: long,
        sessionProposalResponse: 'r',
        sessionSettlementRequest: 's',
        ttl: 300,
      },
    ],
  ])('%s refuses a topic longer than 128 characters and changes nothing', (method, params) => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    expect(client.call(method, params)).toMatchObject({
      error: {
        code: RPC_ERRORS.invalidParams.code,
        message: expect.stringContaining(`at most ${MAX_TOPIC_LENGTH} characters`) as unknown,
      },
    });
    expect(relay.stats()).toMatchObject({ topics: 0, messages: 0 });
  });

  it('takes a topic of exactly 128 characters', () => {
    const relay = relayWithCap();
    const [dapp, wallet] = [peerFor(relay, 'dapp'), peerFor(relay, 'wallet')];
    const longest = 'f'.repeat(MAX_TOPIC_LENGTH);
    expect(wallet.call('irn_subscribe', { topic: longest })).toMatchObject(ok);
    expect(dapp.call('irn_publish', { topic: longest, message: 'hello', ttl: 300 })).toMatchObject(ok);
    expect(wallet.pushes().map((p) => dataOf(p).message)).toEqual(['hello']);
  });

  it('answers an approval whose second message is too large before it subscribes or publishes', () => {
    const relay = relayWithCap();
    const client = peerFor(relay, 'client');
    expect(
      client.call('wc_approveSession', {
        pairingTopic: topic(0),
        sessionTopic: topic(1),
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'x'.repeat(256 * 1024 + 1),
        ttl: 300,
      }),
    ).toMatchObject({ error: { code: RPC_ERRORS.tooLarge.code } });
    expect(relay.stats()).toMatchObject({ topics: 0, messages: 0 });
  });

  it('fetches a batch of topics at once, in the order they were published, and each once', () => {
    const relay = relayWithCap();
    const [dapp, wallet] = [peerFor(relay, 'dapp'), peerFor(relay, 'wallet')];
    for (const [t, message] of [
      [topic(1), 'one'],
      [topic(2), 'two'],
      [topic(3), 'elsewhere'],
      [topic(1), 'three'],
    ])
      dapp.call('irn_publish', { topic: t, message, ttl: 300 });
    const fetch = () => wallet.call('irn_batchFetchMessages', { topics: [topic(2), topic(1)] });
    expect(fetch()).toMatchObject({
      result: {
        messages: ['one', 'two', 'three'].map((message) => expect.objectContaining({ message }) as unknown),
      },
    });
    expect(fetch()).toMatchObject({ result: { messages: [] } });
  });

  it('keeps to the default cap when none is given', () => {
    const relay = createRelay();
    const client = peerFor(relay, 'client');
    expect(client.call('irn_batchSubscribe', { topics: topics(MAX_TOPICS_PER_PEER) })).toMatchObject(ok);
    expect(client.call('irn_subscribe', { topic: topic(MAX_TOPICS_PER_PEER) })).toMatchObject(tooMany);
  });
});
