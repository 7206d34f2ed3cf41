/** @jest-environment node */
import { CODE_MESSAGES, PASSWORD_SETUP_MESSAGES } from '@lender/shared/stand-ins';
import { SECURITY_ANSWER_REQUIRED } from '@lender/shared';
import { FIRST_FACTOR_EXPIRED } from '../../security/one-time-codes.ts';
import { SECOND_FACTOR_SPENT } from '../../security/second-factor-attempts.ts';
import { currentTotp } from '../../security/totp.ts';
import { devApiForFile, SEED_PASSWORD, sessionTokenFor } from '../../testing/http-client.ts';
import { CODE_INCORRECT } from '../identity/passcode.ts';
import { ANSWER_INCORRECT, TOTP_INCORRECT, UNKNOWN_ALIAS } from '../identity/second-factor.ts';
import { alertOf, brokerPageClient, formsOf, mainForm, type Posted } from './broker-page.testing.ts';
import {
  codeSentPrompt,
  METHOD_LEGEND,
  NEW_PASSWORD_PROMPT,
  OTHER_METHOD_BUTTON,
  RESEND_BUTTON,
  TOTP_PROMPT,
} from './second-step-pages.ts';
import { CROSS_SITE_POST } from './sign-in-route.ts';
import { NO_RECOVERY_METHODS, SAME_PASSWORD } from './sign-in-steps.ts';

const APP_ORIGIN = 'http://app.test:3000';
const NONCE = 'nonce-0123456789abcdef';
const api = devApiForFile({ appOrigin: APP_ORIGIN });
const broker = brokerPageClient(api);

const TARA = { email: 'tara.totp@example.com', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
const SAM = { email: 'sam.sms@example.com', phone: '4155550123' };
const QUINN = 'quinn.questions@example.com';
const SASHA = 'sasha.several@example.com';
const ELI = { email: 'eli.expired@example.com', uuid: 'identity-expired-password' };

const totpNow = (secret: string) => currentTotp(secret, api.state.now);
const lastCodeTo = (address: string) => api.state.outbox.list(address)[0]?.code ?? '';

/** Signed in: the app's return path with the state nonce, and the session cookie. */
function expectSignedIn(result: Posted) {
  expect(result.status).toBe(303);
  expect(result.location).toBe(`${APP_ORIGIN}/dashboard?state=${NONCE}`);
  expect(result.cookie).toMatch(/^[^=]+=ey/);
}

/** Not signed in: no cookie, no redirect, and the page says why. */
function expectRefused(result: Posted, status: number, message: string) {
  expect(result.status).toBe(status);
  expect(result.cookie).toBeNull();
  expect(result.location).toBeNull();
  expect(alertOf(result.html)).toBe(message);
}

afterEach(() => api.state.reset());

describe('the broker page asks for the second factor an account has', () => {
  it('an authenticator code: no session for the password alone, a wrong code refused, the right one signs in', async () => {
    const password = await broker.signIn(TARA.email, SEED_PASSWORD, { state: NONCE });
    expect(password.status).toBe(200);
    expect(password.cookie).toBeNull();
    expect(password.html).toContain(TOTP_PROMPT);
    expect(mainForm(password.html).hidden).toMatchObject({ step: 'code', method: 'totp', state: NONCE });

    const wrong = await broker.answer(password, { code: '000000' });
    expectRefused(wrong, 400, TOTP_INCORRECT);
    expectSignedIn(await broker.answer(wrong, { code: totpNow(TARA.secret) }));
  });

  it('a single texted code is sent at once, and offers a resend', async () => {
    const password = await broker.signIn(SAM.email, SEED_PASSWORD, { state: NONCE });
    expect(password.html).toContain(codeSentPrompt('(***) ***-0123'));
    expect(formsOf(password.html).flatMap((form) => form.buttons)).toEqual(['Verify', RESEND_BUTTON]);
    const first = lastCodeTo(SAM.phone);
    expect(first).toMatch(/^\d{6}$/);

    const resent = await broker.post(formsOf(password.html)[1]!.hidden);
    expect(api.state.outbox.list(SAM.phone)).toHaveLength(2);
    expectRefused(
      await broker.answer(resent, { code: first === '111111' ? '222222' : '111111' }),
      400,
      CODE_INCORRECT,
    );
    expectSignedIn(await broker.answer(resent, { code: lastCodeTo(SAM.phone) }));
  });

  it('security questions only: one question, asked again after a wrong answer, an empty answer not counted', async () => {
    const password = await broker.signIn(QUINN, SEED_PASSWORD, { state: NONCE });
    const { questionUuid } = mainForm(password.html).hidden;
    const answers: Record<string, string> = {
      'q-quinn-1': 'Biscuit',
      'q-quinn-2': 'Dayton',
      'q-quinn-3': 'Volvo',
    };
    expect(Object.keys(answers)).toContain(questionUuid);

    const empty = await broker.answer(password, { answer: '  ' });
    expectRefused(empty, 400, SECURITY_ANSWER_REQUIRED);
    const wrong = await broker.answer(empty, { answer: 'Nope' });
    expectRefused(wrong, 400, ANSWER_INCORRECT);
    expect(mainForm(wrong.html).hidden.questionUuid).toBe(questionUuid);
    expectSignedIn(await broker.answer(wrong, { answer: ` ${answers[questionUuid!]!.toUpperCase()} ` }));
  });

  it('several methods: the person chooses, and may go back and choose another', async () => {
    const password = await broker.signIn(SASHA, SEED_PASSWORD, { state: NONCE });
    expect(password.html).toContain(METHOD_LEGEND);
    const { radios } = mainForm(password.html);
    expect(radios.map((radio) => radio.label)).toEqual([
      'Email a code to s***l@example.com',
      expect.stringMatching(/^Text a code to \(\*\*\*\) \*\*\*-\d{4}$/),
      'Use my authenticator app',
      'Answer a security question',
    ]);
    expect(api.state.outbox.all()).toHaveLength(0);

    const totp = await broker.answer(password, { method: 'totp' });
    expect(totp.html).toContain(TOTP_PROMPT);
    const back = await broker.post(
      formsOf(totp.html).find((form) => form.buttons.includes(OTHER_METHOD_BUTTON))!.hidden,
    );
    const email = await broker.answer(back, { method: radios[0]!.value });
    expect(email.html).toContain(codeSentPrompt('s***l@example.com'));
    expectSignedIn(await broker.answer(email, { code: lastCodeTo(SASHA) }));
  });

  it('refuses a method the account does not have', async () => {
    const password = await broker.signIn(SASHA, SEED_PASSWORD);
    expectRefused(await broker.answer(password, { method: 'alias-someone-else' }), 400, UNKNOWN_ALIAS);
  });

  it('refuses a malformed code without counting it as a wrong answer', async () => {
    let page: Posted = await broker.signIn(TARA.email, SEED_PASSWORD, { state: NONCE });
    for (const [code, message] of [
      ['', CODE_MESSAGES.twoFactorRequired],
      ['12', CODE_MESSAGES.twoFactorLength],
      ['1234567', CODE_MESSAGES.twoFactorLength],
    ] as const) {
      for (let i = 0; i < 2; i += 1) {
        page = await broker.answer(page, { code });
        expectRefused(page, 400, message);
      }
    }
    expectSignedIn(await broker.answer(page, { code: totpNow(TARA.secret) }));
  });

  it('five wrong answers spend the login: back to the first form, and its login cannot be finished', async () => {
    const password = await broker.signIn(TARA.email, SEED_PASSWORD, { state: NONCE });
    let page: Posted = password;
    for (let i = 0; i < 4; i += 1) {
      page = await broker.answer(page, { code: '000000' });
      expectRefused(page, 400, TOTP_INCORRECT);
    }
    const spent = await broker.answer(page, { code: '000000' });
    expectRefused(spent, 400, SECOND_FACTOR_SPENT);
    expect(mainForm(spent.html).hidden).toMatchObject({ step: 'password', state: NONCE });
    expect(mainForm(spent.html).hidden.botToken).toBeTruthy();
    expectRefused(await broker.answer(page, { code: totpNow(TARA.secret) }), 400, FIRST_FACTOR_EXPIRED);
  });

  it.each([
    ['code', { method: 'totp', code: '123456' }],
    ['method', { method: 'totp' }],
    ['question', { questionUuid: 'q-quinn-1', answer: 'Biscuit' }],
  ])('refuses the %s step with a login it did not start', async (step, fields) => {
    expectRefused(await broker.post({ step, loginUuid: 'made-up', ...fields }), 400, FIRST_FACTOR_EXPIRED);
  });

  it("refuses another site's post of a later step", async () => {
    const password = await broker.signIn(TARA.email, SEED_PASSWORD);
    const forged = await broker.answer(
      password,
      { code: totpNow(TARA.secret) },
      { origin: 'https://evil.example' },
    );
    expectRefused(forged, 403, CROSS_SITE_POST);
  });

  it('an account with two-step verification and no method gets no session', async () => {
    const result = await broker.signIn('nora.norecovery@example.com', SEED_PASSWORD);
    expectRefused(result, 403, NO_RECOVERY_METHODS);
  });
});

describe('the broker page replaces an expired password before signing in', () => {
  const strong = 'granite-lantern-orbit-97';

  it('asks for a new one, with no session until it is set', async () => {
    const password = await broker.signIn(ELI.email, SEED_PASSWORD, { state: NONCE });
    expect(password.status).toBe(200);
    expect(password.cookie).toBeNull();
    expect(password.html).toContain(NEW_PASSWORD_PROMPT);
    expect(mainForm(password.html).hidden).toMatchObject({ step: 'new-password', state: NONCE });
  });

  it.each([
    ['no password', { password: '', confirmation: '' }, PASSWORD_SETUP_MESSAGES.passwordRequired],
    ['a weak one', { password: 'password1', confirmation: 'password1' }, PASSWORD_SETUP_MESSAGES.weak],
    ['a mismatch', { password: strong, confirmation: `${strong}x` }, PASSWORD_SETUP_MESSAGES.mismatch],
    ['the current one', { password: SEED_PASSWORD, confirmation: SEED_PASSWORD }, SAME_PASSWORD],
  ])('refuses %s, saying so by the field, and keeps the ticket', async (_, fields, message) => {
    const password = await broker.signIn(ELI.email, SEED_PASSWORD, { state: NONCE });
    const refused = await broker.answer(password, fields);
    expect(refused.status).toBe(400);
    expect(refused.cookie).toBeNull();
    expect(refused.html).toContain(`class="error">${message.replace("'", '&#39;')}</p>`);
    expectSignedIn(await broker.answer(refused, { password: strong, confirmation: strong }));
  });

  it('sets it, signs in, and the ticket cannot be used again; the old password no longer works', async () => {
    const password = await broker.signIn(ELI.email, SEED_PASSWORD, { state: NONCE });
    expectSignedIn(await broker.answer(password, { password: strong, confirmation: strong }));
    const replay = await broker.answer(password, { password: `${strong}!`, confirmation: `${strong}!` });
    expectRefused(replay, 400, FIRST_FACTOR_EXPIRED);

    expect((await broker.signIn(ELI.email, SEED_PASSWORD)).status).toBe(401);
    expectSignedIn(await broker.signIn(ELI.email, strong, { state: NONCE }));
  });

  it("signs out the account's other logins, as any password change does", async () => {
    const elsewhere = await sessionTokenFor(api.state, { sub: ELI.uuid });
    const password = await broker.signIn(ELI.email, SEED_PASSWORD, { state: NONCE });
    expectSignedIn(await broker.answer(password, { password: strong, confirmation: strong }));
    expect(await api.state.tokens.verify(elsewhere)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('refuses a forged ticket', async () => {
    const forged = await broker.post({
      step: 'new-password',
      ticket: 'forged',
      password: strong,
      confirmation: strong,
    });
    expectRefused(forged, 400, FIRST_FACTOR_EXPIRED);
  });
});
