/**
 * The onboarding remote alone (its standalone page), from a session made through the dev API:
 * the remote has no sign-in of its own, and the wallet its screen needs is connected by the
 * wallet remote's modal, which only the full site has. So alone it checks the link it is given
 * before any wallet is asked for, and says, for the step that needs the wallet, that the full
 * site does it. The journeys with a wallet: tests/shell/onboarding.spec.ts.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { SHELL_ORIGIN } from '../../support/origins.ts';
import { openSignedIn } from '../../support/session.ts';

const ONBOARDING = '/auth/wallet/onboarding';
const EMAIL = 'passport.valid@example.com';

test('a link naming a foreign redirectUrl: refused on the page, naming it, the stored record kept', async ({
  page,
}) => {
  await openSignedIn(page, EMAIL, '/health');
  const before = { intent: '506b', passportUuid: 'passport-valid' };
  await page.evaluate((record) => localStorage.setItem('gatekeep-up', JSON.stringify(record)), before);
  await page.goto(`${ONBOARDING}?intent=kyc&redirectUrl=${encodeURIComponent('https://evil.example/')}`);
  await expect(page.getByRole('alert')).toHaveText(
    'The redirectUrl in this link is not an address we can send you to.',
  );
  await expect(page.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByText('This step needs the full site')).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('gatekeep-up') ?? 'null') as unknown),
  ).toEqual(before);
});

test('a link whose flow cannot be read says so, and is accessible', async ({ page }) => {
  await openSignedIn(page, EMAIL, `${ONBOARDING}?intent=kyb`);
  await expect(page.getByRole('alert')).toHaveText(
    'The link\'s flow is not one we can continue: "intent" has a value we do not know.',
  );
  await expectAccessible(page, 'the passport screen alone: a link it cannot read');
});

test('the step that needs a wallet says the full site does it, linking to this page there', async ({
  page,
}) => {
  const path = `${ONBOARDING}?intent=kyc&redirectUrl=${encodeURIComponent('/dashboard')}`;
  await openSignedIn(page, EMAIL, path);
  const message = page.getByRole('alert').filter({ hasText: 'This step needs the full site' });
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: 'Open this page on the full site' })).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN}${path}`,
  );
  await expectAccessible(page, 'the passport screen alone: the step needs the full site');
});
