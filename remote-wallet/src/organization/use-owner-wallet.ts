/**
 * The organization select-account page's runner (steps: ./owner-page-step.ts, rules:
 * ./owner-wallet-flow.ts): it loads the individual wallets, and connects the chosen one
 * through the one connect flow (../connect/use-connect.ts). The chosen wallet connected
 * is stored as the owner wallet and the page goes on to onboarding; another wallet is
 * disconnected and the page is back on Select, saying so. Leaving Connect (back, or the
 * page) disconnects a pending pairing.
 */
import { sessionStore, useLocation, useNavigate } from '@lender/shared';
import { ConnectOptionsError, pageWallet, type WalletAppKind } from '@lender/shared/wallet';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { AccountCard } from '../accounts/account-cards.ts';
import { readAccounts } from '../calls/account-calls.ts';
import { connectProblem } from '../connect/connect-kinds.ts';
import { useConnect } from '../connect/use-connect.ts';
import { initialOwnerStep, ownerStep } from './owner-page-step.ts';
import {
  afterChoose,
  afterOwnerConnect,
  onboardingAddress,
  ownerCandidates,
  ownerConnectRequest,
} from './owner-wallet-flow.ts';

export function useOwnerWallet() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [state, dispatch] = useReducer(ownerStep, initialOwnerStep);
  const connector = useConnect(state.step === 'Connect' ? ownerConnectRequest(state.card) : null);
  const { connect, cancel } = connector;
  // Only the latest list load may answer.
  const load = useRef(0);

  const toSelect = useCallback((reason?: string) => {
    const id = ++load.current;
    dispatch({ type: 'load', reason });
    readAccounts().then(
      (accounts) => id === load.current && dispatch({ type: 'loaded', cards: ownerCandidates(accounts) }),
      () => id === load.current && dispatch({ type: 'load-failed' }),
    );
  }, []);
  useEffect(() => toSelect(), [toSelect]);

  /** The owner wallet is connected: stored, and on to onboarding with this page's query. */
  const proceed = useCallback(
    (ownerWallet: string) => {
      sessionStore.getState().setOwnerWallet(ownerWallet);
      void navigate(onboardingAddress(search));
    },
    [navigate, search],
  );

  const connectWith = useCallback(
    async (card: AccountCard, kind: WalletAppKind) => {
      const session = await connect(kind);
      if (!session) return; // failed (said on Connect, or back to Select below), cancelled or superseded
      const next = afterOwnerConnect(card.wallet.address, session.address);
      if (next.next === 'onboarding') return proceed(next.ownerWallet);
      await pageWallet().disconnect();
      toSelect(connectProblem(new ConnectOptionsError('requiredIndividualAddress'), card.wallet.address));
    },
    [connect, proceed, toSelect],
  );

  // Another wallet answered (the connect flow disconnected it): back to Select, saying so
  // (before the browser paints, so the refusal never shows on Connect first).
  const { status } = connector;
  useLayoutEffect(() => {
    if (status.step === 'choose' && status.wrongWallet) toSelect(status.error);
  }, [status, toSelect]);

  // A type with one way connects once Connect shows (after the request for its card is rendered).
  const pendingAuto = useRef<{ card: AccountCard; kind: WalletAppKind } | null>(null);
  const choose = useCallback(
    (card: AccountCard) => {
      load.current += 1;
      const next = afterChoose(card, pageWallet().getState());
      if (next.next === 'onboarding') return proceed(next.ownerWallet);
      dispatch({ type: 'chosen', card });
      if (next.connectAtOnce) pendingAuto.current = { card, kind: next.connectAtOnce };
    },
    [proceed],
  );
  useEffect(() => {
    const auto = pendingAuto.current;
    if (!auto || state.step !== 'Connect' || state.card !== auto.card) return;
    pendingAuto.current = null;
    void connectWith(auto.card, auto.kind);
  }, [state, connectWith]);

  /** "Select Another Wallet": anything pending is disconnected first. */
  const back = useCallback(() => {
    void cancel();
    toSelect();
  }, [cancel, toSelect]);

  return { state, status, choose, connectWith, back, retry: () => toSelect() };
}
