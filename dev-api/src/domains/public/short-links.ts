/**
 * The short-link service, used for the mobile wallet's deep link: POST
 * /service-short-link/api/v1/short-link gives `{publicOrigin}/s/{code}` for a URL
 * (the same URL keeps its code), and GET /s/{code} answers 302 to it. A code is 7
 * random base62 characters. Links are forgotten on reset.
 *
 * Not an open redirect: a link is made only for a signed-in session, and only to a
 * page of the product (one of its origins) or to the deep link the product makes, a
 * configured wallet universal link with the pairing link (`wc:…`) as its one `uri`
 * parameter (remote-wallet/src/modal/deep-link.ts).
 */
import { randomInt } from 'node:crypto';
import type { EndpointInput } from '@lender/shared/endpoint';
import type { createShortLink } from '@lender/shared/endpoints/public';
import { errors, redirect, type Handler, type PathRoute } from '../../http/router.ts';
import { isReply, sessionOf } from '../../http/session.ts';
import type { DevState } from '../../state/dev-state.ts';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const CODE_LENGTH = 7;
export const SHORT_LINK_PATH = /^\/s\/([0-9A-Za-z]{7,8})$/;
export const TARGET_NOT_ALLOWED =
  "A short link must lead to this product's pages or to a wallet's deep link.";
export const UNKNOWN_SHORT_LINK =
  'This short link does not exist. It may have been made before the dev API was reset.';

/** A fresh random code of `CODE_LENGTH` base62 characters. */
export function newCode(random: (max: number) => number = randomInt): string {
  return Array.from({ length: CODE_LENGTH }, () => BASE62[random(BASE62.length)]).join('');
}

export interface ShortLinkTargets {
  /** The product's origins: any page on them. */
  productOrigins: readonly string[];
  /** The wallets' universal links the deep link is built on (`WALLET_MOBILE_DEEP_LINK_URL`). */
  walletDeepLinks: readonly string[];
}

/** Whether `url` is a page of the product or a deep link the product makes. */
export function isAllowedTarget(url: string, { productOrigins, walletDeepLinks }: ShortLinkTargets): boolean {
  if (!URL.canParse(url)) return false;
  const target = new URL(url);
  if (!['http:', 'https:'].includes(target.protocol)) return false;
  if (productOrigins.includes(target.origin)) return true;
  const params = [...target.searchParams];
  const pairing = params.length === 1 && params[0]![0] === 'uri' && params[0]![1].startsWith('wc:');
  return (
    pairing &&
    !target.hash &&
    walletDeepLinks.some((base) => {
      const link = new URL(base);
      return link.origin === target.origin && link.pathname === target.pathname;
    })
  );
}

export interface ShortLinkBook {
  /** The code for `url`: the one it already has, or a new unused one. */
  shorten(url: string): string;
  targetOf(code: string): string | undefined;
  clear(): void;
}

export function createShortLinkBook(makeCode: () => string = () => newCode()): ShortLinkBook {
  const targets = new Map<string, string>();
  const codes = new Map<string, string>();
  return {
    shorten(url) {
      const known = codes.get(url);
      if (known) return known;
      let code = makeCode();
      while (targets.has(code)) code = makeCode();
      targets.set(code, url);
      codes.set(url, code);
      return code;
    },
    targetOf: (code) => targets.get(code),
    clear() {
      targets.clear();
      codes.clear();
    },
  };
}

const withoutTrailingSlash = (origin: string) => origin.replace(/\/+$/, '');

export function createShortLinkHandler(
  state: DevState,
  book: ShortLinkBook,
  publicOrigin: string,
  targets: ShortLinkTargets,
): Handler<EndpointInput<typeof createShortLink.request>> {
  return async ({ input, bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    if (!isAllowedTarget(input.body.url, targets)) return errors(400, TARGET_NOT_ALLOWED);
    return { body: { shortLink: `${withoutTrailingSlash(publicOrigin)}/s/${book.shorten(input.body.url)}` } };
  };
}

/** GET /s/{code}: 302 to the link's target, or 404. */
export function shortLinkRoute(book: ShortLinkBook): PathRoute {
  return (request, url) => {
    if (request.method !== 'GET' || !url.pathname.startsWith('/s/')) return null;
    const code = SHORT_LINK_PATH.exec(url.pathname)?.[1];
    const target = code === undefined ? undefined : book.targetOf(code);
    return target === undefined ? errors(404, UNKNOWN_SHORT_LINK) : redirect(target);
  };
}
