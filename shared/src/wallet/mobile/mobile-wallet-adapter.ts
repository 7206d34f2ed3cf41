/**
 * The mobile wallet adapter: a WalletAdapter over `@walletconnect/sign-client`, the
 * product's end of a WalletConnect v2 session with a wallet app (./mobile-protocol.ts).
 * - `connect` reuses a live session the client kept (a reload), else proposes one and
 *   reports the pairing URI (`pairing-uri`, for the QR code and the deep link), then
 *   waits for the person to approve in the wallet (the modal gives the way out), but
 *   reaching the relay has a time limit (WALLET_RELAY_TIMEOUT_MS).
 * - Each request reports `request-waiting` and `request-settled` around the wait for
 *   the person; a refusal rejects with WalletRejectedError. A withdrawn one (its abort
 *   signal) stops waiting at once: WalletConnect cannot take a request back, so the
 *   abandoned `client.request` is left to end (its late answer or expiry is dropped) and
 *   the wallet is asked to drop it (`removePendingMethod`, ../rpc-wallet-methods.ts).
 * - The wallet ending the session (or its expiry) reports `disconnect`. A session update
 *   moving it to another account ends it too (`WALLET_ACCOUNT_CHANGED`): WalletConnect's
 *   update carries the accounts only, never the session's properties, so the new account
 *   comes with no key or token to prove it (issue 26, item 9), and the session, still
 *   naming the old key, would fail its proof at every later resume.
 * The sign-client is started on the first connect, so it loads only then.
 */
import type { ConnectOptions } from '../connect-options.ts';
import { createRpcWalletMethods, type HeldConnection } from '../rpc-wallet-methods.ts';
import type { WalletAdapter, WalletAdapterEvent, WalletConnection } from '../wallet-adapter.ts';
import { walletAppIdFor, type WalletEnvironment } from '../wallet-app-ids.ts';
import { NO_WALLET_CONNECTED } from '../wallet-constants.ts';
import {
  WALLET_ACCOUNT_CHANGED,
  WALLET_ENDED_CONNECTION,
  WALLET_RELAY_TIMEOUT_MS,
  unlessAborted,
  walletErrorOf,
  withinTime,
} from '../wallet-errors.ts';
import type { RepresentedGroupPolicy } from '../wallet-session.ts';
import {
  accountsUpdate,
  addressOfAccountId,
  chainIdOf,
  MOBILE_METHODS,
  PROVENANCE_CHAINS,
  PROVENANCE_NAMESPACE,
  SESSION_PROPERTIES,
  USER_DISCONNECTED,
} from './mobile-protocol.ts';
import {
  reachRelay,
  startSignClient,
  stopSignClient,
  type SignClient,
  type SignClientSettings,
} from './sign-client.ts';

type Session = SignClient['session']['values'][number];

export interface MobileWalletAdapterOptions {
  signClient: SignClientSettings;
  environment: WalletEnvironment;
  /** How long reaching the relay may take; default WALLET_RELAY_TIMEOUT_MS. */
  relayTimeoutMs?: number;
  /** `iss` of the tokens the product asks the wallet to sign. */
  issuer?: string;
  now?: () => number;
}

export interface MobileWalletAdapter extends WalletAdapter {
  /** Stops the sign-client's socket and timers (logout, tests). */
  readonly close: () => Promise<void>;
}

function groupPolicyOf(json: string | undefined): RepresentedGroupPolicy | null {
  if (!json) return null;
  const parsed = JSON.parse(json) as RepresentedGroupPolicy | null;
  return parsed && typeof parsed.address === 'string' ? parsed : null;
}

/** What the wallet enforces when it approves (walletconnect-js appended these to its URI). */
function proposalProperties(options: ConnectOptions): Record<string, string> {
  const properties: Record<string, string> = {};
  if (options.requiredIndividualAddress) properties.individualAddress = options.requiredIndividualAddress;
  if (options.requiredGroupAddress) properties.groupAddress = options.requiredGroupAddress;
  if (options.prohibitGroups) properties.prohibitGroups = 'true';
  return properties;
}

export function createMobileWalletAdapter(options: MobileWalletAdapterOptions): MobileWalletAdapter {
  const { environment, now = Date.now, issuer = 'provenance.io' } = options;
  const relayTimeoutMs = options.relayTimeoutMs ?? WALLET_RELAY_TIMEOUT_MS;
  const chainId = chainIdOf(PROVENANCE_CHAINS[environment]);
  const walletAppId = walletAppIdFor('mobile', environment);
  const listeners = new Set<(event: WalletAdapterEvent) => void>();
  let starting: Promise<SignClient> | null = null;
  let session: Session | null = null;
  const held: HeldConnection = { current: null };

  const emit = (event: WalletAdapterEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  function endedByWallet({ topic }: { topic: string }) {
    if (topic !== session?.topic) return;
    session = null;
    held.current = null;
    emit({ type: 'disconnect', reason: WALLET_ENDED_CONNECTION });
  }

  function listenTo(client: SignClient): SignClient {
    client.on('session_delete', endedByWallet);
    client.on('session_expire', endedByWallet);
    client.on('session_update', ({ topic, params }) => {
      if (topic !== session?.topic || !held.current) return;
      const update = accountsUpdate(params.namespaces[PROVENANCE_NAMESPACE]?.accounts ?? [], held.current);
      if (update === 'ignore') return;
      // The same wallet: the update refreshes the connection's time (spec section 4), and
      // nothing it holds changes. Another wallet brings no key or token to prove itself.
      if (update === 'same')
        return emit({ type: 'session-update', connection: { address: held.current.address } });
      void endSession();
      emit({ type: 'disconnect', reason: WALLET_ACCOUNT_CHANGED });
    });
    return client;
  }

  /** The client, started once; a start that outlives its time limit is stopped when it ends. */
  async function reachClient(): Promise<SignClient> {
    starting ??= startSignClient(options.signClient).then(listenTo);
    const attempt = starting;
    try {
      return await withinTime(attempt, relayTimeoutMs);
    } catch (error) {
      if (starting === attempt) starting = null;
      void attempt.then(stopSignClient, () => undefined);
      throw error;
    }
  }

  function connectionOf(approved: Session): WalletConnection {
    const address = addressOfAccountId(approved.namespaces[PROVENANCE_NAMESPACE]?.accounts[0] ?? '');
    const properties: Record<string, string | undefined> = approved.sessionProperties ?? {};
    const publicKey = properties[SESSION_PROPERTIES.publicKey];
    if (!address || !publicKey) throw new Error('The wallet approved no Provenance account');
    const { name, url, description, icons } = approved.peer.metadata;
    return {
      address,
      publicKey,
      signedJWT: properties[SESSION_PROPERTIES.jwt] ?? null,
      representedGroupPolicy: groupPolicyOf(properties[SESSION_PROPERTIES.representedGroupPolicy]),
      peer: { name, url, description, icons },
      walletInfo: { name: properties[SESSION_PROPERTIES.walletName] ?? name },
      walletAppId,
      bridge: options.signClient.relayUrl,
    };
  }

  function accept(approved: Session): WalletConnection {
    const next = connectionOf(approved);
    session = approved;
    held.current = next;
    return next;
  }

  const liveSessionOf = (client: SignClient) =>
    client.session
      .getAll()
      .filter((kept) => kept.expiry * 1000 > now() && kept.namespaces[PROVENANCE_NAMESPACE])
      .at(-1);

  /** Forgets the session and tells the wallet it ended (this side's disconnect). */
  async function endSession(): Promise<void> {
    const ending = session;
    session = null;
    held.current = null;
    if (!ending || !starting) return;
    const client = await starting;
    await client.disconnect({ topic: ending.topic, reason: USER_DISCONNECTED }).catch(() => undefined);
  }

  async function send<T>(rpcMethod: string, params: string[], signal?: AbortSignal): Promise<T> {
    if (!session || !starting) throw new Error(NO_WALLET_CONNECTED);
    const { topic } = session;
    const client = await starting;
    // Withdrawn while the client was reached: nothing to ask the wallet.
    if (signal?.aborted) throw signal.reason as Error;
    const answer = client
      .request<T>({ topic, chainId, request: { method: rpcMethod, params } })
      .catch((error: unknown) => Promise.reject(walletErrorOf(error)));
    return signal ? unlessAborted(answer, signal) : answer;
  }

  const methods = createRpcWalletMethods({
    send,
    emit,
    held,
    issuer,
    now,
  });

  return {
    kind: 'mobile',
    async connect(connectOptions) {
      const client = await reachClient();
      const kept = liveSessionOf(client);
      if (kept) return accept(kept);
      await reachRelay(client, relayTimeoutMs);
      const { uri, approval } = await withinTime(
        client.connect({
          optionalNamespaces: {
            [PROVENANCE_NAMESPACE]: { chains: [chainId], methods: Object.values(MOBILE_METHODS), events: [] },
          },
          sessionProperties: proposalProperties(connectOptions),
        }),
        relayTimeoutMs,
      );
      if (!uri) throw new Error('The wallet relay gave no pairing link');
      emit({ type: 'pairing-uri', uri });
      return accept(await approval().catch((error: unknown) => Promise.reject(walletErrorOf(error))));
    },
    async resume() {
      const kept = liveSessionOf(await reachClient());
      return kept ? accept(kept) : null;
    },
    disconnect: endSession,
    ...methods,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async close() {
      const stopping = starting;
      starting = null;
      session = null;
      held.current = null;
      if (stopping) await stopping.then(stopSignClient, () => undefined);
    },
  };
}
