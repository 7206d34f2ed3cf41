/**
 * The shell's footer, the consent vendor's script and "Your privacy options" (the
 * own brand opens the vendor's preferences, partner labels link to the privacy
 * choices), and the legal pages the footer links to.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { partnerLabels } from '../../support/brands.ts';
import { DEV_API } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createShellFrame } from '../../support/pages/shell-frame.ts';
import { actFirst } from '../../support/first-action.ts';

test.describe('footer and consent', () => {
  test('the footer is complete', async ({ page }) => {
    await createLoginPage(page).goto();
    const { footer, footerLink, privacyOptions } = createShellFrame(page);
    await expect(footerLink('Terms of Service')).toHaveAttribute('href', '/terms/');
    await expect(footerLink('Privacy Policy')).toHaveAttribute('href', '/privacy/');
    await expect(footerLink('Licenses')).toHaveAttribute('href', 'https://www.nmlsconsumeraccess.org/');
    await expect(footerLink('(800) 555-0100')).toHaveAttribute('href', 'tel:+18005550100');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Keystone Home Lending.`);
    await expect(footerLink('NMLS #100001')).toHaveAttribute(
      'href',
      'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/100001',
    );
    await expect(footer).toContainText('Equal Housing Opportunity');
    await expect(privacyOptions).toBeVisible();
  });

  test('the consent script is loaded for the own brand, whose privacy options open its preferences', async ({
    page,
  }) => {
    await createLoginPage(page).goto();
    await actFirst(page);
    const frame = createShellFrame(page);
    await expect(page.locator('script[data-consent-script]')).toHaveAttribute(
      'src',
      `${DEV_API}/consent/consent-banner.js`,
    );
    await expect(frame.cookieNotice).toBeVisible();
    await frame.privacyOptions.click();
    const dialog = page.getByRole('dialog', { name: 'Your privacy options' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the consent preferences');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  for (const label of partnerLabels) {
    test(`no consent script for ${label}; its privacy options lead to the privacy choices`, async ({
      page,
    }) => {
      await createLoginPage(page).goto(`?label=${label}`);
      const frame = createShellFrame(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('script[data-consent-script]')).toHaveCount(0);
      await expect(frame.cookieNotice).toHaveCount(0);
      await frame.privacyOptions.click();
      await expect(page).toHaveURL('/privacy/#your-privacy-choices');
      await expect(page.getByRole('heading', { level: 2, name: 'Your privacy choices' })).toBeVisible();
    });
  }

  test('the legal pages are real, readable sample text', async ({ page }) => {
    for (const [path, title] of [
      ['/terms/', 'Terms of Service'],
      ['/privacy/', 'Privacy Policy'],
      ['/communications/', 'Electronic Communications Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/^Sample text: this document is an example/)).toBeVisible();
      // The document's text loads after the title and the sample note (shell/src/pages/LegalPage.tsx).
      await expect.poll(() => page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);
    }
  });
});
