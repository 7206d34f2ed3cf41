/**
 * One adapter over the page's wallets of every kind: the page wallet's driver talks
 * to it, and it passes each call to the adapter of the kind the person chose (made on
 * first use, so a kind never chosen costs nothing). Only the chosen adapter's events
 * come through. While a saved session is restored, a connect takes up the
 * connection the wallet keeps (`resume`) instead of asking the person again.
 */
import type { WalletAdapter, WalletAdapterEvent, WalletConnection } from '../wallet-adapter.ts';
import type { WalletAppKind } from '../wallet-app-ids.ts';
import { NO_WALLET_CONNECTED } from '../wallet-constants.ts';

export type AdapterFactories = Record<WalletAppKind, () => WalletAdapter>;

/** A restore found nothing to take up: the wallet no longer keeps the connection. */
export const SAVED_CONNECTION_ENDED = 'The saved wallet connection has ended.';

export function createWalletKindSwitch(factories: AdapterFactories) {
  const made = new Map<WalletAppKind, WalletAdapter>();
  const listeners = new Set<(event: WalletAdapterEvent) => void>();
  let current: { kind: WalletAppKind; adapter: WalletAdapter; stop?: () => void } | null = null;
  let resuming = false;

  const forward = (event: WalletAdapterEvent) => {
    for (const listener of [...listeners]) listener(event);
  };
  const active = (): WalletAdapter => {
    if (!current) throw new Error(NO_WALLET_CONNECTED);
    return current.adapter;
  };

  async function connectOrResume(adapter: WalletAdapter, connect: () => Promise<WalletConnection>) {
    if (!adapter.resume) return connect();
    const kept = await adapter.resume();
    if (!kept) throw new Error(SAVED_CONNECTION_ENDED);
    return kept;
  }

  const adapter: WalletAdapter = {
    kind: 'page',
    connect(options) {
      const chosen = active();
      return resuming ? connectOrResume(chosen, () => chosen.connect(options)) : chosen.connect(options);
    },
    disconnect: () => current?.adapter.disconnect() ?? Promise.resolve(),
    signJWT: (request) => active().signJWT(request),
    signHexMessage: (hexMessage) => active().signHexMessage(hexMessage),
    sendMessage: (message) => active().sendMessage(message),
    switchToGroup: (groupAddress) => active().switchToGroup(groupAddress),
    removePendingMethod: (requestId) => active().removePendingMethod(requestId),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  return {
    adapter,
    /** The kind chosen last, null before any. */
    kind: () => current?.kind ?? null,
    /** Makes `kind` the one calls go to. */
    use(kind: WalletAppKind): void {
      if (current?.kind === kind) return;
      current?.stop?.();
      let chosen = made.get(kind);
      if (!chosen) {
        chosen = factories[kind]();
        made.set(kind, chosen);
      }
      current = { kind, adapter: chosen, stop: chosen.subscribe?.(forward) };
    },
    /**
     * Runs `start` (which must call the adapter's connect before it first awaits) with
     * connects resuming the wallet's kept connection.
     */
    resuming<T>(start: () => T): T {
      resuming = true;
      try {
        return start();
      } finally {
        resuming = false;
      }
    },
  };
}

export type WalletKindSwitch = ReturnType<typeof createWalletKindSwitch>;
