/**
 * Bad input and bad answers on every form (issue 17, item 11): over-long text, unicode,
 * pasted control characters, a double submit, a request that outlasts the client's 30 s
 * limit (on the page's clock, not a 30 s wait), a 500 with and without an `errors` list and a
 * malformed JSON answer. Each ends in a clear message with the typed input kept; the
 * fixture fails a test on any uncaught error in the page.
 *
 * The dev API's failure injection (`injectFault`) answers only requests that carry the
 * test's own text (a unique email, the login's `loginUuid`, a unique password or name), so
 * the suites beside this one are never touched and no persona's state changes.
 */
import type { Locator, Page, Request, Response } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import {
  codeSentTo,
  injectFault,
  removeFault,
  resetPersona,
  uniqueEmail,
  type Fault,
} from '../support/dev-api.ts';
import { expect, test } from '../support/fixtures.ts';
import { createLoginPage } from '../support/pages/login.ts';
import { createPartnerRegisterPage } from '../support/pages/partner-register.ts';
import { createRegisterPage } from '../support/pages/register.ts';
import { withStoredSession } from '../support/session.ts';

const API = {
  login: '/identity/api/v2/login',
  sendToken: '/identity/api/v1/token/send',
  redeemToken: '/identity/api/v1/token/redeem',
  changePassword: '/identity/secure/api/v1/pw',
  redeemTwoFactorCode: '/identity/api/v1/2fa/redeem',
  totp: '/identity/api/v1/totp',
  question: '/identity/api/v1/question',
  accessCodeLogin: '/identity/api/v1/access-code/login',
  register: '/identity/api/v1/registration/register',
  createWallet: '/service-wallet/secure/api/v1/wallet',
} as const;

const LISTED = 'Sign-in is resting for a moment.';
const TIMEOUT_MESSAGE = 'The request took longer than 30 seconds. Please try again.';
const UNREADABLE_MESSAGE = 'The server sent a response that could not be read.';
const TOO_LONG_PASSWORD = 'Please use at most 128 characters.';
const CONTROL_CHARACTERS = 'Please remove the tab or other control characters you pasted.';
/** Typed wherever a password goes: it must arrive and be kept as typed. */
const UNICODE_PASSWORD = 'Pässwörd 密码 🏠 ñ-42';

/** A toast the page shows. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** What the person reads for each failure, where the form does not use the toasts' texts. */
interface Said {
  listed: string;
  unlisted: string;
  unreadable: string;
  timeout: string;
}
const TOASTS: Said = {
  listed: LISTED,
  unlisted: 'Internal Server Error',
  unreadable: UNREADABLE_MESSAGE,
  timeout: TIMEOUT_MESSAGE,
};

interface Sweep {
  path: string;
  /** Text only this test's request for `path` carries. */
  match: string;
  submit: Locator;
  /** Asserts the typed input is still there. */
  kept: () => Promise<void>;
  said?: Said;
  /** Where the messages show; the page's toasts unless told. */
  message?: (text: string) => Locator;
}

/**
 * Submits once per failure, each injected for one request: 500 with an `errors` list,
 * 500 without one, a malformed answer, one the page's clock lets time out; then a double
 * click, which must send one request. After each, the typed input is still there. The
 * page's clock must have been installed before it loaded (`page.clock.install()`).
 */
async function throughEveryFailure(page: Page, sweep: Sweep): Promise<void> {
  const said = sweep.said ?? TOASTS;
  /** The message is shown; a toast is then dismissed, so the next one is not queued behind it. */
  const shown = async (text: string) => {
    const message = (sweep.message ?? ((t) => toast(page, t)))(text).first();
    await expect(message).toBeVisible();
    if (!sweep.message) await message.getByRole('button', { name: 'Dismiss notification' }).click();
  };
  const fail = (fault: Omit<Fault, 'path' | 'match'>) =>
    injectFault({ path: sweep.path, match: sweep.match, times: 1, ...fault });

  await fail({ status: 500, body: { errors: [{ message: LISTED }] } });
  await sweep.submit.click();
  await shown(said.listed);
  await sweep.kept();

  await fail({ status: 500, body: {} });
  await sweep.submit.click();
  await shown(said.unlisted);
  await sweep.kept();

  await fail({ status: 200, raw: '{"jwt": "half' });
  await sweep.submit.click();
  await shown(said.unreadable);
  await sweep.kept();

  // The client gives up after 30 s of the page's clock; the dev API would answer in two minutes.
  // The delayed request is answered by the fault, never by the service: a password must
  // not change, nor a code count as wrong, after the page has given up on it.
  await fail({ delayMs: 120_000, status: 504, body: {} });
  // The clock runs once the request is out (the client's timer starts with it; a login first
  // fetches its bot-check token).
  const out = page.waitForRequest((request) => isSweepRequest(request, sweep));
  await sweep.submit.click();
  await out;
  await expect(sweep.submit).toBeDisabled();
  await page.clock.runFor(30_500);
  await shown(said.timeout);
  await sweep.kept();

  // A double click sends one request: the button is busy while the first is under way.
  const sent: string[] = [];
  const count = (request: Request) => {
    if (isSweepRequest(request, sweep)) sent.push(request.url());
  };
  page.on('request', count);
  // Two requests' worth, so a second one would not reach the service either; removed after.
  const { id } = await injectFault({
    path: sweep.path,
    match: sweep.match,
    times: 2,
    delayMs: 800,
    status: 500,
    body: { errors: [{ message: 'Sent once.' }] },
  });
  await sweep.submit.dblclick();
  await shown(said === TOASTS ? 'Sent once.' : said.listed.replace(LISTED, 'Sent once.'));
  page.off('request', count);
  await removeFault(id);
  expect(sent).toHaveLength(1);
  await sweep.kept();
}

/** A request of the sweep's: its path, and its text in the query or body. */
function isSweepRequest(request: Request, sweep: Sweep): boolean {
  const url = new URL(request.url());
  return (
    url.pathname === sweep.path &&
    request.method() !== 'OPTIONS' &&
    `${url.search}${request.postData() ?? ''}`.includes(sweep.match)
  );
}

/** The `loginUuid` of a response to come: the text a login's later calls carry. */
async function loginUuidOf(response: Promise<Response>): Promise<string> {
  const body = (await (await response).json()) as {
    /** A passcode's (token/send). */
    uuid?: string;
    loginUuid?: string;
    twoFactorOptions?: { loginUuid: string };
  };
  const uuid = body.loginUuid ?? body.uuid ?? body.twoFactorOptions?.loginUuid;
  expect(uuid, 'the loginUuid of the answer').toBeTruthy();
  return uuid!;
}

const answerTo = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test.describe('the login page', () => {
  test('the password login: every failed answer says so, keeps what was typed, and is sent once', async ({
    page,
  }) => {
    const login = createLoginPage(page);
    const email = uniqueEmail('bad.login');
    await login.goto();

    // Bad input is refused on the page, with its message, and nothing is sent.
    await login.email.fill(`${'a'.repeat(250)}@example.com`);
    await login.password.fill('x'.repeat(129));
    await login.logIn.click();
    await expect(page.getByText('Please enter a valid email.')).toBeVisible();
    await expect(page.getByText(TOO_LONG_PASSWORD)).toBeVisible();
    await expectAccessible(page, 'the login form with its field errors');
    await login.email.fill(email);
    await login.password.fill('pasted\tpassword');
    await login.logIn.click();
    await expect(page.getByText(CONTROL_CHARACTERS)).toBeVisible();

    await login.password.fill(UNICODE_PASSWORD);
    await throughEveryFailure(page, {
      path: API.login,
      match: email,
      submit: login.logIn,
      kept: async () => {
        await expect(login.email).toHaveValue(email);
        await expect(login.password).toHaveValue(UNICODE_PASSWORD);
      },
    });
    // The unicode password arrives as typed: the dev API compares it, and it is wrong.
    await login.logIn.click();
    await expect(toast(page, 'The email or password you entered is incorrect.')).toBeVisible();
  });

  test('the passcode login: Send email, then the code dialog', async ({ page }) => {
    const login = createLoginPage(page);
    const email = uniqueEmail('bad.passcode');
    await login.goto();
    await login.passcodeToggle.check();
    await login.email.fill(email);
    await throughEveryFailure(page, {
      path: API.sendToken,
      match: email,
      submit: login.sendEmail,
      kept: () => expect(login.email).toHaveValue(email),
    });

    const sent = answerTo(page, API.sendToken);
    await login.sendEmail.click();
    const loginUuid = await loginUuidOf(sent);
    const dialog = login.passcodeDialog;
    await dialog.code.fill('12 34 56');
    await throughEveryFailure(page, {
      path: API.redeemToken,
      match: loginUuid,
      submit: dialog.continue,
      kept: async () => {
        await expect(dialog.root).toBeVisible();
        await expect(dialog.code).toHaveValue('123456');
      },
    });
  });

  test('the new password of an expired one: too long, pasted control characters, then every failure', async ({
    page,
  }) => {
    const login = createLoginPage(page);
    await resetPersona('bex.badinput@example.com');
    await login.goto();
    await login.logInWithPassword('bex.badinput@example.com');
    const form = login.resetPasswordDialog;
    await expect(form.root).toBeVisible();
    await form.password.fill(`${UNICODE_PASSWORD}${'x'.repeat(120)}`);
    await form.confirmation.fill(`${UNICODE_PASSWORD}${'x'.repeat(120)}`);
    await form.submit.click();
    await expect(form.root.getByText(TOO_LONG_PASSWORD)).toBeVisible();
    await expectAccessible(page, 'the Reset Password dialog with its field error');
    await form.password.fill('Granite\u0000Lantern-77');
    await form.submit.click();
    await expect(form.root.getByText(CONTROL_CHARACTERS)).toBeVisible();

    // A password no other test types: the fault's match.
    const password = `${UNICODE_PASSWORD} ${Date.now().toString(36)}`;
    await form.password.fill(password);
    await form.confirmation.fill(password);
    await throughEveryFailure(page, {
      path: API.changePassword,
      match: JSON.stringify(password).slice(1, -1),
      submit: form.submit,
      kept: async () => {
        await expect(form.root).toBeVisible();
        await expect(form.password).toHaveValue(password);
        await expect(form.confirmation).toHaveValue(password);
      },
    });
  });
});

test.describe('2 Step Verification', () => {
  test('an emailed code, after choosing where it goes', async ({ page }) => {
    const login = createLoginPage(page);
    await login.goto();
    const answer = answerTo(page, API.login);
    await login.logInWithPassword('sasha.several@example.com');
    const loginUuid = await loginUuidOf(answer);
    const dialog = login.twoFactorDialog;
    // Choosing sends the code and moves on at once; the code is what waits for an answer.
    await dialog.method(/@/).first().check();
    await dialog.continue.click();
    await dialog.code.fill('654321');
    await throughEveryFailure(page, {
      path: API.redeemTwoFactorCode,
      match: loginUuid,
      submit: dialog.verify,
      kept: () => expect(dialog.code).toHaveValue('654321'),
    });
  });

  test('an authenticator code', async ({ page }) => {
    const login = createLoginPage(page);
    await login.goto();
    const answer = answerTo(page, API.login);
    await login.logInWithPassword('tara.totp@example.com');
    const loginUuid = await loginUuidOf(answer);
    const dialog = login.twoFactorDialog;
    await dialog.code.fill('654321');
    await throughEveryFailure(page, {
      path: API.totp,
      match: loginUuid,
      submit: dialog.verify,
      kept: () => expect(dialog.code).toHaveValue('654321'),
    });
  });

  test('a security answer: too long, control characters, unicode kept through every failure', async ({
    page,
  }) => {
    const login = createLoginPage(page);
    await login.goto();
    const answer = answerTo(page, API.login);
    await login.logInWithPassword('quinn.questions@example.com');
    const loginUuid = await loginUuidOf(answer);
    const dialog = login.twoFactorDialog;
    await dialog.answer.fill('x'.repeat(257));
    await dialog.verify.click();
    await expect(dialog.root.getByText('Please use at most 256 characters.')).toBeVisible();
    await dialog.answer.fill('Fluffy\u0007');
    await dialog.verify.click();
    await expect(dialog.root.getByText(CONTROL_CHARACTERS)).toBeVisible();
    await dialog.answer.fill('Zoë’s 猫 🐈');
    await throughEveryFailure(page, {
      path: API.question,
      match: loginUuid,
      submit: dialog.verify,
      kept: () => expect(dialog.answer).toHaveValue('Zoë’s 猫 🐈'),
    });
  });
});

test('the mortgage signer login', async ({ page }) => {
  const email = uniqueEmail('bad.signer');
  await page.goto('/account/heloc/heloc-signer/login');
  const accessCode = page.getByLabel('Access code', { exact: true });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await accessCode.fill('SIGN-0000-ÄÖ');
  await throughEveryFailure(page, {
    path: API.accessCodeLogin,
    match: email,
    submit: page.getByRole('button', { name: 'Log in' }),
    kept: async () => {
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
      await expect(accessCode).toHaveValue('SIGN-0000-ÄÖ');
    },
  });
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
    const password = `${UNICODE_PASSWORD} ${Date.now().toString(36)}`;
    await form.password.fill(password);
    await form.confirmation.fill(password);
    await throughEveryFailure(page, {
      path: API.changePassword,
      match: JSON.stringify(password).slice(1, -1),
      submit: form.submit,
      kept: () => expect(form.password).toHaveValue(password),
    });
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
    const password = `${UNICODE_PASSWORD} ${Date.now().toString(36)}`;
    await form.password.fill(password);
    await form.confirmation.fill(password);
    await throughEveryFailure(page, {
      path: API.changePassword,
      match: JSON.stringify(password).slice(1, -1),
      submit: form.submit,
      kept: () => expect(form.password).toHaveValue(password),
    });
  });
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
