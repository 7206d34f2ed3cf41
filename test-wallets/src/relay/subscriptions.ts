/**
 * Who is subscribed to what, both ways, with a bound: a peer (one socket) holds at most
 * `maxPerPeer` topics at once, so a client cannot grow the relay's memory by
 * subscribing while its socket is open.
 */

/**
 * A sign-client holds a pairing topic and a session topic per session, but a long-lived
 * one (a wallet) keeps them after the session: an active pairing stays subscribed for
 * its 30 days, and a session the product left without disconnecting for its 7. The test
 * mobile wallet lives as long as the test wallets' server, so one seeded wallet gains a
 * topic or two with every pairing (measured: 1 a pairing ended by a disconnect, 2 one
 * left open), and the e2e suite, run again and again against a server kept running,
 * pairs the same wallets 2 or 3 times a run. 1,000 leaves room for 500 pairings a
 * wallet and bounds an address's 50 sockets to 50,000 topics (17 MiB of heap measured,
 * topics of 128 characters).
 */
export const MAX_TOPICS_PER_PEER = 1000;

/**
 * Whether a peer holding `held` topics may subscribe to `wanted` as well (each topic
 * counted once, those it holds already free): all of them or none.
 */
export function topicsFit(held: ReadonlySet<string>, wanted: readonly string[], maxPerPeer: number): boolean {
  const added = new Set(wanted.filter((topic) => !held.has(topic)));
  return held.size + added.size <= maxPerPeer;
}

export function createSubscriptions<Peer>(maxPerPeer: number) {
  /** topic -> the peers subscribed to it now. */
  const byTopic = new Map<string, Set<Peer>>();
  /** peer -> the topics it is subscribed to now. */
  const byPeer = new Map<Peer, Set<string>>();
  const none: ReadonlySet<string> = new Set();

  const remove = (peer: Peer, topic: string) => {
    const peers = byTopic.get(topic);
    peers?.delete(peer);
    if (peers?.size === 0) byTopic.delete(topic);
    const topics = byPeer.get(peer);
    topics?.delete(topic);
    if (topics?.size === 0) byPeer.delete(peer);
  };

  return {
    /** Whether `peer` may subscribe to all of `topics` (see `topicsFit`). */
    fits: (peer: Peer, topics: readonly string[]) => topicsFit(byPeer.get(peer) ?? none, topics, maxPerPeer),
    /** Subscribes; the caller checked `fits` first. */
    add(peer: Peer, topic: string) {
      let peers = byTopic.get(topic);
      if (!peers) byTopic.set(topic, (peers = new Set()));
      peers.add(peer);
      let topics = byPeer.get(peer);
      if (!topics) byPeer.set(peer, (topics = new Set()));
      topics.add(topic);
    },
    remove,
    removePeer(peer: Peer) {
      for (const topic of [...(byPeer.get(peer) ?? [])]) remove(peer, topic);
    },
    subscribersOf: (topic: string): Iterable<Peer> => byTopic.get(topic) ?? [],
    /** Topics with at least one subscriber. */
    get topicCount() {
      return byTopic.size;
    },
  };
}
