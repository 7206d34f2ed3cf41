/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { login } from '@lender/shared/endpoints/identity';
import { createLocalRecaptcha, FUTURE_SKEW_MS, RECAPTCHA_HEADER } from './recaptcha.ts';

const T0 = 1_700_000_000_000;
const SECRET = 'dev-secret';

function setup(options: { maxAgeMs?: number } = {}) {
  const clock = { time: T0 };
  return { clock, recaptcha: createLocalRecaptcha({ secret: SECRET, now: () => clock.time, ...options }) };
}
const sign = (timestamp: number, secret = SECRET) =>
  `local-recaptcha.${timestamp}.${createHmac('sha256', secret).update(`local-recaptcha.${timestamp}`).digest('base64url')}`;

describe('local reCAPTCHA', () => {
  it('checks the header the login declares', () => {
    const declared = Object.keys(login.request.headers.entries).map((name) => name.toLowerCase());
    expect(declared).toContain(RECAPTCHA_HEADER);
  });

  it('issues local-recaptcha.<timestampMs>.<HMAC-SHA256> tokens', () => {
    const { recaptcha } = setup();
    const token = recaptcha.issue();
    expect(token).toBe(sign(T0));
    expect(recaptcha.verify(token)).toBe(true);
  });

  it('accepts a token once', () => {
    const { recaptcha } = setup();
    const token = recaptcha.issue();
    expect([recaptcha.verify(token), recaptcha.verify(token)]).toEqual([true, false]);
  });

  it('treats a re-spelt signature of a used token as a reuse', () => {
    const { recaptcha } = setup();
    const token = recaptcha.issue();
    const last = token.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelt = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    expect(setup().recaptcha.verify(respelt)).toBe(true);
    expect(recaptcha.verify(token)).toBe(true);
    expect(recaptcha.verify(respelt)).toBe(false);
  });

  it('issues distinct tokens within one millisecond', () => {
    const { recaptcha } = setup();
    const tokens = [recaptcha.issue(), recaptcha.issue(), recaptcha.issue()];
    expect(new Set(tokens).size).toBe(3);
    expect(tokens.map((t) => recaptcha.verify(t))).toEqual([true, true, true]);
  });

  it.each([
    [0, true],
    [119_999, true],
    [120_000, false],
    [-FUTURE_SKEW_MS, true],
    [-FUTURE_SKEW_MS - 1, false],
  ])('at an age of %d ms the token is accepted: %p', (age, accepted) => {
    const { recaptcha } = setup();
    expect(recaptcha.verify(sign(T0 - age))).toBe(accepted);
  });

  it('takes another maximum age, and forgets used tokens once they are stale', () => {
    const { recaptcha, clock } = setup({ maxAgeMs: 1_000 });
    const token = recaptcha.issue();
    expect(recaptcha.verify(token)).toBe(true);
    clock.time = T0 + 1_000;
    expect(recaptcha.verify(token)).toBe(false);
    expect(recaptcha.verify(recaptcha.issue())).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['another secret', sign(T0, 'other-secret')],
    ['another prefix', sign(T0).replace('local-recaptcha', 'recaptcha')],
    ['a changed timestamp', sign(T0).replace(String(T0), String(T0 + 1))],
    ['a short signature', sign(T0).slice(0, -1)],
    ['extra parts', `${sign(T0)}.x`],
    ['a Google token', '03AFcWeA6x-not-local'],
  ])('refuses a token that is %s', (_label, token) => {
    expect(setup().recaptcha.verify(token)).toBe(false);
  });
});
