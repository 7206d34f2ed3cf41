/**
 * The organization select-account page's controller (rules: ./owner-wallet-flow.ts):
 * Select lists the individual wallets; choosing one goes to Connect, which connects
 * it by its type (one way: at once; several: the person picks), requiring that
 * wallet. The chosen wallet connected, it is stored as the owner wallet and the page
 * goes on to onboarding; another wallet is disconnected and the page is back on
 * Select, saying so. Leaving the page mid-pairing disconnects what was pending.
 */
import { sessionStore, useLocation, useNavigate } from '@lender/shared';
import { ConnectOptionsError, pageWallet, sameAddress, type WalletAppKind } from '@lender/shared/wallet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listAccounts } from '../calls/account-calls.ts';
import type { AccountCard } from '../accounts/account-cards.ts';
import { connectKindsFor, connectProblem } from '../connect/connect-kinds.ts';
import { ERROR_RETRIEVING_ACCOUNTS } from '../modal/modal-rules.ts';
import { walletLinks } from '../connect/wallet-links.ts';
import { afterOwnerConnect, onboardingAddress, ownerCandidates } from './owner-wallet-flow.ts';

export type OwnerView =
  | { step: 'Select'; status: 'loading' | 'ready' | 'failed'; cards: AccountCard[]; error?: string }
  | {
      step: 'Connect';
      card: AccountCard;
      kinds: readonly WalletAppKind[];
      kind: WalletAppKind | null;
      connecting: boolean;
      pairingUri: string | null;
      error?: string;
    };

export function useOwnerWallet() {
  const wallet = pageWallet();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [view, setView] = useState<OwnerView>({ step: 'Select', status: 'loading', cards: [] });
  const cards = useRef<AccountCard[]>([]);
  // Only the latest step may change the view.
  const step = useRef(0);
  const current = () => ++step.current;
  const stillCurrent = (id: number) => id === step.current;

  const toSelect = useCallback((error?: string) => {
    const id = current();
    setView({ step: 'Select', status: 'loading', cards: [] });
    listAccounts().then(
      (accounts) => {
        cards.current = ownerCandidates(accounts);
        if (stillCurrent(id)) setView({ step: 'Select', status: 'ready', cards: cards.current, error });
      },
      () =>
        stillCurrent(id) &&
        setView({ step: 'Select', status: 'failed', cards: [], error: ERROR_RETRIEVING_ACCOUNTS }),
    );
  }, []);

  useEffect(() => {
    toSelect();
    const off = wallet.on('pairing-uri', ({ uri }) =>
      setView((shown) => (shown.step === 'Connect' ? { ...shown, pairingUri: uri } : shown)),
    );
    return () => {
      off();
      // Leaving the page mid-pairing: nothing may stay pending.
      if (wallet.getState().status === 'pending') void wallet.disconnect();
    };
  }, [wallet, toSelect]);

  /** The owner wallet is connected: stored, and on to onboarding with this page's query. */
  const proceed = useCallback(
    (ownerWallet: string) => {
      sessionStore.getState().setOwnerWallet(ownerWallet);
      void navigate(onboardingAddress(search));
    },
    [navigate, search],
  );

  const connectWith = useCallback(
    (card: AccountCard, kind: WalletAppKind) => {
      const id = current();
      const kinds = connectKindsFor(card.wallet.type);
      const shown = { step: 'Connect', card, kinds, kind, pairingUri: null } as const;
      setView({ ...shown, connecting: true });
      const required = card.wallet.address;
      void (async () => {
        try {
          const before = wallet.getState();
          if (before.status === 'connected' && sameAddress(before.address ?? '', required))
            return proceed(before.address!);
          if (before.status !== 'disconnected') await wallet.disconnect();
          const session = await wallet.connect(kind, { requiredIndividualAddress: required });
          if (!stillCurrent(id)) return;
          const next = afterOwnerConnect(required, session.status === 'connected' ? session.address : null);
          if (next.next === 'onboarding') return proceed(next.ownerWallet);
          await wallet.disconnect();
          toSelect(connectProblem(new ConnectOptionsError('requiredIndividualAddress'), required));
        } catch (error) {
          if (!stillCurrent(id)) return;
          // Another wallet answered: disconnected, back to Select. Anything else: try again here.
          if (error instanceof ConnectOptionsError) return toSelect(connectProblem(error, required));
          setView({ ...shown, connecting: false, error: connectProblem(error, required) });
        }
      })();
    },
    [wallet, proceed, toSelect],
  );

  const choose = useCallback(
    (card: AccountCard) => {
      const kinds = connectKindsFor(card.wallet.type);
      if (kinds.length === 1) return connectWith(card, kinds[0]!);
      current();
      setView({ step: 'Connect', card, kinds, kind: null, connecting: false, pairingUri: null });
    },
    [connectWith],
  );

  /** "Select Another Wallet": anything pending is disconnected first. */
  const back = useCallback(() => {
    if (wallet.getState().status === 'pending') void wallet.disconnect();
    toSelect();
  }, [wallet, toSelect]);

  const links = useMemo(walletLinks, []);
  return { view, choose, connectWith, back, retry: () => toSelect(), ...links };
}
