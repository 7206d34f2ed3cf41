/**
 * The frame's page: a close control, then the step's screen in the main landmark, with the
 * wallet modal's place, and nothing of the site's chrome (header, banners, footer): the partner's
 * page is the context. The login screen is the login remote's, loaded by federation as on the
 * full site, so a remote deployed alone reaches partners on their next opening.
 */
import { Button, Container, Flex, sessionStore, useLocation, useNavigate } from '@lender/shared';
import { useEffect, useRef } from 'react';
import { RemoteRoute } from '../federation/RemoteRoute.tsx';
import { WalletModalSlot } from '../wallet-modal/WalletModalSlot.tsx';
import { EmbedDone } from './EmbedDone.tsx';
import { eventsBetween, modalLeftUnfinished, type EmbedWatch } from './embed-events.ts';
import { embedStepOf, type EmbedOpening } from './embed-start.ts';
import { EmbedWallet } from './EmbedWallet.tsx';
import { escapeClosesEmbed } from './escape-closes.ts';
import type { FrameChannel } from './frame-channel.ts';
import { EMBED_PATHS } from './protocol.ts';
import { EMBED_CLOSE_LABEL } from './texts.ts';

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
  const step = embedStepOf(useLocation().pathname);
  useEmbedProgress(channel, step === 'done');
  useEscapeCloses(channel);
  return (
    <Flex direction="column" minH="100vh">
      <Flex justify="flex-end" px="4" pt="3">
        <Button
          variant="ghost"
          aria-label={EMBED_CLOSE_LABEL}
          onClick={() => channel.post({ type: 'exit', reason: 'closed' })}
        >
          Close ✕
        </Button>
      </Flex>
      <Container as="main" id="main" tabIndex={-1} maxW="lg" flex="1" pb="10" _focus={{ outline: 'none' }}>
        <WalletModalSlot />
        {step === 'login' && <RemoteRoute id="remote_login/LoginScreen" />}
        {step === 'wallet' && <EmbedWallet opening={opening} />}
        {step === 'done' && <EmbedDone channel={channel} />}
      </Container>
    </Flex>
  );
}
