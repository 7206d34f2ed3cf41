/**
 * The product's side of a mobile connection, for tests: the real sign-client as the
 * dapp, speaking ./protocol.ts. (The product's own mobile adapter, in
 * `@lender/shared/wallet`, takes this place once it exists.)
 */
import { closeNodeSignClient, createNodeSignClient } from '../relay/node-sign-client.ts';
import { chainIdOf, PROVENANCE_NAMESPACE, TEST_CHAIN, WALLET_METHODS } from './protocol.ts';

export async function createTestProduct(relayUrl: string) {
  const client = await createNodeSignClient({
    relayUrl,
    name: 'Keystone Home Lending',
    url: 'http://127.0.0.1:3000',
    logger: 'silent',
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
    close: () => closeNodeSignClient(client),
  };
}
