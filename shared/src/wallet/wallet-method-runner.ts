/**
 * How the driver runs one wallet method. Without a connection it fails with
 * "No wallet connected". Otherwise the call is a wallet action (the timeout is reset),
 * `pendingMethod` names it while it runs and is cleared afterwards, success or not,
 * and exactly one of `${method}:complete` / `${method}:failed` is emitted. A result that
 * changes the session (a new token, a new group) is taken only when it proves itself
 * (`refuseUnproved`, the driver's): otherwise the method fails with the proof's error. An
 * answer that arrives after its connection ended (the person disconnected, or connected
 * another wallet, while the wallet app was still asking) is stale: the method fails and
 * the session now connected is left as it is.
 */
import type { WalletConnectionEvent } from './connection-reducer.ts';
import { NO_WALLET_CONNECTED } from './wallet-constants.ts';
import type { Emitter, WalletEvents } from './wallet-events.ts';
import {
  sessionUpdateFor,
  type WalletMethodResults,
  type WalletSessionUpdate,
} from './wallet-method-results.ts';
import type { WalletMethod, WalletSession } from './wallet-session.ts';

export interface WalletMethodRunnerDeps {
  getState: () => WalletSession;
  transition: (event: WalletConnectionEvent) => void;
  emit: Emitter<WalletEvents>['emit'];
  now: () => number;
  /** Ends the connection when the update does not prove itself, and returns why; null when it does. */
  refuseUnproved: (update: WalletSessionUpdate | undefined) => Error | null;
}

export const STALE_WALLET_ANSWER = 'The wallet answered for a connection that has ended.';

/** Which connection a session is, for telling a late answer from a current one. */
const connectionOf = (session: WalletSession) =>
  session.status === 'connected' ? `${session.address ?? ''}|${session.publicKey ?? ''}` : null;

class StaleAnswerError extends Error {
  constructor() {
    super(STALE_WALLET_ANSWER);
    this.name = 'StaleAnswerError';
  }
}

export type WalletMethodRunner = <M extends WalletMethod>(
  method: M,
  call: () => Promise<WalletMethodResults[M]>,
) => Promise<WalletMethodResults[M]>;

export function createWalletMethodRunner(deps: WalletMethodRunnerDeps) {
  const { getState, transition, emit, now } = deps;
  const run: WalletMethodRunner = async (method, call) => {
    type M = typeof method;
    const failed = (error: unknown) =>
      emit(`${method}:failed`, { method, error } as WalletEvents[`${M}:failed`]);
    if (getState().status !== 'connected') {
      const error = new Error(NO_WALLET_CONNECTED);
      failed(error);
      throw error;
    }
    transition({ type: 'wallet-action', now: now() });
    transition({ type: 'method-started', method });
    const startedOn = connectionOf(getState());
    try {
      const result = await call();
      if (connectionOf(getState()) !== startedOn) throw new StaleAnswerError();
      const update = sessionUpdateFor(method, result);
      const refused = deps.refuseUnproved(update);
      if (refused) throw refused;
      transition({ type: 'method-finished', method, update });
      emit(`${method}:complete`, { method, result } as WalletEvents[`${M}:complete`]);
      return result;
    } catch (error) {
      // A stale answer's method belonged to the connection that ended: nothing to clear now.
      if (!(error instanceof StaleAnswerError)) transition({ type: 'method-finished', method });
      failed(error);
      throw error;
    }
  };
  return run;
}
