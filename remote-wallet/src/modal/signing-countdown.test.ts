/** The signing step's countdown, pure: seconds left, the visible clock, what screen readers hear. */
import {
  clockText,
  secondsLeft,
  SIGNING_WAIT_MS,
  spokenAt,
  spokenBucket,
  timeLeftText,
} from './signing-countdown.ts';

const UNTIL = 1_700_000_120_000;

describe('seconds left (rounded up, never below zero)', () => {
  it.each([
    ['the full wait', UNTIL - SIGNING_WAIT_MS, 120],
    ['a moment later', UNTIL - SIGNING_WAIT_MS + 1, 120],
    ['one second later', UNTIL - SIGNING_WAIT_MS + 1000, 119],
    ['the last moment', UNTIL - 1, 1],
    ['at the end', UNTIL, 0],
    ['past the end', UNTIL + 5000, 0],
  ])('%s', (_, now, left) => expect(secondsLeft(UNTIL, now)).toBe(left));
});

describe('the visible clock (m:ss)', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [61, '1:01'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s: %s', (seconds, text) => expect(clockText(seconds)).toBe(text));
  it('the line shown', () => expect(timeLeftText(119)).toBe('Time left to approve in your wallet: 1:59'));
});

describe('what screen readers hear changes only at 120, 90, 60 and 30 s', () => {
  it.each([
    [120, 120],
    [119, 120],
    [91, 120],
    [90, 90],
    [61, 90],
    [60, 60],
    [31, 60],
    [30, 30],
    [1, 30],
    [0, 0],
  ])('%i s left: the %i s text', (seconds, bucket) => expect(spokenBucket(seconds)).toBe(bucket));
  it.each([
    [120, '2 minutes left to approve in your wallet.'],
    [90, '1 minute 30 seconds left to approve in your wallet.'],
    [60, '1 minute left to approve in your wallet.'],
    [30, '30 seconds left to approve in your wallet.'],
    [0, ''],
  ])('%i s: "%s"', (seconds, text) => expect(spokenAt(seconds)).toBe(text));
  it('one text per 30 s over the whole wait', () => {
    const texts = new Set(Array.from({ length: 121 }, (_, i) => spokenAt(120 - i)));
    expect(texts.size).toBe(5); // four buckets, and nothing at zero (the time-out says it)
  });
});
