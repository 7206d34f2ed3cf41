/**
 * The second half of a connect, shared by a new connect and a rehydrated session: the
 * session is already pending. Asks the wallet to connect, then: a wallet error returns
 * to disconnected (its message as the reason) and rejects; a connect abandoned
 * meanwhile (the modal was closed) tells the wallet to disconnect and resolves with the
 * disconnected session; a wallet failing the connect options is disconnected and
 * rejects with ConnectOptionsError; otherwise the session becomes connected.
 */
import { checkConnectOptions, ConnectOptionsError, type ConnectOptions } from './connect-options.ts';
import type { WalletConnectionEvent } from './connection-reducer.ts';
import type { WalletAdapter } from './wallet-adapter.ts';
import type { WalletSession } from './wallet-session.ts';

export interface ConnectFlowDeps {
  adapter: WalletAdapter;
  getState: () => WalletSession;
  transition: (event: WalletConnectionEvent, reason?: string | null) => void;
  /** Tells the wallet to disconnect, ignoring its errors. */
  disconnectWallet: () => Promise<void>;
  now: () => number;
  connectionTimeout: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createConnectFlow(deps: ConnectFlowDeps) {
  const { adapter, getState, transition, disconnectWallet } = deps;
  return async function completeConnect(options: ConnectOptions): Promise<WalletSession> {
    const connection = await adapter.connect(options).catch((error: unknown) => {
      if (getState().status === 'pending') transition({ type: 'disconnected' }, messageOf(error));
      throw error;
    });
    if (getState().status !== 'pending') {
      void disconnectWallet();
      return getState();
    }
    const wallet = {
      address: connection.address,
      representedGroupPolicy: connection.representedGroupPolicy ?? null,
    };
    const violation = checkConnectOptions(wallet, options);
    if (violation) {
      const error = new ConnectOptionsError(violation);
      void disconnectWallet();
      transition({ type: 'disconnected' }, error.message);
      throw error;
    }
    transition({ type: 'connected', now: deps.now(), connection, connectionTimeout: deps.connectionTimeout });
    return getState();
  };
}
