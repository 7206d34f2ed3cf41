/**
 * Bad input and bad answers on the wallet remote's account naming form (issue 17, item 11; the sweep is
 * e2e/support/bad-input.ts): over-long text, unicode, pasted control characters, a double
 * submit, a request that outlasts the client's 30 s limit (on the page's clock), a 500 with and
 * without an `errors` list and a malformed JSON answer. Each ends in a clear message with the
 * typed input kept. The dev API's failure injection answers only requests that carry the test's
 * own text, so the suites beside this one are never touched.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { API, CONTROL_CHARACTERS, LISTED, throughEveryFailure } from '../../support/bad-input.ts';
import { expect, test } from '../../support/fixtures.ts';
import { withStoredSession } from '../../support/session.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('naming a new wallet account: too long, control characters, then every failure on the field', async ({
  page,
}) => {
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
  const unique = `Zoë’s 住宅 🏠 ${Date.now().toString(36)}`;
  await name.fill(unique);
  const onField = 'Error submitting New Account';
  await throughEveryFailure(page, {
    path: API.createWallet,
    match: JSON.stringify(unique).slice(1, -1),
    submit,
    kept: () => expect(name).toHaveValue(unique),
    said: { listed: `${onField}: ${LISTED}`, unlisted: onField, unreadable: onField, timeout: onField },
    message: (text) => page.getByText(text, { exact: true }),
  });
});
