/**
 * Where the frame sends what leaves the embed: the full site, in a new tab, in the partner's
 * brand (`label` added unless the address names one). A new tab, because the frame's page is the
 * partner's: the person comes back to it when done. `noopener`: the new tab cannot reach the frame.
 */
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
