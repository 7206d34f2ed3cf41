/**
 * The mobile wallet's deep link for "Open in wallet" (spec section 2, "Connect, mobile
 * view"; section 7, the short-link service): the wallet's universal link with the
 * pairing link as `uri`, shortened by the short-link service. A failed shortening is
 * only logged ("Failed to fetch short QR code") and the long link is used.
 */
export const SHORT_LINK_FAILED = 'Failed to fetch short QR code';

/** A screen narrower than this is phone-sized: "Open in wallet" and the compact QR code. */
export const PHONE_MAX_WIDTH_PX = 599;

/** The deep link: the wallet's universal link with the pairing link as `uri`. */
export function deepLinkOf(universalLink: string, pairingUri: string): string {
  const url = new URL(universalLink);
  url.searchParams.set('uri', pairingUri);
  return url.toString();
}

/** The short form of `link`, else `link` itself (the failure logged, nothing shown). */
export async function shortenedLink(
  link: string,
  shorten: (url: string) => Promise<string>,
  log: (message: string, cause: unknown) => void = console.warn,
): Promise<string> {
  try {
    return await shorten(link);
  } catch (error) {
    log(SHORT_LINK_FAILED, error);
    return link;
  }
}
