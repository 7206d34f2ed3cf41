/**
 * Starting and stopping a `@walletconnect/sign-client`, the product's end of a mobile
 * wallet connection. The library is imported here, on demand, so it is never part of
 * a page's first load: it arrives when a person chooses the mobile wallet.
 * - Verification (WalletConnect's Verify API) loads a frame from WalletConnect's
 *   servers on every proposal and request; with no internet each call costs about
 *   5 s. `verify: false` (runtime configuration, development and tests only,
 *   docs/configuration.md) replaces the two calls with "unknown" answers.
 * - Telemetry to WalletConnect's servers is off: nothing a page loads or sends goes to
 *   a third party except through an adapter.
 * - Reaching the relay is checked before a proposal is sent (`reachRelay`): a proposal
 *   sent to a relay that cannot be reached is retried by the library for about a
 *   minute, silently, and then fails where no caller can catch it.
 * - Stopping closes the heartbeat, the socket and the relayer's stall timer, which
 *   closing the socket does not clear (core 2.25).
 */
import type { SignClient as SignClientClass } from '@walletconnect/sign-client';
import { WalletUnreachableError, withinTime } from '../wallet-errors.ts';
import { storageDenied } from '../../session/storage-denied.ts';

export type SignClient = Awaited<ReturnType<typeof SignClientClass.init>>;
type SignClientInitOptions = NonNullable<Parameters<typeof SignClientClass.init>[0]>;

export interface SignClientSettings {
  relayUrl: string;
  projectId: string;
  /** Who the product is to the wallet. */
  metadata: { name: string; description: string; url: string; icons: string[] };
  /** WalletConnect's Verify API; off only in development and tests. */
  verify: boolean;
  /** Node has no browser storage: tests pass their own, with a prefix per client. */
  storage?: SignClientInitOptions['storage'];
  customStoragePrefix?: string;
  logger?: 'error' | 'silent';
  /**
   * WalletConnect's own option. A wallet's client queues requests by default (the next
   * one reaches it only after the person answered the one before); `disableRequestQueue`
   * lets it hear a `removePendingMethod` while the request it withdraws still waits. The
   * test mobile wallet's; the product's page never sets it.
   */
  signConfig?: { disableRequestQueue?: boolean };
}

/**
 * The client's store where the browser refuses IndexedDB and storage (our frame on a partner's
 * site with third-party cookies blocked): in memory, for the life of the page.
 */
function memoryKeyValueStorage(): NonNullable<SignClientInitOptions['storage']> {
  const items = new Map<string, unknown>();
  return {
    getKeys: () => Promise.resolve([...items.keys()]),
    getEntries: <T = unknown>() => Promise.resolve([...items.entries()] as [string, T][]),
    getItem: <T = unknown>(key: string) => Promise.resolve(items.get(key) as T | undefined),
    setItem: <T = unknown>(key: string, value: T) => Promise.resolve(void items.set(key, value)),
    removeItem: (key: string) => Promise.resolve(void items.delete(key)),
  };
}

/**
 * Downloads the sign-client ahead of a connect (the wallet modal does, once it opens),
 * so the mobile view's QR code does not wait for it. Failures are left to the connect.
 */
export function prefetchSignClient(): void {
  import('@walletconnect/sign-client').catch(() => undefined);
}

export async function startSignClient(settings: SignClientSettings): Promise<SignClient> {
  const { SignClient } = await import('@walletconnect/sign-client');
  const client = await SignClient.init({
    projectId: settings.projectId,
    relayUrl: settings.relayUrl,
    metadata: settings.metadata,
    logger: settings.logger ?? 'error',
    telemetryEnabled: false,
    ...(settings.storage
      ? { storage: settings.storage }
      : storageDenied()
        ? { storage: memoryKeyValueStorage() }
        : {}),
    ...(settings.customStoragePrefix ? { customStoragePrefix: settings.customStoragePrefix } : {}),
    ...(settings.signConfig ? { signConfig: settings.signConfig } : {}),
  });
  if (!settings.verify) switchVerifyOff(client);
  return client;
}

/** Every proposal and request is then "verification unknown", asked of no server. */
export function switchVerifyOff(client: SignClient): void {
  client.core.verify.register = () => Promise.resolve('');
  // No answer is what the engine gets when Verify knows nothing: validation "UNKNOWN".
  client.core.verify.resolve = (() =>
    Promise.resolve(undefined)) as unknown as typeof client.core.verify.resolve;
}

/**
 * The relayer's own connection routine, which its public types leave out (core 2.25,
 * pinned; the relay-down test in test-wallets fails if it goes). Without topics the
 * client has no socket yet, and its public `transportOpen` then does nothing.
 */
interface RelayerConnection {
  readonly connected: boolean;
  toEstablishConnection(): Promise<void>;
  transportClose(): Promise<void>;
}

/** Opens the client's socket to the relay, or rejects with WalletUnreachableError after `ms` and stops trying. */
export async function reachRelay(client: SignClient, ms: number): Promise<void> {
  const relayer = client.core.relayer as unknown as RelayerConnection;
  if (relayer.connected) return;
  try {
    await withinTime(relayer.toEstablishConnection(), ms);
    if (!relayer.connected) throw new WalletUnreachableError();
  } catch {
    void relayer.transportClose().catch(() => undefined);
    throw new WalletUnreachableError();
  }
}

export async function stopSignClient(client: SignClient): Promise<void> {
  client.core.heartbeat.stop();
  await client.core.relayer.transportClose().catch(() => undefined);
  clearTimeout(
    (client.core.relayer as unknown as { pingTimeout?: ReturnType<typeof setTimeout> }).pingTimeout,
  );
}
