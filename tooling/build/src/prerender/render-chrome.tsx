/**
 * The shell's chrome around a server-made screen, rendered at build time for each brand and
 * audience (tooling/serve/src/fragments.ts, `ServerChrome`): the shell's `ServerChrome` (its
 * `ShellLayout`) with no banners, the screen, logo base and year as slots; and a partner's frame
 * around the embed's login per brand (`ServerEmbedChrome`, the screen its one slot). Bundled with
 * the shell's module and run by ../plugins/prerender.ts, as ./render-screens.tsx is for a remote.
 */
import type { ComponentType, ReactNode } from 'react';
import { AppProviders, brands, Router } from '@lender/shared';
import {
  AUDIENCES,
  BANNER_MESSAGE_SLOT,
  bannerTemplates,
  FRAGMENT_FORMAT,
  LOGO_BASE_SLOT,
  YEAR_SLOT,
  type ChromeTemplate,
  type EmbedChromeTemplate,
  type ServerChrome,
} from '@lender/serve/fragments';
import type { Banner } from '@lender/shared/banners';
import { configFor, renderStatic, staticNavigator, writeResult } from './static-render.tsx';

/** One banner of each kind, rendered to learn each one's markup (`bannerTemplates`). */
const SAMPLE_BANNERS: Banner[] = (['info', 'warn'] as const).map((variant) => ({
  uuid: `server-slot-${variant}`,
  message: BANNER_MESSAGE_SLOT,
  apps: ['sign-in'],
  variant,
  active: true,
  metadata: { createdAt: '2026-01-01T00:00:00.000Z' },
}));

export interface ChromeParts {
  ServerChrome: ComponentType<{ year: number; screen: ReactNode }>;
  ServerEmbedChrome: ComponentType<{ screen: ReactNode }>;
  PageInfoProvider: ComponentType<{ value: { orgInfo: null; banners: Banner[] }; children: ReactNode }>;
}

export async function renderChrome({
  ServerChrome,
  ServerEmbedChrome,
  PageInfoProvider,
}: ChromeParts): Promise<ServerChrome> {
  const templates: ChromeTemplate[] = [];
  for (const brand of Object.values(brands))
    for (const audience of AUDIENCES) {
      const { html, styles } = await renderStatic(
        `the shell's chrome (${brand.id}, ${audience})`,
        configFor(audience, { privateLabelLogoBase: LOGO_BASE_SLOT }),
        <AppProviders brand={brand}>
          <PageInfoProvider value={{ orgInfo: null, banners: SAMPLE_BANNERS }}>
            <Router location="/" navigator={staticNavigator}>
              <ServerChrome year={YEAR_SLOT} screen={<div data-server-slot="screen" />} />
            </Router>
          </PageInfoProvider>
        </AppProviders>,
      );
      templates.push({ brand: brand.id, audience, styles, ...bannerTemplates(html) });
    }
  const embeds: EmbedChromeTemplate[] = [];
  for (const brand of Object.values(brands)) {
    const { html, styles } = await renderStatic(
      `a partner's frame (${brand.id})`,
      configFor('customer', { privateLabelLogoBase: LOGO_BASE_SLOT }),
      <AppProviders brand={brand}>
        <ServerEmbedChrome screen={<div data-server-slot="screen" />} />
      </AppProviders>,
    );
    embeds.push({ brand: brand.id, html, styles });
  }
  return { format: FRAGMENT_FORMAT, templates, embeds };
}

export const writeChrome = (parts: ChromeParts): void => writeResult(renderChrome(parts));
