/**
 * The wallet lab's controller, over the page wallet (`@lender/shared/wallet`): take up
 * a connection saved by an earlier page, connect a wallet of the kind chosen, show a
 * mobile wallet's pairing link while the person approves in the wallet, verify it
 * (sign the dev API's nonce and attach it to the signed-in identity), disconnect, or
 * log out as the shell's logout does on this origin (the registered wallet first, then
 * everything stored). Each failure is a message with a way back; the session itself
 * comes from the page wallet.
 */
import {
  apiClient,
  clearStoredSession,
  disconnectRegisteredWallet,
  sessionStore,
  useSession,
  type WalletSession,
} from '@lender/shared';
import type { PageWallet, WalletAppKind } from '@lender/shared/wallet';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type LabStep =
  | { step: 'idle' }
  | { step: 'restoring' }
  | { step: 'connecting'; pairingUri: string | null }
  | { step: 'connected' }
  | { step: 'verifying' }
  | { step: 'verified' }
  | { step: 'logged-out' }
  | { step: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function verifyWallet(wallet: PageWallet, sessionJwt: string): Promise<void> {
  const { walletNonce, attachWallet } = await import('@lender/shared/endpoints/identity');
  const headers = { 'X-Identity-Token': sessionJwt };
  const { hexEncodedNonce } = await walletNonce.call(apiClient, { headers });
  const signedNonceHex = await wallet.signHexMessage(hexEncodedNonce);
  await attachWallet.call(apiClient, { query: { signedNonceHex, defaultWallet: false }, headers });
}

export function useWalletLab(wallet: PageWallet) {
  const session: WalletSession = useSyncExternalStore(wallet.subscribe, wallet.getState);
  const sessionJwt = useSession((state) => state.jwt);
  const [kind, setKind] = useState<WalletAppKind | null>(() => wallet.kind());
  const [lab, setLab] = useState<LabStep>({ step: 'restoring' });
  // A connect the person cancelled settles into nothing: only the latest attempt counts.
  const attempt = useRef(0);
  const settle = useCallback((work: Promise<WalletSession>) => {
    const current = ++attempt.current;
    return work.then(
      (next) => {
        if (current === attempt.current)
          setLab(next.status === 'connected' ? { step: 'connected' } : { step: 'idle' });
      },
      (error: unknown) => {
        if (current === attempt.current) setLab({ step: 'failed', message: messageOf(error) });
      },
    );
  }, []);

  useEffect(() => {
    void settle(wallet.restore()).finally(() => setKind(wallet.kind()));
    const offUri = wallet.on('pairing-uri', ({ uri }) => setLab({ step: 'connecting', pairingUri: uri }));
    const offEnd = wallet.on('disconnected', ({ reason }) =>
      setLab(reason ? { step: 'failed', message: reason } : { step: 'idle' }),
    );
    return () => {
      offUri();
      offEnd();
    };
  }, [wallet, settle]);

  const connect = useCallback(
    (chosen: WalletAppKind) => {
      setKind(chosen);
      setLab({ step: 'connecting', pairingUri: null });
      void settle(wallet.connect(chosen));
    },
    [wallet, settle],
  );

  const verify = useCallback(() => {
    if (!sessionJwt) return;
    setLab({ step: 'verifying' });
    verifyWallet(wallet, sessionJwt).then(
      () => setLab({ step: 'verified' }),
      (error: unknown) => setLab({ step: 'failed', message: messageOf(error) }),
    );
  }, [wallet, sessionJwt]);

  const disconnect = useCallback(() => {
    void wallet.disconnect();
    setLab({ step: 'idle' });
  }, [wallet]);

  const cancel = useCallback(() => {
    attempt.current++;
    wallet.closeModal();
    void wallet.disconnect();
    setLab({ step: 'idle' });
  }, [wallet]);

  const logOut = useCallback(() => {
    void disconnectRegisteredWallet().then(() => {
      sessionStore.getState().clearSession();
      clearStoredSession();
      setLab({ step: 'logged-out' });
    });
  }, []);

  return { kind, session, lab, signedIn: sessionJwt !== null, connect, verify, disconnect, cancel, logOut };
}
