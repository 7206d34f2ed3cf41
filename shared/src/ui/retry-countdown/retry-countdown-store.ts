/**
 * Where each form's countdown lives: the moment its wait ends, in session storage
 * under `retry-until:<form>` (so a reload keeps it, and logout clears it with the
 * session's other keys: SESSION_KEY_PREFIXES), plus the listeners of the forms on the
 * page. A 429 starts it from the screen's controller; the form's hook reads it.
 */
import { TOO_MANY_REQUESTS_MESSAGE } from '../../api/errors.ts';
import { session, SESSION_KEY_PREFIXES, storedString } from '../../session/web-storage.ts';
import { announce } from '../live-region.tsx';
import { countdownStartAnnouncement, retryEndsAt, secondsLeft } from './retry-countdown.ts';

const stored = (form: string) => storedString(`${SESSION_KEY_PREFIXES.retryUntil}${form}`, session);
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeRetryCountdowns(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored end of `form`'s wait (ms), or null when none (or unreadable). */
export function readRetryEnd(form: string): number | null {
  const value = Number(stored(form).read());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function clearRetryEnd(form: string): void {
  stored(form).remove();
  emit();
}

/**
 * Starts `form`'s countdown when `error` is a 429 and announces it once; false for any
 * other error (the caller shows it as before).
 */
export function startRetryCountdown(form: string, error: unknown, now = Date.now()): boolean {
  const endsAt = retryEndsAt(error, now);
  if (endsAt === null) return false;
  stored(form).write(String(endsAt));
  emit();
  announce(countdownStartAnnouncement(TOO_MANY_REQUESTS_MESSAGE, secondsLeft(endsAt, now)));
  return true;
}
