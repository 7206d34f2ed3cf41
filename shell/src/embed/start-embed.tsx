/**
 * The start of an embed page (`/embed/*`), in place of the site's (../bootstrap.tsx hands over
 * after the runtime configuration and the remotes are set): decide (./embed-start.ts), wait for
 * the partner page's `hello`, then render the step. Nothing of the site's start-up runs here
 * (banners, consent, telemetry, the restored wallet): the frame is one step of a sign-in.
 */
import {
  AppProviders,
  getRuntimeConfig,
  LoadingStatus,
  pageExit,
  paths,
  resolveBrand,
  type Brand,
} from '@lender/shared';
import type { Root } from 'react-dom/client';
import { startLoadingScreenAt } from '../federation/remote-loader.ts';
import { liveScreenShown, SERVER_SCREEN_ELEMENT_ID } from '../startup/take-over.ts';
import { EmbedApp } from './EmbedApp.tsx';
import { EmbedMessage } from './EmbedMessage.tsx';
import { decideEmbedStart, embedAddress, sitePageOf, type EmbedOpening } from './embed-start.ts';
import { waitForHello, type FrameChannel } from './frame-channel.ts';
import { frameSessionDeps, startSignedOut } from './fresh-session.ts';
import { leaveFrameFor } from './leave-frame.ts';
import { EMBED_PARTNER_ELEMENT_ID, EMBED_PATHS, type EmbedPartnerInfo } from './protocol.ts';
import { EMBED_NO_ANSWER, EMBED_OPENING, EMBED_PAGE_TITLE, EMBED_REFUSALS } from './texts.ts';

/** How long the frame waits for the loader's `hello` (it sends one every 250 ms). */
export const HELLO_WAIT_MS = 10_000;

/** The partner the server vouched for, or null (absent, or not of the expected shape). */
export function readEmbedPartner(doc: Document): EmbedPartnerInfo | null {
  try {
    const value: unknown = JSON.parse(doc.getElementById(EMBED_PARTNER_ELEMENT_ID)?.textContent ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { origin, labels, ticket } = value as Record<string, unknown>;
    if (typeof origin !== 'string' || !Array.isArray(labels) || !labels.every((l) => typeof l === 'string'))
      return null;
    return { origin, labels, ...(typeof ticket === 'string' && { ticket }) };
  } catch {
    return null;
  }
}

// A partner's label, else the lender's own brand (no org info: the frame is not on an org's host).
const brandOf = (label: string | null): Brand => resolveBrand({ label, orgInfo: null }, () => undefined);

function renderMessage(root: Root, brand: Brand, text: string, onClose?: () => void) {
  // A server-made login gives way: the message is what the person must see.
  liveScreenShown();
  root.render(
    <AppProviders brand={brand}>
      <EmbedMessage text={text} onClose={onClose} />
    </AppProviders>,
  );
}

export async function startEmbed(root: Root): Promise<void> {
  if (window.location.pathname === EMBED_PATHS.warm) return warmUp();
  const start = decideEmbedStart({
    pathname: window.location.pathname,
    search: window.location.search,
    partner: readEmbedPartner(document),
    framed: window.parent !== window,
    parentOrigin: window.location.ancestorOrigins?.[0],
  });
  if (start.kind === 'full-site') return window.location.replace(start.to);
  // (A server-made login, ../startup/take-over.ts, stays in place of the opening's status: the
  // live login takes over from it once in place.)
  const label = new URLSearchParams(window.location.search).get('label');
  const brand = brandOf(start.kind === 'embed' ? label : null);
  document.title = `${EMBED_PAGE_TITLE} | ${brand.titles.page}`;
  if (start.kind === 'refused') {
    const opening = start.opening;
    renderMessage(root, brand, EMBED_REFUSALS[start.reason]);
    if (!opening) return;
    // Said at once; the Close control follows once the partner's page answers (it hears the close).
    const channel = await waitForHello(window, opening, HELLO_WAIT_MS);
    channel?.post({ type: 'ready' });
    channel?.post({ type: 'event', name: 'refused', details: { reason: start.reason } });
    if (channel)
      renderMessage(root, brand, EMBED_REFUSALS[start.reason], () =>
        channel.post({ type: 'exit', reason: 'closed' }),
      );
    return;
  }
  // Whatever an earlier opening left (a shared computer) ends before anything is shown or sent.
  startSignedOut(frameSessionDeps);
  // The step's own screen, fetched while the handshake runs.
  startLoadingScreenAt(sitePageOf(start.opening.step, brand.defaultProduct));
  // Under a server-made login the status would render, hidden, on the main thread the handshake
  // and the live login wait for (a phone's slow CPU: docs/embed.md, "Fast").
  if (!document.getElementById(SERVER_SCREEN_ELEMENT_ID))
    root.render(
      <AppProviders brand={brand}>
        <LoadingStatus label={EMBED_OPENING} />
      </AppProviders>,
    );
  const channel = await waitForHello(window, start.opening, HELLO_WAIT_MS);
  if (!channel) return renderMessage(root, brand, EMBED_NO_ANSWER);
  openFrame(root, brand, start.opening, channel);
}

/**
 * The loader's hidden warming frame (`EMBED_PATHS.warm`): the login's screen is fetched (this
 * chunk and the start-up already are), so the partner's later login frame reads them from the
 * browser's cache; nothing is shown or said. Opened outside a frame, it is the full site's login.
 */
function warmUp(): void {
  if (window.parent === window) return window.location.replace(paths.login);
  startLoadingScreenAt(paths.login);
}

function openFrame(root: Root, brand: Brand, opening: EmbedOpening, channel: FrameChannel) {
  window.history.replaceState(null, '', embedAddress(opening));
  // What leaves the site (a conversion on the provenance site) opens in a new tab, not in the frame.
  pageExit.assign = leaveFrameFor(getRuntimeConfig().brokerOrigins);
  channel.post({ type: 'ready' });
  root.render(<EmbedApp brand={brand} opening={opening} channel={channel} />);
}
