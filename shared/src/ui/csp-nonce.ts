/**
 * The nonce of this page's content security policy: the page's server puts it in
 * `<meta property="csp-nonce" nonce="…">` (tooling/serve/src/security-headers.ts), fresh for
 * each response. Styles the page injects (Emotion's, the consent vendor's) carry it,
 * or the policy refuses them. Read from the element's `nonce` property: browsers hide
 * the attribute's value from the DOM (and from CSS selectors) once the page loads.
 */
export function cspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
