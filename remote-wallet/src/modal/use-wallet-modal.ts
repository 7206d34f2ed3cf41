/**
 * The wallet modal's runner: it feeds the reducer (./modal-reducer.ts) what the person
 * does and what each effect answers, and runs the effects it returns (./modal-effects.ts)
 * once the view they belong to has rendered, so the connect flow has that view's
 * request. The start is read once, when the modal opens (`modalStart`). Everything the
 * person sees derives from the reducer's view and the connect flow's status. The page's
 * visibility is told to the reducer (the way back after "Open in wallet": ./way-back.ts).
 * While a verify step waits for a signature, session storage keeps where the modal is
 * (./signing-marker.ts), so a reload comes back to it; the modal gone, the marker goes too.
 */
import { useNavigate } from '@lender/shared';
import { type SwitchedAccount } from '@lender/shared/contracts';
import { pageWallet } from '@lender/shared/wallet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConnect } from '../connect/use-connect.ts';
import { runModalEffect } from './modal-effects.ts';
import { backLabelOf, shownConnect, titleOf } from './modal-header.ts';
import { initialModalState, modalTurn } from './modal-reducer.ts';
import { connectRequestOf, modalStart } from './modal-rules.ts';
import type { ModalEffect, ModalEvent, PersonEvent } from './modal-view.ts';
import { signingMarkerOf, signingMarkerStore } from './signing-marker.ts';
import { usePageVisibility } from './use-page-visibility.ts';
import { visibilityEvent, WAY_BACK_AFTER_MS, wayBackReturns } from './way-back.ts';

export function useWalletModal(
  onDone: (result: { connected: boolean }) => void,
  onAccountSwitch?: (account: SwitchedAccount) => void,
) {
  const wallet = pageWallet();
  const navigate = useNavigate();
  const [state, setState] = useState(initialModalState);
  const latest = useRef(state);
  // Effects wait here for the render of the change that asked for them (with its number).
  const due = useRef<{ effect: ModalEffect; seq: number }[]>([]);

  const dispatch = useCallback((event: ModalEvent, answerTo?: number) => {
    const next = modalTurn(latest.current, event, answerTo);
    if (next === latest.current) return;
    latest.current = next;
    due.current.push(...next.effects.map((effect) => ({ effect, seq: next.seq })));
    setState(next);
  }, []);

  const heardVisibility = useCallback(
    (visibility: DocumentVisibilityState) => dispatch(visibilityEvent(visibility)),
    [dispatch],
  );
  usePageVisibility(heardVisibility, WAY_BACK_AFTER_MS);

  const { view } = state;
  const returns = wayBackReturns(view);
  const wayBack = useMemo(
    () => ({ returns, onOpened: () => dispatch({ type: 'opened-in-wallet' }) }),
    [returns, dispatch],
  );
  const connect = useConnect(connectRequestOf(view));
  const shown = shownConnect(view, connect.status);

  // The modal's timers (the signing step's limit) stop with it.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const after = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(
      () => {
        timers.current.delete(timer);
        run();
      },
      Math.max(0, ms),
    );
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
      signingMarkerStore.remove();
    };
  }, []);

  useEffect(() => {
    for (const { effect, seq } of due.current.splice(0)) {
      // A newer change superseded this one before it rendered: its effects are not wanted any more.
      if (seq !== latest.current.seq) continue;
      runModalEffect(effect, {
        wallet,
        connect,
        navigate,
        onDone,
        onAccountSwitch,
        answer: (event) => dispatch(event, seq),
        isCurrent: () => latest.current.seq === seq,
        after,
      });
    }
  });

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch({ type: 'open', start: modalStart(wallet.modalRequest(), signingMarkerStore.read()) });
  }, [wallet, dispatch]);

  // Once opened (the marker of a reload has been read), the marker follows the view.
  const opened = state.seq > 0;
  useEffect(() => {
    if (!opened) return;
    const marker = signingMarkerOf(view);
    if (marker) signingMarkerStore.write(marker);
    else signingMarkerStore.remove();
  }, [opened, view]);

  return {
    view,
    shown,
    title: titleOf(view, shown),
    backLabel: backLabelOf(view, shown),
    wayBack,
    send: (event: Exclude<PersonEvent, { type: 'open' | 'close' }>) => dispatch(event),
    /** The person closes: what is pending is told by the wallet's state now. */
    close: () => dispatch({ type: 'close', wallet: wallet.getState().status }),
  };
}
