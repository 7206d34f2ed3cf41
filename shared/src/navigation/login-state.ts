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

/** A login that has not come back within this time is abandoned; its item is dropped. */
export const LOGIN_STATE_MAX_AGE_MS = 60 * 60 * 1000;

interface SavedState {
  path: string;
  savedAt: number;
}

function readSaved(text: string | null): SavedState | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<SavedState> | null;
    return typeof value?.path === 'string' && typeof value.savedAt === 'number'
      ? { path: value.path, savedAt: value.savedAt }
      : null;
  } catch {
    return null;
  }
}

export function saveLoginState(storage: Storage, nonce: string, path: string, now = Date.now()): void {
  storage.setItem(keyOf(nonce), JSON.stringify({ path, savedAt: now } satisfies SavedState));
}

/**
 * The path saved under the `state` parameter of `search`, removing the item; null
 * when there is no `state`, nothing saved under it, an item older than
 * LOGIN_STATE_MAX_AGE_MS, or a saved value that is not a path on this site.
 */
export function takeLoginState(
  storage: Storage,
  search: string,
  origin: string,
  now = Date.now(),
): string | null {
  const nonce = new URLSearchParams(search).get('state');
  if (!nonce) return null;
  let saved: SavedState | null;
  try {
    const text = storage.getItem(keyOf(nonce));
    if (text === null) return null;
    storage.removeItem(keyOf(nonce));
    saved = readSaved(text);
  } catch {
    return null;
  }
  if (!saved || now - saved.savedAt > LOGIN_STATE_MAX_AGE_MS) return null;
  return resolveSafeRedirect(saved.path, origin);
}

/** Drops abandoned login states (older than LOGIN_STATE_MAX_AGE_MS, or unreadable); run at start. */
export function pruneLoginStates(storage: Storage, now = Date.now()): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(SESSION_KEY_PREFIXES.loginState) ?? false,
    );
    for (const key of keys) {
      const saved = readSaved(storage.getItem(key));
      if (!saved || now - saved.savedAt > LOGIN_STATE_MAX_AGE_MS) storage.removeItem(key);
    }
  } catch {
    // Storage refused: nothing to prune.
  }
}
