/**
 * The hosted wallet for real in Chromium: the wallet lab (the wallet remote alone)
 * opens the provider's wallet in a frame (the dev API's hosted test wallet); the
 * person signs in to the provider there, picks the account and approves, then approves
 * the nonce signature, and the dev API attaches the wallet. Messages from any other
 * origin reach neither side.
 */
import { resetPersona } from '../support/dev-api.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { originOfApp } from '../support/origins.ts';
import { hostedWallet, walletLab } from '../support/pages/test-wallets.ts';
import { withStoredSession } from '../support/session.ts';

const HANA = { email: 'hana.hosted@example.com', wallet: '0xdb2430b4e9ac14be6554d3942822be74811a1af9' };

test.beforeEach(async ({ page }) => {
  await resetPersona(HANA.email);
  await withStoredSession(page, HANA.email);
});

test('connects the provider account in its frame, signs the nonce and attaches the wallet', async ({
  page,
}) => {
  const lab = walletLab(page);
  const hosted = hostedWallet(page);
  await lab.open();
  await lab.connectHosted();
  await expect(hosted.waiting).toContainText('asks to connect to your provider account');
  await expect(hosted.signInForm).toBeVisible();
  await expectAccessible(page, 'the wallet lab with the provider’s frame asking to sign in', {
    loading: true,
  });
  await hosted.signIn(HANA.email);
  // Only Hana's own provider wallet is offered (issue 26, item 5: not Hugo's too).
  await expect(hosted.waiting.locator('option')).toHaveText([`Hana Hosted (${HANA.wallet})`]);
  await expectAccessible(page, 'the wallet lab with the provider’s frame asking to connect', {
    loading: true,
  });
  await hosted.approveConnect(HANA.wallet);
  await expect(lab.address).toHaveText(HANA.wallet);

  await lab.verify();
  await hosted.decide(/Sign Message/, 'Approve');
  await expect(lab.verified).toBeVisible();
  await expectAccessible(page, 'the wallet lab with a verified provider wallet');
});

test('ignores messages from another origin, on the page and in the frame', async ({ page }) => {
  const lab = walletLab(page);
  const hosted = hostedWallet(page);
  await lab.open();
  await lab.connectHosted();
  await expect(hosted.waiting).toContainText('asks to connect');

  // A page of another origin that holds a handle on this one (here a window it opened; the page's
  // policy lets no other site's frame in): it answers the connect itself, and asks the frame to sign.
  const foreignUrl = `${originOfApp('test-wallets')}/health`;
  const [foreign] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((src) => void window.open(src, 'another-site'), foreignUrl),
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

  await expect(lab.address).toHaveCount(0);
  await expect(hosted.waiting).toContainText('asks to connect');
  await expect(hosted.waiting).not.toContainText('Forged');
  await hosted.signIn(HANA.email);
  await hosted.approveConnect(HANA.wallet);
  await expect(lab.address).toHaveText(HANA.wallet);
});
