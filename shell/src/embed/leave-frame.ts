/**
 * Where the frame sends what leaves the embed: the full site, in a new tab, in the partner's
 * brand (`label` added unless the address names one). A new tab, because the frame's page is the
 * partner's: the person comes back to it when done. `noopener`: the new tab cannot reach the frame.
 */
import { isBrokerUrl } from '@lender/shared';
import { EMBED_BROKER_REFUSED } from './texts.ts';

export function fullSiteHref(href: string, label: string, origin: string): string {
  const url = new URL(href, origin);
  if (!url.searchParams.has('label')) url.searchParams.set('label', label);
  return url.toString();
}

export function openInNewTab(url: string): void {
  // Only web addresses, as pageExit.assign: an answer's `javascript:` URL is refused.
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing to open ${url.slice(0, 40)}`);
  window.open(url, '_blank', 'noopener');
}

/**
 * What the frame does with an address that leaves the site (`pageExit.assign`): a new tab,
 * except the identity broker's sign-in, which is not offered in the frame: the broker's session
 * is a cookie, which the browser does not send to our frame on a partner's site, so the login it
 * returns to would not be signed in. The login shows the refusal (its `leave` step shows an error).
 */
export function leaveFrameFor(brokerOrigins: readonly string[]): (url: string) => void {
  return (url) => {
    if (isBrokerUrl(url, brokerOrigins)) throw new Error(EMBED_BROKER_REFUSED);
    openInNewTab(url);
  };
}
