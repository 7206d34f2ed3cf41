/**
 * A page wallet whose signature requests wait until the test approves them, for the signing
 * step's component tests: each `signHexMessage`/`signJWT` is told to `onRequest` listeners
 * (`request-waiting`, ids r1, r2, …) as the page wallet does, and `removePendingMethod` rejects
 * the one it names with `WalletRequestWithdrawnError` (once `holdWithdrawals` is released).
 */
import { WalletRequestWithdrawnError, type PageWallet } from '@lender/shared/wallet';

type Listener = Parameters<PageWallet['onRequest']>[0];

export function waitingSignatures(page: PageWallet) {
  const listeners = new Set<Listener>();
  const waiting = new Map<string, { approve: () => void; withdraw: () => void }>();
  let count = 0;
  let heldWithdrawal: Promise<void> = Promise.resolve();
  let releaseWithdrawal = () => undefined as void;

  function ask<T>(method: 'signJWT' | 'signHexMessage', sign: () => Promise<T>): Promise<T> {
    const requestId = `r${++count}`;
    return new Promise<T>((resolve, reject) => {
      waiting.set(requestId, {
        approve: () => void sign().then(resolve, reject),
        withdraw: () => reject(new WalletRequestWithdrawnError()),
      });
      listeners.forEach((listener) => listener({ type: 'request-waiting', method, requestId }));
    }).finally(() => waiting.delete(requestId));
  }

  const signJWT = page.signJWT;
  const signHexMessage = page.signHexMessage;
  jest.spyOn(page, 'onRequest').mockImplementation((listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  });
  jest.spyOn(page, 'signJWT').mockImplementation((...args) => ask('signJWT', () => signJWT(...args)));
  jest
    .spyOn(page, 'signHexMessage')
    .mockImplementation((...args) => ask('signHexMessage', () => signHexMessage(...args)));
  const removePendingMethod = jest
    .spyOn(page, 'removePendingMethod')
    .mockImplementation(async (requestId) => {
      await heldWithdrawal;
      waiting.get(requestId)?.withdraw();
    });

  return {
    /** The ids of the requests waiting now. */
    waiting: () => [...waiting.keys()],
    /** How many signatures were asked for. */
    asked: () => count,
    approve: (requestId: string) => waiting.get(requestId)!.approve(),
    removePendingMethod,
    /** Withdrawals wait until `releaseWithdrawals` (the wallet has not answered yet). */
    holdWithdrawals: () => {
      heldWithdrawal = new Promise((resolve) => (releaseWithdrawal = resolve));
    },
    releaseWithdrawals: () => releaseWithdrawal(),
  };
}
