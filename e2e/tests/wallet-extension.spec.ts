/**
 * The browser extension for real in Chromium: the test provider is installed in the
 * tab as an extension's content script would be; the wallet lab (the wallet remote
 * alone) connects through it, the person approves in its dialog, signs the nonce, and
 * the dev API attaches the wallet. A reload takes the connection up again without
 * asking; logging out disconnects it and leaves nothing of the session stored.
 */
import { resetPersona } from '../support/dev-api.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  installTestExtension,
  storedState,
  testExtension,
  walletLab,
} from '../support/pages/test-wallets.ts';
import { withStoredSession } from '../support/session.ts';

// Morgan's second wallet: no other journey signs with it.
const MORGAN = { email: 'morgan.wallets@example.com', wallet: '0x7564105e977516c53be337314c7e53838967bdac' };

test('connects through the extension, signs the nonce and attaches; a reload restores it; logout leaves nothing', async ({
  page,
}) => {
  await resetPersona(MORGAN.email);
  await withStoredSession(page, MORGAN.email);
  await installTestExtension(page);
  const lab = walletLab(page);
  const extension = testExtension(page);
  await lab.open();
  await lab.connectExtension();
  await expect(extension.dialog).toContainText(`Connect to ${new URL(page.url()).origin}?`);
  await expectAccessible(page, 'the wallet lab with the test extension asking to connect', { loading: true });
  await extension.approveConnect(MORGAN.wallet);
  await expect(lab.address).toHaveText(MORGAN.wallet);

  await lab.verify();
  await extension.decide(/Sign Message/, 'Approve');
  await expect(lab.verified).toBeVisible();

  await page.reload();
  await expect(lab.address).toHaveText(MORGAN.wallet);
  await expect(extension.dialog).toHaveCount(0);
  expect((await storedState(page)).local).toEqual(['jwt', 'test-wallet-extension', 'walletconnect-js']);

  await lab.logOut();
  await expect(lab.loggedOut).toBeVisible();
  // The extension was told (it forgot the site), and the product kept nothing.
  expect(await storedState(page)).toEqual({ local: [], session: ['e2e-session-seeded'], databases: [] });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Use the browser extension' })).toBeVisible();
  await expect(lab.address).toHaveCount(0);
});

test('a connect refused with the keyboard says so and offers a way back', async ({ page }) => {
  await installTestExtension(page);
  const lab = walletLab(page);
  const extension = testExtension(page);
  await lab.open();
  await lab.connectExtension();
  await expect(extension.dialog).toBeVisible();
  await expect(extension.dialog.getByLabel('Wallet')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lab.alert).toHaveText('The request was declined in your wallet.');
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('button', { name: 'Use the browser extension' })).toBeVisible();
});

test('without the extension, says it is not installed', async ({ page }) => {
  const lab = walletLab(page);
  await lab.open();
  await lab.connectExtension();
  await expect(lab.alert).toHaveText(
    'The wallet extension is not installed in this browser. Install it, then try again.',
  );
});
