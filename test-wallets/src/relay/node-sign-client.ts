/**
 * A `@walletconnect/sign-client` in Node, as the test wallets and tests use it:
 * - the sign-client keeps one core per `customStoragePrefix` in a global, so every
 *   client gets a prefix of its own, never reused;
 * - its default storage in Node is a database file per process, so each client keeps
 *   its state in memory (./memory-storage.ts);
 * - closing stops its heartbeat and socket, and the relayer's stall timer, which
 *   closing the transport does not clear (core 2.25).
 */
import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { MemoryStorage } from './memory-storage.ts';

export type NodeSignClient = Awaited<ReturnType<typeof SignClient.init>>;

export interface NodeSignClientOptions {
  relayUrl: string;
  /** Who the client is to its peer (the wallet's or the product's name). */
  name: string;
  url?: string;
  logger?: 'error' | 'silent';
}

export function createNodeSignClient({
  relayUrl,
  name,
  url = 'http://127.0.0.1',
  logger = 'error',
}: NodeSignClientOptions): Promise<NodeSignClient> {
  return SignClient.init({
    projectId: 'local-test',
    relayUrl,
    logger,
    customStoragePrefix: `${name.replace(/\W+/g, '-')}-${randomUUID()}`,
    storage: new MemoryStorage(),
    metadata: { name, description: name, url, icons: [] },
  });
}

export async function closeNodeSignClient(client: NodeSignClient): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose().catch(() => undefined);
  clearTimeout((client.core.relayer as unknown as { pingTimeout?: NodeJS.Timeout }).pingTimeout);
}
