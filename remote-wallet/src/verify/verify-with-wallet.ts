/**
 * The verify sequence (./verify-sequence.ts) wired to the page wallet and the verify
 * calls: the wallet renews its token and signs the nonce, the calls module fetches and
 * attaches, the session store keeps the new jwt.
 */
import { sessionStore } from '@lender/shared';
import { WalletRequestWithdrawnError, type PageWallet } from '@lender/shared/wallet';
import { attachWallet, fetchNonce } from '../calls/verify-calls.ts';
import { verifyConnectedWallet, type VerifyOutcome, type VerifyStep } from './verify-sequence.ts';
import { walletTokenExpired } from './wallet-token.ts';

export function verifyWithWallet(
  wallet: Pick<PageWallet, 'signJWT' | 'signHexMessage' | 'getState'>,
  options: {
    renew: boolean;
    onStep: (step: VerifyStep) => void;
    onAccountSwitch?: () => void;
    /** Whether the change that started it is still the latest (else nothing is stored). */
    isCurrent: () => boolean;
  },
): Promise<VerifyOutcome> {
  return verifyConnectedWallet(
    {
      // The page wallet stores the new token in the session, where the API client reads it.
      renewToken: async () => void (await wallet.signJWT()),
      fetchNonce,
      signNonce: (hexNonce) => wallet.signHexMessage(hexNonce),
      attach: attachWallet,
      storeJwt: (jwt) => sessionStore.getState().setJwt(jwt),
      onAccountSwitch: options.onAccountSwitch,
      onStep: options.onStep,
      tokenExpired: () => walletTokenExpired(wallet.getState().signedJWT, Date.now()),
      isCurrent: options.isCurrent,
      withdrawn: (error) => error instanceof WalletRequestWithdrawnError,
    },
    { renew: options.renew },
  );
}
