/**
 * A withdrawn request, as every test wallet of ours reads it (the protocol of
 * `@lender/shared/wallet`, mobile-protocol.ts): each request's metadata (its first
 * parameter, a JSON string) carries a `customId`; the product withdraws a request that
 * still waits for the person (its Cancel, its Request again) with `wallet_action`
 * `{ action: 'removePendingMethod', payload: { customId } }`. A wallet answers the
 * removal at once, `true` even for an id it does not know, without asking the person,
 * and drops the waiting request so the person never sees two.
 * (The hosted test wallet's frame and the extension's script run in a browser as plain
 * text and read the same fields in their own few lines.)
 */
import { MOBILE_METHODS } from '@lender/shared/stand-ins';
import type { WalletRequest } from './wallet-answers.ts';

/** The metadata object of a request, or null when it has none a wallet can read. */
function metadataOf(request: WalletRequest): Record<string, unknown> | null {
  const first: unknown = Array.isArray(request.params) ? (request.params as unknown[])[0] : undefined;
  if (typeof first !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(first);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `customId` a request carries, or null (a connect, a request without one). */
export function customIdOf(request: WalletRequest): string | null {
  const customId = metadataOf(request)?.customId;
  return typeof customId === 'string' && customId !== '' ? customId : null;
}

/**
 * Whether the request is a removal, and of which request: `null` for any other request;
 * for a removal, the `customId` it names, or `''` when it names none (answered `true`,
 * drops nothing).
 */
export function withdrawnIdOf(request: WalletRequest): string | null {
  if (request.method !== MOBILE_METHODS.action) return null;
  const metadata = metadataOf(request);
  if (metadata?.action !== 'removePendingMethod') return null;
  const customId = (metadata.payload as { customId?: unknown } | undefined)?.customId;
  return typeof customId === 'string' ? customId : '';
}
