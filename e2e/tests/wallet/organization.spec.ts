/**
 * The organization select-account page, on the wallet remote alone (a session made through the
 * dev API: the remote has no sign-in of its own): the person chooses the
 * individual wallet that will control the organization, connects it (a hosted wallet
 * at once; a self-custody one by the way they pick), and goes on to onboarding with
 * the wallet stored as the owner wallet. Another wallet is refused and the page is
 * back on Select.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { hostedWallet, installTestExtension, testExtension } from '../../support/pages/test-wallets.ts';
import { openSignedIn } from '../../support/session.ts';

// Where the page goes on to (the onboarding remote's screen, which the full site has), with a
// flow the onboarding screen cannot read, so through the shell it stays on this origin too; the
// journey on to the passport site is tests/shell/onboarding.spec.ts's.
const PAGE = '/auth/wallet/organization/select-account?redirectUrl=%2Fdashboard&intent=unreadable';
const ONBOARDING = /\/auth\/wallet\/onboarding\?redirectUrl=%2Fdashboard&intent=unreadable$/;
const TITLE = 'Select the Individual Wallet that will be the controlling member of this Organization';
const HUGO = { email: 'hugo.hosted@example.com', wallet: '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6' };
const SKY = { email: 'sky.selfcustody@example.com', wallet: '0x0d8e461687b7d06f86ec348e0c270b0f279855f0' };
const TOMAS_WALLET = '0xae72a48c1a36bd18af168541c53037965d26e4a8';

/** Signed in (a stored session: this page is not about signing in), at the page. */
async function openThePage(page: Page, email: string) {
  await openSignedIn(page, email, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

const ownerWallet = (page: Page) => page.evaluate(() => sessionStorage.getItem('ownerWallet'));

test('a hosted wallet connects at once once chosen, is stored as the owner wallet, and the page goes on to onboarding', async ({
  page,
}) => {
  await openThePage(page, HUGO.email);
  await expect(page.getByRole('listitem').filter({ hasText: '1. Select' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expectAccessible(page, 'organization select-account: Select');
  await page.getByRole('button', { name: /Hugo Hosted/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '2. Connect' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Awaiting signature in the wallet window...' }),
  ).toBeVisible();
  const hosted = hostedWallet(page);
  await hosted.signIn(HUGO.email);
  await hosted.approveConnect(HUGO.wallet);
  await expect(page).toHaveURL(ONBOARDING);
  expect(await ownerWallet(page)).toBe(HUGO.wallet);
});

test('a self-custody wallet: the person picks the extension; another wallet is refused and the page is back on Select; then the chosen one goes on, all with the keyboard', async ({
  page,
}) => {
  await installTestExtension(page);
  await openThePage(page, SKY.email);
  const card = page.getByRole('button', { name: /Sky Self-Custody/ });
  await card.focus();
  await page.keyboard.press('Enter');
  const extensionButton = page.getByRole('button', { name: 'Chrome Extension Wallet' });
  await expect(page.getByRole('button', { name: 'Mobile wallet' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Connect Sky Self-Custody' })).toBeFocused();
  await expectAccessible(page, 'organization select-account: Connect');
  await extensionButton.focus();
  await page.keyboard.press('Enter');
  await testExtension(page).approveConnect(TOMAS_WALLET);

  await expect(page.getByRole('alert')).toHaveText(
    'That is not the wallet you chose (0x0d8...855f0). Connect that one, or select another wallet.',
  );
  await expect(page.getByRole('listitem').filter({ hasText: '1. Select' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect(await ownerWallet(page)).toBeNull();

  await card.focus();
  await page.keyboard.press('Enter');
  await extensionButton.focus();
  await page.keyboard.press('Enter');
  await testExtension(page).approveConnect(SKY.wallet);
  await expect(page).toHaveURL(ONBOARDING);
  expect(await ownerWallet(page)).toBe(SKY.wallet);
});

test('"Select Another Wallet" goes back to Select from Connect', async ({ page }) => {
  await openThePage(page, SKY.email);
  await page.getByRole('button', { name: /Sky Self-Custody/ }).click();
  await page.getByRole('button', { name: 'Select Another Wallet' }).click();
  await expect(page.getByRole('button', { name: /Sky Self-Custody/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Select a wallet' })).toBeFocused();
});
