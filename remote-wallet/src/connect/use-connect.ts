/**
 * The one connect flow's runner (rules: ./connect-flow.ts): connects through the page
 * wallet, the one writer of the wallet session. It hears the pairing link, keeps only
 * the latest attempt ("one kind connects at once": a result the person left behind
 * settles into nothing), disconnects a pending pairing of its own on cancel and on unmount
 * (never a saved connection the page is taking up meanwhile: that one is the person's), and
 * says a failed connect in words (`connectProblem`). What follows a connection is the
 * caller's (the modal's reducer, the organization page's rules).
 */
import { ConnectOptionsError, pageWallet, type WalletAppKind } from '@lender/shared/wallet';
import { type WalletSession } from '@lender/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { connectProblem } from './connect-kinds.ts';
import {
  beforeConnect,
  connectStep,
  initialConnectStatus,
  requestKey,
  type ConnectRequest,
  type ConnectStatus,
} from './connect-flow.ts';

export interface ConnectHandle {
  status: ConnectStatus;
  /**
   * Connects with `kind`, requiring `request.required` (the request as last rendered).
   * Resolves with the connected session, or null when the attempt failed (status shows
   * the error), was cancelled or was superseded by a newer one. Never rejects.
   */
  connect: (kind: WalletAppKind) => Promise<WalletSession | null>;
  /** Stops the current attempt: a later result is ignored, and its pending pairing is disconnected. */
  cancel: () => Promise<void>;
}

export function useConnect(request: ConnectRequest | null): ConnectHandle {
  const wallet = pageWallet();
  const [status, dispatch] = useReducer(connectStep, initialConnectStatus);
  const requestRef = useRef(request);
  requestRef.current = request;
  // Only the latest attempt may change the status or answer; one left behind answers null at once
  // (a wallet may never settle a connect it was told to drop).
  const latest = useRef(0);
  const dropLatest = useRef<() => void>(() => undefined);
  const leave = useCallback(() => {
    latest.current += 1;
    dropLatest.current();
  }, []);

  // A new request clears an error about the one before (adjusted while rendering, so it never shows).
  const key = requestKey(request);
  const [keyShown, setKeyShown] = useState(key);
  if (keyShown !== key) {
    setKeyShown(key);
    if (status.step === 'choose' && status.error !== undefined) dispatch({ type: 'reset' });
  }

  // How many of this hook's connects have not settled: a pending session is its own to end only
  // then (a restore after a reload is pending too, and ending it would lose the connection).
  const connecting = useRef(0);
  const ownPending = useCallback(
    () => connecting.current > 0 && wallet.getState().status === 'pending',
    [wallet],
  );

  useEffect(() => wallet.on('pairing-uri', ({ uri }) => dispatch({ type: 'pairing-uri', uri })), [wallet]);
  useEffect(
    () => () => {
      leave();
      // Leaving mid-pairing: nothing of ours may stay pending.
      if (ownPending()) void wallet.disconnect();
    },
    [wallet, leave, ownPending],
  );

  const attempt = useCallback(
    async (id: number, kind: WalletAppKind): Promise<WalletSession | null> => {
      const required = requestRef.current?.required ?? null;
      dispatch({ type: 'start', kind });
      try {
        const before = beforeConnect(wallet.getState(), required);
        if (before === 'disconnect-first') {
          await wallet.disconnect();
          // Dropped while the other wallet was let go: no pairing may start that nobody would end.
          if (id !== latest.current) return null;
        }
        let session = wallet.getState();
        if (before !== 'already-connected') {
          connecting.current += 1;
          try {
            session = await wallet.connect(kind, required ? { requiredIndividualAddress: required } : {});
          } finally {
            connecting.current -= 1;
          }
        }
        if (id !== latest.current) return null;
        if (session.status === 'connected') return session;
        dispatch({ type: 'reset' }); // abandoned meanwhile (the wallet ended it)
        return null;
      } catch (error) {
        if (id !== latest.current) return null;
        const wrongWallet = error instanceof ConnectOptionsError;
        // The driver ends a refused connect itself; this makes sure nothing of it stays.
        if (wrongWallet && wallet.getState().status !== 'disconnected') await wallet.disconnect();
        dispatch({ type: 'failed', message: connectProblem(error, required), wrongWallet });
        return null;
      }
    },
    [wallet],
  );

  const connect = useCallback(
    (kind: WalletAppKind): Promise<WalletSession | null> => {
      leave();
      const id = latest.current;
      const dropped = new Promise<null>((resolve) => {
        dropLatest.current = () => resolve(null);
      });
      return Promise.race([attempt(id, kind), dropped]);
    },
    [leave, attempt],
  );

  const cancel = useCallback(async (): Promise<void> => {
    leave();
    dispatch({ type: 'reset' });
    if (ownPending()) await wallet.disconnect();
  }, [wallet, leave, ownPending]);

  return { status, connect, cancel };
}
