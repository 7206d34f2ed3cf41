/**
 * The signing step's countdown (issue 32, item 1), pure: a wait for the wallet to approve a
 * signature lasts at most `SIGNING_WAIT_MS`; the time left shows as `m:ss` (not announced: it
 * changes every second), and screen readers hear it at most every `ANNOUNCE_EVERY_S` (a status
 * whose text changes only at 120, 90, 60 and 30 s). Texts: docs/spec-decisions.md.
 */
import { LEFT_TO_APPROVE, TIME_LEFT_PREFIX } from './modal-texts.ts';

export const SIGNING_WAIT_MS = 120_000;
export const ANNOUNCE_EVERY_S = 30;

/** Whole seconds left until `until` (rounded up: "0:00" only once the time is out), never below 0. */
export const secondsLeft = (until: number, now: number): number =>
  Math.max(0, Math.ceil((until - now) / 1000));

/** `m:ss`. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const timeLeftText = (seconds: number): string => `${TIME_LEFT_PREFIX} ${clockText(seconds)}`;

/** The announcement's seconds: `seconds` rounded up to a multiple of 30, so its text changes at 120/90/60/30. */
export const spokenBucket = (seconds: number): number =>
  seconds <= 0 ? 0 : Math.ceil(seconds / ANNOUNCE_EVERY_S) * ANNOUNCE_EVERY_S;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** What screen readers hear with `seconds` left ("2 minutes left to approve in your wallet."); nothing at 0. */
export function spokenAt(seconds: number): string {
  const bucket = spokenBucket(seconds);
  if (bucket === 0) return '';
  const minutes = Math.floor(bucket / 60);
  const rest = bucket % 60;
  const parts = [minutes > 0 ? plural(minutes, 'minute') : '', rest > 0 ? plural(rest, 'second') : ''];
  return `${parts.filter(Boolean).join(' ')} ${LEFT_TO_APPROVE}`;
}
