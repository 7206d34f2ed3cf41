/**
 * The Provenance conversion's ticket (ours; docs/spec-decisions.md, "The conversion's
 * ticket"): the conversion page is reached by a navigation, which cannot carry the
 * session's token, so a single-use ticket is minted with the session first and goes in
 * the page's address. The endpoint group loads with the call.
 */
import { apiClient, getRuntimeConfig } from '@lender/shared';

/** The conversion page's address for `walletAddress`, with a fresh ticket; it comes back to `redirectUrl`. */
export async function conversionAddress(walletAddress: string, redirectUrl: string): Promise<string> {
  const { provenanceConversionTicket, provenanceConversionUrl } =
    await import('@lender/shared/endpoints/public');
  const { ticket } = await provenanceConversionTicket.call(apiClient, { params: { walletAddress } });
  return provenanceConversionUrl(getRuntimeConfig().apiBase, walletAddress, redirectUrl, ticket);
}
