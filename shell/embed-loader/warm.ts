/**
 * The frame's scripts fetched before `open` (docs/embed.md, "Fast"): at the partner page's first
 * idle moment after its load, a hidden frame of `<shell>/embed/warm` loads the shell's start-up and
 * the login remote's screen, which our login frame then reads from the browser's cache (kept per
 * top-level site and frame site, so only a frame of ours in this page can warm it; a prefetch by
 * the partner's page would be cached for the page, not for our frame). Removed a while after its
 * load, or at `open` (a hidden frame of ours beside the open one kept the focus out of it: Escape
 * then reached neither); once per page. It is framed like every embed page: only by a listed partner origin.
 */
import { EMBED_PARAMS, EMBED_PATHS, WARM_FRAME_KEEP_MS } from '../src/embed/protocol.ts';
import type { EmbedWindow } from './install.ts';

/** The warming frame's mark: `open` removes it (its work is done, or the real frame does it now). */
export const WARM_FRAME_ATTRIBUTE = 'data-lender-embed-warm';

/** Removes the warming frame, if there is one. */
export const stopWarming = (document: Document): void =>
  document.querySelectorAll(`iframe[${WARM_FRAME_ATTRIBUTE}]`).forEach((frame) => frame.remove());

export function warmWhenIdle(target: EmbedWindow, shellOrigin: string | null): void {
  if (!shellOrigin) return;
  const { document } = target;
  const warm = () => {
    const frame = document.createElement('iframe');
    const url = new URL(EMBED_PATHS.warm, shellOrigin);
    url.searchParams.set(EMBED_PARAMS.origin, target.location.origin);
    frame.src = url.href;
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.title = 'Sign-in, loading in the background';
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute(WARM_FRAME_ATTRIBUTE, '');
    frame.addEventListener('load', () => target.setTimeout(() => frame.remove(), WARM_FRAME_KEEP_MS), {
      once: true,
    });
    document.body.append(frame);
  };
  const whenIdle = () =>
    typeof target.requestIdleCallback === 'function'
      ? target.requestIdleCallback(warm)
      : target.setTimeout(warm, 1);
  if (document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
