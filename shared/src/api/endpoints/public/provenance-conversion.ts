/**
 * The provenance-wallet conversion is a page on the API's host, not a call: the
 * browser navigates there with a single-use ticket (provenanceConversionTicket,
 * minted just before) and comes back to `redirectUrl`.
 */
export function provenanceConversionUrl(
  apiBase: string,
  walletAddress: string,
  redirectUrl: string,
  ticket: string,
): string {
  const url = new URL(
    `auth/wallet/provenance/${encodeURIComponent(walletAddress)}/convert`,
    apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
  );
  url.searchParams.set('redirectUrl', redirectUrl);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}
