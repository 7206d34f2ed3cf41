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
 *   the store's limits (./message-store.ts: per client and in total, oldest first);
 * - `wc_proposeSession` and `wc_approveSession` publish the messages they carry on
 *   the pairing and session topics, and subscribe their sender to those topics;
 * - a message counts as delivered to a client once the client acknowledged the push
 *   (or fetched it): a socket that vanishes before acknowledging gets it again.
 *
 * A client is known across reconnects by its key: the `iss` of the auth JWT it
 * connects with, which `./server.ts` verifies before it connects the peer.
 * Bad input is answered with a JSON-RPC error; nothing a client sends can throw.
 */
import {
  createMessageStore,
  DEFAULT_STORE_LIMITS,
  type StoreLimits,
  type StoredMessage,
} from './message-store.ts';

export const MAX_MESSAGE_BYTES = 256 * 1024;
/** The longest TTL a message may ask for (the real relay's 30 days). */
export const MAX_TTL_S = 30 * 24 * 60 * 60;

export interface RelayPeer {
  /** Who the client is across reconnects. */
  readonly clientKey: string;
  send(json: string): void;
}

/**
 * Pushes awaiting an acknowledgement, kept at most (oldest forgotten first): a client
 * that never acknowledges must not grow the relay's memory. A forgotten push only
 * leaves its message undelivered to that client, so it gets it again when it fetches.
 */
export const MAX_PENDING_PUSHES = 10_000;

interface Pending {
  /** The message's number in the store (not the message: a dropped one must go). */
  seq: number;
  clientKey: string;
}

type JsonRpcId = number | string;
type Params = Record<string, unknown>;

export const RPC_ERRORS = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
  tooLarge: { code: -32600, message: 'Message too large' },
} as const;

class RpcError extends Error {
  constructor(
    readonly error: { code: number; message: string },
    detail?: string,
  ) {
    super(detail ? `${error.message}: ${detail}` : error.message);
  }
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function stringParam(params: Params, name: string): string {
  const value = params[name];
  if (!isString(value)) throw new RpcError(RPC_ERRORS.invalidParams, `${name} must be a non-empty string`);
  return value;
}

function ttlParam(params: Params): number {
  const ttl = params.ttl;
  if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0)
    throw new RpcError(RPC_ERRORS.invalidParams, 'ttl must be a positive number of seconds');
  return Math.min(ttl, MAX_TTL_S);
}

function topicsParam(params: Params, name: string): string[] {
  const value = params[name];
  if (!Array.isArray(value) || !value.every(isString))
    throw new RpcError(RPC_ERRORS.invalidParams, `${name} must be a list of topics`);
  return value;
}

export interface RelayLimits extends StoreLimits {
  pendingPushes: number;
}

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

export function createRelay({
  now = Date.now,
  limits = { ...DEFAULT_STORE_LIMITS, pendingPushes: MAX_PENDING_PUSHES },
}: RelayOptions = {}): Relay {
  const peers = new Set<RelayPeer>();
  /** topic -> the peers subscribed to it now. */
  const subscribers = new Map<string, Set<RelayPeer>>();
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

  const undelivered = (topic: string, peer: RelayPeer) => store.undelivered(topic, peer.clientKey);

  const subscribe = (peer: RelayPeer, topic: string, { deliverKept }: { deliverKept: boolean }) => {
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(peer);
    if (deliverKept) for (const stored of undelivered(topic, peer)) push(peer, stored);
    return subscriptionId(topic, peer);
  };

  const unsubscribe = (peer: RelayPeer, topic: string) => {
    const set = subscribers.get(topic);
    set?.delete(peer);
    if (set?.size === 0) subscribers.delete(topic);
  };

  const publish = (peer: RelayPeer, topic: string, message: string, params: Params) => {
    if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES) throw new RpcError(RPC_ERRORS.tooLarge);
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
    for (const other of subscribers.get(topic) ?? [])
      if (other.clientKey !== peer.clientKey) push(other, stored);
  };

  const methods: Record<string, (peer: RelayPeer, params: Params) => unknown> = {
    irn_subscribe: (peer, params) => subscribe(peer, stringParam(params, 'topic'), { deliverKept: true }),
    irn_batchSubscribe: (peer, params) =>
      topicsParam(params, 'topics').map((topic) => subscribe(peer, topic, { deliverKept: false })),
    irn_unsubscribe: (peer, params) => {
      unsubscribe(peer, stringParam(params, 'topic'));
      return true;
    },
    irn_batchUnsubscribe: (peer, params) => {
      const list = params.subscriptions;
      if (!Array.isArray(list)) throw new RpcError(RPC_ERRORS.invalidParams, 'subscriptions must be a list');
      for (const item of list) unsubscribe(peer, stringParam((item ?? {}) as Params, 'topic'));
      return true;
    },
    irn_publish: (peer, params) => {
      publish(peer, stringParam(params, 'topic'), stringParam(params, 'message'), params);
      return true;
    },
    irn_batchPublish: (peer, params) => {
      const list = params.messages;
      if (!Array.isArray(list)) throw new RpcError(RPC_ERRORS.invalidParams, 'messages must be a list');
      for (const item of list) {
        const one = (item ?? {}) as Params;
        publish(peer, stringParam(one, 'topic'), stringParam(one, 'message'), one);
      }
      return true;
    },
    irn_batchFetchMessages: (peer, params) => {
      const fetched = topicsParam(params, 'topics').flatMap((topic) => undelivered(topic, peer));
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
      const pairingTopic = stringParam(params, 'pairingTopic');
      const proposal = stringParam(params, 'sessionProposal');
      ttlParam(params);
      subscribe(peer, pairingTopic, { deliverKept: false });
      publish(peer, pairingTopic, proposal, params);
      return true;
    },
    wc_approveSession: (peer, params) => {
      const pairingTopic = stringParam(params, 'pairingTopic');
      const sessionTopic = stringParam(params, 'sessionTopic');
      const response = stringParam(params, 'sessionProposalResponse');
      const settlement = stringParam(params, 'sessionSettlementRequest');
      ttlParam(params);
      subscribe(peer, pairingTopic, { deliverKept: false });
      subscribe(peer, sessionTopic, { deliverKept: false });
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
      for (const topic of [...subscribers.keys()]) unsubscribe(peer, topic);
      // Pushes it never acknowledged stay undelivered: it gets them when it comes back.
      for (const [id, entry] of pending) if (entry.clientKey === peer.clientKey) pending.delete(id);
    },
    stats() {
      return { peers: peers.size, topics: subscribers.size, ...store.stats(), pending: pending.size };
    },
  };
}
