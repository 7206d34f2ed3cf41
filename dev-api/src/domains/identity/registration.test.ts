/** @jest-environment node */
import * as v from 'valibot';
import {
  createBrokerInvite,
  registrationVerification,
  sessionCheck,
} from '@lender/shared/endpoints/identity';
import { TEST_APP_ORIGIN, withDevApi, type ApiClient } from '../../testing/http-client.ts';
import {
  ALREADY_REGISTERED,
  INVITATION_SUBJECT,
  NO_SUCH_BORROWER,
  VERIFICATION_NEEDS_BORROWER,
} from './registration.ts';

const verification = async (client: ApiClient, query: Record<string, string>) =>
  client.call('GET', `/identity/api/v1/identity/registration/verification?${new URLSearchParams(query)}`);

describe('registration verification', () => {
  it.each([
    ['an invited borrower whose token expired', 'identity-invited-borrower', true, false, true],
    ['a borrower not invited yet', 'identity-uninvited-borrower', false, false, false],
    ['a registered customer', 'identity-plain-customer', false, true, false],
  ])('says where %s stands', async (_, identityUuid, welcomeSent, registered, expired) => {
    await withDevApi(async (client) => {
      const answer = await verification(client, { identityUuid });
      expect(answer.status).toBe(200);
      expect(v.parse(registrationVerification.response, answer.body)).toMatchObject({
        identityUuid,
        isIdentityRegistered: registered,
        isInquiryWelcomeEmailSent: welcomeSent,
        isTokenExpired: expired,
      });
    });
  });

  it('finds the borrower by email and organization, and says a used or unknown loginUuid is expired', async () => {
    await withDevApi(async (client) => {
      const invite = await client.call('POST', '/identity/api/v1/registration/invite', {
        borrowerIdentifier: { borrowerEmail: 'uma.uninvited@example.com', organization: 'KEYSTONE' },
      });
      const { loginUuid } = v.parse(createBrokerInvite.response, invite.body);
      const query = { borrowerEmail: 'UMA.uninvited@example.com', organization: 'KEYSTONE' };
      expect((await verification(client, { ...query, loginUuid })).body).toMatchObject({
        isInquiryWelcomeEmailSent: true,
        isTokenExpired: false,
      });
      expect((await verification(client, { ...query, loginUuid: 'no-such-login' })).body).toMatchObject({
        isTokenExpired: true,
      });
      expect(
        await verification(client, { borrowerEmail: 'uma.uninvited@example.com', organization: 'OTHER' }),
      ).toMatchObject({ status: 404, body: { errors: [{ message: NO_SUCH_BORROWER }] } });
    });
  });

  it('needs identityUuid or borrowerEmail', async () => {
    await withDevApi(async (client) => {
      expect(await verification(client, { loginUuid: 'x' })).toMatchObject({
        status: 400,
        body: { errors: [{ message: VERIFICATION_NEEDS_BORROWER }] },
      });
    });
  });
});

describe('broker invitation', () => {
  it('emails the invited borrower a code and a link to the partner sign-up page', async () => {
    await withDevApi(async (client) => {
      const answer = await client.call('POST', '/identity/api/v1/registration/invite', {
        borrowerIdentityUuid: 'identity-invited-borrower',
      });
      const { loginUuid } = v.parse(createBrokerInvite.response, answer.body);
      const [message] = await client.outbox('ivy.invited@example.com');
      expect(message).toMatchObject({
        subject: INVITATION_SUBJECT,
        code: expect.stringMatching(/^\d{6}$/) as unknown,
      });
      const link = new URL(String(message!.link));
      expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_ORIGIN}/auth/credit-karma/register`);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        loginUuid,
        identityUuid: 'identity-invited-borrower',
      });
      const redeemed = await client.call('PUT', '/identity/api/v1/token/redeem', {
        loginUuid,
        token: message!.code,
      });
      expect(redeemed.body).toMatchObject({ passwordExpired: true });
    });
  });

  it('creates the borrower when the email is new, and refuses one already registered', async () => {
    await withDevApi(async (client, state) => {
      const invite = await client.call('POST', '/identity/api/v1/registration/invite', {
        borrowerIdentifier: { borrowerEmail: 'brand.new@example.com', organization: 'KEYSTONE_WHOLESALE' },
      });
      expect(invite.status).toBe(200);
      expect(state.byEmail('brand.new@example.com')?.persona.organizationCode).toBe('KEYSTONE_WHOLESALE');
      const registered = await client.call('POST', '/identity/api/v1/registration/invite', {
        borrowerIdentityUuid: 'identity-plain-customer',
      });
      expect(registered).toMatchObject({ status: 409, body: { errors: [{ message: ALREADY_REGISTERED }] } });
      expect(await client.outbox('pat.customer@example.com')).toEqual([]);
    });
  });

  it('refuses a body with neither form, and changes nothing', async () => {
    await withDevApi(async (client) => {
      const answer = await client.call('POST', '/identity/api/v1/registration/invite', {
        borrowerEmail: 'x@example.com',
      });
      expect(answer.status).toBe(400);
      expect(await client.outbox('x@example.com')).toEqual([]);
    });
  });
});

describe('registration', () => {
  it('registers a new email (10-minute code) and the reset forgets it', async () => {
    let time = 1_700_000_000_000;
    await withDevApi(
      async (client, state) => {
        const answer = await client.call('POST', '/identity/api/v1/registration/register', {
          email: 'late@example.com',
        });
        const loginUuid = String(answer.body.loginUuid);
        const [message] = await client.outbox('late@example.com');
        time += 10 * 60 * 1000 + 1;
        const late = await client.call('PUT', '/identity/api/v1/token/redeem', {
          loginUuid,
          token: message!.code,
        });
        expect(late.status).toBe(400);
        await client.call('POST', '/__dev/reset');
        expect(state.byEmail('late@example.com')).toBeUndefined();
      },
      { now: () => time },
    );
  });
});

describe('session check', () => {
  it('says authenticated for a valid session and 401 without one', async () => {
    await withDevApi(async (client) => {
      const jwt = String((await client.login('pat.customer@example.com')).body.jwt);
      const ok = await client.call(
        'GET',
        '/identity/secure/api/v1/session?applicationName=sign-in',
        undefined,
        client.bearer(jwt),
      );
      expect(v.parse(sessionCheck.response, ok.body)).toEqual({ authenticated: true });
      expect(
        (await client.call('GET', '/identity/secure/api/v1/session?applicationName=sign-in')).status,
      ).toBe(401);
      expect(
        (await client.call('GET', '/identity/secure/api/v1/session', undefined, client.bearer(jwt))).status,
      ).toBe(400);
    });
  });
});
