/**
 * The product's side of a mobile connection, for tests: the real sign-client as the
 * dapp, speaking ./protocol.ts. (The product's own mobile adapter, in
 * `@lender/shared/wallet`, takes this place once it exists.)
 */
import { randomUUID } from 'node:crypto';
import { SignClient } from '@walletconnect/sign-client';
import { MemoryStorage } from '../relay/memory-storage.ts';
import { chainIdOf, PROVENANCE_NAMESPACE, TEST_CHAIN, WALLET_METHODS } from './protocol.ts';

type Client = Awaited<ReturnType<typeof SignClient.init>>;

/** Stops a client's timers and socket (core 2.25 leaves the relayer's stall timer running). */
export async function closeSignClient(client: Client): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose().catch(() => undefined);
  clearTimeout((client.core.relayer as unknown as { pingTimeout?: NodeJS.Timeout }).pingTimeout);
}

export async function createTestProduct(relayUrl: string) {
  const client = await SignClient.init({
    projectId: 'local-test',
    relayUrl,
    logger: 'silent',
    // The sign-client keeps one core per prefix in a global: a fresh one per product.
    customStoragePrefix: `product-${randomUUID()}`,
    storage: new MemoryStorage(),
    metadata: {
      name: 'Keystone Home Lending',
      description: 'sign-in',
      url: 'http://127.0.0.1:3000',
      icons: [],
    },
  });
  return {
    client,
    /** Proposes a session; `pair` hands the wallet the URI. Resolves to the approved session. */
    async connect(pair: (uri: string) => Promise<void>) {
      const { uri, approval } = await client.connect({
        optionalNamespaces: {
          [PROVENANCE_NAMESPACE]: {
            chains: [chainIdOf(TEST_CHAIN)],
            methods: Object.values(WALLET_METHODS),
            events: [],
          },
        },
      });
      await pair(uri!);
      return approval();
    },
    /** Asks the wallet to sign a hex payload; resolves to the hex signature. */
    sign: (topic: string, address: string, hex: string) =>
      client.request<string>({
        topic,
        chainId: chainIdOf(TEST_CHAIN),
        request: {
          method: WALLET_METHODS.sign,
          params: [JSON.stringify({ address, description: 'Sign Message', date: Date.now() }), hex],
        },
      }),
    close: () => closeSignClient(client),
  };
}
