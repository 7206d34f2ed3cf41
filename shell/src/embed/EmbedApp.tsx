/**
 * The frame's React tree: the partner's brand, the embed's router (other pages open on the full
 * site in a new tab, ./embed-router.tsx), the one toaster and live region.
 */
import { AppProviders, LiveRegion, ToasterHost, type Brand } from '@lender/shared';
import { useCallback } from 'react';
import { EmbedFrame } from './EmbedFrame.tsx';
import { EmbedRouter } from './embed-router.tsx';
import { embedStepOf, type EmbedOpening } from './embed-start.ts';
import type { FrameChannel } from './frame-channel.ts';
import { fullSiteHref, openInNewTab } from './leave-frame.ts';

const stays = (pathname: string) => embedStepOf(pathname) !== undefined;

export function EmbedApp(props: { brand: Brand; opening: EmbedOpening; channel: FrameChannel }) {
  const { label } = props.opening;
  const leave = useCallback(
    (href: string) => openInNewTab(fullSiteHref(href, label, window.location.origin)),
    [label],
  );
  return (
    <AppProviders brand={props.brand}>
      <EmbedRouter stays={stays} leave={leave}>
        <EmbedFrame opening={props.opening} channel={props.channel} />
      </EmbedRouter>
      <ToasterHost />
      <LiveRegion />
    </AppProviders>
  );
}
