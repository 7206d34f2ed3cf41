/**
 * @jest-environment node
 *
 * Whole journeys through HTTP only, as the front end makes them: register with an
 * emailed code and set a password, sign in with every second factor, then fetch a
 * nonce, sign it with a wallet's secp256k1 key and attach the wallet. Every success
 * answer is checked against the contract in `shared`.
 */
import * as v from 'valibot';
import { generateKeyPair, signHexMessage } from '@lender/shared/stand-ins';
import {
  answerSecurityQuestion,
  attachWallet,
  ATTACHED_ELSEWHERE_MESSAGE,
  login,
  redeemToken,
  redeemTwoFactorCode,
  register,
  verifyTotp,
} from '@lender/shared/endpoints/identity';
import { listAccounts } from '@lender/shared/endpoints/wallet';
import { NONCE_UNUSABLE, SIGNATURE_MISMATCH } from './domains/wallet/wallet-domain.ts';
import { currentTotp } from './security/totp.ts';
import { WALLET_TOKEN_INVALID } from './security/wallet-tokens.ts';
import { withDevApi, type ApiClient, type Json } from './testing/http-client.ts';
import { attach, fetchNonce, signAndAttach, walletToken } from './testing/wallet-steps.ts';

const UNATTACHED_KEY = '5'.repeat(64); // una.unattached@example.com's wallet, attached to nobody
const PAT_KEY = '1'.repeat(64); // attached to pat.customer@example.com

const loginUuidOf = (body: Json) => (body.twoFactorOptions as { loginUuid: string }).loginUuid;

/** Each second factor, completed through HTTP; resolves to the session jwt. */
const secondFactors: Record<string, (client: ApiClient, now: () => number) => Promise<string>> = {
  'an emailed code': async (client) => {
    const loginUuid = loginUuidOf((await client.login('erin.email@example.com')).body);
    await client.call('POST', '/identity/api/v1/2fa/send', { loginUuid, alias: 'alias-erin-email' });
    const [message] = await client.outbox('erin.email@example.com');
    const done = await client.call('PUT', '/identity/api/v1/2fa/redeem', { loginUuid, token: message!.code });
    return v.parse(redeemTwoFactorCode.response, done.body).jwt;
  },
  'a texted code': async (client) => {
    const loginUuid = loginUuidOf((await client.login('sam.sms@example.com')).body);
    await client.call('POST', '/identity/api/v1/2fa/send', { loginUuid, alias: 'alias-sam-phone' });
    const [message] = await client.outbox('4155550123');
    const done = await client.call('PUT', '/identity/api/v1/2fa/redeem', { loginUuid, token: message!.code });
    return v.parse(redeemTwoFactorCode.response, done.body).jwt;
  },
  'an authenticator app': async (client, now) => {
    const loginUuid = loginUuidOf((await client.login('tara.totp@example.com')).body);
    const code = currentTotp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now);
    const done = await client.call('POST', '/identity/api/v1/totp', { loginUuid, code });
    return v.parse(verifyTotp.response, done.body).jwt;
  },
  'a security question': async (client) => {
    const loginUuid = loginUuidOf((await client.login('quinn.questions@example.com')).body);
    await client.call('POST', '/identity/api/v1/question/retrieve', { loginUuid });
    const done = await client.call('POST', '/identity/api/v1/question', {
      loginUuid,
      answers: [{ securityQuestionUuid: 'q-quinn-2', answer: 'Dayton' }],
    });
    return v.parse(answerSecurityQuestion.response, done.body).jwt;
  },
};

describe('journeys through HTTP', () => {
  it('registers a new borrower with the emailed code and a password, then signs in and attaches a new wallet', async () => {
    await withDevApi(async (client) => {
      const email = 'new.borrower@example.com';
      const registered = await client.call('POST', '/identity/api/v1/registration/register', { email });
      const { loginUuid } = v.parse(register.response, registered.body);
      const [message] = await client.outbox(email);
      expect(message).toMatchObject({ code: expect.stringMatching(/^\d{6}$/) as unknown });
      const redeemed = v.parse(
        redeemToken.response,
        (await client.call('PUT', '/identity/api/v1/token/redeem', { loginUuid, token: message!.code })).body,
      );
      expect(redeemed.passwordExpired).toBe(true);
      const password = 'Granite-Lantern-Harbor-77';
      const changed = await client.call(
        'PUT',
        '/identity/secure/api/v1/pw',
        { newPassword: password },
        client.bearer(redeemed.jwt!),
      );
      expect(changed.status).toBe(200);

      const signedIn = v.parse(login.response, (await client.login(email, password)).body);
      expect(signedIn.jwt).toEqual(expect.any(String));
      expect(signedIn).not.toHaveProperty('passwordExpired');

      const { wallet, answer } = await signAndAttach(client, signedIn.jwt!, generateKeyPair().privateKey);
      expect(answer.status).toBe(200);
      v.parse(attachWallet.response, answer.body);
      const accounts = v.parse(
        listAccounts.response,
        (
          await client.call(
            'GET',
            '/service-wallet/secure/api/v4/account',
            undefined,
            client.bearer(signedIn.jwt!),
          )
        ).body,
      );
      expect(accounts).toEqual([
        {
          name: 'Test wallet',
          address: wallet.address,
          authorizedWallets: [expect.objectContaining({ address: wallet.address, verified: true })],
        },
      ]);
    });
  });

  it.each(Object.keys(secondFactors))(
    'signs in with %s, then attaches a seeded wallet by signing its nonce',
    async (method) => {
      await withDevApi(async (client) => {
        const jwt = await secondFactors[method]!(client, Date.now);
        const { answer } = await signAndAttach(client, jwt, UNATTACHED_KEY);
        expect(answer.status).toBe(200);
        const { jwt: walletSession } = v.parse(attachWallet.response, answer.body);
        const identity = await client.call(
          'GET',
          '/identity/secure/api/v1/identity',
          undefined,
          client.bearer(walletSession),
        );
        expect(identity.headers.get('x-addr')).toBe(walletToken(UNATTACHED_KEY).address);
      });
    },
  );

  it('refuses a wrong signature, and a nonce used once cannot be used again', async () => {
    await withDevApi(async (client) => {
      const jwt = v.parse(login.response, (await client.login('una.unattached@example.com')).body).jwt!;
      const wallet = walletToken(UNATTACHED_KEY);
      const nonce = await fetchNonce(client, wallet.token, jwt);
      const otherKeySignature = signHexMessage(nonce, '7'.repeat(64));
      expect((await attach(client, wallet.token, jwt, otherKeySignature)).body).toEqual({
        errors: [{ message: SIGNATURE_MISMATCH }],
      });
      // The refused attempt used the nonce up: even the right signature now needs a new one.
      expect((await attach(client, wallet.token, jwt, signHexMessage(nonce, UNATTACHED_KEY))).body).toEqual({
        errors: [{ message: NONCE_UNUSABLE }],
      });

      const fresh = await fetchNonce(client, wallet.token, jwt);
      const signature = signHexMessage(fresh, UNATTACHED_KEY);
      expect((await attach(client, wallet.token, jwt, signature)).status).toBe(200);
      const replayed = await attach(client, wallet.token, jwt, signature);
      expect(replayed.status).toBe(400);
      expect(replayed.body).toEqual({ errors: [{ message: NONCE_UNUSABLE }] });
    });
  });

  it('binds the nonce to the identity it was fetched for', async () => {
    await withDevApi(async (client) => {
      const una = v.parse(login.response, (await client.login('una.unattached@example.com')).body).jwt!;
      const pat = v.parse(login.response, (await client.login('pat.customer@example.com')).body).jwt!;
      const wallet = walletToken(UNATTACHED_KEY);
      const nonce = await fetchNonce(client, wallet.token, una);
      const answer = await attach(client, wallet.token, pat, signHexMessage(nonce, UNATTACHED_KEY));
      expect(answer.body).toEqual({ errors: [{ message: NONCE_UNUSABLE }] });
    });
  });

  it('answers 403 "Provided wallet is already attached to an identity" for a wallet another identity holds', async () => {
    await withDevApi(async (client) => {
      const una = v.parse(login.response, (await client.login('una.unattached@example.com')).body).jwt!;
      const { answer } = await signAndAttach(client, una, PAT_KEY);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ errors: [{ message: ATTACHED_ELSEWHERE_MESSAGE }] });
    });
  });

  it('refuses a wallet token signed by a key that is not the wallet’s', async () => {
    await withDevApi(async (client) => {
      const una = v.parse(login.response, (await client.login('una.unattached@example.com')).body).jwt!;
      const genuine = walletToken(UNATTACHED_KEY);
      const [header, payload] = genuine.token.split('.');
      const forged = `${header}.${payload}.${walletToken('7'.repeat(64)).token.split('.')[2]}`;
      const answer = await client.call('GET', '/identity/api/v3/wallet/nonce', undefined, {
        ...client.bearer(forged),
        'X-Identity-Token': una,
      });
      // A wallet-token fault is a 400: the bearer is the wallet's token, not the session's (issue 26, item 3).
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ errors: [{ message: WALLET_TOKEN_INVALID }] });
    });
  });
});
