/**
 * The wallet modal through the shell: a login with `walletconnect=true` opens it;
 * the person chooses an account, connects the wallet and, for one not verified yet,
 * signs the nonce so the dev API attaches it; the page then goes where the login was
 * headed. A wallet remote that cannot be loaded never costs the sign-in.
 */
import { resetPersona } from '../support/dev-api.ts';
import { expectAccessible } from '../support/a11y.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { originOfApp } from '../support/origins.ts';
import { pressEnterOn } from '../support/keyboard.ts';
import { createLoginPage } from '../support/pages/login.ts';
import {
  hostedWallet,
  installTestExtension,
  storedState,
  testExtension,
  testMobileWallet,
} from '../support/pages/test-wallets.ts';

const QR_ALT = 'QR code with the link that connects your mobile wallet';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Logs in with `walletconnect=true`, with the keyboard alone; the wallet modal's Select section. */
async function logInToTheModal(page: Page, email: string): Promise<Locator> {
  const login = createLoginPage(page);
  await login.goto('?walletconnect=true');
  await login.logInWithTheKeyboard(email);
  return page.getByRole('dialog', { name: 'Choose an Account' });
}

/**
 * Logs in with `walletconnect=true` and chooses the account's card, with the keyboard
 * alone: every journey below starts as a keyboard user's would.
 */
async function chooseAccount(page: Page, email: string, card: RegExp): Promise<void> {
  const select = await logInToTheModal(page, email);
  await pressEnterOn(page, select.getByRole('button', { name: card }));
}

// Hugo, not Hana: the wallet lab's hosted journey attaches Hana's wallet at the same time.
const HUGO = { email: 'hugo.hosted@example.com', wallet: '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6' };

test('the wallet remote down at login: signed in and told so; Retry opens the modal once it answers, and closing it goes on', async ({
  page,
}) => {
  let down = true;
  await page.route(`${originOfApp('remote-wallet')}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.continue(),
  );
  await logInToTheModal(page, 'pat.customer@example.com');
  const unavailable = page.getByRole('alert').filter({ hasText: 'Wallet sign-in is unavailable right now' });
  await expect(unavailable).toBeVisible();
  await expectAccessible(page, 'the wallet modal unavailable');

  down = false;
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an Account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the wallet remote down at login: Continue goes on to the target, signed in', async ({ page }) => {
  await page.route(`${originOfApp('remote-wallet')}/**`, (route) => route.abort('connectionrefused'));
  await logInToTheModal(page, 'pat.customer@example.com');
  const unavailable = page.getByRole('alert').filter({ hasText: 'Wallet sign-in is unavailable right now' });
  await unavailable.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(unavailable).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log out' })).toBeVisible();
});

const SKY = { email: 'sky.selfcustody@example.com', wallet: '0x0d8e461687b7d06f86ec348e0c270b0f279855f0' };

// Sky's wallet is attached by each journey (the persona is reset first): one at a time.
test.describe('a self-custody wallet', () => {
  test.describe.configure({ mode: 'serial' });

  test('through the mobile view: the copied QR link pairs the test mobile wallet, which signs the nonce', async ({
    page,
    context,
  }) => {
    await resetPersona(SKY.email);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    await expect(verify).toContainText('Wallet Verification Required');
    await pressEnterOn(page, verify.getByRole('button', { name: 'Mobile wallet' }));
    await expect(verify.getByRole('img', { name: QR_ALT })).toBeVisible();
    await expectAccessible(page, 'the wallet modal: the mobile view with its QR code');
    await pressEnterOn(page, verify.getByRole('button', { name: 'Copy link to QR' }));
    await expect(page.getByText('Copied!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    const wallet = testMobileWallet(await context.newPage());
    await wallet.open();
    await wallet.pair(SKY.wallet, link);
    await wallet.decide(SKY.wallet, /: Connect to /, 'Approve');
    await wallet.decide(SKY.wallet, /: Sign Message/, 'Approve');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Logout leaves nothing of the session: no key in either storage, no WalletConnect
    // database, no cookie (the signed-in page holds all four kinds before it).
    const signedIn = await storedState(page);
    expect(signedIn.local).toEqual(expect.arrayContaining(['jwt', 'walletconnect-js']));
    expect(signedIn.databases).toContain('WALLET_CONNECT_V2_INDEXED_DB');
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect.poll(() => storedState(page)).toEqual({ local: [], session: [], databases: [] });
    expect(await context.cookies()).toEqual([]);
  });

  test('through the browser extension: approved in the extension, the nonce signed, on to the target', async ({
    page,
  }) => {
    await resetPersona(SKY.email);
    await installTestExtension(page);
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    await pressEnterOn(page, page.getByRole('button', { name: 'Chrome Extension Wallet' }));
    const extension = testExtension(page);
    await extension.approveConnect(SKY.wallet);
    await extension.decide(/Sign Message/, 'Approve');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('on a phone-sized screen: "Open in wallet" follows the short deep link to the wallet app, which pairs and signs', async ({
    page,
    context,
  }) => {
    await resetPersona(SKY.email);
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    await verify.getByRole('button', { name: 'Mobile wallet' }).click();
    // The compact QR code, and the copy button's other words.
    await expect(verify.getByRole('img', { name: QR_ALT })).toHaveJSProperty('width', 182);
    await expect(verify.getByRole('button', { name: 'Copy QR Code' })).toBeVisible();
    const open = verify.getByRole('link', { name: 'Open in wallet' });
    // Shortened by the short-link service (the dev API's /s/{code}).
    await expect(open).toHaveAttribute('href', new RegExp(`^${escaped(originOfApp('dev-api'))}/s/[\\w-]+$`));
    await expectAccessible(page, 'the wallet modal: the mobile view on a phone');

    const opened = context.waitForEvent('page');
    await open.click();
    const walletPage = await opened;
    await expect(walletPage).toHaveURL(/\/mobile-wallet\?uri=wc%3A/);
    const wallet = testMobileWallet(walletPage);
    await wallet.pairWithTheLinkGiven(SKY.wallet);
    await wallet.decide(SKY.wallet, /: Connect to /, 'Approve');
    await wallet.decide(SKY.wallet, /: Sign Message/, 'Approve');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Logout leaves nothing of the session: no key in either storage, no WalletConnect
    // database, no cookie (the signed-in page holds all four kinds before it).
    const signedIn = await storedState(page);
    expect(signedIn.local).toEqual(expect.arrayContaining(['jwt', 'walletconnect-js']));
    expect(signedIn.databases).toContain('WALLET_CONNECT_V2_INDEXED_DB');
    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect.poll(() => storedState(page)).toEqual({ local: [], session: [], databases: [] });
    expect(await context.cookies()).toEqual([]);
  });

  test('on a phone-sized screen with the short-link service down: the long deep link, and the failure only logged', async ({
    page,
  }) => {
    await resetPersona(SKY.email);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.route('**/service-short-link/**', (route) => route.abort('connectionrefused'));
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    await verify.getByRole('button', { name: 'Mobile wallet' }).click();
    await expect(verify.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute(
      'href',
      new RegExp(`^${escaped(originOfApp('test-wallets'))}/mobile-wallet\\?uri=wc%3A[0-9a-f]{64}%402%3F`),
    );
    expect(logged.some((text) => text.includes('Failed to fetch short QR code'))).toBe(true);
    await expect(verify.getByRole('alert')).toHaveCount(0);
    await verify.getByRole('button', { name: 'Close' }).click();
  });

  test('without the extension: says so and offers where to get it', async ({ page }) => {
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    const modal = page.getByRole('dialog', { name: /Connect/ });
    await modal.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
    await expect(modal.getByRole('alert')).toHaveText(
      'The wallet extension is not installed in this browser. Install it, then try again.',
    );
    await expect(modal.getByRole('link', { name: 'Get the Chrome extension wallet' })).toHaveAttribute(
      'href',
      /\/extension$/,
    );
    await expectAccessible(page, 'the wallet modal: the extension missing');
  });
});

test.describe('the hosted wallet', () => {
  // Hugo's wallet is attached by each journey (the persona is reset first): one at a time.
  test.describe.configure({ mode: 'serial' });

  test('a walletconnect login chooses the account, connects the hosted wallet, verifies it and lands on the target', async ({
    page,
  }) => {
    await resetPersona(HUGO.email);
    const modal = await logInToTheModal(page, HUGO.email);
    await expect(modal.getByRole('heading', { name: 'Individual Accounts' })).toBeVisible();
    await expectAccessible(page, 'the wallet modal: Select');
    await modal
      .getByRole('button', { name: /Hugo Hosted/ })
      .first()
      .click();

    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    await expect(verify).toContainText('Wallet Verification Required');
    await expect(
      verify.getByRole('status').filter({ hasText: 'Awaiting signature in the wallet window...' }),
    ).toBeVisible();
    const hosted = hostedWallet(page);
    await hosted.signIn(HUGO.email);
    await expect(hosted.waiting.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectAccessible(page, 'the wallet modal: the hosted wallet asking in its frame', {
      loading: true,
    });
    await hosted.approveConnect(HUGO.wallet);
    await hosted.decide(/Sign Message/, 'Approve');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a refused signature says so and the person tries again, all with the keyboard', async ({ page }) => {
    await resetPersona(HUGO.email);
    await chooseAccount(page, HUGO.email, /Hugo Hosted/);
    const hosted = hostedWallet(page);
    await hosted.signIn(HUGO.email);
    await hosted.approveConnect(HUGO.wallet);
    await hosted.decide(/Sign Message/, 'Reject');
    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    await expect(verify.getByRole('alert')).toHaveText('The request was declined in your wallet.');
    await expectAccessible(page, 'the wallet modal: a refused signature');

    await pressEnterOn(page, verify.getByRole('button', { name: 'Use your provider account' }));
    await hosted.decide(/Sign Message/, 'Approve');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('closing the modal mid-signature leaves nothing pending and goes on', async ({ page }) => {
    await resetPersona(HUGO.email);
    await chooseAccount(page, HUGO.email, /Hugo Hosted/);
    const hosted = hostedWallet(page);
    await hosted.signIn(HUGO.email);
    await hosted.approveConnect(HUGO.wallet);
    await expect(hosted.waiting).toContainText(/Sign Message/);
    // Focus is in the provider's frame, which has its own keys: the person uses the modal's Close.
    await page
      .getByRole('dialog', { name: 'Connect your Wallet' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('iframe[title="Your provider account"]')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('walletconnect-js'))).toBeNull();
  });
});

const MORGAN = { email: 'morgan.wallets@example.com', wallet: '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb' };

test.describe('an identity with many accounts', () => {
  // Morgan's wallets change (a conversion): one journey at a time.
  test.describe.configure({ mode: 'serial' });

  test('an organizational account, acted for by the person’s wallet through the extension', async ({
    page,
  }) => {
    await installTestExtension(page);
    const select = await logInToTheModal(page, MORGAN.email);
    const organizations = select.getByRole('region', { name: 'Organizational Accounts' });
    await expect(select.getByRole('region', { name: 'Individual Accounts' })).toBeVisible();
    const card = organizations.getByRole('button', { name: /Reyes Holdings LLC/ });
    await expect(card).toContainText('Signing as Morgan Reyes');
    await expect(card).toContainText('Verified');
    await card.click();
    await page.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
    await testExtension(page).approveConnect(MORGAN.wallet);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wallet type no longer supported says so; Continue goes back to the list', async ({ page }) => {
    await chooseAccount(page, MORGAN.email, /Subscribe wallet/);
    const unsupported = page.getByRole('dialog', { name: 'Wallet type is no longer supported' });
    await expectAccessible(page, 'the wallet modal: an unsupported wallet type');
    await unsupported.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose an Account' })).toBeVisible();
  });

  test('a Provenance wallet goes to its conversion and comes back to the list', async ({ page }) => {
    await resetPersona(MORGAN.email);
    await chooseAccount(page, MORGAN.email, /Provenance wallet/);
    const provenance = page.getByRole('dialog', { name: 'Convert your Provenance Wallet' });
    await expectAccessible(page, 'the wallet modal: Provenance');
    // The app mints a single-use ticket with the session (a navigation cannot carry the
    // bearer token) and leaves for the conversion page with it in the address.
    await provenance.getByRole('button', { name: 'Convert wallet' }).click();
    await expect(page).toHaveURL(/\/auth\/wallet\/provenance\/[^/]+\/convert\?.*ticket=[\w-]{32}/);
    const conversionPage = page.url();
    await page.getByRole('button', { name: 'Convert' }).click();
    // Back where the login was headed, the modal open on Select.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('dialog', { name: 'Choose an Account' })).toBeVisible();
    // Converted: now a verified provider wallet.
    await expect(page.getByRole('button', { name: /Provenance wallet/ })).toContainText('Verified');
    // The ticket was spent: its link no longer opens the conversion.
    await page.goto(conversionPage);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await resetPersona(MORGAN.email);
  });
});

test('no account yet: off to create a wallet, named, and back to the modal to choose and connect it', async ({
  page,
}) => {
  const NIA = 'nia.newwallet@example.com';
  await resetPersona(NIA);
  await logInToTheModal(page, NIA);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Wallet' })).toBeVisible();
  await expectAccessible(page, 'the Create Wallet page');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give Your Account a Name' })).toBeVisible();
  await page.getByLabel('Account Name').fill('Nia Main');
  await expectAccessible(page, 'the account-naming page');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Back where the login was headed, the modal open on Select with the new account.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('dialog', { name: 'Choose an Account' })
    .getByRole('button', { name: /Nia Main/ })
    .click();
  // The provider created the account's wallet (verified): it connects, no nonce to sign.
  const hosted = hostedWallet(page);
  await expect(hosted.waiting).toContainText('asks to connect');
  await hosted.signIn(NIA);
  const created = await hosted.waiting.locator('option', { hasText: 'Nia Main' }).getAttribute('value');
  await hosted.approveConnect(created!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Tomas's logins name his default wallet in their token (token mode). One at a time: both connect it.
const TOMAS = {
  email: 'tomas.tokenwallet@example.com',
  wallet: '0xae72a48c1a36bd18af168541c53037965d26e4a8',
};

test.describe('token mode: the login token names the wallet', () => {
  test.describe.configure({ mode: 'serial' });

  test('the modal starts on Connect for that wallet, with no way back to a list, and connecting lands on the target', async ({
    page,
  }) => {
    await installTestExtension(page);
    const login = createLoginPage(page);
    await login.goto('?walletconnect=true');
    await login.logInWithPassword(TOMAS.email);
    const connect = page.getByRole('dialog', { name: 'Connect Your Wallet' });
    // A self-custody wallet: the person picks how it connects.
    await expect(connect.getByRole('button', { name: 'Mobile wallet' })).toBeVisible();
    await expect(connect.getByRole('button', { name: /Select (Another|A Different) Wallet/ })).toHaveCount(0);
    await expectAccessible(page, 'the wallet modal: token mode, Connect');
    await connect.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
    await testExtension(page).approveConnect(TOMAS.wallet);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('24 hours on, the connection expires: "Connection Expired" is said and the saved connection is gone', async ({
    page,
  }) => {
    await page.clock.install();
    await installTestExtension(page);
    const login = createLoginPage(page);
    await login.goto('?walletconnect=true');
    await login.logInWithPassword(TOMAS.email);
    await page.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
    await testExtension(page).approveConnect(TOMAS.wallet);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('walletconnect-js'))).not.toBeNull();

    await page.clock.fastForward('24:00:01');
    const expired = page.getByRole('status').filter({ hasText: 'Connection Expired' });
    await expect(expired).toBeVisible();
    await expect(expired).toHaveCount(1);
    await expect(page.getByText('Connect your wallet again to continue.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('walletconnect-js'))).toBeNull();
  });
});

test('a wallet already attached to another identity: the notice, the wallet disconnected, Verification_Error, and back to the list', async ({
  page,
}) => {
  const ADA = {
    email: 'ada.attachedelsewhere@example.com',
    wallet: '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a',
  };
  await installTestExtension(page);
  await chooseAccount(page, ADA.email, /Ada Shared Device/);
  await page.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
  const extension = testExtension(page);
  await extension.approveConnect(ADA.wallet);
  await extension.decide(/Sign Message/, 'Approve');

  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Provided wallet is already attached to an identity' });
  await expect(notice).toContainText('Please select wallet from list to continue');
  const error = page.getByRole('dialog', { name: 'Choose another wallet' });
  await expect(error).toContainText('Please select wallet from list to continue');
  expect(await page.evaluate(() => localStorage.getItem('walletconnect-js'))).toBeNull();
  await expectAccessible(page, 'the wallet modal: Verification_Error');
  await error.getByRole('button', { name: 'Choose an Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an Account' })).toBeVisible();
});

test('the account list failing says so in full, and "Connect a Wallet" offers every kind of wallet', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/service-wallet/secure/api/v4/account', (route) =>
    failing ? route.fulfill({ status: 500, json: { errors: [{ message: 'down' }] } }) : route.continue(),
  );
  const modal = await logInToTheModal(page, SKY.email);
  await expect(modal.getByRole('alert')).toHaveText(
    'Error Retrieving Accounts. Please try refreshing the browser or contact support for continued issues.',
  );
  await expectAccessible(page, 'the wallet modal: Error Retrieving Accounts');
  failing = false;
  await modal.getByRole('button', { name: 'Try again' }).click();
  await modal.getByRole('button', { name: 'Connect a Wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Your Wallet' });
  for (const kind of ['Mobile wallet', 'Chrome Extension Wallet', 'Use your provider account'])
    await expect(connect.getByRole('button', { name: kind })).toBeVisible();
  await expectAccessible(page, 'the wallet modal: Connect a Wallet');
});
