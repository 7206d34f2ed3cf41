/** @jest-environment node */
import * as v from 'valibot';
import {
  redeemToken,
  redeemTwoFactorCode,
  retrieveSecurityQuestions,
  sendToken,
} from '@lender/shared/endpoints/identity';
import { withListening } from '@lender/serve/test-server';
import { createDevApiApp } from '../../app.ts';
import { DEFAULT_SEED_FILE, loadSeed } from '../../seed/load-seed.ts';
import { currentTotp } from '../../security/totp.ts';
import type { DevState } from '../../state/dev-state.ts';
import { CODE_EXPIRED, CODE_INCORRECT } from './passcode.ts';
import {
  ACCOUNT_FAILURE_LIMIT,
  MAX_FAILURES_PER_LOGIN,
  SECOND_FACTOR_SPENT,
} from '../../security/second-factor-attempts.ts';
import { ANSWER_INCORRECT, TOTP_INCORRECT } from './second-factor.ts';

const PASSWORD = 'Correct-Horse-Battery-42';
const seed = loadSeed(DEFAULT_SEED_FILE);

type Json = Record<string, unknown>;

function api(base: string) {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  return {
    call,
    outbox: async (to: string) =>
      (await call('GET', `/__dev/outbox?to=${encodeURIComponent(to)}`)).body as unknown as Array<Json>,
    login: async (email: string) => {
      const token = String((await call('GET', '/__dev/recaptcha-token')).body.token);
      return call(
        'POST',
        '/identity/api/v2/login',
        { email, password: PASSWORD },
        { 'X-Recaptcha-Token': token },
      );
    },
  };
}

async function withApi(
  run: (client: ReturnType<typeof api>, state: DevState) => Promise<void>,
  now?: () => number,
) {
  const { server, state } = await createDevApiApp({
    seed,
    allowedOrigins: [],
    publicOrigin: 'http://127.0.0.1:4000',
    devRoutes: true,
    now,
  });
  await withListening(server, (base) => run(api(base), state));
}

const loginUuidOf = (body: Json) => (body.twoFactorOptions as { loginUuid: string }).loginUuid;

describe('passcode login', () => {
  it('emails a single-use 6-digit code that signs the person in', async () => {
    await withApi(async (client) => {
      const sent = await client.call('POST', '/identity/api/v1/token/send', {
        email: 'pat.customer@example.com',
      });
      expect(v.safeParse(sendToken.response, sent.body).success).toBe(true);
      const [message] = await client.outbox('PAT.CUSTOMER@example.com');
      expect(message).toMatchObject({
        to: 'pat.customer@example.com',
        subject: 'Your one-time passcode',
        code: expect.stringMatching(/^\d{6}$/) as unknown,
      });
      const redeem = { loginUuid: sent.body.uuid, token: message!.code };
      const redeemed = await client.call('PUT', '/identity/api/v1/token/redeem', redeem);
      expect(redeemed.status).toBe(200);
      expect(v.safeParse(redeemToken.response, redeemed.body).success).toBe(true);
      expect(redeemed.body).toMatchObject({ email: 'pat.customer@example.com', passwordExpired: false });
      expect((await client.call('PUT', '/identity/api/v1/token/redeem', redeem)).body).toEqual({
        errors: [{ message: CODE_EXPIRED }],
      });
    });
  });

  it('says passwordExpired for someone with no password yet, and refuses a wrong code', async () => {
    await withApi(async (client) => {
      const sent = await client.call('POST', '/identity/api/v1/token/send', {
        email: 'ivy.invited@example.com',
      });
      const [message] = await client.outbox('ivy.invited@example.com');
      const wrong = message!.code === '000000' ? '111111' : '000000';
      expect(
        (
          await client.call('PUT', '/identity/api/v1/token/redeem', {
            loginUuid: sent.body.uuid,
            token: wrong,
          })
        ).body,
      ).toEqual({
        errors: [{ message: CODE_INCORRECT }],
      });
      const redeemed = await client.call('PUT', '/identity/api/v1/token/redeem', {
        loginUuid: sent.body.uuid,
        token: message!.code,
      });
      expect(redeemed.body).toMatchObject({ passwordExpired: true });
    });
  });

  it('answers an unknown email like a known one, and sends nothing', async () => {
    await withApi(async (client) => {
      const sent = await client.call('POST', '/identity/api/v1/token/send', { email: 'nobody@example.com' });
      expect(sent.status).toBe(200);
      expect(await client.outbox('nobody@example.com')).toEqual([]);
    });
  });
});

describe('two-step verification', () => {
  it.each([
    ['an emailed code', 'erin.email@example.com', 'alias-erin-email', 'erin.email@example.com'],
    ['a texted code', 'sam.sms@example.com', 'alias-sam-phone', '4155550123'],
  ])('completes with %s', async (_, email, alias, address) => {
    await withApi(async (client) => {
      const loginUuid = loginUuidOf((await client.login(email)).body);
      expect((await client.call('POST', '/identity/api/v1/2fa/send', { loginUuid, alias })).status).toBe(200);
      const [message] = await client.outbox(address);
      const redeemed = await client.call('PUT', '/identity/api/v1/2fa/redeem', {
        loginUuid,
        token: message!.code,
      });
      expect(redeemed.status).toBe(200);
      expect(v.safeParse(redeemTwoFactorCode.response, redeemed.body).success).toBe(true);
    });
  });

  it('completes with an authenticator-app code and refuses a wrong one', async () => {
    const now = () => 1_700_000_000_000;
    await withApi(async (client, state) => {
      const loginUuid = loginUuidOf((await client.login('tara.totp@example.com')).body);
      const secret = state.seed.personas.find((p) => p.key === 'two-factor-totp')!.totpSecret!;
      const code = currentTotp(secret, now);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await client.call('POST', '/identity/api/v1/totp', { loginUuid, code: wrong })).body).toEqual({
        errors: [{ message: TOTP_INCORRECT }],
      });
      expect((await client.call('POST', '/identity/api/v1/totp', { loginUuid, code })).body).toMatchObject({
        jwt: expect.any(String) as unknown,
      });
    }, now);
  });

  it('completes with a security answer, ignoring case and spaces', async () => {
    await withApi(async (client) => {
      const loginUuid = loginUuidOf((await client.login('quinn.questions@example.com')).body);
      const questions = await client.call('POST', '/identity/api/v1/question/retrieve', { loginUuid });
      expect(v.safeParse(retrieveSecurityQuestions.response, questions.body).success).toBe(true);
      expect(questions.body).toHaveLength(3);
      expect(JSON.stringify(questions.body)).not.toContain('Biscuit');
      const wrong = await client.call('POST', '/identity/api/v1/question', {
        loginUuid,
        answers: [{ securityQuestionUuid: 'q-quinn-1', answer: 'Rex' }],
      });
      expect(wrong.body).toEqual({ errors: [{ message: ANSWER_INCORRECT }] });
      const right = await client.call('POST', '/identity/api/v1/question', {
        loginUuid,
        answers: [{ securityQuestionUuid: 'q-quinn-1', answer: '  biscuit ' }],
      });
      expect(right.body).toMatchObject({ jwt: expect.any(String) as unknown });
    });
  });

  it('after the first factor expires says "First factor is expired, please start a new login."', async () => {
    let time = 1_700_000_000_000;
    await withApi(
      async (client) => {
        const loginUuid = loginUuidOf((await client.login('quinn.questions@example.com')).body);
        time += 60 * 60 * 1000;
        const late = await client.call('POST', '/identity/api/v1/question/retrieve', { loginUuid });
        expect(late.status).toBe(400);
        expect(late.body).toEqual({
          errors: [{ message: 'First factor is expired, please start a new login.' }],
        });
      },
      () => time,
    );
  });
});

describe('wrong second-factor answers are limited', () => {
  type Client = ReturnType<typeof api>;
  /** Each method: a wrong answer and the right one for a login, and the message a wrong one gets. */
  const methods: Array<{
    method: string;
    email: string;
    incorrect: string;
    answer: (client: Client, loginUuid: string, right: boolean) => ReturnType<Client['call']>;
  }> = [
    {
      method: 'an authenticator code',
      email: 'tara.totp@example.com',
      incorrect: TOTP_INCORRECT,
      answer: (client, loginUuid, right) => {
        const secret = seed.personas.find((p) => p.key === 'two-factor-totp')!.totpSecret!;
        const code = currentTotp(secret, () => 1_700_000_000_000);
        const wrong = code === '000000' ? '111111' : '000000';
        return client.call('POST', '/identity/api/v1/totp', { loginUuid, code: right ? code : wrong });
      },
    },
    {
      method: 'a security answer',
      email: 'quinn.questions@example.com',
      incorrect: ANSWER_INCORRECT,
      answer: (client, loginUuid, right) =>
        client.call('POST', '/identity/api/v1/question', {
          loginUuid,
          answers: [{ securityQuestionUuid: 'q-quinn-1', answer: right ? 'Biscuit' : 'Rex' }],
        }),
    },
    {
      method: 'an emailed code',
      email: 'erin.email@example.com',
      incorrect: CODE_INCORRECT,
      answer: async (client, loginUuid, right) => {
        // A fresh code each time (a resend), then the wrong one or the one emailed.
        await client.call('POST', '/identity/api/v1/2fa/send', { loginUuid, alias: 'alias-erin-email' });
        const code = right ? (await client.outbox('erin.email@example.com'))[0]!.code : '000000';
        return client.call('PUT', '/identity/api/v1/2fa/redeem', { loginUuid, token: code });
      },
    },
  ];

  it.each(methods)(
    `spends the login at the ${MAX_FAILURES_PER_LOGIN}th wrong $method: the dialog says so, and the right answer no longer works`,
    async ({ email, incorrect, answer }) => {
      await withApi(
        async (client) => {
          const loginUuid = loginUuidOf((await client.login(email)).body);
          for (let i = 1; i < MAX_FAILURES_PER_LOGIN; i++)
            expect((await answer(client, loginUuid, false)).body).toEqual({
              errors: [{ message: incorrect }],
            });
          const last = await answer(client, loginUuid, false);
          expect(last.status).toBe(400);
          expect(last.body).toEqual({ errors: [{ message: SECOND_FACTOR_SPENT }] });
          expect((await answer(client, loginUuid, true)).body).toEqual({
            errors: [{ message: 'First factor is expired, please start a new login.' }],
          });
          // A new login with the password starts over.
          const again = loginUuidOf((await client.login(email)).body);
          expect((await answer(client, again, true)).body).toMatchObject({
            jwt: expect.any(String) as unknown,
          });
        },
        () => 1_700_000_000_000,
      );
    },
  );

  it(`makes an account that answered wrong ${ACCOUNT_FAILURE_LIMIT.max} times across logins wait, with Retry-After`, async () => {
    let time = 1_700_000_000_000;
    const [questions] = methods.slice(1);
    await withApi(
      async (client) => {
        for (let wrong = 0; wrong < ACCOUNT_FAILURE_LIMIT.max;) {
          const loginUuid = loginUuidOf((await client.login(questions!.email)).body);
          for (let i = 0; i < MAX_FAILURES_PER_LOGIN - 1 && wrong < ACCOUNT_FAILURE_LIMIT.max; i++, wrong++)
            await questions!.answer(client, loginUuid, false);
        }
        const loginUuid = loginUuidOf((await client.login(questions!.email)).body);
        const refused = await client.call('POST', '/identity/api/v1/question', {
          loginUuid,
          answers: [{ securityQuestionUuid: 'q-quinn-1', answer: 'Biscuit' }],
        });
        expect(refused.status).toBe(429);
        // Until the oldest wrong answer leaves the window: a little under its length, in whole seconds.
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(
          ACCOUNT_FAILURE_LIMIT.windowMs / 1000,
        );
        time += ACCOUNT_FAILURE_LIMIT.windowMs;
        expect((await questions!.answer(client, loginUuid, true)).status).toBe(400); // the login itself expired meanwhile
        const fresh = loginUuidOf((await client.login(questions!.email)).body);
        expect((await questions!.answer(client, fresh, true)).body).toMatchObject({
          jwt: expect.any(String) as unknown,
        });
      },
      () => time,
    );
  });
});
