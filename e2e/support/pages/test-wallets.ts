/**
 * The test mobile wallet's page (test-wallets, /mobile-wallet), the hosted test
 * wallet's frame (the dev API's /provider/wallet), the browser-extension test
 * provider (test-wallets, /extension), as a person uses them.
 */
import { expect, type FrameLocator, type Page } from '@playwright/test';

/** Where the product's page is: the tab, or our frame on a partner's page (the embed). */
export type ProductRoot = Page | FrameLocator;
import { SEED_PASSWORD } from '../dev-api.ts';
import { originOfApp } from '../origins.ts';

export const MOBILE_WALLET_PAGE = `${originOfApp('test-wallets')}/mobile-wallet`;
export const EXTENSION_PROVIDER = `${originOfApp('test-wallets')}/extension/provider.js`;

/**
 * Installs the browser-extension test provider in every page of this tab, before the
 * page's own scripts, as the real extension's content script would be.
 */
export async function installTestExtension(page: Page): Promise<void> {
  const answer = await fetch(EXTENSION_PROVIDER);
  if (!answer.ok) throw new Error(`The test extension's script did not load (${answer.status})`);
  await page.addInitScript({ content: await answer.text() });
}

/** The test extension's dialog on the product's page. */
export function testExtension(root: ProductRoot) {
  const dialog = root.getByRole('dialog', { name: 'Test wallet extension' });
  return {
    dialog,
    // Each waits for its own question to go: the product may ask the next one at once.
    async approveConnect(walletAddress: string) {
      await expect(dialog).toContainText('Connect to ');
      await dialog.getByLabel('Wallet').selectOption(walletAddress);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog.filter({ hasText: 'Connect to ' })).toHaveCount(0);
    },
    async decide(summary: RegExp, decision: 'Approve' | 'Reject') {
      await expect(dialog).toContainText(summary);
      await dialog.getByRole('button', { name: decision }).click();
      await expect(dialog.filter({ hasText: summary })).toHaveCount(0);
    },
  };
}

/** What the page keeps in its storages and IndexedDB, by name. */
export function storedState(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
    databases: (await indexedDB.databases()).map((database) => database.name).sort(),
  }));
}

export function testMobileWallet(page: Page) {
  const waiting = page.getByRole('region', { name: 'Waiting for you' }).getByRole('listitem');
  return {
    open: () => page.goto(MOBILE_WALLET_PAGE),
    async pair(walletAddress: string, pairingLink: string) {
      await page.getByLabel('Wallet').selectOption(walletAddress);
      await page.getByLabel('Pairing link').fill(pairingLink);
      await page.getByRole('button', { name: 'Pair' }).click();
    },
    /** Pairs with the link this page was opened with (`?uri=`, the product's "Open in wallet"). */
    async pairWithTheLinkGiven(walletAddress: string) {
      await expect(page.getByLabel('Pairing link')).toHaveValue(/^wc:[0-9a-f]{64}@2\?/);
      await page.getByLabel('Wallet').selectOption(walletAddress);
      await page.getByRole('button', { name: 'Pair' }).click();
    },
    /** Decides the item waiting for the wallet at `walletAddress` that reads `summary`. */
    async decide(walletAddress: string, summary: RegExp, decision: 'Approve' | 'Reject') {
      const item = waiting.filter({ hasText: walletAddress }).filter({ hasText: summary });
      await expect(item).toBeVisible();
      await item.getByRole('button', { name: decision }).click();
      await expect(item).toHaveCount(0);
    },
    connectedApps: (walletAddress: string) =>
      page
        .getByRole('region', { name: 'Connected apps' })
        .getByRole('listitem')
        .filter({ hasText: walletAddress }),
  };
}

/**
 * The hosted test wallet (the dev API's provider page) in its frame on the product's page.
 * Like a real custodial provider it asks the person to sign in to it first (the persona's
 * email and password); the sign-in lasts the tab (the frame's session storage), 30 minutes.
 */
export function hostedWallet(root: ProductRoot) {
  const frame = root.frameLocator('iframe[title="Your provider account"]');
  const waiting = frame.getByRole('region', { name: 'Waiting for you' });
  const signInForm = waiting.getByRole('form', { name: 'Sign in to your provider account' });
  return {
    frame,
    waiting,
    signInForm,
    /** Signs in to the provider in the frame, as the persona (the seed's password unless given). */
    async signIn(email: string, password = SEED_PASSWORD) {
      await signInForm.getByLabel('Email').fill(email);
      await signInForm.getByLabel('Password').fill(password);
      await signInForm.getByRole('button', { name: 'Sign in' }).click();
      await expect(signInForm).toHaveCount(0);
    },
    async approveConnect(walletAddress: string) {
      await waiting.getByLabel('Account').selectOption(walletAddress);
      await waiting.getByRole('button', { name: 'Approve' }).click();
    },
    async decide(summary: RegExp, decision: 'Approve' | 'Reject') {
      await expect(waiting).toContainText(summary);
      await waiting.getByRole('button', { name: decision }).click();
    },
  };
}
