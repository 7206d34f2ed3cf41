/**
 * The partner embed's wallet journeys (docs/embed.md): the wallet modal in our frame on the demo
 * partner page with each test wallet, ending in onSuccess with the account. In the exclusive
 * project (one at a time, after the other suites): the personas' wallets are shared with the
 * wallet modal's journeys, which reset them.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { resetPersona } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { pressEnterOn } from '../../support/keyboard.ts';
import {
  consoleErrors,
  expectApolloLogin,
  expectSuccess,
  FRAME,
  HUGO,
  logIn,
  openPartner,
  partnerEvents,
  SKY,
} from '../../support/pages/partner-embed.ts';
import {
  hostedWallet,
  installTestExtension,
  testExtension,
  testMobileWallet,
} from '../../support/pages/test-wallets.ts';

const QR_ALT = 'QR code with the link that connects your mobile wallet';

/**
 * The persona fresh, the partner's "Sign in and connect a wallet", its sign-in in our frame, and
 * its account's card chosen in the wallet modal: the modal's Connect step, in the frame.
 */
async function chooseAccountInTheFrame(page: Page, persona: { email: string }, card: RegExp) {
  await resetPersona(persona.email);
  const partner = await openPartner(page);
  const frame = await partner.open('open-login-wallet');
  await expectApolloLogin(frame);
  await logIn(frame, persona.email);
  const select = frame.getByRole('dialog', { name: 'Choose an Account' });
  await pressEnterOn(page, select.getByRole('button', { name: card }).first());
  return frame;
}

test('a wallet sign-in with the browser extension: the account chosen, connected and verified, onSuccess with the account', async ({
  page,
}) => {
  await installTestExtension(page);
  const frame = await chooseAccountInTheFrame(page, SKY, /Sky Self-Custody/);
  const verify = frame.getByRole('dialog', { name: 'Connect your Wallet' });
  await verify.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
  const extension = testExtension(frame);
  await extension.approveConnect(SKY.wallet);
  await extension.decide(/Sign Message/, 'Approve');
  await expectSuccess(page, new RegExp(SKY.wallet, 'i'));
  const names = (await partnerEvents(page)).filter((e) => e.kind === 'event').map((e) => e.name);
  expect(names).toEqual(['ready', 'signed_in', 'wallet_opened']);
});

test('a wallet sign-in with the mobile wallet over the local relay: the copied QR link pairs it, it signs, onSuccess with the account', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const frame = await chooseAccountInTheFrame(page, SKY, /Sky Self-Custody/);
  await frame
    .getByRole('dialog', { name: 'Connect your Wallet' })
    .getByRole('button', { name: 'Mobile wallet' })
    .click();
  // The modal's one dialog, whose title follows the view ("Scan the QR Code" once the QR shows).
  const verify = frame.getByRole('dialog');
  // In the desktop panel (640 px wide, never under 600) the desktop view: the full-size QR code,
  // no "Open in wallet" (the wallet decides "phone" from the frame's own width).
  expect((await page.locator(FRAME).boundingBox())?.width).toBe(640);
  await expect(verify.getByRole('img', { name: QR_ALT })).toHaveJSProperty('width', 256);
  await expect(verify.getByRole('link', { name: 'Open in wallet' })).toHaveCount(0);
  // The frame may write the clipboard (the loader's `allow`): the link reaches the wallet.
  await verify.getByRole('button', { name: 'Copy link to QR' }).click();
  await expect(frame.getByText('Copied!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  const wallet = testMobileWallet(await context.newPage());
  await wallet.open();
  await wallet.pair(SKY.wallet, link);
  await wallet.decide(SKY.wallet, /: Connect to /, 'Approve');
  await wallet.decide(SKY.wallet, /: Sign Message/, 'Approve');
  await expectSuccess(page, new RegExp(SKY.wallet, 'i'));
});

test('a wallet sign-in with the hosted wallet: its frame inside ours, verified, onSuccess with the account', async ({
  page,
}) => {
  const frame = await chooseAccountInTheFrame(page, HUGO, /Hugo Hosted/);
  const hosted = hostedWallet(frame);
  await hosted.signIn(HUGO.email);
  await hosted.approveConnect(HUGO.wallet);
  await hosted.decide(/Sign Message/, 'Approve');
  await expectSuccess(page, new RegExp(HUGO.wallet, 'i'));
});

test('"Connect a wallet" (screen wallet) in a frame with no session: the login first, then the modal; closed, onSuccess without an account; no console error on either side', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await resetPersona(SKY.email);
  const partner = await openPartner(page);
  // The frame's storage is the partner site's (in memory here: the browser blocks third-party
  // storage), so nobody is signed in there, whatever our own site holds.
  const frame = await partner.open('open-wallet');
  await expectApolloLogin(frame);
  await logIn(frame, SKY.email);
  const select = frame.getByRole('dialog', { name: 'Choose an Account' });
  await expect(select).toBeVisible();
  await expectAccessible(page, 'the embed: the wallet modal in the frame');
  await select.getByRole('button', { name: 'Close' }).click();
  await expectSuccess(page, null);
  const names = (await partnerEvents(page)).filter((e) => e.kind === 'event').map((e) => e.name);
  expect(names).toEqual(['ready', 'signed_in', 'wallet_opened']);
  expect(errors).toEqual([]);
});
