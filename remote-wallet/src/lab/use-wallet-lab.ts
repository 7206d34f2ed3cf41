/**
 * The wallet lab's controller: connect a wallet of the kind chosen (mobile, hosted),
 * show a mobile wallet's pairing link while the person approves in the wallet, then verify it (sign the dev API's nonce and attach
 * it to the signed-in identity), or disconnect. Each failure is a message with a
 * way back; the session itself comes from the driver.
 */
import { apiClient, useSession, type WalletSession } from '@lender/shared';
import type { WalletConnectionDriver } from '@lender/shared/wallet';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { LabDrivers, LabWalletKind } from './lab-wallet.ts';

export type LabStep =
  | { step: 'idle' }
  | { step: 'connecting'; pairingUri: string | null }
  | { step: 'connected' }
  | { step: 'verifying' }
  | { step: 'verified' }
  | { step: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function verifyWallet(driver: WalletConnectionDriver, sessionJwt: string): Promise<void> {
  const { walletNonce, attachWallet } = await import('@lender/shared/endpoints/identity');
  const headers = { 'X-Identity-Token': sessionJwt };
  const { hexEncodedNonce } = await walletNonce.call(apiClient, { headers });
  const signedNonceHex = await driver.signHexMessage(hexEncodedNonce);
  await attachWallet.call(apiClient, { query: { signedNonceHex, defaultWallet: false }, headers });
}

export function useWalletLab(drivers: LabDrivers) {
  const [kind, setKind] = useState<LabWalletKind>('mobile');
  const driver = drivers[kind];
  const session: WalletSession = useSyncExternalStore(driver.subscribe, driver.getState);
  const sessionJwt = useSession((state) => state.jwt);
  const [lab, setLab] = useState<LabStep>(() =>
    driver.getState().status === 'connected' ? { step: 'connected' } : { step: 'idle' },
  );

  useEffect(() => {
    const offUri = driver.on('pairing-uri', ({ uri }) => setLab({ step: 'connecting', pairingUri: uri }));
    const offEnd = driver.on('disconnected', ({ reason }) =>
      setLab(reason ? { step: 'failed', message: reason } : { step: 'idle' }),
    );
    return () => {
      offUri();
      offEnd();
    };
  }, [driver]);

  const connect = useCallback(
    (chosen: LabWalletKind) => {
      setKind(chosen);
      setLab({ step: 'connecting', pairingUri: null });
      drivers[chosen].connect().then(
        (connected) => setLab(connected.status === 'connected' ? { step: 'connected' } : { step: 'idle' }),
        (error: unknown) => setLab({ step: 'failed', message: messageOf(error) }),
      );
    },
    [drivers],
  );

  const verify = useCallback(() => {
    if (!sessionJwt) return;
    setLab({ step: 'verifying' });
    verifyWallet(driver, sessionJwt).then(
      () => setLab({ step: 'verified' }),
      (error: unknown) => setLab({ step: 'failed', message: messageOf(error) }),
    );
  }, [driver, sessionJwt]);

  const disconnect = useCallback(() => {
    void driver.disconnect();
    setLab({ step: 'idle' });
  }, [driver]);

  const cancel = useCallback(() => {
    driver.closeModal();
    setLab({ step: 'idle' });
  }, [driver]);

  return { kind, session, lab, signedIn: sessionJwt !== null, connect, verify, disconnect, cancel };
}
