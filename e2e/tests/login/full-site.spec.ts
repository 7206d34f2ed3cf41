/**
 * A `walletconnect=true` login on the login remote alone: once signed in, the wallet modal is the
 * next step, which only the full site hosts (the journey through it: tests/shell/wallet-modal.spec.ts).
 * Alone, the page says so and links to the same page on the shell, instead of waiting.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { SHELL_ORIGIN } from '../../support/origins.ts';
import { createLoginPage } from '../../support/pages/login.ts';

test('a walletconnect login alone, once signed in, says the next step needs the full site', async ({
  page,
}) => {
  const login = createLoginPage(page);
  await login.goto('?walletconnect=true');
  const message = page.getByRole('alert').filter({ hasText: 'This step needs the full site' });
  await expect(message).toHaveCount(0);
  await login.logInWithPassword('una.unattached@example.com');
  await expect(message).toBeVisible();
  await expect(message.getByRole('link', { name: 'Open this page on the full site' })).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN}/auth/login?walletconnect=true`,
  );
  await expectAccessible(page, 'the login remote alone: the wallet step needs the full site');
});
