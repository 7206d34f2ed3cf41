/**
 * What the login's calls say about the page they come from (spec section 7): the
 * page's telemetry tracker (`telemetryTrackingId`) and its organization (`X-Org`).
 * Telemetry belongs to the shell and is loaded after the first render; a remote
 * running alone has none, and a session that has not opened yet is waited for only
 * briefly: a sign-in never waits on telemetry.
 */
import { orgCodeOf, readOrgInfoFromDocument } from '@lender/shared';

export const TRACKER_WAIT_MS = 1_000;

export async function telemetryTrackingId(waitMs = TRACKER_WAIT_MS): Promise<string | undefined> {
  try {
    const { getPageTelemetry } = await import('@lender/shared/telemetry');
    const telemetry = getPageTelemetry();
    if (!telemetry?.trackingId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    const id = await Promise.race([telemetry.trackingId(), late]);
    clearTimeout(timer);
    return id ?? undefined;
  } catch {
    return undefined;
  }
}

/** The page's organization code, from the org info its server inlined; none on a page without it. */
export const pageOrgCode = (): string | undefined => orgCodeOf(readOrgInfoFromDocument());

/** Names the login sets itself: the page's query can never supply them. */
const OWN_PARAMS = new Set(['externalStateNonce', 'telemetryTrackingId']);

/** The page's query parameters as the broker login sends them along (the first of a repeated name). */
export function queryParamsOf(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) if (!OWN_PARAMS.has(name)) params[name] ??= value;
  return params;
}
