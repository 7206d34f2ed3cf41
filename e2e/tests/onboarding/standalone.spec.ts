/**
 * The onboarding remote's standalone page (e2e/support/standalone.ts). The remote has no sign-in
 * of its own: it starts from a session made through the dev API.
 */
import { test } from '../../support/fixtures.ts';
import { expectStandaloneScreen } from '../../support/standalone.ts';

test('alone, it renders "Investor Passport" at /auth/wallet/onboarding', async ({ page }) => {
  await expectStandaloneScreen(page, {
    path: '/auth/wallet/onboarding',
    heading: 'Investor Passport',
    guarded: true,
  });
});
