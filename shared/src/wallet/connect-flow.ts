/**
 * The second half of a connect, shared by a new connect and a rehydrated session: the
 * session is already pending. Asks the wallet to connect, then: a wallet error returns
 * to disconnected (its message as the reason) and rejects; a connect abandoned
 * meanwhile (the modal was closed) tells the wallet to disconnect and resolves with the
 * disconnected session; an answer whose token does not prove it (./connection-proof.ts)
 * is disconnected and rejects with WalletProofError; a wallet failing the connect
 * options is disconnected and rejects with ConnectOptionsError; otherwise the session
 * becomes connected. This is the one place an adapter's answer becomes connected.
 */
import { checkConnectOptions, ConnectOptionsError, type ConnectOptions } from './connect-options.ts';
import { connectionProofFault, WalletProofError } from './connection-proof.ts';
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
  /** Ends the connect: the wallet is told to disconnect, the session records why, the caller gets the error. */
  function refuse(error: Error): never {
    void disconnectWallet();
    transition({ type: 'disconnected' }, error.message);
    throw error;
  }

  /** `restored`: taking up a saved session, whose token may have expired (not its connection). */
  return async function completeConnect(
    options: ConnectOptions,
    { restored = false }: { restored?: boolean } = {},
  ): Promise<WalletSession> {
    const connection = await adapter.connect(options).catch((error: unknown) => {
      if (getState().status === 'pending') transition({ type: 'disconnected' }, messageOf(error));
      throw error;
    });
    if (getState().status !== 'pending') {
      void disconnectWallet();
      return getState();
    }
    const fault = connectionProofFault(connection, { now: deps.now(), restored });
    if (fault) refuse(new WalletProofError(fault));
    const wallet = {
      address: connection.address,
      representedGroupPolicy: connection.representedGroupPolicy ?? null,
    };
    const violation = checkConnectOptions(wallet, options);
    if (violation) refuse(new ConnectOptionsError(violation));
    transition({ type: 'connected', now: deps.now(), connection, connectionTimeout: deps.connectionTimeout });
    return getState();
  };
}
