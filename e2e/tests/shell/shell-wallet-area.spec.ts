/**
 * The wallet area's guard and logout: a brokered organization's guard leaves for
 * the identity broker with the path saved under a fresh nonce, a revoked token
 * does not get in, a customer's logout ends the token and clears storage, and a
 * broker's cookie session is confirmed by the session check and logged out at the
 * broker.
 */
import { DEV_API, SEED_PASSWORD } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { atHost } from '../../support/origins.ts';
import { createDashboard } from '../../support/pages/dashboard.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createShellFrame } from '../../support/pages/shell-frame.ts';
import { storedJwt, withStoredSession } from '../../support/session.ts';

const atBroker = new RegExp(`^${DEV_API}/identity-broker/authorize\\?`);

test.describe('the wallet area', () => {
  test('a brokered organization: the guard saves the path under a fresh nonce and leaves for the broker', async ({
    page,
  }) => {
    const guarded = '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard';
    await page.goto(atHost('wholesale.localhost', guarded));
    await expect(page).toHaveURL(atBroker);
    const broker = new URL(page.url());
    const nonce = broker.searchParams.get('state')!;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(broker.searchParams.get('returnOrigin')).toBe(
      atHost('wholesale.localhost', '').replace(/\/$/, ''),
    );
    await page.goto(atHost('wholesale.localhost', '/terms/'));
    const saved = await page.evaluate((n) => localStorage.getItem(`login-state:${n}`), nonce);
    expect(JSON.parse(saved!)).toMatchObject({ path: guarded });

    // A second visit starts with another nonce.
    await page.goto(atHost('wholesale.localhost', guarded));
    await expect(page).toHaveURL(atBroker);
    expect(new URL(page.url()).searchParams.get('state')).not.toBe(nonce);
  });

  test('a revoked token does not open the wallet area', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('jwt', 'not.a.token'));
    await page.goto('/auth/wallet/create-wallet');
    await expect(page).toHaveURL(
      `/auth/login?redirectUrl=${encodeURIComponent('/auth/wallet/create-wallet')}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Create Wallet' })).toHaveCount(0);
  });

  test('a customer logs out: the server ends the token, storage is cleared, the page goes to login', async ({
    page,
  }) => {
    const token = await withStoredSession(page, 'pat.customer@example.com');
    await page.goto('/dashboard');
    await expect(createDashboard(page).heading).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('gatekeep-up', '{"flowIntent":"x"}');
      localStorage.setItem('login-state:old', '/dashboard');
      sessionStorage.setItem('ownerWallet', 'tp1owner');
    });
    const logout = page.waitForRequest(`${DEV_API}/identity/secure/api/v1/logout`);
    await createShellFrame(page).logOut.click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
    // The shell leaves only after the server answered and storage was cleared
    // (shell/src/session/logout.ts), so both are done once the address is login's.
    await expect(page).toHaveURL('/auth/login');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('jwt'),
        localStorage.getItem('gatekeep-up'),
        localStorage.getItem('login-state:old'),
        sessionStorage.getItem('ownerWallet'),
      ]),
    ).toEqual([null, null, null, null]);
    const check = await fetch(`${DEV_API}/identity/secure/api/v1/session?applicationName=sign-in`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(403);
  });

  test('a broker signs in at the broker, reaches the dashboard by the session check, and logs out to the broker', async ({
    page,
    context,
  }) => {
    const login = createLoginPage(page);
    await login.goto();
    await login.logInWithPassword('bo.broker@example.com');
    await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize`));
    // The broker's own sign-in page (the dev API's stand-in): email, password, one button.
    await page.getByLabel('Email', { exact: true }).fill('bo.broker@example.com');
    await page.getByLabel('Password').fill(SEED_PASSWORD);
    await page.getByRole('button').click();
    // No jwt in storage: the broker's cookie is the session, and the session check says so.
    await expect(createDashboard(page).heading).toBeVisible();
    expect(await storedJwt(page)).toBeNull();
    await page.evaluate(() => localStorage.setItem('gatekeep-up', '{"flowIntent":"x"}'));
    const sessionCookies = async () => (await context.cookies(DEV_API)).map((cookie) => cookie.name);
    expect(await sessionCookies()).not.toEqual([]);

    // No jwt, but the session the guard confirmed: the header offers Log out.
    await createShellFrame(page).logOut.click();
    await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize`));
    // The logout's answer cleared the broker's session cookie: no cookie is left for the API.
    expect(await sessionCookies()).toEqual([]);
    await page.goto('/terms/');
    expect(await page.evaluate(() => localStorage.getItem('gatekeep-up'))).toBeNull();
    // The broker's session ended with the cookie: the wallet area asks for a login again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth/login?redirectUrl=%2Fdashboard');
  });
});
