/**
 * The short-link service, used for the mobile wallet's deep link: POST
 * /service-short-link/api/v1/short-link gives `{publicOrigin}/s/{code}` for a URL
 * (the same URL keeps its code), and GET /s/{code} answers 302 to it. A code is 7
 * random base62 characters. Targets that a browser would run rather than visit
 * (`javascript:`, `data:`, `vbscript:`, `file:`) are refused, though the contract's
 * URL check lets them through. Links are forgotten on reset.
 */
import { randomInt } from 'node:crypto';
import type { EndpointInput } from '@lender/shared';
import type { createShortLink } from '@lender/shared/endpoints/public';
import { errors, redirect, type Handler, type PathRoute } from '../../http/router.ts';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const CODE_LENGTH = 7;
export const SHORT_LINK_PATH = /^\/s\/([0-9A-Za-z]{7,8})$/;
export const REFUSED_SCHEMES = ['javascript:', 'data:', 'vbscript:', 'file:'] as const;
export const UNSAFE_TARGET =
  'A short link must lead to a web address or an app link, not to a script or a file.';
export const UNKNOWN_SHORT_LINK =
  'This short link does not exist. It may have been made before the dev API was reset.';

/** A fresh random code of `CODE_LENGTH` base62 characters. */
export function newCode(random: (max: number) => number = randomInt): string {
  return Array.from({ length: CODE_LENGTH }, () => BASE62[random(BASE62.length)]).join('');
}

/** Whether a browser sent to `url` would visit it (true) or run or read it (false), by the scheme the URL parser sees. */
export function isSafeTarget(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const scheme = new URL(url).protocol;
  return !REFUSED_SCHEMES.some((refused) => refused === scheme);
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
  book: ShortLinkBook,
  publicOrigin: string,
): Handler<EndpointInput<typeof createShortLink.request>> {
  return ({ input }) => {
    if (!isSafeTarget(input.body.url)) return errors(400, UNSAFE_TARGET);
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
