/**
 * A mobile wallet for real in Chromium: the wallet remote alone (its development
 * wallet lab) connects over the product's sign-client through the local relay; a
 * person pairs the test mobile wallet by pasting the link on its page, approves the
 * connection and the nonce signature, and the dev API attaches the wallet.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { resetPersona } from '../support/dev-api.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, test } from '../support/fixtures.ts';
import { storedState, testMobileWallet, walletLab } from '../support/pages/test-wallets.ts';
import { withStoredSession } from '../support/session.ts';

// Each test pairs a wallet of its own: the test mobile wallet's page serves every suite at once.
const UNA = { email: 'una.unattached@example.com', wallet: '0xe1fae9b4fab2f5726677ecfa912d96b0b683e6a9' };
const PAT = { email: 'pat.customer@example.com', wallet: '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a' };
const MORGAN = { email: 'morgan.wallets@example.com', wallet: '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb' };

/** Signed in as `who`, the lab connected to the test mobile wallet through its page. */
async function connectInTheLab(page: Page, context: BrowserContext, who: { email: string; wallet: string }) {
  await withStoredSession(page, who.email);
  const lab = walletLab(page);
  await lab.open();
  await lab.connectMobile();
  const pairingLink = await lab.pairingLink();
  const wallet = testMobileWallet(await context.newPage());
  await wallet.open();
  await wallet.pair(who.wallet, pairingLink);
  await wallet.decide(who.wallet, /: Connect to /, 'Approve');
  await expect(lab.address).toHaveText(who.wallet);
  return { lab, wallet };
}

test('pairs the test mobile wallet by its link, signs the nonce and attaches the wallet', async ({
  page,
  context,
}) => {
  await resetPersona(UNA.email);
  await withStoredSession(page, UNA.email);
  // Nothing leaves this machine: no WalletConnect verify frame, telemetry or relay of theirs.
  const hosts = new Set<string>();
  page.on('request', (request) => void hosts.add(new URL(request.url()).hostname));
  page.on('websocket', (socket) => void hosts.add(new URL(socket.url()).hostname));
  const lab = walletLab(page);
  await lab.open();
  await lab.connectMobile();
  const pairingLink = await lab.pairingLink();
  await expectAccessible(page, 'the wallet lab waiting for the wallet', { loading: true });

  const walletPage = await context.newPage();
  const wallet = testMobileWallet(walletPage);
  await wallet.open();
  await wallet.pair(UNA.wallet, pairingLink);
  await wallet.decide(UNA.wallet, /: Connect to /, 'Approve');

  await expect(lab.address).toHaveText(UNA.wallet);
  await expect(wallet.connectedApps(UNA.wallet)).not.toHaveCount(0);
  await lab.verify();
  await wallet.decide(UNA.wallet, /: Sign Message/, 'Approve');
  await expect(lab.verified).toBeVisible();
  await expectAccessible(page, 'the wallet lab with a verified wallet');
  expect([...hosts]).toEqual(['127.0.0.1']);
  await expectAccessible(walletPage, 'the test mobile wallet page');
});

test('a request refused in the wallet says so and offers a way back', async ({ page, context }) => {
  const { lab, wallet } = await connectInTheLab(page, context, PAT);

  await lab.verify();
  await wallet.decide(PAT.wallet, /: Sign Message/, 'Reject');
  await expect(lab.alert).toHaveText('The request was declined in your wallet.');
  await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
});

test('a reload takes the connection up again; logout disconnects and leaves no WalletConnect state', async ({
  page,
  context,
}) => {
  const { lab, wallet } = await connectInTheLab(page, context, MORGAN);
  const connected = await storedState(page);
  expect(connected.local).toContain('walletconnect-js');
  expect(connected.databases).toContain('WALLET_CONNECT_V2_INDEXED_DB');

  // The sign-client's kept session is taken up: no new pairing, nothing for the person to approve.
  await page.reload();
  await expect(lab.address).toHaveText(MORGAN.wallet);
  await expect(page.getByLabel('Pairing link')).toHaveCount(0);
  const sessions = wallet.connectedApps(MORGAN.wallet);
  await expect(sessions).not.toHaveCount(0);
  const before = await sessions.count();

  await lab.logOut();
  await expect(lab.loggedOut).toBeVisible();
  // The wallet heard the disconnect: the session is gone from its list.
  await expect(sessions).toHaveCount(before - 1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Connect a mobile wallet' })).toBeVisible();
  const after = await storedState(page);
  expect(
    after.local.filter((key) => key.startsWith('wc@2:') || key === 'walletconnect-js' || key === 'jwt'),
  ).toEqual([]);
  expect(after.databases).not.toContain('WALLET_CONNECT_V2_INDEXED_DB');
});
