/**
 * The frame's React tree: the partner's brand, the embed's router (the login and registration
 * pages as the frame's steps, other pages on the full site in a new tab, ./embed-router.tsx), the
 * one toaster and live region.
 */
import { AppProviders, LiveRegion, ToasterHost, type Brand } from '@lender/shared';
import { useCallback } from 'react';
import { EmbedFrame } from './EmbedFrame.tsx';
import { EmbedRouter } from './embed-router.tsx';
import { embedStepOf, frameAddressFor, type EmbedOpening } from './embed-start.ts';
import type { FrameChannel } from './frame-channel.ts';
import { fullSiteHref, openInNewTab } from './leave-frame.ts';

const stays = (pathname: string) => embedStepOf(pathname) !== undefined;

export function EmbedApp(props: { brand: Brand; opening: EmbedOpening; channel: FrameChannel }) {
  const { opening } = props;
  const leave = useCallback(
    (href: string) => openInNewTab(fullSiteHref(href, opening.label, window.location.origin)),
    [opening.label],
  );
  const inFrame = useCallback((pathname: string) => frameAddressFor(pathname, opening), [opening]);
  return (
    <AppProviders brand={props.brand}>
      <EmbedRouter stays={stays} inFrame={inFrame} leave={leave}>
        <EmbedFrame opening={props.opening} channel={props.channel} />
      </EmbedRouter>
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
