/**
 * The frame's page (./EmbedFrameLayout.tsx): the step's screen, with the wallet modal's place.
 * The login and registration screens are their remotes', loaded by federation as on the full site,
 * so a remote deployed alone reaches partners on their next opening.
 */
import { sessionStore, useBrand, useLocation, useNavigate } from '@lender/shared';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { livePageRendered } from '../startup/take-over.ts';
import { WalletModalSlot } from '../wallet-modal/WalletModalSlot.tsx';
import { EmbedDone } from './EmbedDone.tsx';
import { eventsBetween, modalLeftUnfinished, type EmbedWatch } from './embed-events.ts';
import { embedStepOf, type EmbedOpening } from './embed-start.ts';
import { EMBED_MAIN_ID, EmbedFrameLayout } from './EmbedFrameLayout.tsx';
import { EmbedWallet } from './EmbedWallet.tsx';
import { escapeClosesEmbed } from './escape-closes.ts';
import type { FrameChannel } from './frame-channel.ts';
import { EMBED_LOGIN_SCREEN, EMBED_PATHS, EMBED_REGISTER_SCREENS } from './protocol.ts';

/** Progress events and the way on after a wallet modal that closed unfinished. */
function useEmbedProgress(channel: FrameChannel, done: boolean) {
  const navigate = useNavigate();
  const watched = useRef<EmbedWatch>({ modalOpen: false, done: false });
  const signedInSent = useRef(false);
  useEffect(() => {
    const update = (next: EmbedWatch) => {
      const previous = watched.current;
      watched.current = next;
      for (const event of eventsBetween(previous, next, signedInSent.current)) {
        if (event.name === 'signed_in') signedInSent.current = true;
        channel.post({ type: 'event', ...event });
      }
      // After the modal's own way on (its Done navigates to the last step right after closing).
      if (modalLeftUnfinished(previous, next))
        setTimeout(() => {
          if (embedStepOf(window.location.pathname) !== 'done')
            void navigate(EMBED_PATHS.done, { replace: true });
        });
    };
    update({ ...watched.current, done });
    return sessionStore.subscribe((state) =>
      update({ ...watched.current, modalOpen: state.walletSession.modal.showModal }),
    );
  }, [channel, done, navigate]);
}

/**
 * A new step (the login's "Register here", the registration's "Log in here") starts at its top
 * with the focus on the main landmark, as a page of the site does (../layout/PageChrome.tsx), so
 * keyboard and screen-reader users start at the new step; the first step keeps the frame's focus.
 */
function useStepStart(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0 });
    document.getElementById(EMBED_MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

function useEscapeCloses(channel: FrameChannel) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (escapeClosesEmbed(event, document)) channel.post({ type: 'exit', reason: 'escape' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [channel]);
}

export function EmbedFrame({ opening, channel }: { opening: EmbedOpening; channel: FrameChannel }) {
  const { pathname } = useLocation();
  const step = embedStepOf(pathname);
  const { defaultProduct } = useBrand();
  useStepStart(pathname);
  useEmbedProgress(channel, step === 'done');
  useEscapeCloses(channel);
  // A server-made login (../startup/take-over.ts): its take-over by time counts from here, after
  // `RemoteRoute`'s own effect has said that the screen loads.
  useLayoutEffect(livePageRendered, []);
  return (
    <EmbedFrameLayout onClose={() => channel.post({ type: 'exit', reason: 'closed' })}>
      <WalletModalSlot />
      {step === 'login' && <RemoteRoute id={EMBED_LOGIN_SCREEN} />}
      {step === 'wallet' && <EmbedWallet opening={opening} />}
      {step === 'register' && <RemoteRoute id={EMBED_REGISTER_SCREENS[defaultProduct]} />}
      {step === 'done' && <EmbedDone channel={channel} opening={opening} />}
    </EmbedFrameLayout>
  );
}
