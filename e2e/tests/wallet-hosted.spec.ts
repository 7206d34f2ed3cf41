/**
 * The hosted wallet for real in Chromium: the wallet lab (the wallet remote alone)
 * opens the provider's wallet in a frame (the dev API's hosted test wallet); the
 * person picks the account and approves, then approves the nonce signature, and the
 * dev API attaches the wallet. Messages from any other origin reach neither side.
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

  // A page of another origin in the same tab: it answers the connect itself, and asks the frame to sign.
  const foreignUrl = `${originOfApp('test-wallets')}/health`;
  await page.evaluate((src) => {
    const foreign = document.createElement('iframe');
    foreign.src = src;
    foreign.title = 'Another site';
    document.body.append(foreign);
    return new Promise((resolve) => foreign.addEventListener('load', resolve));
  }, foreignUrl);
  const foreign = page.frames().find((frame) => frame.url() === foreignUrl)!;
  const targetsTheWalletFrame = await foreign.evaluate(() => {
    const forged = {
      address: '0xforged',
      publicKey: '02ab',
      jwt: 'x',
      walletName: 'Forged',
      representedGroupPolicy: null,
    };
    // The attacker's frame, as this test plays it, sends to anyone ("*"): the product never does.
    for (let id = 1; id <= 3; id++)
      // eslint-disable-next-line no-restricted-syntax -- the foreign frame's forged messages
      window.parent.postMessage({ type: 'response', id, result: forged }, '*');
    // eslint-disable-next-line no-restricted-syntax -- the foreign frame's forged request
    window.parent.frames[0]!.postMessage(
      { type: 'request', id: 99, method: 'provenance_sign', params: ['{"description":"Forged"}', '00'] },
      '*',
    );
    // frames[0] is the wallet's frame, not this one: the forged request went where it should be refused.
    return window.parent.frames.length === 2 && window.parent.frames[1] === window;
  });
  expect(targetsTheWalletFrame).toBe(true);

  await expect(lab.address).toHaveCount(0);
  await expect(hosted.waiting).toContainText('asks to connect');
  await expect(hosted.waiting).not.toContainText('Forged');
  await hosted.approveConnect(HANA.wallet);
  await expect(lab.address).toHaveText(HANA.wallet);
});
