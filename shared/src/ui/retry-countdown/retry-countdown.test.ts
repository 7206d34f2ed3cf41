import { ApiError, TOO_MANY_REQUESTS_MESSAGE } from '../../api/errors.ts';
import {
  announcesEnd,
  countdownStartAnnouncement,
  countdownText,
  DEFAULT_RETRY_AFTER_S,
  MAX_RETRY_AFTER_S,
  parseRetryAfter,
  retryEndsAt,
  secondsLeft,
  spokenWait,
} from './retry-countdown.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 1],
    [String(MAX_RETRY_AFTER_S + 1), MAX_RETRY_AFTER_S],
    ['Sat, 01 Mar 2025 12:01:05 GMT', 65],
    ['Sat, 01 Mar 2025 11:59:00 GMT', 1],
    [null, null],
    [undefined, null],
    ['', null],
    ['soon', null],
    ['-5', null],
    ['1.5', null],
    ['2025-03-01T12:01:00', null],
  ])('%p → %p', (value, expected) => {
    expect(parseRetryAfter(value, NOW)).toBe(expected);
  });
});

describe('retryEndsAt', () => {
  const tooMany = (retryAfter: unknown) =>
    new ApiError({ status: 429, message: TOO_MANY_REQUESTS_MESSAGE, data: { body: null, retryAfter } });
  it.each([
    ['a 429 with Retry-After', tooMany('30'), NOW + 30_000],
    ['a 429 without it', tooMany(null), NOW + DEFAULT_RETRY_AFTER_S * 1000],
    ['a 429 with a bad one', tooMany('later'), NOW + DEFAULT_RETRY_AFTER_S * 1000],
    ['a 429 with no data', new ApiError({ status: 429, message: 'x' }), NOW + DEFAULT_RETRY_AFTER_S * 1000],
    ['another status', new ApiError({ status: 400, message: 'x', data: { retryAfter: '30' } }), null],
    ['not an API error', new Error('x'), null],
  ])('%s', (_, error, expected) => {
    expect(retryEndsAt(error, NOW)).toBe(expected);
  });
});

describe('secondsLeft', () => {
  it.each([
    [NOW + 65_000, NOW, 65],
    [NOW + 64_001, NOW, 65],
    [NOW + 1, NOW, 1],
    [NOW, NOW, 0],
    [NOW - 5_000, NOW, 0],
  ])('ends %p, now %p → %p', (endsAt, now, expected) => {
    expect(secondsLeft(endsAt, now)).toBe(expected);
  });
});

describe('countdownText', () => {
  it.each([
    [42, 'Try again in 42 seconds'],
    [1, 'Try again in 1 second'],
    [0, 'Try again in 0 seconds'],
    [59, 'Try again in 59 seconds'],
    [60, 'Try again in 1:00'],
    [65, 'Try again in 1:05'],
    [600, 'Try again in 10:00'],
    [3600, 'Try again in 1:00:00'],
  ])('%p s → %p', (seconds, expected) => {
    expect(countdownText(seconds)).toBe(expected);
  });
});

describe('the announcements', () => {
  it.each([
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [65, '1 minute 5 seconds'],
    [3661, '1 hour 1 minute 1 second'],
  ])('%p s in words: %p', (seconds, expected) => {
    expect(spokenWait(seconds)).toBe(expected);
  });

  it('starts with the sentence as it is, then the wait', () => {
    expect(countdownStartAnnouncement(TOO_MANY_REQUESTS_MESSAGE, 65)).toBe(
      `${TOO_MANY_REQUESTS_MESSAGE} Try again in 1 minute 5 seconds.`,
    );
  });

  it.each([
    [1, 0, true],
    [5, 0, true],
    [null, 0, false],
    [0, 0, false],
    [5, 4, false],
    [null, 30, false],
  ])('end announced from %p to %p: %p', (before, after, expected) => {
    expect(announcesEnd(before, after)).toBe(expected);
  });
});
