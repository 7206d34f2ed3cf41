/**
 * The test mobile wallet: a real WalletConnect v2 wallet (the sign-client, wallet
 * side) with a real secp256k1 key, so the dev API's signature checks are the real
 * ones. It pairs with a `wc:` URI through the relay, approves the proposal with its
 * one account (its public key, name and a token it signed in the session
 * properties), and answers the product's requests in the protocol both ends share
 * (`@lender/shared/wallet`, mobile-protocol.ts): sign a token or a hex message, send
 * a message, switch to a group, drop a pending request.
 * Each proposal and request is put to `decide` first: a test approves or rejects it
 * outright, the page for people (./wallet-page.ts) waits for a person's click.
 * A withdrawn request (`removePendingMethod` by `customId`, ../withdrawal.ts) is never put
 * to anyone: the wallet aborts that decision, answers the withdrawn request as refused and
 * the removal `true`. So that a removal (or a request sent anew) reaches it while a
 * request waits, its sign-client runs without WalletConnect's request queue, which would
 * hold every request until the one before it is answered; `seen` below does the
 * deduplication the queue did.
 */
import {
  accountIdOf,
  PROVENANCE_CHAINS,
  MOBILE_METHODS,
  PROVENANCE_NAMESPACE,
  SESSION_PROPERTIES,
  USER_DISCONNECTED,
  USER_REJECTED,
} from '@lender/shared/stand-ins';
import { createWalletAnswers, type WalletRequest } from '../wallet-answers.ts';
import { closeNodeSignClient, createNodeSignClient } from '../relay/node-sign-client.ts';
import { customIdOf, withdrawnIdOf } from '../withdrawal.ts';

export type { WalletRequest };

export interface TestMobileWalletOptions {
  relayUrl: string;
  /** The wallet's private key, hex. */
  privateKey: string;
  name?: string;
  chain?: string;
  /** Group policy addresses it may act for. */
  groups?: string[];
  /**
   * Whether to approve; approves everything unless a test or a person says otherwise.
   * `withdrawn` aborts when the product withdraws the request: the answer is then unused.
   */
  decide?: (request: WalletRequest, withdrawn: AbortSignal) => boolean | Promise<boolean>;
}

export const SESSION_PROPOSAL = 'session_proposal';
const ISSUER = 'test-mobile-wallet';

export async function createTestMobileWallet(options: TestMobileWalletOptions) {
  const { privateKey, chain = PROVENANCE_CHAINS.test, name = 'Test mobile wallet', groups = [] } = options;
  // A proposal arrives as `{ method: 'session_proposal', params }`, a request as itself.
  const decide = options.decide ?? (() => true);
  const wallet = createWalletAnswers({ privateKey, groups, issuer: ISSUER });
  const { address, publicKey } = wallet;
  const client = await createNodeSignClient({
    relayUrl: options.relayUrl,
    name,
    signConfig: { disableRequestQueue: true },
  });

  // A message can arrive twice (pushed when the wallet subscribes, and fetched): a
  // wallet answers each proposal and request once, as real wallets do.
  const seen = new Set<number>();
  const firstTime = (id: number) => !seen.has(id) && Boolean(seen.add(id));

  client.on('session_proposal', (proposal) => {
    if (!firstTime(proposal.id)) return;
    void (async () => {
      const proposed = { method: SESSION_PROPOSAL, params: proposal.params };
      if (!(await decide(proposed, new AbortController().signal))) {
        await client.reject({ id: proposal.id, reason: USER_REJECTED });
        return;
      }
      wallet.reset();
      const { acknowledged } = await client.approve({
        id: proposal.id,
        namespaces: {
          [PROVENANCE_NAMESPACE]: {
            accounts: [accountIdOf(chain, address)],
            methods: Object.values(MOBILE_METHODS),
            events: [],
          },
        },
        sessionProperties: {
          [SESSION_PROPERTIES.publicKey]: publicKey,
          [SESSION_PROPERTIES.walletName]: name,
          [SESSION_PROPERTIES.jwt]: wallet.token(),
        },
      });
      await acknowledged();
    })().catch((error: unknown) => console.warn('The test mobile wallet could not answer a proposal', error));
  });

  /** The requests waiting for `decide`, by the `customId` a removal names them with. */
  const waiting = new Map<string, { id: number; topic: string; withdrawn: AbortController }>();
  /**
   * Every `customId` withdrawn so far: a withdrawn request that reaches the wallet again (the
   * relay delivers a message again when a session is taken up after the product's page reloads)
   * is refused at once and never shown: the person sees one waiting request, never two.
   */
  const gone = new Set<string>();

  async function answer(topic: string, id: number, request: WalletRequest): Promise<void> {
    const customId = customIdOf(request);
    if (customId !== null && gone.has(customId)) {
      await client
        .respond({ topic, response: { id, jsonrpc: '2.0', error: USER_REJECTED } })
        .catch(() => undefined);
      return;
    }
    const withdrawn = new AbortController();
    if (customId !== null) waiting.set(customId, { id, topic, withdrawn });
    let response;
    try {
      response = (await decide(request, withdrawn.signal))
        ? { id, jsonrpc: '2.0', result: wallet.answer(request) }
        : { id, jsonrpc: '2.0', error: USER_REJECTED };
    } catch (error) {
      response = { id, jsonrpc: '2.0', error: { code: 5001, message: (error as Error).message } };
    } finally {
      if (customId !== null && waiting.get(customId)?.withdrawn === withdrawn) waiting.delete(customId);
    }
    if (withdrawn.signal.aborted) return; // answered when it was withdrawn
    await client.respond({ topic, response });
  }

  /** A removal: `true` at once, also for an id it does not know; the request it names goes. */
  async function withdraw(topic: string, id: number, customId: string): Promise<void> {
    gone.add(customId);
    const target = waiting.get(customId);
    if (target) {
      waiting.delete(customId);
      target.withdrawn.abort();
      // Answered as refused: the product stops waiting, the client's store lets it go. A
      // request the product gave up on (expired) cannot be answered: the removal still is.
      await client
        .respond({ topic: target.topic, response: { id: target.id, jsonrpc: '2.0', error: USER_REJECTED } })
        .catch(() => undefined);
    }
    await client.respond({ topic, response: { id, jsonrpc: '2.0', result: true } });
  }

  client.on('session_request', (event) => {
    const { topic, id } = event;
    if (!firstTime(id)) return;
    const request: WalletRequest = event.params.request;
    const withdrawnId = withdrawnIdOf(request);
    (withdrawnId === null ? answer(topic, id, request) : withdraw(topic, id, withdrawnId)).catch(
      (error: unknown) => console.warn('The test mobile wallet could not answer', error),
    );
  });

  return {
    address,
    publicKey,
    name,
    /** Pairs with the product's `wc:` URI; the proposal that follows goes to `decide`. */
    pair: (uri: string) => client.pair({ uri }).then(() => undefined),
    /** The sessions it holds, for the page: topic, peer name and expiry (epoch seconds). */
    sessions: () =>
      client.session.getAll().map((session) => ({
        topic: session.topic,
        peer: session.peer.metadata.name,
        expiry: session.expiry,
      })),
    /** Ends every session from the wallet's side. */
    disconnectAll: async () => {
      for (const session of client.session.getAll())
        await client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED });
    },
    /** Stops the client's timers and its socket (tests, shutdown). */
    close: () => closeNodeSignClient(client),
  };
}

export type TestMobileWallet = Awaited<ReturnType<typeof createTestMobileWallet>>;
