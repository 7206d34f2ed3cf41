/**
 * The short-link service call behind the mobile view's "Open in wallet" (spec section
 * 7). The endpoint group loads with the first call; components never import it.
 */
import { apiClient } from '@lender/shared';

/** The short form of `url` (rejects when the service fails: ../connect/deep-link.ts falls back). */
export async function shortLinkOf(url: string): Promise<string> {
  const { createShortLink } = await import('@lender/shared/endpoints/public');
  return (await createShortLink.call(apiClient, { body: { url } })).shortLink;
}
