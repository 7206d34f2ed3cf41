/**
 * What an embed page does when it opens (docs/embed.md), decided from its address, the
 * partner the shell's server vouched for (`EMBED_PARTNER_ELEMENT_ID`) and where the page
 * sits. Pure, so each refusal is a row of a table test.
 *
 * - Not in a frame (a link opened in a tab, the way back from a page that left the frame):
 *   the same step on the full site.
 * - In a frame: the announced origin must be the one the server vouched for (it let only that
 *   origin frame the page), and the browser's view of the parent must agree where it has one
 *   (`location.ancestorOrigins`); the label must be one that origin may show. The handshake
 *   then checks the parent window itself (./frame-channel.ts).
 */
import { brands, DEFAULT_REDIRECT, paths, WALLET_MODAL_PARAM, withQuery, type Brand } from '@lender/shared';
import {
  EMBED_NONCE,
  EMBED_PARAMS,
  EMBED_PATHS,
  isChannel,
  type EmbedPartnerInfo,
  type EmbedScreen,
} from './protocol.ts';

export type EmbedStep = EmbedScreen | 'done';

export type RefusalReason =
  /** No origin or channel, or an address that is not an embed step. */
  | 'request'
  /** The announced origin is not a listed partner, or not the frame's real parent. */
  | 'origin'
  /** A listed partner asked for a brand it may not show. */
  | 'label';

export interface EmbedOpening {
  /** Where the loader opened the frame (the last step, `done`, is reached only from these). */
  step: EmbedScreen;
  /** The partner page's origin: every message goes there alone. */
  origin: string;
  channel: string;
  label: string;
  /** The wallet modal follows the sign-in. */
  wallet: boolean;
  /** The partner server's nonce: the success carries a signed result for it. Null: no result. */
  nonce: string | null;
  /** The framing ticket the server wrote into the page, for the result request. */
  ticket: string | null;
}

export type EmbedStart =
  | { kind: 'full-site'; to: string }
  | { kind: 'refused'; reason: RefusalReason; opening?: Pick<EmbedOpening, 'origin' | 'channel'> }
  | { kind: 'embed'; opening: EmbedOpening };

export interface EmbedPlace {
  pathname: string;
  search: string;
  /** The partner the server vouched for, or null. */
  partner: EmbedPartnerInfo | null;
  /** The page is in a frame (`window.parent !== window`). */
  framed: boolean;
  /** The browser's origin of the parent frame, where it tells (`location.ancestorOrigins[0]`). */
  parentOrigin?: string;
}

const STEPS: Readonly<Record<string, EmbedStep>> = {
  [EMBED_PATHS.login]: 'login',
  [EMBED_PATHS.wallet]: 'wallet',
  [EMBED_PATHS.register]: 'register',
  [EMBED_PATHS.done]: 'done',
};

/** A path without its trailing slashes (`/embed/login/` is the login step). */
const bare = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const embedStepOf = (pathname: string): EmbedStep | undefined => STEPS[bare(pathname)];

/**
 * The site's page whose screen a step shows first: the login (the wallet step too: each opening
 * starts signed out, so the login comes first), or the brand's registration page (a HELOC brand's
 * names the HELOC account), as the login's "Register here" picks it.
 */
export function sitePageOf(step: EmbedScreen, product: Brand['defaultProduct']): string {
  if (step !== 'register') return paths.login;
  return product === 'heloc' ? paths.helocRegister : paths.register;
}

const productOf = (label: string | null): Brand['defaultProduct'] =>
  label !== null && Object.hasOwn(brands, label)
    ? brands[label as keyof typeof brands].defaultProduct
    : 'mortgage';

/** The full site's page for an embed step, in the same brand. */
export function fullSiteAddress(step: EmbedStep | undefined, label: string | null): string {
  const query = label ? `label=${encodeURIComponent(label)}` : '';
  if (step === 'login') return withQuery(paths.login, query);
  if (step === 'register') return withQuery(sitePageOf(step, productOf(label)), query);
  if (step === 'wallet')
    return withQuery(DEFAULT_REDIRECT, [`${WALLET_MODAL_PARAM}=Select`, query].filter(Boolean).join('&'));
  return withQuery(DEFAULT_REDIRECT, query);
}

export function decideEmbedStart(place: EmbedPlace): EmbedStart {
  const query = new URLSearchParams(place.search);
  const step = embedStepOf(place.pathname);
  const label = query.get(EMBED_PARAMS.label);
  if (!place.framed) return { kind: 'full-site', to: fullSiteAddress(step, label) };
  const origin = query.get(EMBED_PARAMS.origin);
  const channel = query.get(EMBED_PARAMS.channel);
  const nonce = query.get(EMBED_PARAMS.nonce);
  if (
    !step ||
    step === 'done' ||
    !origin ||
    !isChannel(channel) ||
    (nonce !== null && !EMBED_NONCE.test(nonce))
  )
    return { kind: 'refused', reason: 'request' };
  const { partner } = place;
  const vouched =
    partner !== null &&
    partner.origin === origin &&
    (place.parentOrigin === undefined || place.parentOrigin === origin);
  if (!vouched) return { kind: 'refused', reason: 'origin' };
  if (!label || !partner.labels.includes(label))
    return { kind: 'refused', reason: 'label', opening: { origin, channel } };
  return {
    kind: 'embed',
    opening: {
      step,
      origin,
      channel,
      label,
      wallet: query.get(EMBED_PARAMS.wallet) === '1',
      nonce,
      ticket: partner.ticket ?? null,
    },
  };
}

/**
 * The address the frame's router starts at: the step, in the partner's brand, with the start-up
 * parameters the screens read (the login and the registration go on to the embed's last step; with
 * the wallet asked for, through the wallet modal: the login opens it itself, a finished registration
 * goes through the wallet step). The loader's parameters stay, so a reload of the frame (a remote's
 * "reload the page") opens the same step again: the loader says `hello` again to a reloaded frame.
 */
export function embedAddress(opening: EmbedOpening): string {
  const query = new URLSearchParams({
    [EMBED_PARAMS.origin]: opening.origin,
    [EMBED_PARAMS.channel]: opening.channel,
    [EMBED_PARAMS.label]: opening.label,
  });
  if (opening.wallet) query.set(EMBED_PARAMS.wallet, '1');
  if (opening.nonce) query.set(EMBED_PARAMS.nonce, opening.nonce);
  if (opening.step === 'login') {
    query.set('redirectUrl', EMBED_PATHS.done);
    if (opening.wallet) query.set('walletconnect', 'true');
  }
  if (opening.step === 'register') query.set('redirectUrl', EMBED_PATHS[opening.wallet ? 'wallet' : 'done']);
  return withQuery(EMBED_PATHS[opening.step], query.toString());
}

/**
 * Pages of the full site the frame shows as one of its own steps, in this opening: the login's
 * "Register here" (either registration page, by the brand's product) and the registration's
 * "Log in here". Any other page of ours opens on the full site in a new tab (./embed-router.tsx).
 */
const SITE_PAGES_IN_FRAME: Readonly<Record<string, EmbedScreen>> = {
  [paths.login]: 'login',
  [paths.register]: 'register',
  [paths.helocRegister]: 'register',
};

/**
 * The frame's address for a page of the full site it shows itself, or null (that page leaves the
 * frame). An opening on the wallet step asked for the wallet, wherever the person goes first.
 */
export function frameAddressFor(pathname: string, opening: EmbedOpening): string | null {
  const step = SITE_PAGES_IN_FRAME[bare(pathname)];
  const wallet = opening.wallet || opening.step === 'wallet';
  return step ? embedAddress({ ...opening, step, wallet }) : null;
}
