/**
 * The test mobile wallet's page (test-wallets, /mobile-wallet), the hosted test
 * wallet's frame (the dev API's /provider/wallet) and the wallet lab (the wallet
 * remote alone, /__dev/wallet-lab), as a person uses them.
 */
import { expect, type Page } from '@playwright/test';
import { originOfApp } from '../origins.ts';

export const MOBILE_WALLET_PAGE = `${originOfApp('test-wallets')}/mobile-wallet`;
export const WALLET_LAB = `${originOfApp('remote-wallet')}/__dev/wallet-lab`;

export function testMobileWallet(page: Page) {
  const waiting = page.getByRole('region', { name: 'Waiting for you' }).getByRole('listitem');
  return {
    open: () => page.goto(MOBILE_WALLET_PAGE),
    async pair(walletAddress: string, pairingLink: string) {
      await page.getByLabel('Wallet').selectOption(walletAddress);
      await page.getByLabel('Pairing link').fill(pairingLink);
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

/** The hosted test wallet (the dev API's provider page) in its frame on the product's page. */
export function hostedWallet(page: Page) {
  const frame = page.frameLocator('iframe[title="Your provider account"]');
  const waiting = frame.getByRole('region', { name: 'Waiting for you' });
  return {
    frame,
    waiting,
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

export function walletLab(page: Page) {
  return {
    open: () => page.goto(WALLET_LAB),
    connectMobile: () => page.getByRole('button', { name: 'Connect a mobile wallet' }).click(),
    connectHosted: () => page.getByRole('button', { name: 'Use your provider account' }).click(),
    async pairingLink(): Promise<string> {
      const link = page.getByLabel('Pairing link');
      await expect(link).toHaveValue(/^wc:/);
      return link.inputValue();
    },
    address: page.getByTestId('wallet-address'),
    verify: () => page.getByRole('button', { name: 'Verify this wallet' }).click(),
    verified: page.getByRole('status').filter({ hasText: 'Wallet verified and attached.' }),
    alert: page.getByRole('alert'),
  };
}
