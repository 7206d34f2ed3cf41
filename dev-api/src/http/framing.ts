/**
 * Who may frame a page of the dev API (issue 26, item 6). A page the product shows in
 * a frame (the hosted test wallet) names the origins that may be its ancestors; a page
 * a person opens (the outbox, the stand-in sites) names none, so no other site can lay
 * it under its own page and collect clicks or typing.
 */

/**
 * `frame-ancestors` with each origin that is one (scheme, host and port, nothing
 * else: an entry with a space, a `;` or a path could add a directive of its own), or
 * `'none'` when none is left.
 */
export function frameAncestors(origins: readonly string[] | 'none'): string {
  const sources = origins === 'none' ? [] : [...new Set(origins.filter(isOrigin))];
  return `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`;
}

/** Whether `value` is exactly an http(s) origin, as a CSP source may name it. */
export function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

/**
 * The headers of a page no site may frame, whose only style is inline and which loads
 * nothing: `formAction` is where its forms may go ('none' when it has none).
 */
export function unframedPageHeaders(formAction: "'self'" | "'none'" = "'none'"): Record<string, string> {
  return {
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; ${frameAncestors('none')}; base-uri 'none'`,
    // For browsers that know only the older header.
    'x-frame-options': 'DENY',
  };
}
