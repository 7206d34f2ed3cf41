/**
 * What the shell draws around every page: the header (logo, tagline, Log out), the
 * announcements, the footer with its links and privacy options, and the consent
 * vendor's cookie notice.
 */
import type { Page } from '@playwright/test';

export function createShellFrame(page: Page) {
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  return {
    header,
    footer,
    logo: (brandName: string) => header.getByRole('img', { name: `${brandName} logo` }),
    /** Shown to a confirmed session only. */
    logOut: header.getByRole('link', { name: 'Log out' }),
    announcements: page.getByRole('region', { name: 'Announcements' }),
    footerLink: (name: string) => footer.getByRole('link', { name }),
    privacyOptions: footer.getByRole('button', { name: 'Your privacy options' }),
    /** The consent vendor's notice (own brand only). */
    cookieNotice: page.getByRole('region', { name: 'Cookie notice' }),
  };
}
