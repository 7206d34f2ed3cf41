/**
 * The passport redirect screen's controller (rules: ./flow-choice.ts, ./passport-plan.ts).
 * It reads the flow intent (a link whose redirect field is refused stops here, storing
 * nothing), waits for the connected wallet (a saved one is restored; with none the
 * wallet modal opens and the screen carries on once an account is chosen and the
 * modal has closed), loads the passport and its statuses (./passport-calls.ts),
 * decides, saves the intent under `gatekeep-up` and leaves for the passport site. A
 * flow rule that fails leaves the person here with a way back.
 */
import { getRuntimeConfig, pageExit, sessionStore, useLocation } from '@lender/shared';
import { flowQueryOf } from '@lender/shared/onboarding';
import { pagePassportSite, pageWallet, type PageWallet } from '@lender/shared/wallet';
import { type WalletSession } from '@lender/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseFlow } from './flow-choice.ts';
import type { RedirectPlaces } from './flow-redirects.ts';
import { loadPassport } from './passport-calls.ts';
import { backLinkOf, planRedirect } from './passport-plan.ts';

export type PassportScreenState =
  | { step: 'checking' }
  | { step: 'wallet' }
  | { step: 'loading' }
  | { step: 'redirecting'; url: string }
  | { step: 'blocked'; back: string }
  | { step: 'invalid'; message: string; back: string }
  | { step: 'failed'; message: string; back: string };

/** Where a flow's redirect fields may lead, from this page (./flow-redirects.ts). */
function redirectPlaces(): RedirectPlaces {
  let passportOrigin: string | null = null;
  try {
    passportOrigin = pagePassportSite();
  } catch {
    // No wallet configuration: only the product's own addresses; the screen says so once it needs the site.
  }
  const production = getRuntimeConfig().environment === 'production';
  return { productOrigin: location.origin, passportOrigin, production };
}

/** The wallet once it has settled: a saved connection restored, a pending one finished. */
function settledWallet(wallet: PageWallet): Promise<WalletSession> {
  return wallet.restore().then(
    (state) =>
      state.status !== 'pending'
        ? state
        : new Promise<WalletSession>((resolve) => {
            const off = wallet.subscribe((next) => {
              if (next.status === 'pending') return;
              off();
              resolve(next);
            });
          }),
    () => wallet.getState(),
  );
}

export function usePassportRedirect() {
  const { search } = useLocation();
  const [state, setState] = useState<PassportScreenState>({ step: 'checking' });
  const active = useRef(true);

  const run = useCallback(() => {
    const flow = chooseFlow(flowQueryOf(search), sessionStore.getState().flowRecord, redirectPlaces());
    if (!flow.ok)
      return setState({ step: 'invalid', message: flow.message, back: backLinkOf(null, location.origin) });
    const { record } = flow;
    const back = backLinkOf(record, location.origin);
    const wallet = pageWallet();

    const decide = async (address: string) => {
      setState({ step: 'loading' });
      let site: string;
      try {
        site = pagePassportSite();
      } catch (error) {
        return setState({ step: 'failed', message: (error as Error).message, back });
      }
      const answer = await loadPassport();
      if (!active.current) return;
      const plan = planRedirect({
        record,
        answer,
        connectedWalletAddress: address,
        ownerWallet: sessionStore.getState().ownerWallet,
        site,
      });
      if (plan.kind === 'blocked') return setState({ step: 'blocked', back });
      sessionStore.getState().saveFlowRecord(plan.record);
      setState({ step: 'redirecting', url: plan.url });
      pageExit.assign(plan.url);
    };

    setState({ step: 'checking' });
    return void settledWallet(wallet).then((settled) => {
      if (!active.current) return;
      if (settled.status === 'connected' && settled.address) return void decide(settled.address);
      // No wallet: the modal first; the screen carries on once it has connected one and closed.
      setState({ step: 'wallet' });
      wallet.openModal({ returnTo: null });
      const off = wallet.subscribe((next) => {
        if (!active.current) return off();
        if (next.modal.showModal || next.status !== 'connected' || !next.address) return;
        off();
        void decide(next.address);
      });
    });
  }, [search]);

  useEffect(() => {
    active.current = true;
    run();
    return () => {
      active.current = false;
    };
  }, [run]);

  return { state, connectWallet: () => pageWallet().openModal({ returnTo: null }) };
}
