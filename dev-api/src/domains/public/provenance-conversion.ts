/**
 * The provenance wallet conversion, a page on the API's host that the browser
 * navigates to (not a call). A top-level navigation cannot carry the session's
 * bearer token (it lives in the app's local storage), so the app first mints a
 * ticket with an authenticated call (POST …/convert/ticket: single use, two
 * minutes, for one wallet of the session's own accounts) and puts it in the
 * page's address:
 * - GET /auth/wallet/provenance/{walletAddress}/convert?redirectUrl=…&ticket=…
 *   shows which wallet will be converted and a Convert button (the ticket is
 *   checked, not spent, so a reload shows the page again);
 * - POST to the same path, from that page only (another site's `Origin` is
 *   refused), spends the ticket and converts the ticket holder's authorized
 *   wallet records with that address and type PROVENANCE into verified PROVIDER
 *   wallets, then answers 303 to `redirectUrl`.
 *
 * `redirectUrl` may be a path (taken on the app's origin) or an absolute URL on
 * one of the product's origins; anything else is refused with a 400 page, so the
 * page is never an open redirect. A missing, spent, expired or foreign ticket is a
 * 403 page with a way back; an address with no PROVENANCE wallet is a 404 page.
 */
import type { IncomingMessage } from 'node:http';
import type { provenanceConversionTicket } from '@lender/shared/endpoints/public';
import type { EndpointInput } from '@lender/shared/endpoint';
import { errors, redirect, type Handler, type PathRoute, type Reply } from '../../http/router.ts';
import { isReply, sessionOf } from '../../http/session.ts';
import type { DevState } from '../../state/dev-state.ts';
import type { WalletRecord } from '../../state/wallet-book.ts';
import type { DomainContext } from '../domain.ts';
import { renderConversionPage, renderProblemPage } from './provenance-page.ts';

export const CONVERT_PATH = /^\/auth\/wallet\/provenance\/([^/]+)\/convert$/;
export const PROVENANCE_TYPE = 'PROVENANCE';
export const CONVERTED_TYPE = 'PROVIDER';

export const BAD_REDIRECT_TITLE = 'This link cannot be used';
export const BAD_REDIRECT =
  'The address to return to is missing or is not one of this product’s addresses, so the wallet was not converted.';
export const LINK_EXPIRED_TITLE = 'This link has expired';
export const LINK_EXPIRED =
  'A conversion link works once, for two minutes. Go back and choose the wallet again to get a new one.';
export const CROSS_SITE_TITLE = 'This form cannot be sent from here';
export const CROSS_SITE_POST = 'This form can only be sent from the conversion page itself.';
export const NO_WALLET_TITLE = 'No wallet to convert';
export const NO_WALLET =
  'There is no Provenance wallet with this address waiting to be converted. It may have been converted already.';

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * The absolute address to return to, or null when `requested` is missing or leads
 * off the product's origins. A path is taken on `appOrigin`.
 */
export function safeRedirectUrl(
  requested: string | null | undefined,
  appOrigin: string,
  allowedOrigins: readonly string[],
): string | null {
  if (!requested || !URL.canParse(requested, appOrigin)) return null;
  const url = new URL(requested, appOrigin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const origins = [appOrigin, ...allowedOrigins].map(originOf);
  return origins.includes(url.origin) ? url.toString() : null;
}

/** The identity's authorized wallet records with `address` and type PROVENANCE, in every account. Mutable records. */
export function provenanceWalletsOf(state: DevState, identityUuid: string, address: string): WalletRecord[] {
  const wanted = address.toLowerCase();
  return state.wallets
    .accountsOf(identityUuid)
    .flatMap((account) => account.authorizedWallets)
    .filter((wallet) => wallet.type === PROVENANCE_TYPE && wallet.address.toLowerCase() === wanted);
}

/** Makes each wallet a verified PROVIDER wallet. */
export function convertWallets(wallets: readonly WalletRecord[]): void {
  for (const wallet of wallets) {
    wallet.type = CONVERTED_TYPE;
    wallet.verified = true;
  }
}

/** A string field of a form or JSON body. */
function fieldOf(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function decodedAddress(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page's own headers: no framing, nothing loaded from elsewhere, posts only to
 * itself (and the 303 back to the app). `same-origin` referrers, so the form's own
 * post names its origin and the ticket in the address never leaves with a referrer.
 */
function pageHeaders(redirectUrl: string | null): Record<string, string> {
  const back = redirectUrl ? ` ${new URL(redirectUrl).origin}` : '';
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${back}; frame-ancestors 'none'; base-uri 'none'`,
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
}

const problem = (status: number, title: string, message: string, back: string | null = null): Reply => ({
  status,
  html: renderProblemPage(title, message, back ?? undefined),
  headers: pageHeaders(back),
});

/** The ticket's holder, when `ticket` was minted for this address and is still good; spent when `spend`. */
function ticketHolder(state: DevState, ticket: string, address: string, spend: boolean): string | undefined {
  const found = spend
    ? state.tickets.take('provenance-convert', ticket)
    : state.tickets.check('provenance-convert', ticket);
  return found && found.detail === address.toLowerCase() ? found.subject : undefined;
}

function fromAnotherSite(request: IncomingMessage, publicOrigin: string): boolean {
  const from = request.headers.origin;
  return from !== undefined && from !== publicOrigin;
}

export function provenanceConversionRoute({
  state,
  appOrigin,
  allowedOrigins,
  publicOrigin,
}: DomainContext): PathRoute {
  return (request, url, body) => {
    const match = CONVERT_PATH.exec(url.pathname);
    if (!match || (request.method !== 'GET' && request.method !== 'POST')) return null;
    const isPost = request.method === 'POST';
    const field = (name: string) => (isPost ? fieldOf(body, name) : undefined) ?? url.searchParams.get(name);
    const redirectUrl = safeRedirectUrl(field('redirectUrl'), appOrigin, allowedOrigins);
    if (!redirectUrl) return problem(400, BAD_REDIRECT_TITLE, BAD_REDIRECT);
    // Another site's form is refused before its ticket is looked at (or spent).
    if (isPost && fromAnotherSite(request, publicOrigin))
      return problem(403, CROSS_SITE_TITLE, CROSS_SITE_POST, redirectUrl);
    const address = decodedAddress(match[1]!);
    const ticket = field('ticket') ?? '';
    const holder = address === null ? undefined : ticketHolder(state, ticket, address, isPost);
    if (address === null || holder === undefined)
      return problem(403, LINK_EXPIRED_TITLE, LINK_EXPIRED, redirectUrl);
    const wallets = provenanceWalletsOf(state, holder, address);
    if (wallets.length === 0) return problem(404, NO_WALLET_TITLE, NO_WALLET, redirectUrl);
    if (!isPost)
      return {
        html: renderConversionPage({
          walletAddress: address,
          walletName: wallets[0]?.name,
          action: url.pathname,
          redirectUrl,
          ticket,
        }),
        headers: pageHeaders(redirectUrl),
      };
    convertWallets(wallets);
    return redirect(redirectUrl, 303);
  };
}

/** POST …/convert/ticket: a ticket for a Provenance wallet of the session's own accounts. */
export function conversionTicketHandler(
  state: DevState,
): Handler<EndpointInput<typeof provenanceConversionTicket.request>> {
  return async ({ input, bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    const address = input.params.walletAddress;
    if (provenanceWalletsOf(state, identity.uuid, address).length === 0) return errors(404, NO_WALLET);
    return {
      body: { ticket: state.tickets.issue('provenance-convert', identity.uuid, address.toLowerCase()) },
    };
  };
}
