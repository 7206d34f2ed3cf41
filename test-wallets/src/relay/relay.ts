/**
 * A WalletConnect relay (the `irn` JSON-RPC protocol of `@walletconnect/relay-api`)
 * for one machine with no internet. The real relay is a cloud service; this one
 * keeps its state in memory and knows nothing of sockets: `./server.ts` connects
 * each WebSocket as a `RelayPeer`. What it does is what the real sign-client
 * expects of a relay (checked against `@walletconnect/core` 2.25):
 *
 * - subscribe, unsubscribe and their batch forms; a published message is pushed as
 *   `irn_subscription` to every other subscriber of its topic, never back to its
 *   sender, and kept until its TTL so a subscriber that comes later, or a client that
 *   reconnects, still gets it (`irn_batchFetchMessages`, or on subscribing), within
 *   the store's limits (./message-store.ts: per client and in total, oldest first),
 *   a socket subscribed to `topicsPerPeer` topics at most (./subscriptions.ts);
 * - `wc_proposeSession` and `wc_approveSession` publish the messages they carry on
 *   the pairing and session topics, and subscribe their sender to those topics;
 * - a message counts as delivered to a client once the client acknowledged the push
 *   (or fetched it): a socket that vanishes before acknowledging gets it again.
 *
 * A client is known across reconnects by its key: the `iss` of the auth JWT it
 * connects with, which `./server.ts` verifies before it connects the peer.
 * Bad input is answered with a JSON-RPC error; nothing a client sends can throw.
 */
import { createMessageStore, type StoredMessage } from './message-store.ts';
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './relay-limits.ts';
import {
  isString,
  MAX_MESSAGE_BYTES,
  messageParam,
  RPC_ERROR_DETAILS,
  RPC_ERRORS,
  RpcError,
  topicParam,
  topicsParam,
  ttlParam,
  type Params,
} from './rpc-params.ts';
import { createSubscriptions } from './subscriptions.ts';

export { MAX_MESSAGE_BYTES, MAX_TOPIC_LENGTH, MAX_TTL_S, RPC_ERRORS } from './rpc-params.ts';

export interface RelayPeer {
  /** Who the client is across reconnects. */
  readonly clientKey: string;
  send(json: string): void;
}

interface Pending {
  /** The message's number in the store (not the message: a dropped one must go). */
  seq: number;
  clientKey: string;
}

type JsonRpcId = number | string;

export interface RelayOptions {
  /** Current time in milliseconds. */
  now?: () => number;
  limits?: RelayLimits;
}

export interface Relay {
  connect(peer: RelayPeer): void;
  /** One text frame from a peer; the answer (if any) goes back through `peer.send`. */
  receive(peer: RelayPeer, text: string): void;
  disconnect(peer: RelayPeer): void;
  /**
   * Topics with at least one live subscriber, messages kept and the bytes they count,
   * pushes awaiting an acknowledgement (for the health page, tests and the bench).
   */
  stats(): { peers: number; topics: number; messages: number; bytes: number; pending: number };
}

export function createRelay({ now = Date.now, limits = DEFAULT_RELAY_LIMITS }: RelayOptions = {}): Relay {
  const peers = new Set<RelayPeer>();
  const subscriptions = createSubscriptions<RelayPeer>(limits.topicsPerPeer);
  const store = createMessageStore(now, limits);
  /** Pushes awaiting the client's acknowledgement, by the push's request id, oldest first. */
  const pending = new Map<string, Pending>();
  let nextPushId = 1;

  const subscriptionId = (topic: string, peer: RelayPeer) =>
    // Stable per client and topic, like the real relay's hash of topic and client id.
    Buffer.from(`${peer.clientKey}|${topic}`).toString('base64url');

  const push = (peer: RelayPeer, stored: StoredMessage) => {
    // A plain counter: the client echoes the id back as a JSON number, so it must stay a safe integer.
    const id = nextPushId++;
    pending.set(String(id), { seq: stored.seq, clientKey: peer.clientKey });
    if (pending.size > limits.pendingPushes) pending.delete(pending.keys().next().value!);
    peer.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(stored.topic, peer),
          data: {
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            ...(stored.attestation && { attestation: stored.attestation }),
          },
        },
      }),
    );
  };

  const undelivered = (topics: string[], peer: RelayPeer) =>
    store.undelivered(new Set(topics), peer.clientKey);

  /** Subscribes `peer` to every topic, or, past its bound, to none (a JSON-RPC error). */
  const subscribe = (peer: RelayPeer, topics: string[], { deliverKept }: { deliverKept: boolean }) => {
    if (!subscriptions.fits(peer, topics))
      throw new RpcError(RPC_ERRORS.tooManyTopics, RPC_ERROR_DETAILS.topicsPerPeer(limits.topicsPerPeer));
    return topics.map((topic) => {
      subscriptions.add(peer, topic);
      if (deliverKept) for (const stored of undelivered([topic], peer)) push(peer, stored);
      return subscriptionId(topic, peer);
    });
  };

  /** Publishes a message whose params were read already (`messageParam`, `ttlParam`). */
  const publish = (peer: RelayPeer, topic: string, message: string, params: Params) => {
    const time = now();
    const stored: StoredMessage = store.add({
      topic,
      message,
      publishedAt: time,
      expiresAt: time + ttlParam(params) * 1000,
      ...(typeof params.tag === 'number' && { tag: params.tag }),
      ...(isString(params.attestation) && { attestation: params.attestation }),
      sender: peer.clientKey,
    });
    for (const other of subscriptions.subscribersOf(topic))
      if (other.clientKey !== peer.clientKey) push(other, stored);
  };

  /** The items of a list param, each read by `read` before anything changes. */
  const listParam = <T>(params: Params, name: string, read: (item: Params) => T): T[] => {
    const list = params[name];
    if (!Array.isArray(list)) throw new RpcError(RPC_ERRORS.invalidParams, `${name} must be a list`);
    return list.map((item) => read((item ?? {}) as Params));
  };
  const outgoing = (one: Params) => {
    ttlParam(one);
    return { topic: topicParam(one, 'topic'), message: messageParam(one, 'message'), params: one };
  };

  const methods: Record<string, (peer: RelayPeer, params: Params) => unknown> = {
    irn_subscribe: (peer, params) => subscribe(peer, [topicParam(params, 'topic')], { deliverKept: true })[0],
    irn_batchSubscribe: (peer, params) =>
      subscribe(peer, topicsParam(params, 'topics', limits.topicsPerPeer), { deliverKept: false }),
    irn_unsubscribe: (peer, params) => {
      subscriptions.remove(peer, topicParam(params, 'topic'));
      return true;
    },
    irn_batchUnsubscribe: (peer, params) => {
      const topics = listParam(params, 'subscriptions', (item) => topicParam(item, 'topic'));
      for (const topic of topics) subscriptions.remove(peer, topic);
      return true;
    },
    irn_publish: (peer, params) => {
      const { topic, message } = outgoing(params);
      publish(peer, topic, message, params);
      return true;
    },
    irn_batchPublish: (peer, params) => {
      for (const one of listParam(params, 'messages', outgoing))
        publish(peer, one.topic, one.message, one.params);
      return true;
    },
    irn_batchFetchMessages: (peer, params) => {
      const topics = topicsParam(params, 'topics', limits.topicsPerPeer);
      const fetched = undelivered(topics, peer);
      for (const stored of fetched) stored.deliveredTo.add(peer.clientKey);
      return {
        messages: fetched.map(({ topic, message, publishedAt, attestation }) => ({
          topic,
          message,
          publishedAt,
          ...(attestation && { attestation }),
        })),
        hasMore: false,
      };
    },
    wc_proposeSession: (peer, params) => {
      const pairingTopic = topicParam(params, 'pairingTopic');
      const proposal = messageParam(params, 'sessionProposal');
      ttlParam(params);
      subscribe(peer, [pairingTopic], { deliverKept: false });
      publish(peer, pairingTopic, proposal, params);
      return true;
    },
    wc_approveSession: (peer, params) => {
      const pairingTopic = topicParam(params, 'pairingTopic');
      const sessionTopic = topicParam(params, 'sessionTopic');
      const response = messageParam(params, 'sessionProposalResponse');
      const settlement = messageParam(params, 'sessionSettlementRequest');
      ttlParam(params);
      subscribe(peer, [pairingTopic, sessionTopic], { deliverKept: false });
      publish(peer, pairingTopic, response, params);
      publish(peer, sessionTopic, settlement, params);
      return true;
    },
  };

  const answer = (peer: RelayPeer, id: JsonRpcId | null, body: { result: unknown } | { error: unknown }) =>
    peer.send(JSON.stringify({ id, jsonrpc: '2.0', ...body }));

  return {
    connect(peer) {
      peers.add(peer);
    },
    receive(peer, text) {
      if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES * 2)
        return answer(peer, null, { error: RPC_ERRORS.tooLarge });
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        return answer(peer, null, { error: RPC_ERRORS.parse });
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
        return answer(peer, null, { error: RPC_ERRORS.invalidRequest });
      const { id, method, params, result } = payload as Record<string, unknown>;
      const requestId = typeof id === 'number' || typeof id === 'string' ? id : null;
      // An answer from the client: the acknowledgement of a push.
      if (method === undefined && requestId !== null && ('result' in payload || 'error' in payload)) {
        const acked = pending.get(String(requestId));
        if (acked && result === true) store.get(acked.seq)?.deliveredTo.add(acked.clientKey);
        pending.delete(String(requestId));
        return;
      }
      if (requestId === null || typeof method !== 'string')
        return answer(peer, requestId, { error: RPC_ERRORS.invalidRequest });
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) return answer(peer, requestId, { error: RPC_ERRORS.methodNotFound });
      if (typeof params !== 'object' || params === null || Array.isArray(params))
        return answer(peer, requestId, { error: RPC_ERRORS.invalidParams });
      try {
        answer(peer, requestId, { result: handler(peer, params as Params) });
      } catch (failure) {
        if (!(failure instanceof RpcError)) throw failure;
        answer(peer, requestId, { error: { code: failure.error.code, message: failure.message } });
      }
    },
    disconnect(peer) {
      peers.delete(peer);
      subscriptions.removePeer(peer);
      // Pushes it never acknowledged stay undelivered: it gets them when it comes back.
      for (const [id, entry] of pending) if (entry.clientKey === peer.clientKey) pending.delete(id);
    },
    stats() {
      return { peers: peers.size, topics: subscriptions.topicCount, ...store.stats(), pending: pending.size };
    },
  };
}
