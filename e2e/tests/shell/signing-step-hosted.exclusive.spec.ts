/**
 * The signing step the borrower controls, with the hosted wallet in its frame (issue 32, item 1;
 * the mobile wallet's journeys are signing-step.spec.ts): Cancel withdraws the request and goes
 * back to the Connect panel, still connected; asked again, the time runs out, the frame shows
 * nothing waiting, and "Request again" puts one request there. In the exclusive project: Hana's
 * wallet is the one the wallet modal's mid-signature journey closes.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { resetPersona } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { pressEnterOn } from '../../support/keyboard.ts';
import { hostedWallet } from '../../support/pages/test-wallets.ts';
import { openSignedIn } from '../../support/session.ts';

const HANA = { email: 'hana.hosted@example.com', wallet: '0xdb2430b4e9ac14be6554d3942822be74811a1af9' };

test('the hosted wallet: Cancel goes back still connected; the time runs out, nothing left waiting in the frame; "Request again" sends one, approved, verified', async ({
  page,
}) => {
  await resetPersona(HANA.email);
  await page.clock.install();
  await openSignedIn(page, HANA.email, '/dashboard?walletModal=Select');
  const modal = page.getByRole('dialog').first();
  await pressEnterOn(page, modal.getByRole('button', { name: /Hana Hosted/ }));
  const hosted = hostedWallet(page);
  await hosted.signIn(HANA.email);
  await hosted.approveConnect(HANA.wallet);
  const signature = hosted.waiting.getByRole('listitem').filter({ hasText: /Sign Message/ });
  await expect(signature).toHaveCount(1);
  await expect(modal.getByText(/Time left to approve in your wallet: \d:\d\d/)).toBeVisible();

  // Cancel (the frame has the focus and keys of its own: the person reaches the modal's button).
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('iframe[title="Your provider account"]')).toBeHidden();
  const again = modal.getByRole('button', { name: 'Use your provider account' });
  await expect(again).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('walletconnect-js'))).not.toBeNull();

  // Asked again, then the two minutes run out: withdrawn from the frame too.
  await pressEnterOn(page, again);
  await expect(signature).toHaveCount(1);
  await page.clock.fastForward('02:01');
  await expect(modal.getByRole('alert')).toHaveText('The signature request timed out.');
  await expect(signature).toHaveCount(0);
  await expectAccessible(page, 'the hosted wallet’s signing step, timed out');
  await pressEnterOn(page, modal.getByRole('button', { name: 'Request again' }));
  await expect(signature).toHaveCount(1);
  await hosted.decide(/Sign Message/, 'Approve');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`Wallet connected: ${HANA.wallet}`)).toBeVisible();
});
