/**
 * A `@walletconnect/sign-client` in Node, as the test wallets and tests use it. The
 * sign-client keeps one core per `customStoragePrefix` in a global, so every client
 * gets a prefix of its own, never reused; and its default storage in Node is a
 * database file per process, so each client keeps its state in memory
 * (./memory-storage.ts). Starting and stopping are the product's own
 * (`@lender/shared/wallet`), with verification off as in development and tests.
 */
import { randomUUID } from 'node:crypto';
import {
  startSignClient,
  stopSignClient,
  type SignClient,
  type SignClientSettings,
} from '@lender/shared/stand-ins';
import { MemoryStorage } from './memory-storage.ts';

export type NodeSignClient = SignClient;

export interface NodeSignClientOptions {
  relayUrl: string;
  /** Who the client is to its peer (the wallet's or the product's name). */
  name: string;
  url?: string;
  logger?: 'error' | 'silent';
  /** The sign-client's own options (a wallet turns its request queue off). */
  signConfig?: SignClientSettings['signConfig'];
}

/** The settings of a Node client: memory storage and a prefix of its own. */
export function nodeSignClientSettings({
  relayUrl,
  name,
  url = 'http://127.0.0.1',
  logger = 'error',
  signConfig,
}: NodeSignClientOptions): SignClientSettings {
  return {
    relayUrl,
    projectId: 'local-test',
    metadata: { name, description: name, url, icons: [] },
    verify: false,
    logger,
    storage: new MemoryStorage(),
    customStoragePrefix: `${name.replace(/\W+/g, '-')}-${randomUUID()}`,
    ...(signConfig ? { signConfig } : {}),
  };
}

export const createNodeSignClient = (options: NodeSignClientOptions): Promise<NodeSignClient> =>
  startSignClient(nodeSignClientSettings(options));

export const closeNodeSignClient = stopSignClient;
