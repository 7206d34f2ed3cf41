/**
 * The signing step the borrower controls (issue 32, item 1; docs/spec-decisions.md, "Wallet
 * connection"): while the wallet modal waits for the wallet to sign the nonce, the time left shows;
 * at two minutes the request is withdrawn and the step offers "Request again"; "Cancel" withdraws
 * it and goes back to the wallet's Connect panel, still connected; "Request again" sends it anew,
 * and the wallet shows one waiting request, never two; a reload during the step comes back to it,
 * interrupted. The page clock, never real waits. The mobile wallet over the local relay (Una,
 * whose wallet no other journey connects) and the hosted wallet (Hal, the same). The transitions
 * are the reducer's table (remote-wallet/src/modal/signing-reducer.test.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { resetPersona } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { pressEnterOn } from '../../support/keyboard.ts';
import { testMobileWallet } from '../../support/pages/test-wallets.ts';
import { openSignedIn } from '../../support/session.ts';

const UNA = { email: 'una.unattached@example.com', wallet: '0xe1fae9b4fab2f5726677ecfa912d96b0b683e6a9' };
const TIME_LEFT = /Time left to approve in your wallet: \d:\d\d/;
const TIMED_OUT = 'The signature request timed out.';
const INTERRUPTED = 'The signature request was interrupted.';

/** The modal's one dialog (its title follows the view). */
const modal = (page: Page) => page.getByRole('dialog').first();

/**
 * Signed in as Una, the modal opened on Select, her card chosen, the mobile view's link paired by
 * the test mobile wallet (another tab), the connection approved: the nonce's signature waits.
 */
async function waitingForTheSignature(page: Page) {
  await resetPersona(UNA.email);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await openSignedIn(page, UNA.email, '/dashboard?walletModal=Select');
  await pressEnterOn(page, modal(page).getByRole('button', { name: /Una Unattached/ }));
  await pressEnterOn(page, modal(page).getByRole('button', { name: 'Mobile wallet' }));
  await pressEnterOn(page, modal(page).getByRole('button', { name: 'Copy link to QR' }));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const walletPage = await page.context().newPage();
  const wallet = testMobileWallet(walletPage);
  await wallet.open();
  await wallet.pair(UNA.wallet, link);
  await wallet.decide(UNA.wallet, /: Connect to /, 'Approve');
  await expect(modal(page).getByText(TIME_LEFT)).toBeVisible();
  const waiting = walletPage
    .getByRole('region', { name: 'Waiting for you' })
    .getByRole('listitem')
    .filter({ hasText: /: Sign Message/ });
  await expect(waiting).toHaveCount(1);
  return { wallet, waiting };
}

async function expectVerified(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`Wallet connected: ${UNA.wallet}`)).toBeVisible();
}

const button = (page: Page, name: string): Locator => modal(page).getByRole('button', { name });

test.describe('the mobile wallet', () => {
  // Una's one wallet: her journeys one after another.
  test.describe.configure({ mode: 'serial' });

  test('the time runs out: withdrawn from the wallet, "Request again" by keyboard sends one request anew, approved, verified', async ({
    page,
  }) => {
    const { wallet, waiting } = await waitingForTheSignature(page);
    await expectAccessible(page, 'the signing step with its countdown', { loading: true });
    await page.clock.fastForward('02:01');
    await expect(modal(page).getByRole('alert')).toHaveText(TIMED_OUT);
    await expect(waiting).toHaveCount(0);
    await expectAccessible(page, 'the signing step, timed out');
    await pressEnterOn(page, button(page, 'Request again'));
    await expect(waiting).toHaveCount(1);
    await wallet.decide(UNA.wallet, /: Sign Message/, 'Approve');
    await expectVerified(page);
  });

  test('"Cancel" by keyboard withdraws the request and goes back to the Connect panel, still connected', async ({
    page,
  }) => {
    const { waiting } = await waitingForTheSignature(page);
    await pressEnterOn(page, button(page, 'Cancel'));
    await expect(waiting).toHaveCount(0);
    await expect(modal(page).getByText(TIME_LEFT)).toHaveCount(0);
    await expect(button(page, 'Mobile wallet')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('walletconnect-js'))).not.toBeNull();
    await expectAccessible(page, 'the Connect panel after Cancel');
  });

  test('a reload during the step comes back to it, interrupted; nothing is sent until "Request again", then one request', async ({
    page,
  }) => {
    const { wallet, waiting } = await waitingForTheSignature(page);
    const before = await waiting.textContent();
    await page.reload();
    await expect(modal(page).getByRole('alert')).toHaveText(INTERRUPTED);
    await expectAccessible(page, 'the signing step, interrupted by a reload');
    // Nothing replayed: the wallet still shows the request of before the reload, alone.
    await expect(waiting).toHaveText([before!]);
    await pressEnterOn(page, button(page, 'Request again'));
    // The old one withdrawn, a new one (another nonce) in its place: one request, never two.
    await expect(waiting.filter({ hasText: before! })).toHaveCount(0);
    await expect(waiting).toHaveCount(1);
    await wallet.decide(UNA.wallet, /: Sign Message/, 'Approve');
    await expectVerified(page);
  });
});
