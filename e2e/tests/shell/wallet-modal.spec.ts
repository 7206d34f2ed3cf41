/**
 * The wallet modal through the shell, one journey per wallet kind to a verified wallet
 * (the mobile wallet over the local relay, the browser extension, the hosted wallet in
 * its frame), and what only a browser shows: a remote that cannot load, the copied QR
 * link, a phone's deep link and the way back when the wallet app did not connect, a
 * reload that takes the connection up again, logout leaving nothing, forged messages
 * refused, token mode and the page clock's expiry.
 * The modal's transitions are the reducer's table test
 * (remote-wallet/src/modal/modal-reducer.test.ts); these journeys keep what it cannot.
 */
import { resetPersona } from '../../support/dev-api.ts';
import { expectAccessible } from '../../support/a11y.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { originOfApp, SHELL_ORIGIN } from '../../support/origins.ts';
import { pressEnterOn } from '../../support/keyboard.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import {
  hostedWallet,
  installTestExtension,
  storedState,
  testExtension,
  testMobileWallet,
} from '../../support/pages/test-wallets.ts';
import { openSignedIn } from '../../support/session.ts';

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
 * Signed in (a stored session: these journeys are not about signing in), the modal
 * opened on Select as the way back from creating or converting a wallet opens it, and
 * the account's card chosen with the keyboard.
 */
async function chooseAccount(page: Page, email: string, card: RegExp): Promise<void> {
  await openSignedIn(page, email, '/dashboard?walletModal=Select');
  const select = page.getByRole('dialog', { name: 'Choose an Account' });
  await pressEnterOn(page, select.getByRole('button', { name: card }));
}

/** The modal finished: closed, on the page it was opened from (or the login's target). */
async function expectModalDone(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The dashboard names the wallet connected (taken up again after a reload). */
const walletShown = (page: Page, address: string) => page.getByText(`Wallet connected: ${address}`);

/** The way back's heading (remote-wallet/src/connect/connect-texts.ts). */
const WAY_BACK_HEADING = 'The wallet app did not connect';
/** How long the page must stay in view before a return counts (remote-wallet/src/modal/way-back.ts). */
const WAY_BACK_AFTER_MS = 2000;

/** The person leaves the page (`hidden`) or comes back to it (`visible`), as the document tells it. */
async function pageBecomes(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => next });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => next === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** Presses Enter on a link (reached with Tab) that opens a new tab: that tab. */
async function openedBy(page: Page, link: Locator): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await pressEnterOn(page, link);
  return opened;
}

/** Logs out through the shell's header; the page is back on login. */
async function logOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

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

  test('through the mobile view: the copied QR link pairs the test mobile wallet, which signs the nonce; a reload keeps the connection; logout ends it in the wallet too and leaves nothing', async ({
    page,
    context,
  }) => {
    await resetPersona(SKY.email);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Nothing leaves this machine: no WalletConnect verify frame, telemetry or relay of theirs.
    const hosts = new Set<string>();
    page.on('request', (request) => void hosts.add(new URL(request.url()).hostname));
    page.on('websocket', (socket) => void hosts.add(new URL(socket.url()).hostname));
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

    const walletPage = await context.newPage();
    const wallet = testMobileWallet(walletPage);
    await wallet.open();
    await wallet.pair(SKY.wallet, link);
    await wallet.decide(SKY.wallet, /: Connect to /, 'Approve');
    await wallet.decide(SKY.wallet, /: Sign Message/, 'Approve');
    await expectModalDone(page);
    await expectAccessible(walletPage, 'the test mobile wallet page');

    // The sign-client's kept session is taken up: no new pairing, nothing for the person to approve.
    const sessions = wallet.connectedApps(SKY.wallet);
    await expect(sessions).not.toHaveCount(0);
    const paired = await sessions.count();
    await page.reload();
    await expect(walletShown(page, SKY.wallet)).toBeVisible();
    await expect(sessions).toHaveCount(paired);

    // Logout leaves nothing of the session: no key in either storage, no WalletConnect
    // database, no cookie (the signed-in page holds all four kinds before it); the wallet
    // heard the disconnect.
    const signedIn = await storedState(page);
    expect(signedIn.local).toEqual(expect.arrayContaining(['jwt', 'walletconnect-js']));
    expect(signedIn.databases).toContain('WALLET_CONNECT_V2_INDEXED_DB');
    await logOut(page);
    await expect.poll(() => storedState(page)).toEqual({ local: [], session: [], databases: [] });
    expect(await context.cookies()).toEqual([]);
    await expect(sessions).toHaveCount(paired - 1);
    expect([...hosts]).toEqual([new URL(SHELL_ORIGIN).hostname]);
  });

  test('through the browser extension: a refusal with the keyboard says so; approved, the nonce signed; a reload keeps it; logout leaves nothing', async ({
    page,
  }) => {
    await resetPersona(SKY.email);
    await installTestExtension(page);
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    const extension = testExtension(page);
    await pressEnterOn(page, verify.getByRole('button', { name: 'Chrome Extension Wallet' }));
    await expect(extension.dialog).toContainText(`Connect to ${SHELL_ORIGIN}?`);
    await expect(extension.dialog.getByLabel('Wallet')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(verify.getByRole('alert')).toHaveText('The request was declined in your wallet.');

    await pressEnterOn(page, verify.getByRole('button', { name: 'Chrome Extension Wallet' }));
    await extension.approveConnect(SKY.wallet);
    await extension.decide(/Sign Message/, 'Approve');
    await expectModalDone(page);

    await page.reload();
    await expect(walletShown(page, SKY.wallet)).toBeVisible();
    await expect(extension.dialog).toHaveCount(0);
    expect((await storedState(page)).local).toEqual(['jwt', 'test-wallet-extension', 'walletconnect-js']);
    await logOut(page);
    // The extension was told (it forgot the site), and the product kept nothing.
    await expect.poll(() => storedState(page)).toEqual({ local: [], session: [], databases: [] });
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
    await expectModalDone(page);
  });

  /**
   * Sky's Verify on a 390 px screen (the page clock installed), the mobile wallet chosen and
   * "Open in wallet" followed with the keyboard: the modal, and the wallet app's page it opened.
   */
  async function openInWalletOnAPhone(page: Page): Promise<{ verify: Locator; walletPage: Page }> {
    await resetPersona(SKY.email);
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseAccount(page, SKY.email, /Sky Self-Custody/);
    const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
    await pressEnterOn(page, verify.getByRole('button', { name: 'Mobile wallet' }));
    const walletPage = await openedBy(page, verify.getByRole('link', { name: 'Open in wallet' }));
    return { verify, walletPage };
  }

  // The way back when the wallet app did not open (issue 32, item 3; its rules are
  // remote-wallet/src/modal/way-back.test.ts's rows). Leaving the page for the wallet app and
  // coming back are emulated through the document's visibility state; the wait before a
  // return counts runs on the page clock.
  test('on a phone-sized screen, back from "Open in wallet" with nothing connected: the way back, its heading focused, axe-clean, every offer reached by keyboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { verify, walletPage } = await openInWalletOnAPhone(page);
    // The wallet app (the test mobile wallet's page) is left without pairing.
    await walletPage.close();
    await pageBecomes(page, 'hidden');
    await pageBecomes(page, 'visible');
    await page.clock.runFor(WAY_BACK_AFTER_MS);

    const wayBack = verify.getByRole('region', { name: WAY_BACK_HEADING });
    await expect(wayBack.getByRole('heading', { name: WAY_BACK_HEADING })).toBeFocused();
    await expect(wayBack).toContainText(
      'Open it again, or get the app if it is not on this phone. To connect from another device, scan the QR code or copy the link.',
    );
    await expect(wayBack.getByRole('img', { name: QR_ALT })).toBeVisible();
    await expectAccessible(page, 'the wallet modal: the way back after "Open in wallet"');

    // From its heading, Tab reaches each offer in turn; Enter opens the wallet app again.
    const again = wayBack.getByRole('link', { name: 'Open the wallet app again' });
    await page.keyboard.press('Tab');
    await expect(again).toBeFocused();
    const reopened = await openedBy(page, again);
    await expect(reopened).toHaveURL(/\/mobile-wallet\?uri=wc%3A/);
    await reopened.close();
    for (const name of [
      'Get the wallet on the App Store',
      'Get the wallet on Google Play',
      'Use the Chrome extension wallet',
    ]) {
      await page.keyboard.press('Tab');
      await expect(wayBack.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(wayBack.getByRole('button', { name: 'Copy QR Code' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  });

  test('on a phone-sized screen, the wallet app connected while the page was away: nothing is said on the return, and the verify goes on', async ({
    page,
  }) => {
    const { verify, walletPage } = await openInWalletOnAPhone(page);
    await pageBecomes(page, 'hidden');
    const wallet = testMobileWallet(walletPage);
    await wallet.pairWithTheLinkGiven(SKY.wallet);
    await wallet.decide(SKY.wallet, /: Connect to /, 'Approve');
    // Connected: Verify asks the wallet to sign while the person is still away.
    await expect(verify.getByText('Sign the request in your wallet…')).toBeVisible();
    await pageBecomes(page, 'visible');
    await page.clock.runFor(WAY_BACK_AFTER_MS);
    await expect(verify.getByText(WAY_BACK_HEADING)).toHaveCount(0);
    await wallet.decide(SKY.wallet, /: Sign Message/, 'Approve');
    await expectModalDone(page);
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

const HUGO = { email: 'hugo.hosted@example.com', wallet: '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6' };

test('the hosted wallet: a walletconnect login chooses the account, the frame ignores messages from another origin, the provider offers only the person’s own wallet; a refused signature is asked again with the keyboard, verified, and it lands on the target', async ({
  page,
}) => {
  await resetPersona(HUGO.email);
  const modal = await logInToTheModal(page, HUGO.email);
  await expect(modal.getByRole('heading', { name: 'Individual Accounts' })).toBeVisible();
  await expectAccessible(page, 'the wallet modal: Select');
  await pressEnterOn(page, modal.getByRole('button', { name: /Hugo Hosted/ }).first());

  const verify = page.getByRole('dialog', { name: 'Connect your Wallet' });
  await expect(verify).toContainText('Wallet Verification Required');
  await expect(
    verify.getByRole('status').filter({ hasText: 'Awaiting signature in the wallet window...' }),
  ).toBeVisible();
  const hosted = hostedWallet(page);
  await expect(hosted.signInForm).toBeVisible();
  await expectAccessible(page, 'the wallet modal: the provider’s frame asking to sign in', { loading: true });

  // A page of another origin that holds a handle on this one (here a window it opened; the page's
  // policy lets no other site's frame in): it answers the connect itself, and asks the frame to sign.
  const [foreign] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((src) => void window.open(src, 'another-site'), `${originOfApp('test-wallets')}/health`),
  ]);
  await foreign.waitForLoadState();
  const targetsTheWalletFrame = await foreign.evaluate(() => {
    const forged = {
      address: '0xforged',
      publicKey: '02ab',
      jwt: 'x',
      walletName: 'Forged',
      representedGroupPolicy: null,
    };
    const product = window.opener as Window;
    // The attacker's page, as this test plays it, sends to anyone ("*"): the product never does.
    for (let id = 1; id <= 3; id++)
      // eslint-disable-next-line no-restricted-syntax -- the foreign page's forged messages
      product.postMessage({ type: 'response', id, result: forged }, '*');
    // eslint-disable-next-line no-restricted-syntax -- the foreign page's forged request
    product.frames[0]!.postMessage(
      { type: 'request', id: 99, method: 'provenance_sign', params: ['{"description":"Forged"}', '00'] },
      '*',
    );
    // frames[0] is the wallet's frame: the forged request went where it should be refused.
    return product.frames.length === 1;
  });
  expect(targetsTheWalletFrame).toBe(true);
  await foreign.close();
  await expect(
    verify.getByRole('status').filter({ hasText: 'Awaiting signature in the wallet window...' }),
  ).toBeVisible();
  await expect(hosted.waiting).not.toContainText('Forged');

  await hosted.signIn(HUGO.email);
  // Only Hugo's own provider wallet is offered (issue 26, item 5).
  await expect(hosted.waiting.locator('option')).toHaveText([`Hugo Hosted (${HUGO.wallet})`]);
  await expectAccessible(page, 'the wallet modal: the hosted wallet asking in its frame', { loading: true });
  await hosted.approveConnect(HUGO.wallet);

  // A refused signature says so; the person asks again with the keyboard, and approves.
  await hosted.decide(/Sign Message/, 'Reject');
  await expect(verify.getByRole('alert')).toHaveText('The request was declined in your wallet.');
  await expectAccessible(page, 'the wallet modal: a refused signature');
  await pressEnterOn(page, verify.getByRole('button', { name: 'Use your provider account' }));
  await hosted.decide(/Sign Message/, 'Approve');
  await expectModalDone(page);
});

const HANA = { email: 'hana.hosted@example.com', wallet: '0xdb2430b4e9ac14be6554d3942822be74811a1af9' };

test('the hosted wallet: closing the modal mid-signature leaves nothing pending: the frame gone, no connection kept', async ({
  page,
}) => {
  await resetPersona(HANA.email);
  await chooseAccount(page, HANA.email, /Hana Hosted/);
  const hosted = hostedWallet(page);
  await hosted.signIn(HANA.email);
  await hosted.approveConnect(HANA.wallet);
  await expect(hosted.waiting).toContainText(/Sign Message/);
  // Focus is in the provider's frame, which has its own keys: the person uses the modal's Close.
  await page
    .getByRole('dialog', { name: 'Connect your Wallet' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expectModalDone(page);
  await expect(page.locator('iframe[title="Your provider account"]')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('walletconnect-js'))).toBeNull();
  await expect(walletShown(page, HANA.wallet)).toHaveCount(0);
});

const MORGAN = { email: 'morgan.wallets@example.com' };

test.describe('an identity with many accounts', () => {
  // Morgan's wallets change (a conversion): one journey at a time. (An organization's card goes
  // the same way as an individual's: the reducer's table and the cards' tests.)
  test.describe.configure({ mode: 'serial' });

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
    // Back on the page the modal was opened from, the modal open on Select.
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
  await openSignedIn(page, NIA, '/dashboard?walletModal=Select');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Give Your Account a Name' })).toBeVisible();
  await page.getByLabel('Account Name').fill('Nia Main');
  await page.getByRole('button', { name: 'Submit' }).click();

  // Back on the page the modal was opened from, the modal open on Select with the new account.
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
  await openSignedIn(page, SKY.email, '/dashboard?walletModal=Select');
  const modal = page.getByRole('dialog', { name: 'Choose an Account' });
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
