/**
 * The pages that get their first screen in their HTML (docs/performance.md, "Server-made HTML"):
 * an unguarded remote route, a query that leaves its first screen as it is, the shell's chrome
 * for the page's brand and the deployment's audience, the pointed remote build's fragment
 * (tooling/serve/src/fragment-source.ts) and the active banners, all within FRAGMENT_WAIT_MS.
 * Anything missing, late or wrong gives today's page (null), never an error or a wait.
 *
 * A partner's frame gets the embed's login (`/embed/login`: the login route's fragment in the
 * frame's chrome, in the label's brand) only when the server vouched for the partner origin the
 * page announces (./embed-framing.ts) and the label is one of that origin's labels: anything
 * else is refused by the frame's start, which says why, and a form of ours must not paint first.
 * Its scripts start at once: the frame answers the partner page's handshake without waiting for
 * the person (docs/embed.md).
 *
 * The banners are read by the server for the page it makes, and kept `BANNERS_CACHE_MS`: the
 * specification reads them "with no cache" (a deviation, docs/spec-decisions.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBanners, selectBanners, type Banner } from '@lender/shared/banners';
import { brandData } from '@lender/shared/brand-data';
import {
  APPLICATION_NAME,
  containerOf,
  remoteRouteFor,
  remoteRoutes,
  type OrgInfo,
  type RemoteRouteEntry,
  type RuntimeConfig,
} from '@lender/shared/contracts';
import {
  createFragmentSource,
  FRAGMENT_WAIT_MS,
  withinMs,
  type FragmentSourceOptions,
} from '@lender/serve/fragment-source';
import { CHROME_FILE, parseServerChrome, type ServerChrome } from '@lender/serve/fragments';
import {
  EMBED_LOGIN_SCREEN,
  EMBED_PARAMS,
  EMBED_PATHS,
  type EmbedPartnerInfo,
} from '../src/embed/protocol.ts';
import { EMBED_PAGE_TITLE } from '../src/embed/texts.ts';
import {
  composeServerPage,
  queryChangesFirstScreen,
  type ServerPage,
  type ServerPageParts,
} from './server-screen.ts';

export const BANNERS_CACHE_MS = 5_000;
const BANNERS_FETCH_TIMEOUT_MS = 3_000;

/** The shell build's chrome beside its pages, or null (no server-made pages) when it is not there or not usable. */
export function readServerChrome(distDir: string): ServerChrome | null {
  const path = join(distDir, CHROME_FILE);
  if (!existsSync(path)) return null;
  try {
    return parseServerChrome(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

const partnerLabels = Object.keys(brandData.brands).filter((id) => id !== 'own');

/** The brand the page's start chooses (shell/src/startup/choose-brand.ts): `label`, else the org info, else the own. */
export function pageBrand(search: string, orgInfo: OrgInfo | null): string {
  const label = new URLSearchParams(search).get('label');
  if (label !== null && partnerLabels.includes(label)) return label;
  const brand = orgInfo?.orgBrand;
  return brand && brand in brandData.brands ? brand : 'own';
}

/** The fragment source's options (its reads, its clock and log serve the banners too), and the chrome. */
export interface ServerScreensOptions extends FragmentSourceOptions {
  chrome: ServerChrome | null;
}

export interface ServerPageRequest {
  html: string;
  url: URL;
  config: RuntimeConfig;
  orgInfo: OrgInfo | null;
  /** The partner the server vouched for on an embed route (./embed-framing.ts), else null. */
  partner: EmbedPartnerInfo | null;
  nonce: string;
  year: number;
  notice?: ServerPageParts['notice'];
}

/** The login screen the frame shows (../src/embed/EmbedFrame.tsx): the login route's fragment. */
const loginRoute = remoteRoutes.find((route) => route.id === EMBED_LOGIN_SCREEN)!;

export function createServerScreens({
  chrome,
  manifestMaxAgeMs,
  waitMs = FRAGMENT_WAIT_MS,
  fetch: fetchJson = fetch,
  now = Date.now,
  log = (message) => process.stderr.write(`${message}\n`),
}: ServerScreensOptions) {
  const fragments = createFragmentSource({ manifestMaxAgeMs, waitMs, fetch: fetchJson, now, log });
  const banners = new Map<string, { list: Promise<Banner[] | null>; readAt: number }>();

  function activeBanners(config: RuntimeConfig): Promise<Banner[] | null> {
    const url = new URL(
      `public-bucket/banners/${config.bannersVariant ?? 'production'}.json`,
      config.apiBase.endsWith('/') ? config.apiBase : `${config.apiBase}/`,
    ).href;
    const known = banners.get(url);
    if (known && now() - known.readAt < BANNERS_CACHE_MS) return known.list;
    const list = fetchJson(url, { signal: AbortSignal.timeout(BANNERS_FETCH_TIMEOUT_MS) })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return selectBanners(parseBanners(await response.json()), APPLICATION_NAME);
      })
      .catch((error: unknown) => {
        banners.delete(url);
        log(`server-made screen: the banners: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
    banners.set(url, { list, readAt: now() });
    return list;
  }

  /** The pointed build's fragment of `route` in `brand`, for the deployment's audience. */
  const fragmentOf = (config: RuntimeConfig, route: RemoteRouteEntry, brand: string) =>
    fragments.fragmentFor({
      manifestUrl: config.remotes[containerOf(route.id)],
      route: route.path,
      brand,
      audience: config.audience,
    });
  /** The scripts `route`'s screen loads first, by the manifest its fragment was checked against. */
  const screenScriptsOf = (config: RuntimeConfig, route: RemoteRouteEntry) =>
    fragments.scriptsFor(config.remotes[containerOf(route.id)], route.id.slice(route.id.indexOf('/') + 1));

  /** The embed's login in a partner's frame, or null (not vouched, a label it may not show, anything missing). */
  async function embedLogin({ html, url, config, partner, nonce, year, notice }: ServerPageRequest) {
    const label = url.searchParams.get(EMBED_PARAMS.label);
    if (!chrome || !partner || !label || !partner.labels.includes(label) || !(label in brandData.brands))
      return null;
    if (queryChangesFirstScreen(url.search)) return null;
    const template = chrome.embeds.find((t) => t.brand === label);
    if (!template) return null;
    const fragment = await fragmentOf(config, loginRoute, label);
    if (!fragment) return null;
    return composeServerPage(
      html,
      {
        chrome: template,
        fragment,
        nonce,
        logoBase: '',
        year,
        search: url.search,
        action: url.pathname + url.search,
        notice,
        title: `${EMBED_PAGE_TITLE} | ${brandData.brands[label as keyof typeof brandData.brands].titles.page}`,
        atOnce: true,
        holdLinks: true,
        screenScripts: screenScriptsOf(config, loginRoute),
      },
      [],
    );
  }

  return {
    /**
     * Reads every fragment of the deployment's audience and the banners into memory, in the
     * background: the first pages after a start or a deploy get their screen instead of waiting
     * out the first reads (a page still never waits for them).
     */
    warm(config: RuntimeConfig): void {
      void activeBanners(config);
      for (const route of remoteRoutes.filter((entry) => !entry.guarded))
        for (const brand of Object.keys(brandData.brands)) void fragmentOf(config, route, brand);
    },
    /** The page with its first screen (and its inline scripts, for the policy), or null for today's page. */
    async page(request: ServerPageRequest): Promise<ServerPage | null> {
      const { html, url, config, orgInfo, nonce, year, notice } = request;
      if (url.pathname === EMBED_PATHS.login) return embedLogin(request);
      const route = remoteRouteFor(url.pathname);
      if (!chrome || !route || route.guarded || queryChangesFirstScreen(url.search)) return null;
      const brand = pageBrand(url.search, orgInfo);
      const template = chrome.templates.find((t) => t.brand === brand && t.audience === config.audience);
      if (!template) return null;
      const [fragment, list] = await Promise.all([
        fragmentOf(config, route, brand),
        withinMs(activeBanners(config), waitMs),
      ]);
      if (!fragment || !list) return null;
      // As the page's `privateLabelLogoUrl` makes it (shared/src/brand/logo-source.ts).
      const base = config.privateLabelLogoBase ?? new URL('/private-label/logos/', config.apiBase).href;
      const logoBase = base.endsWith('/') ? base : `${base}/`;
      return composeServerPage(
        html,
        {
          chrome: template,
          fragment,
          nonce,
          logoBase,
          year,
          search: url.search,
          action: url.pathname + url.search,
          notice,
          // As the live page titles it (shell/src/app/route-handle.ts, `documentTitle`).
          title: `${route.title} | ${brandData.brands[brand as keyof typeof brandData.brands].titles.page}`,
          screenScripts: screenScriptsOf(config, route),
        },
        list,
      );
    },
  };
}
