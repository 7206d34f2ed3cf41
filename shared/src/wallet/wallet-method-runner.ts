/**
 * How the driver runs one wallet method. Without a connection it fails with
 * "No wallet connected". Otherwise the call is a wallet action (the timeout is reset),
 * `pendingMethod` names it while it runs and is cleared afterwards, success or not,
 * and exactly one of `${method}:complete` / `${method}:failed` is emitted.
 */
import type { WalletConnectionEvent } from './connection-reducer.ts';
import { NO_WALLET_CONNECTED } from './wallet-constants.ts';
import type { Emitter, WalletEvents } from './wallet-events.ts';
import { sessionUpdateFor, type WalletMethodResults } from './wallet-method-results.ts';
import type { WalletMethod, WalletSession } from './wallet-session.ts';

export interface WalletMethodRunnerDeps {
  getState: () => WalletSession;
  transition: (event: WalletConnectionEvent) => void;
  emit: Emitter<WalletEvents>['emit'];
  now: () => number;
}

export type WalletMethodRunner = <M extends WalletMethod>(
  method: M,
  call: () => Promise<WalletMethodResults[M]>,
) => Promise<WalletMethodResults[M]>;

export function createWalletMethodRunner({ getState, transition, emit, now }: WalletMethodRunnerDeps) {
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
    try {
      const result = await call();
      transition({ type: 'method-finished', method, update: sessionUpdateFor(method, result) });
      emit(`${method}:complete`, { method, result } as WalletEvents[`${M}:complete`]);
      return result;
    } catch (error) {
      transition({ type: 'method-finished', method });
      failed(error);
      throw error;
    }
  };
  return run;
}
