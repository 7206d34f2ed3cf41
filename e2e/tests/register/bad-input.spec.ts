/**
 * Bad input and bad answers on the register remote's forms (registration, the partner page) (issue 17, item 11; the sweep is
 * e2e/support/bad-input.ts): over-long text, unicode, pasted control characters, a double
 * submit, a request that outlasts the client's 30 s limit (on the page's clock), a 500 with and
 * without an `errors` list and a malformed JSON answer. Each ends in a clear message with the
 * typed input kept. The dev API's failure injection answers only requests that carry the test's
 * own text, so the suites beside this one are never touched.
 */
import {
  answerTo,
  API,
  loginUuidOf,
  throughEveryFailure,
  throughEveryNewPasswordFailure,
} from '../../support/bad-input.ts';
import { codeSentTo, resetPersona, uniqueEmail } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createPartnerRegisterPage } from '../../support/pages/partner-register.ts';
import { createRegisterPage } from '../../support/pages/register.ts';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('registration', () => {
  test('the email, code and password steps of a new account', async ({ page }) => {
    const register = createRegisterPage(page);
    const email = uniqueEmail('bad.register');
    await page.goto('/auth/register');
    await register.email.fill(email);
    await throughEveryFailure(page, {
      path: API.register,
      match: email,
      submit: register.continue,
      kept: () => expect(register.email).toHaveValue(email),
    });

    const since = Date.now() - 1000;
    const answer = answerTo(page, API.register);
    await register.continue.click();
    const loginUuid = await loginUuidOf(answer);
    await register.code.fill('000000');
    await throughEveryFailure(page, {
      path: API.redeemToken,
      match: loginUuid,
      submit: register.verify,
      kept: () => expect(register.code).toHaveValue('000000'),
    });
    await register.submitCode(await codeSentTo(email, since));
    const form = register.passwordForm;
    await expect(form.password).toBeVisible();
    await throughEveryNewPasswordFailure(page, form);
  });

  test("the partner page's code and password steps", async ({ page }) => {
    const partner = createPartnerRegisterPage(page);
    const email = 'bea.badinput@example.com';
    await resetPersona(email);
    const since = Date.now() - 1000;
    await partner.goto('?identityUuid=identity-bad-input-invitee');
    await expect(page).toHaveURL(/loginUuid=/);
    const loginUuid = new URL(page.url()).searchParams.get('loginUuid')!;
    await partner.code.fill('000000');
    await throughEveryFailure(page, {
      path: API.redeemToken,
      match: loginUuid,
      submit: partner.continue,
      kept: () => expect(partner.code).toHaveValue('000000'),
    });
    await partner.submitCode(await codeSentTo(email, since));
    const form = partner.passwordForm;
    await expect(form.password).toBeVisible();
    await throughEveryNewPasswordFailure(page, form);
  });
});
