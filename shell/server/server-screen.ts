/**
 * A page made with its first screen in its HTML (docs/performance.md, "Server-made HTML"): which
 * pages may get a remote's server-made screen, and the page composed from the shell's chrome
 * (tooling/serve/src/fragments.ts, `ServerChrome`) and the screen's fragment. Pure: the page
 * handler (./app.ts) reads the fragment (tooling/serve/src/fragment-source.ts) and the banners.
 *
 * No React runs here: the chrome and the fragment were rendered by the builds; this fills their
 * slots with escaped values and puts their rules in the head as Emotion's own style elements,
 * carrying the response's nonce, so the page's style cache adopts them instead of inserting them
 * again.
 */
import type { Banner } from '@lender/shared/banners';
import { inlineJson } from '@lender/serve/page-html';
import { starterScript } from './starter-script.ts';
import {
  BANNER_MESSAGE_SLOT,
  BANNERS_SLOT,
  LOGO_BASE_SLOT,
  QUERY_SLOT,
  SCREEN_SLOT,
  YEAR_SLOT,
  type BannerTemplates,
  type Fragment,
  type FragmentStyle,
} from '@lender/serve/fragments';

/** The sentence of a form sent before the page's scripts ran (docs/spec-decisions.md). */
export const STILL_LOADING_TEXT = 'The page was still loading. Please try again.';
/** The element the page's first render reads the server's banners from. */
export const SERVER_BANNERS_ELEMENT_ID = 'server-banners';
/** The element that holds the server-made page until the live one takes over. */
export const SERVER_SCREEN_ELEMENT_ID = 'server-screen';

/**
 * Query parameters that change a first screen, so a fragment rendered without them would show
 * the wrong one (docs/performance.md lists each): the passcode start (`otp=true`), a prefilled or
 * locked email, a flow, the HELOC partner's referrer, a partner sign-up's later step. Every other
 * parameter (`redirectUrl`, `walletconnect`, `state`, `loginUuid`, `identityUuid`, `step=1`,
 * another `referrer`, the embed's `origin`/`channel`/`label`, tracking parameters) leaves the
 * first screen as it is.
 */
export function queryChangesFirstScreen(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.get('otp') === 'true') return 'otp=true';
  if (query.has('email')) return 'email';
  if (query.has('flow')) return 'flow';
  if (query.get('referrer')?.trim() === 'heloc-partner') return 'referrer=heloc-partner';
  const step = query.get('step');
  if (step !== null && step !== '1') return `step=${step}`;
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<style>` elements for the rules of the chrome and the screen; a global block once. */
function styleElements(styles: readonly FragmentStyle[], nonce: string): string {
  const seen = new Set<string>();
  let out = '';
  for (const { key, names, css } of styles) {
    const attribute = [key, ...names].join(' ');
    if (key !== 'css' && seen.has(attribute)) continue;
    seen.add(attribute);
    out += `<style nonce="${escapeHtml(nonce)}" data-emotion="${escapeHtml(attribute)}">${css}</style>`;
  }
  return out;
}

/** The chrome around the screen: the site's (with its banners' pieces), or a partner's frame (none). */
export interface ServerPageChrome {
  /** With `SCREEN_SLOT` once, and `BANNERS_SLOT` once where it has banners. */
  html: string;
  styles: readonly FragmentStyle[];
  banners?: BannerTemplates;
}

export interface ServerPageParts {
  chrome: ServerPageChrome;
  fragment: Fragment;
  nonce: string;
  /** The configured logos' base (`privateLabelLogoBase`). */
  logoBase: string;
  year: number;
  /** The page's query (`?…` or ''), given to the links that keep it. */
  search: string;
  /** Where a form sent before the scripts ran posts to: the page's own address. */
  action: string;
  /** The sentence under the form after such a post, and the email kept. */
  notice?: { text: string; email: string };
  /** The document title the live page gives it ("{page} | {brand's page title}"). */
  title?: string;
  /** The scripts start at once, not at the first action (a partner's frame answers its page at once). */
  atOnce?: boolean;
  /** A link followed before the take-over is held for the live page (a partner's frame: ./starter-script.ts). */
  holdLinks?: boolean;
  /**
   * The remote's entry and the screen's chunks, by the pointed manifest (`scriptsFor` of
   * tooling/serve/src/fragment-source.ts): fetched ahead as the start-up's own are.
   */
  screenScripts?: readonly string[];
}

/** The screen's markup with its forms posting to `action`, its query and the kept email. */
function screenMarkup({ fragment, search, action, notice }: ServerPageParts): string {
  const query = search && search !== '?' ? escapeHtml(search.startsWith('?') ? search : `?${search}`) : '';
  let html = fragment.html.split(QUERY_SLOT).join(query);
  // Never a GET: a password must not reach an address.
  html = html.replace(/<form\b/g, () => `<form method="post" action="${escapeHtml(action)}"`);
  if (notice) {
    html = html.replace(
      /(<input\b[^>]*\bname="email"[^>]*\bvalue=")[^"]*"/,
      (_whole, start: string) => `${start}${escapeHtml(notice.email)}"`,
    );
    html = html.replace(
      /<\/form>/,
      `<p role="alert" data-server-notice="">${escapeHtml(notice.text)}</p></form>`,
    );
  }
  return html;
}

/** The list the server read (`@lender/shared/banners`'s selection), as the page's first render takes it. */
export type ServerBanner = Pick<Banner, 'uuid' | 'variant' | 'message'> & Partial<Banner>;

/** The banners' section as the layout renders it, or nothing when there are none. */
function bannersMarkup({ banners: templates }: ServerPageChrome, banners: readonly ServerBanner[]): string {
  if (banners.length === 0 || !templates) return '';
  const items = banners.map((banner) =>
    templates[banner.variant].replace(BANNER_MESSAGE_SLOT, () => escapeHtml(banner.message)),
  );
  return templates.open + items.join('') + templates.close;
}

/** An attribute's value in a tag as the minifier may write it: quoted or not. */
const attributeOf = (tag: string, name: string): string | null =>
  new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined) ?? null;

const SCRIPT_TAG = /<script\b[^>]*\bsrc=[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload\b)(?=[^>]*\bas="?script\b)[^>]*>/g;
const NOSCRIPT = /<noscript>([\s\S]*?)<\/noscript>/;

/** A server-made page, and the text of each inline script in it (for the policy's hashes). */
export interface ServerPage {
  html: string;
  inlineScripts: string[];
}

/**
 * A prefetch, not a preload: a preload that failed (the remote down) is what Chromium gives the
 * page's later load of the same address, so Retry could not load the screen; a prefetch only
 * fills the HTTP cache.
 */
const prefetchTag = (href: string) => `<link rel="prefetch" href="${escapeHtml(href)}">`;

/**
 * The page's start-up scripts and their preloads taken out of the HTML and given to the starter
 * script (./starter-script.ts): the scripts start at the person's first action, the preloads at
 * the load event's first idle moment. Started at once, the page keeps its preloads and fetches
 * the screen's scripts from the start too: they would otherwise wait for the start-up's entry to
 * run (a partner's frame: docs/embed.md, "Fast").
 */
function deferStartUp(
  html: string,
  { atOnce, holdLinks }: { atOnce: boolean; holdLinks: boolean },
  screenScripts: readonly string[],
): ServerPage {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const out = html
    .replace(SCRIPT_TAG, (tag) => {
      const src = attributeOf(tag, 'src');
      if (src) scripts.push(src);
      return '';
    })
    .replace(SCRIPT_PRELOAD, (tag) => {
      if (atOnce) return tag;
      const href = attributeOf(tag, 'href');
      if (href) preloads.push(href);
      return '';
    })
    .replace('</head>', () => (atOnce ? screenScripts.map(prefetchTag).join('') : '') + '</head>');
  // The policy's `script-src` has no nonce: the page handler allows this one script by its hash.
  const starter = starterScript(scripts, preloads, { atOnce, holdLinks });
  return {
    html: out.replace('</body>', () => `<script>${starter}</script></body>`),
    inlineScripts: [starter],
  };
}

/**
 * The page's HTML with the chrome and the screen in place of its empty root, which stays beside
 * them, hidden, for the live page; the banners the server found shown, and inlined whole for the
 * first render (which shows that list: it cannot differ and move the page). The page's
 * `<noscript>` sentence moves under the screen's form (one sentence, where the person looks).
 */
export function composeServerPage(
  html: string,
  parts: ServerPageParts,
  banners: readonly ServerBanner[],
): ServerPage {
  const { chrome, fragment, nonce, logoBase, year } = parts;
  const noscript = NOSCRIPT.exec(html)?.[1] ?? '';
  const screen = screenMarkup(parts).replace(/<\/form>/, () =>
    noscript ? `<noscript><p>${noscript}</p></noscript></form>` : '</form>',
  );
  const body = chrome.html
    // Replaced by functions: a `$` in a value is not a replacement pattern.
    .replace(BANNERS_SLOT, () => bannersMarkup(chrome, banners))
    .split(LOGO_BASE_SLOT)
    .join(escapeHtml(logoBase))
    .replace(`<!-- -->${YEAR_SLOT}<!-- -->`, `<!-- -->${year}<!-- -->`)
    .replace(SCREEN_SLOT, () => screen);
  const head =
    styleElements([...chrome.styles, ...fragment.styles], nonce) +
    `<script id="${SERVER_BANNERS_ELEMENT_ID}" type="application/json">${inlineJson(banners)}</script>`;
  const titled = parts.title
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title!)}</title>`)
    : html;
  const page = titled
    // The banners are here: the page does not load them, nor what only their load needs.
    .replace(/<link [^>]*\bdata-banners\b[^>]*>/g, '')
    .replace(NOSCRIPT, '')
    .replace('</head>', () => `${head}</head>`)
    .replace(
      /<div id="?root"?><\/div>/,
      () => `<div id="${SERVER_SCREEN_ELEMENT_ID}">${body}</div><div id="root" hidden></div>`,
    );
  // A `state` is a return the start-up sends on at once (shell/src/bootstrap.tsx).
  return deferStartUp(
    page,
    {
      atOnce: parts.atOnce === true || new URLSearchParams(parts.search).has('state'),
      holdLinks: parts.holdLinks === true,
    },
    parts.screenScripts ?? [],
  );
}
