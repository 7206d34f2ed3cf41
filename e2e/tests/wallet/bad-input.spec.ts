/**
 * Bad input on the wallet remote's account naming form (issue 17, item 11), what only a browser
 * shows: an over-long name and pasted control characters refused on the field with their
 * messages, the error state audited.
 *
 * Every failed answer of the form (a 500 with and without an `errors` list, a malformed JSON
 * answer, a request that outlasts the client's 30 s limit, a double submit), each said on the
 * field with the typed unicode name kept, is swept in its component test
 * (remote-wallet/src/exposes/wallet-pages.test.tsx) with `throughEveryFailure` of
 * `@lender/shared/testing` (issue 40).
 */
import { expectAccessible } from '../../support/a11y.ts';
import { CONTROL_CHARACTERS } from '../../support/bad-input.ts';
import { expect, test } from '../../support/fixtures.ts';
import { withStoredSession } from '../../support/session.ts';

test('naming a new wallet account: too long, control characters, on the field', async ({ page }) => {
  await withStoredSession(page, 'pat.customer@example.com');
  await page.goto('/auth/wallet/create-account');
  const name = page.getByLabel('Account Name');
  const submit = page.getByRole('button', { name: 'Submit' });
  await name.fill('🏠'.repeat(101));
  await submit.click();
  await expect(page.getByText('Please use at most 100 characters.')).toBeVisible();
  await expectAccessible(page, 'the account-naming page with its field error');
  await name.fill('Zoë\tHoldings');
  await submit.click();
  await expect(page.getByText(CONTROL_CHARACTERS)).toBeVisible();
});
