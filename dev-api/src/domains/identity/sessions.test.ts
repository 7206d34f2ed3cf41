/**
 * @jest-environment node
 *
 * Sessions belong to their login (security/logins.ts): every token minted from one
 * login dies with its logout, and a password change needs the current password
 * (unless the password has expired or the session is a fresh passcode login) and ends
 * the account's other logins.
 */
import {
  PASSCODE_PASSWORD_WINDOW_MS,
  CURRENT_PASSWORD_INCORRECT,
  CURRENT_PASSWORD_REQUIRED,
} from './account.ts';
import { SEED_PASSWORD, withDevApi, type ApiClient } from '../../testing/http-client.ts';

const PAT = { email: 'pat.customer@example.com', wallet: '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a' };
const NEW_PASSWORD = 'Granite-Lantern-Harbor-77';
const IDENTITY = '/identity/secure/api/v1/identity';

async function signIn(client: ApiClient, email: string, password = SEED_PASSWORD): Promise<string> {
  const answer = await client.login(email, password);
  expect(answer.status).toBe(200);
  return String(answer.body.jwt);
}

async function passcodeSignIn(client: ApiClient, email: string): Promise<string> {
  const sent = await client.call('POST', '/identity/api/v1/token/send', { email });
  const [message] = await client.outbox(email);
  const redeemed = await client.call('PUT', '/identity/api/v1/token/redeem', {
    loginUuid: sent.body.uuid,
    token: message!.code,
  });
  return String(redeemed.body.jwt);
}

const statusWith = async (client: ApiClient, token: string) =>
  (await client.call('GET', IDENTITY, undefined, client.bearer(token))).status;

const logout = (client: ApiClient, token: string) =>
  client.call('POST', '/identity/secure/api/v1/logout', { applicationName: 'sign-in' }, client.bearer(token));

const changePassword = (client: ApiClient, token: string, body: Record<string, string>) =>
  client.call('PUT', '/identity/secure/api/v1/pw', body, client.bearer(token));

describe('a login and its tokens', () => {
  it('a wallet token made with the session ends with the login’s logout', async () => {
    await withDevApi(async (client) => {
      const session = await signIn(client, PAT.email);
      const walletJwt = await client.call(
        'GET',
        `/identity/secure/api/v3/identity/wallet-jwt?walletAddress=${PAT.wallet}`,
        undefined,
        client.bearer(session),
      );
      const walletToken = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/wallet/token',
        { walletAddress: PAT.wallet },
        client.bearer(session),
      );
      const derived = [String(walletJwt.body.jwt), String(walletToken.body.jwt)];
      for (const token of derived) expect(await statusWith(client, token)).toBe(200);

      expect((await logout(client, session)).status).toBe(200);
      for (const token of [session, ...derived]) expect(await statusWith(client, token)).toBe(403);
    });
  });

  it('a logout from a derived token ends the login it came from', async () => {
    await withDevApi(async (client) => {
      const session = await signIn(client, PAT.email);
      const walletToken = await client.call(
        'POST',
        '/service-wallet/secure/api/v1/wallet/token',
        { walletAddress: PAT.wallet },
        client.bearer(session),
      );
      await logout(client, String(walletToken.body.jwt));
      expect(await statusWith(client, session)).toBe(403);
    });
  });

  it("leaves the account's other logins signed in", async () => {
    await withDevApi(async (client) => {
      const phone = await signIn(client, PAT.email);
      const laptop = await signIn(client, PAT.email);
      await logout(client, laptop);
      expect(await statusWith(client, phone)).toBe(200);
    });
  });

  it('refuses a token that names no login, however well signed', async () => {
    await withDevApi(async (client, state) => {
      const loose = await state.tokens.issue({ sub: 'identity-plain-customer', email: PAT.email });
      const answer = await client.call('GET', IDENTITY, undefined, client.bearer(loose));
      expect(answer).toMatchObject({ status: 403, body: { message: 'Unauthenticated' } });
    });
  });

  it('a full reset signs everybody out', async () => {
    await withDevApi(async (client) => {
      const session = await signIn(client, PAT.email);
      await client.call('POST', '/__dev/reset');
      expect(await statusWith(client, session)).toBe(403);
    });
  });
});

describe('changing the password', () => {
  it('needs the current password in an ordinary session, and a right one', async () => {
    await withDevApi(async (client) => {
      const session = await signIn(client, PAT.email);
      const without = await changePassword(client, session, { newPassword: NEW_PASSWORD });
      expect(without).toMatchObject({
        status: 403,
        body: { errors: [{ message: CURRENT_PASSWORD_REQUIRED }] },
      });
      const wrong = await changePassword(client, session, {
        newPassword: NEW_PASSWORD,
        currentPassword: 'nope',
      });
      expect(wrong).toMatchObject({
        status: 403,
        body: { errors: [{ message: CURRENT_PASSWORD_INCORRECT }] },
      });
      // Neither changed it.
      expect((await client.login(PAT.email, NEW_PASSWORD)).status).toBe(401);

      const right = await changePassword(client, session, {
        newPassword: NEW_PASSWORD,
        currentPassword: SEED_PASSWORD,
      });
      expect(right.status).toBe(200);
      expect((await client.login(PAT.email, NEW_PASSWORD)).status).toBe(200);
    });
  });

  it('counts wrong current passwords as failed passwords: the account then backs off', async () => {
    await withDevApi(async (client) => {
      const session = await signIn(client, PAT.email);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push(
          (await changePassword(client, session, { newPassword: NEW_PASSWORD, currentPassword: `x${i}` }))
            .status,
        );
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403));
      expect(statuses[10]).toBe(429);
    });
  });

  it("ends the account's other logins, and keeps the one that changed it", async () => {
    await withDevApi(async (client) => {
      const other = await signIn(client, PAT.email);
      const session = await signIn(client, PAT.email);
      await changePassword(client, session, { newPassword: NEW_PASSWORD, currentPassword: SEED_PASSWORD });
      expect(await statusWith(client, other)).toBe(403);
      expect(await statusWith(client, session)).toBe(200);
    });
  });

  it('needs no current password for an expired one (the login just proved it)', async () => {
    await withDevApi(async (client) => {
      const session = await signIn(client, 'eli.expired@example.com');
      expect((await changePassword(client, session, { newPassword: NEW_PASSWORD })).status).toBe(200);
    });
  });

  it(`needs none in a passcode login's first ${PASSCODE_PASSWORD_WINDOW_MS / 60_000} minutes (Forgot Password), and needs it after`, async () => {
    let now = Date.UTC(2026, 10, 25, 12);
    await withDevApi(
      async (client) => {
        const fresh = await passcodeSignIn(client, PAT.email);
        expect((await changePassword(client, fresh, { newPassword: NEW_PASSWORD })).status).toBe(200);

        const older = await passcodeSignIn(client, PAT.email);
        now += PASSCODE_PASSWORD_WINDOW_MS;
        const late = await changePassword(client, older, { newPassword: 'Another-Granite-Harbor-88' });
        expect(late).toMatchObject({
          status: 403,
          body: { errors: [{ message: CURRENT_PASSWORD_REQUIRED }] },
        });
      },
      { now: () => now },
    );
  });
});
