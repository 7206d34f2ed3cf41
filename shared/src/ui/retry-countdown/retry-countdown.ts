/**
 * "Too many attempts" with the time left (issue 32, item 2): the decisions behind the
 * countdown a form shows after a 429, pure so they are tested as tables. The moment
 * the wait ends is what a form keeps (in session storage, so a reload keeps it); the
 * seconds left and their text are worked out from it at each tick.
 * The texts and rules are recorded in docs/spec-decisions.md ("Too many attempts").
 */
import { ApiError } from '../../api/errors.ts';

/** When the server gives no usable Retry-After: the minute the specification's sentence asks for. */
export const DEFAULT_RETRY_AFTER_S = 60;
/** The longest wait a form shows; a larger Retry-After (a mistake, an attack) is cut to it. */
export const MAX_RETRY_AFTER_S = 60 * 60;
/** Said once when the countdown ends (the form's button works again). */
export const RETRY_COUNTDOWN_ENDED_MESSAGE = 'You can try again now.';

const DELTA_SECONDS = /^\d+$/;

/**
 * Retry-After's seconds (RFC 9110 §10.2.3: delta-seconds or an HTTP date), from 1 to
 * MAX_RETRY_AFTER_S; null when absent or unreadable. A date already past reads as 1 s:
 * the server did refuse, so the button waits for at least a tick.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let seconds: number;
  if (DELTA_SECONDS.test(text)) seconds = Number(text);
  else {
    const at = Date.parse(text);
    // Only an HTTP date names its zone (GMT); a bare "2025-01-01" would be read in local time.
    if (Number.isNaN(at) || !/GMT$/i.test(text)) return null;
    seconds = Math.ceil((at - nowMs) / 1000);
  }
  return Math.min(MAX_RETRY_AFTER_S, Math.max(1, seconds));
}

/** The Retry-After header the API client keeps on a 429 (`data.retryAfter`). */
function retryAfterOf(error: ApiError): string | null {
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('retryAfter' in data)) return null;
  return typeof data.retryAfter === 'string' ? data.retryAfter : null;
}

/** The moment (ms) a refused form may try again: for a 429 only, otherwise null. */
export function retryEndsAt(error: unknown, nowMs: number): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return nowMs + (parseRetryAfter(retryAfterOf(error), nowMs) ?? DEFAULT_RETRY_AFTER_S) * 1000;
}

/** Whole seconds left until `endsAtMs` (rounded up, so 0 only once the moment has come). */
export function secondsLeft(endsAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The clock beside the sentence: "Try again in 42 seconds", "Try again in 1:05", "Try again in 1:00:00". */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  if (s < 60) return `Try again in ${s} ${s === 1 ? 'second' : 'seconds'}`;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const clock = hours > 0 ? `${hours}:${twoDigits(minutes)}` : `${minutes}`;
  return `Try again in ${clock}:${twoDigits(s % 60)}`;
}

const unit = (count: number, name: string) =>
  count === 0 ? '' : `${count} ${name}${count === 1 ? '' : 's'}`;

/** The wait in words, for the announcement: "1 minute 5 seconds" (a clock like 1:05 reads badly aloud). */
export function spokenWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const words = [
    unit(Math.floor(s / 3600), 'hour'),
    unit(Math.floor((s % 3600) / 60), 'minute'),
    unit(s % 60, 'second'),
  ];
  return words.filter(Boolean).join(' ');
}

/** Said once when a countdown starts: the specification's sentence, then the wait. */
export function countdownStartAnnouncement(sentence: string, seconds: number): string {
  return `${sentence} Try again in ${spokenWait(seconds)}.`;
}

/**
 * Whether the end is announced: only when this page saw the count running and it has
 * just reached zero; never for a countdown found already over (a stale stored moment).
 */
export function announcesEnd(previousSeconds: number | null, seconds: number): boolean {
  return previousSeconds !== null && previousSeconds > 0 && seconds === 0;
}
