/**
 * The state nonce of a login that leaves the site (spec section 2, "Wallet area"
 * and "Startup"). Before a page sends a visitor to the broker's sign-in page (the
 * wallet area's guard, an agent's brokered login), it saves where to come back to
 * under a fresh random nonce; the broker hands the
 * nonce back as `state` on its redirect to us, and start-up takes the item (it is
 * used once) and goes to the saved path. Items live in local storage, so the
 * return works whichever tab the broker lands in; logout clears them with the rest
 * of the session (prefix `login-state:`). The saved path is checked again on the
 * way out: storage is not trusted to hold only what we wrote.
 */
import { SESSION_KEY_PREFIXES } from '../session/web-storage.ts';
import { resolveSafeRedirect } from './redirect-sanitiser.ts';

const keyOf = (nonce: string) => `${SESSION_KEY_PREFIXES.loginState}${nonce}`;

/** Bytes of randomness in a nonce: 128 bits, written as 32 hex digits. */
export const STATE_NONCE_BYTES = 16;

export function newStateNonce(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(STATE_NONCE_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function saveLoginState(storage: Storage, nonce: string, path: string): void {
  storage.setItem(keyOf(nonce), path);
}

/**
 * The path saved under the `state` parameter of `search`, removing the item; null
 * when there is no `state`, nothing saved under it, or the saved value is not a
 * path on this site.
 */
export function takeLoginState(storage: Storage, search: string, origin: string): string | null {
  const nonce = new URLSearchParams(search).get('state');
  if (!nonce) return null;
  let saved: string | null;
  try {
    saved = storage.getItem(keyOf(nonce));
    if (saved !== null) storage.removeItem(keyOf(nonce));
  } catch {
    return null;
  }
  return saved === null ? null : resolveSafeRedirect(saved, origin);
}
