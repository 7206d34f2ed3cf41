/**
 * For the relay's tests: a client as the relay sees it, with what it was sent and a
 * way to speak (JSON-RPC calls, acknowledgements of pushes).
 */
import type { Relay, RelayPeer } from './relay.ts';

export function peerFor(relay: Relay, clientKey: string) {
  const inbox: Record<string, unknown>[] = [];
  const peer: RelayPeer = {
    clientKey,
    send: (json) => inbox.push(JSON.parse(json) as Record<string, unknown>),
  };
  relay.connect(peer);
  let nextId = 1;
  const call = (method: string, params: unknown) => {
    const id = nextId++;
    relay.receive(peer, JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    return inbox.find((m) => m.id === id && !('method' in m));
  };
  const pushes = () => inbox.filter((m) => m.method === 'irn_subscription');
  const ack = (push: Record<string, unknown>) =>
    relay.receive(peer, JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }));
  return { peer, inbox, call, pushes, ack };
}

export const dataOf = (push: Record<string, unknown>) =>
  (push.params as { data: { topic: string; message: string } }).data;
