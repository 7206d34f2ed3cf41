/**
 * The driver's events and a tiny typed emitter. Every wallet method emits exactly one of
 * `${method}:complete` (with its result) or `${method}:failed` (with the error), e.g.
 * `signJWT:complete`, `sendMessage:failed`. `connected` carries the new session and
 * `disconnected` the reason ("Connection Expired", the wallet's own, or null);
 * `pairing-uri` and `request-waiting`/`request-settled` pass on the adapter's own.
 * A listener that throws is reported to `onListenerError` and does not stop the others.
 */
import type { WalletMethodResults } from './wallet-method-results.ts';
import type { WalletMethod, WalletSession } from './wallet-session.ts';

/**
 * What the page's wallet tells its listeners, by event name (`on(name, listener)`).
 *
 * @remotesRead remotes only read it (the store, the events, the page's parameters, the brand are
 * made by `@lender/shared`), so a member added to it is a minor (docs/shared-contract.md).
 */
export type WalletEvents = {
  [M in WalletMethod as `${M}:complete`]: { method: M; result: WalletMethodResults[M] };
} & {
  [M in WalletMethod as `${M}:failed`]: { method: M; error: unknown };
} & {
  connected: WalletSession;
  disconnected: { reason: string | null };
  /** A connect's pairing link is ready (for the QR code and the deep link). */
  'pairing-uri': { uri: string };
  /**
   * A request is waiting for the person in the wallet; `settled` once it is answered or
   * withdrawn. `requestId` names it to `removePendingMethod`.
   */
  'request-waiting': { method: WalletMethod; requestId: string };
  'request-settled': { method: WalletMethod; requestId: string };
};

export type WalletEventName = keyof WalletEvents;

export interface Emitter<Events> {
  on: <K extends keyof Events>(name: K, listener: (payload: Events[K]) => void) => () => void;
  emit: <K extends keyof Events>(name: K, payload: Events[K]) => void;
}

export function createEmitter<Events>(
  onListenerError: (error: unknown) => void = (error) => console.error(error),
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => void set.delete(listener);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (value: typeof payload) => void)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
