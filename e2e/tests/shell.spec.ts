/**
 * The shell's own surface, through the browser against the dev API: each brand's
 * colours, logo and titles (screenshots kept in the test output), the label and
 * org-info rules, banners, the footer, the consent script, the start-up `state`
 * return, the wallet area's guard and logout, and telemetry at start-up.
 */
import type { Page, TestInfo } from '@playwright/test';
import { appByDir, originOf } from '@lender/tooling/apps';
import { expectAccessible } from '../support/a11y.ts';
import { DEV_API, SEED_PASSWORD } from '../support/dev-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { withStoredSession } from '../support/session.ts';

const SHELL_PORT = new URL(originOf(appByDir('shell'))).port;
const atHost = (hostName: string, path: string) => `http://${hostName}:${SHELL_PORT}${path}`;

const brands = [
  {
    id: 'own',
    label: null,
    name: 'Keystone Home Lending',
    title: 'Keystone Home Lending',
    colour: '#1d4f91',
  },
  { id: 'apollo', label: 'apollo', name: 'Apollo', title: 'Apollo Home Equity', colour: '#8a2b0e' },
  { id: 'hamilton', label: 'hamilton', name: 'Hamilton', title: 'Hamilton Lending', colour: '#0b5e4a' },
  { id: 'outpost', label: 'outpost', name: 'Outpost', title: 'Outpost Home Equity', colour: '#4a2a84' },
  { id: 'novawulf', label: 'novawulf', name: 'NovaWulf', title: 'NovaWulf Lending', colour: '#1f3a5f' },
] as const;

const taglines: Record<(typeof brands)[number]['id'], string> = {
  own: 'Home loans and home-equity lines of credit',
  apollo: 'Home equity with Apollo',
  hamilton: 'Lending with Hamilton',
  outpost: 'Home equity with Outpost',
  novawulf: 'Lending with NovaWulf',
};

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function expectBrand(page: Page, brand: { name: string; title: string }) {
  // The page's title, then the brand's.
  await expect(page).toHaveTitle(`Log in | ${brand.title}`);
  const logo = page.getByRole('banner').getByRole('img', { name: `${brand.name} logo` });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

test.describe('brands', () => {
  for (const brand of brands) {
    test(`the login page in the ${brand.id} brand: colour, logo, titles, accessible`, async ({
      page,
    }, testInfo) => {
      await page.goto(brand.label ? `/auth/login?label=${brand.label}` : '/auth/login');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toContainText(brand.name);
      await expectBrand(page, brand);
      await expect(page.getByRole('banner')).toContainText(taglines[brand.id]);
      const colour = await page
        .getByRole('button', { name: 'Log in' })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(colour).toBe(rgbOf(brand.colour));
      await keepScreenshot(page, testInfo, `login-${brand.id}`);
      await expectAccessible(page, `the login page, ${brand.id} brand`);
    });
  }

  test('label=evil is ignored: the own brand', async ({ page }) => {
    await page.goto('/auth/login?label=evil');
    await expectBrand(page, brands[0]);
  });

  test('the organization of the host name chooses the brand when there is no label', async ({ page }) => {
    await page.goto(atHost('hamilton.localhost', '/auth/login'));
    await expectBrand(page, brands[2]);
    await page.goto(atHost('hamilton.localhost', '/auth/login?label=outpost'));
    await expectBrand(page, brands[3]);
  });

  test('a page without org info logs "No private label data found" and uses the own brand', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(atHost('localhost', '/auth/login'));
    await expectBrand(page, brands[0]);
    expect(logged).toContain('No private label data found');
  });
});

test.describe('banners', () => {
  test('only active banners for this app, newest first, at most two', async ({ page }) => {
    await page.goto('/auth/login');
    const items = page.getByRole('region', { name: 'Announcements' }).getByRole('listitem');
    await expect(items).toHaveText([
      'Important: Rates are changing on December 1.',
      'New: open a HELOC with your wallet.',
    ]);
  });

  test('invalid banner data shows "Banner data does not match the expected format"', async ({ page }) => {
    await page.route(`${DEV_API}/public-bucket/banners/*.json`, (route) =>
      route.fulfill({
        json: [{ uuid: 'b', message: 'no apps', variant: 'info', active: true }],
        headers: {
          'access-control-allow-origin': originOf(appByDir('shell')),
          'access-control-allow-credentials': 'true',
        },
      }),
    );
    await page.goto('/auth/login');
    await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
      'Banner data does not match the expected format',
    );
    await expect(page.getByRole('heading', { level: 1, name: /^Log in to / })).toBeVisible();
  });
});

test.describe('footer and consent', () => {
  test('the footer is complete', async ({ page }) => {
    await page.goto('/auth/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms/');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy/');
    await expect(footer.getByRole('link', { name: 'Licenses' })).toHaveAttribute(
      'href',
      'https://www.nmlsconsumeraccess.org/',
    );
    await expect(footer.getByRole('link', { name: '(800) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+18005550100',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Keystone Home Lending.`);
    await expect(footer.getByRole('link', { name: 'NMLS #100001' })).toHaveAttribute(
      'href',
      'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/100001',
    );
    await expect(footer).toContainText('Equal Housing Opportunity');
    await expect(footer.getByRole('button', { name: 'Your privacy options' })).toBeVisible();
  });

  test('the consent script is loaded for the own brand, whose privacy options open its preferences', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page.locator('script[data-consent-script]')).toHaveAttribute(
      'src',
      `${DEV_API}/consent/consent-banner.js`,
    );
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    await page.getByRole('button', { name: 'Your privacy options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your privacy options' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the consent preferences');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const label of ['apollo', 'hamilton', 'outpost', 'novawulf']) {
    test(`no consent script for ${label}; its privacy options lead to the privacy choices`, async ({
      page,
    }) => {
      await page.goto(`/auth/login?label=${label}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('script[data-consent-script]')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Your privacy options' }).click();
      await expect(page).toHaveURL('/privacy/#your-privacy-choices');
      await expect(page.getByRole('heading', { level: 2, name: 'Your privacy choices' })).toBeVisible();
    });
  }

  test('the legal pages are real, readable sample text', async ({ page }) => {
    for (const [path, title] of [
      ['/terms/', 'Terms of Service'],
      ['/privacy/', 'Privacy Policy'],
      ['/communications/', 'Electronic Communications Policy'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Sample text: this document is an example/)).toBeVisible();
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);
      await expectAccessible(page, path!);
    }
  });
});

test.describe('start-up', () => {
  test('a state that matches a saved item goes to the saved path, once', async ({ page }) => {
    await page.goto('/terms/');
    await page.evaluate(() =>
      localStorage.setItem(
        'login-state:e2e-nonce',
        JSON.stringify({ path: '/privacy/?from=broker', savedAt: Date.now() }),
      ),
    );
    await page.goto('/auth/login?state=e2e-nonce');
    await expect(page).toHaveURL('/privacy/?from=broker');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('login-state:e2e-nonce'))).toBeNull();
    await page.goto('/auth/login?state=e2e-nonce');
    await expect(page.getByRole('heading', { level: 1, name: /^Log in to / })).toBeVisible();
  });

  test('start-up parameters reach the remote screens validated', async ({ page }) => {
    await page.goto('/auth/login?email=pat.customer%40example.com&otp=true');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('pat.customer@example.com');
    await page.goto('/auth/login?email=not-an-email');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  });
});

test.describe('the wallet area', () => {
  test('a brokered organization: the guard saves the path under a fresh nonce and leaves for the broker', async ({
    page,
  }) => {
    const guarded = '/auth/wallet/create-wallet?redirectUrl=%2Fdashboard';
    await page.goto(atHost('wholesale.localhost', guarded));
    await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize\\?`));
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
    await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize\\?`));
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
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem('gatekeep-up', '{"flowIntent":"x"}');
      localStorage.setItem('login-state:old', '/dashboard');
      sessionStorage.setItem('ownerWallet', 'tp1owner');
    });
    const logout = page.waitForRequest(`${DEV_API}/identity/secure/api/v1/logout`);
    await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
    expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
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
  }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill('bo.broker@example.com');
    await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize`));
    await page.getByLabel('Password').fill(SEED_PASSWORD);
    await page.getByRole('button').click();
    // No jwt in storage: the broker's cookie is the session, and the session check says so.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await page.evaluate(() => localStorage.setItem('gatekeep-up', '{"flowIntent":"x"}'));

    // No jwt, but the session the guard confirmed: the header offers Log out.
    await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(new RegExp(`^${DEV_API}/identity-broker/authorize`));
    await page.goto('/terms/');
    expect(await page.evaluate(() => localStorage.getItem('gatekeep-up'))).toBeNull();
    // The broker's session ended with the cookie: the wallet area asks for a login again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/auth/login?redirectUrl=%2Fdashboard');
  });
});

test.describe('telemetry at start-up', () => {
  test('one session (WEB, 2.2.24) and a page event after /auth/login loads', async ({ page }) => {
    const opened = page.waitForRequest(
      (request) => request.url() === `${DEV_API}/ft/customer/session` && request.method() === 'POST',
    );
    await page.goto('/auth/login');
    const { sessionKey } = (await opened).postDataJSON() as { sessionKey: string };
    const record = async () =>
      (await (await fetch(`${DEV_API}/__dev/telemetry?sessionKey=${sessionKey}`)).json()) as {
        sessions: Array<{ platform: string; libVersion: string }>;
        events: Array<{ event: string; pagePath: string }>;
        decisions: Array<{ experimentKey: string }>;
      };
    await expect
      .poll(async () => (await record()).events.map((e) => `${e.event} ${e.pagePath}`))
      .toEqual(['PAGE_VIEW /auth/login']);
    const { sessions } = await record();
    expect(sessions).toEqual([expect.objectContaining({ platform: 'WEB', libVersion: '2.2.24' })]);
    // One decision, under the customers' key, once the session has named its tracker.
    await expect
      .poll(async () => (await record()).decisions.map((d) => d.experimentKey))
      .toEqual(['sign-in-customer']);
  });

  test('with the session endpoint failing: exactly 3 tries, the error logged, and the page still works', async ({
    page,
  }) => {
    let tries = 0;
    await page.route(`${DEV_API}/ft/customer/session`, (route) => {
      if (route.request().method() === 'POST') tries += 1;
      return route.fulfill({
        status: 503,
        json: { message: 'Telemetry is down' },
        headers: {
          'access-control-allow-origin': originOf(appByDir('shell')),
          'access-control-allow-credentials': 'true',
        },
      });
    });
    const logged = page.waitForEvent('console', (message) =>
      message.text().startsWith('An error occurred while establishing a session, retries failed.'),
    );
    await page.goto('/auth/login');
    await logged;
    expect(tries).toBe(3);
    await page.getByLabel('Email', { exact: true }).fill('pat.customer@example.com');
    await page.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(tries).toBe(3);
  });
});
