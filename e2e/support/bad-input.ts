/**
 * The bad-input sweep each suite runs on its forms (the `bad-input.spec.ts` of e2e/tests/login,
 * register and wallet). Bad input and bad answers on every form (issue 17, item 11): over-long
 * text, unicode, pasted control characters, a double submit, a request that outlasts the client's 30 s
 * limit (on the page's clock, not a 30 s wait), a 500 with and without an `errors` list and a
 * malformed JSON answer. Each ends in a clear message with the typed input kept; the
 * fixture fails a test on any uncaught error in the page.
 *
 * The dev API's failure injection (`injectFault`) answers only requests that carry the
 * test's own text (a unique email, the login's `loginUuid`, a unique password or name), so
 * the suites beside this one are never touched and no persona's state changes.
 */
import type { Locator, Page, Request, Response } from '@playwright/test';
import { injectFault, removeFault, type Fault } from './dev-api.ts';
import { expect } from './fixtures.ts';

export const API = {
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

export const LISTED = 'Sign-in is resting for a moment.';
export const TIMEOUT_MESSAGE = 'The request took longer than 30 seconds. Please try again.';
export const UNREADABLE_MESSAGE = 'The server sent a response that could not be read.';
export const TOO_LONG_PASSWORD = 'Please use at most 128 characters.';
export const CONTROL_CHARACTERS = 'Please remove the tab or other control characters you pasted.';
/** Typed wherever a password goes: it must arrive and be kept as typed. */
export const UNICODE_PASSWORD = 'Pässwörd 密码 🏠 ñ-42';

/** A toast the page shows. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** What the person reads for each failure, where the form does not use the toasts' texts. */
export interface Said {
  listed: string;
  unlisted: string;
  unreadable: string;
  timeout: string;
}
export const TOASTS: Said = {
  listed: LISTED,
  unlisted: 'Internal Server Error',
  unreadable: UNREADABLE_MESSAGE,
  timeout: TIMEOUT_MESSAGE,
};

export interface Sweep {
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
export async function throughEveryFailure(page: Page, sweep: Sweep): Promise<void> {
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
export async function loginUuidOf(response: Promise<Response>): Promise<string> {
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

export const answerTo = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === path && response.request().method() === 'POST',
  );

/** The password set-up form as the sweep drives it (e2e/support/pages/password-form.ts). */
interface NewPasswordForm {
  root?: Locator;
  password: Locator;
  confirmation: Locator;
  submit: Locator;
}

/**
 * A new password no other test types (so the fault can match it), unicode kept, through every
 * failure of the password change: the form, the password and its confirmation are still there.
 */
export async function throughEveryNewPasswordFailure(page: Page, form: NewPasswordForm): Promise<void> {
  const password = `${UNICODE_PASSWORD} ${Date.now().toString(36)}`;
  await form.password.fill(password);
  await form.confirmation.fill(password);
  await throughEveryFailure(page, {
    path: API.changePassword,
    match: JSON.stringify(password).slice(1, -1),
    submit: form.submit,
    kept: async () => {
      if (form.root) await expect(form.root).toBeVisible();
      await expect(form.password).toHaveValue(password);
      await expect(form.confirmation).toHaveValue(password);
    },
  });
}
