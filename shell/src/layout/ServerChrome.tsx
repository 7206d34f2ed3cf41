import { useRoutes } from '@lender/shared';
import type { ReactNode } from 'react';
import { EmbedFrameLayout } from '../embed/EmbedFrameLayout.tsx';
import { ShellLayout } from './ShellLayout.tsx';

/**
 * The page's layout as the shell's build prerenders it for its server (docs/performance.md,
 * "Server-made HTML"): the same `ShellLayout` every page renders, around `screen` (the slot the
 * server fills), with the footer's `year` given (a slot too: tooling/serve/src/fragments.ts) and
 * the banners given by the page info. Never part of a page's scripts: only the build's prerender
 * program (tooling/build/src/prerender/render-chrome.tsx) imports it.
 */
export function ServerChrome({ year, screen }: { year: number; screen: ReactNode }) {
  return useRoutes([{ element: <ShellLayout year={year} />, children: [{ path: '*', element: screen }] }]);
}

/**
 * A partner's frame as the shell's build prerenders it (the embed's login, docs/embed.md): the
 * same `EmbedFrameLayout` the live frame renders, around `screen`.
 */
export function ServerEmbedChrome({ screen }: { screen: ReactNode }) {
  return <EmbedFrameLayout>{screen}</EmbedFrameLayout>;
}
