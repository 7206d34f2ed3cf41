/**
 * The test mobile wallet: a real WalletConnect v2 wallet (the sign-client, wallet
 * side) with a real secp256k1 key, so the dev API's signature checks are the real
 * ones. It pairs with a `wc:` URI through the relay, approves the proposal with its
 * one account, and answers the product's requests (./protocol.ts). Each request is
 * put to `decide` first: a test approves or rejects it, and the page for people
 * (to come) shows it with Approve and Reject.
 */
import { addressFromPublicKey, publicKeyHex, signHexMessage } from '@lender/shared/crypto';
import { closeNodeSignClient, createNodeSignClient } from '../relay/node-sign-client.ts';
import { accountIdOf, PROVENANCE_NAMESPACE, TEST_CHAIN, WALLET_METHODS } from './protocol.ts';

export const USER_REJECTED = { code: 5000, message: 'User rejected.' };

export interface WalletRequest {
  method: string;
  params: unknown;
}

export interface TestMobileWalletOptions {
  relayUrl: string;
  /** The wallet's private key, hex. */
  privateKey: string;
  name?: string;
  chain?: string;
  /** Whether to answer a request; approves everything unless a test says otherwise. */
  decide?: (request: WalletRequest) => boolean | Promise<boolean>;
}

/** The signature a `provenance_sign` request asks for, or why it cannot be given. */
function answer(request: WalletRequest, privateKey: string): string {
  if (request.method !== WALLET_METHODS.sign) throw new Error(`${request.method} is not supported`);
  const params = request.params;
  if (!Array.isArray(params) || typeof params[1] !== 'string')
    throw new Error('provenance_sign needs a hex payload');
  return signHexMessage(params[1], privateKey);
}

export async function createTestMobileWallet(options: TestMobileWalletOptions) {
  const { privateKey, chain = TEST_CHAIN, name = 'Test mobile wallet', decide = () => true } = options;
  const publicKey = publicKeyHex(privateKey);
  const address = addressFromPublicKey(publicKey);
  const client = await createNodeSignClient({ relayUrl: options.relayUrl, name });

  client.on('session_proposal', (proposal) => {
    void client
      .approve({
        id: proposal.id,
        namespaces: {
          [PROVENANCE_NAMESPACE]: {
            accounts: [accountIdOf(chain, address)],
            methods: Object.values(WALLET_METHODS),
            events: [],
          },
        },
        sessionProperties: { publicKey, walletName: name },
      })
      .then(({ acknowledged }) => acknowledged())
      .catch((error: unknown) => console.warn('The test mobile wallet could not approve', error));
  });

  client.on('session_request', (event) => {
    const { topic, id } = event;
    const request: WalletRequest = event.params.request;
    void (async () => {
      let response;
      try {
        response = (await decide(request))
          ? { id, jsonrpc: '2.0', result: answer(request, privateKey) }
          : { id, jsonrpc: '2.0', error: USER_REJECTED };
      } catch (error) {
        response = { id, jsonrpc: '2.0', error: { code: 5001, message: (error as Error).message } };
      }
      await client.respond({ topic, response });
    })().catch((error: unknown) => console.warn('The test mobile wallet could not answer', error));
  });

  return {
    address,
    publicKey,
    /** Pairs with the product's `wc:` URI; the proposal that follows is approved. */
    pair: (uri: string) => client.pair({ uri }).then(() => undefined),
    /** Ends every session from the wallet's side. */
    disconnectAll: async () => {
      for (const session of client.session.getAll())
        await client.disconnect({
          topic: session.topic,
          reason: { code: 6000, message: 'User disconnected.' },
        });
    },
    /** Stops the client's timers and its socket (tests, shutdown). */
    close: () => closeNodeSignClient(client),
  };
}

export type TestMobileWallet = Awaited<ReturnType<typeof createTestMobileWallet>>;
