/**
 * The provenance wallet conversion, a page on the API's host that the browser
 * navigates to (not a call): GET /auth/wallet/provenance/{walletAddress}/convert
 * ?redirectUrl=… shows which wallet will be converted and a Convert button; POST to
 * the same path converts every authorized wallet record with that address and type
 * PROVENANCE into a verified PROVIDER wallet, then answers 303 to `redirectUrl`.
 *
 * `redirectUrl` may be a path (taken on the app's origin) or an absolute URL on
 * one of the product's origins; anything else is refused with a 400 page, so the
 * page is never an open redirect. An address with no PROVENANCE wallet is a 404 page.
 */
import { redirect, type PathRoute, type Reply } from '../../http/router.ts';
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

/** Every authorized wallet record (of every identity's accounts) with `address` and type PROVENANCE. Mutable records. */
export function provenanceWallets(state: DevState, address: string): WalletRecord[] {
  const wanted = address.toLowerCase();
  return [...state.identities.keys()]
    .flatMap((uuid) => state.wallets.accountsOf(uuid))
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

const problem = (status: number, title: string, message: string): Reply => ({
  status,
  html: renderProblemPage(title, message),
});

export function provenanceConversionRoute({ state, appOrigin, allowedOrigins }: DomainContext): PathRoute {
  return (request, url, body) => {
    const match = CONVERT_PATH.exec(url.pathname);
    if (!match || (request.method !== 'GET' && request.method !== 'POST')) return null;
    const requested =
      (request.method === 'POST' ? fieldOf(body, 'redirectUrl') : undefined) ??
      url.searchParams.get('redirectUrl');
    const redirectUrl = safeRedirectUrl(requested, appOrigin, allowedOrigins);
    if (!redirectUrl) return problem(400, BAD_REDIRECT_TITLE, BAD_REDIRECT);
    const address = decodedAddress(match[1]!);
    const wallets = address === null ? [] : provenanceWallets(state, address);
    if (address === null || wallets.length === 0) return problem(404, NO_WALLET_TITLE, NO_WALLET);
    if (request.method === 'GET')
      return {
        html: renderConversionPage({
          walletAddress: address,
          walletName: wallets[0]?.name,
          action: url.pathname,
          redirectUrl,
        }),
      };
    convertWallets(wallets);
    return redirect(redirectUrl, 303);
  };
}
