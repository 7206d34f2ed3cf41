/**
 * The shell's start-up, in order (spec section 2, "Startup"):
 * 1. the runtime configuration, and the remotes it names;
 * 2. a page restored from the back/forward cache will reload;
 * 3. a page the server made with its first screen is taken over once the live screen is in
 *    place (./startup/take-over.ts), with the banners the server showed; a `state` parameter that matches a saved login state goes to the saved path
 *    (the address is replaced before the router reads it); the banners and the
 *    screen of the page being opened start loading (their downloads run while the
 *    shell renders);
 * 4. the brand: `label`, else the org info the server inlined, else the own brand,
 *    with its page title and, for the brand that uses it, the consent script
 *    (added once the page has loaded and the browser is idle); other tabs' logins
 *    and logouts start reaching this page's session;
 * 5. render; then, off the critical path: telemetry and experiments, the signed-in
 *    identity once there is a token, a wallet connection saved by an earlier page, and
 *    the wallet modal when the address asks for it (`?walletModal=`).
 * An unusable configuration shows a message instead of a blank page. A partner's frame
 * (`/embed/*`) takes over after step 1 with its own start (./embed/start-embed.tsx).
 */
import {
  announceIdentityTokenUpdates,
  apiClient,
  pruneLoginStates,
  readOrgInfoFromDocument,
  readRuntimeConfigFromDocument,
  registerDebugHandle,
  setRuntimeConfig,
  takeLoginState,
} from '@lender/shared';
import { RuntimeConfigError, type RuntimeConfig } from '@lender/shared/contracts';
import { isEmbedPath } from './embed/protocol.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { StartupError } from './app/StartupError.tsx';
import { registerRemotesFromConfig, startLoadingScreenAt } from './federation/remote-loader.ts';
import { startLoadingBanners } from './layout/banners/load-banners.ts';
import { loadConsentScriptWhenIdle, shouldLoadConsentScript } from './layout/consent/consent.ts';
import { chooseBrand } from './startup/choose-brand.ts';
import { reloadWhenRestoredFromCache } from './startup/page-lifecycle.ts';
import { startPageTelemetry } from './telemetry/page-telemetry.ts';
import { startWhenNeeded } from './startup/when-needed.ts';
import {
  liveScreenShown,
  prepareTakeOver,
  readServerBanners,
  SERVER_SCREEN_ELEMENT_ID,
} from './startup/take-over.ts';
import type { Banner } from '@lender/shared/banners';

function returnFromLogin(): void {
  try {
    const target = takeLoginState(window.localStorage, window.location.search, window.location.origin);
    if (target) window.history.replaceState(null, '', target);
    pruneLoginStates(window.localStorage);
  } catch {
    // Storage refused (private mode): there is no saved state to return to.
  }
}

const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement);

try {
  const config = readRuntimeConfigFromDocument();
  setRuntimeConfig(config);
  registerRemotesFromConfig(config);
  // A page the server made with its first screen (./startup/take-over.ts): the site's, or a
  // partner's frame with the embed's login.
  const serverScreen = document.getElementById(SERVER_SCREEN_ELEMENT_ID);
  if (serverScreen) prepareTakeOver(serverScreen, rootElement, config.remoteTimeoutMs + 500);
  if (isEmbedPath(window.location.pathname)) startEmbedPage();
  else startSite(config, serverScreen !== null);
} catch (error) {
  showStartupError(error);
}

/** A partner's frame (docs/embed.md): its own start, in a chunk the site's pages never load. */
function startEmbedPage(): void {
  import('./embed/start-embed.tsx').then(({ startEmbed }) => startEmbed(root)).catch(showStartupError);
}

function startSite(config: RuntimeConfig, serverMade: boolean): void {
  // A server-made page gave its banners too.
  const banners = serverMade ? readServerBanners<Banner>() : undefined;
  if (!banners) startLoadingBanners(apiClient, config);
  reloadWhenRestoredFromCache(window);
  returnFromLogin();
  startLoadingScreenAt(window.location.pathname);
  const orgInfo = readOrgInfoFromDocument();
  const brand = chooseBrand(orgInfo, window.location.search);
  document.title = brand.titles.page;
  if (shouldLoadConsentScript(brand, config)) loadConsentScriptWhenIdle(config.consentScriptUrl);
  // Another tab's login or logout reaches this page's session (and the guard).
  announceIdentityTokenUpdates();
  registerDebugHandle('shell');
  // As a transition the first render is time-sliced: React yields to the browser every
  // few milliseconds instead of holding the main thread for one long task.
  startTransition(() => root.render(<App brand={brand} page={{ orgInfo, banners }} />));
  startPageTelemetry(config);
  startWhenNeeded();
}

function showStartupError(error: unknown): void {
  const problems = error instanceof RuntimeConfigError ? error.problems : [String(error)];
  console.error(error);
  // A server-made page gives way: the message is what the person must see.
  liveScreenShown();
  root.render(<StartupError problems={problems} />);
}
