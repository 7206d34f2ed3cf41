import { expect, type Page } from '@playwright/test';
import { DEV_API, SEED_PASSWORD } from './dev-api.ts';

/** A session token the dev API issued: a password login of a persona without a second factor. */
export async function sessionTokenFor(email = 'pat.customer@example.com'): Promise<string> {
  const recaptcha = (await (await fetch(`${DEV_API}/__dev/recaptcha-token`)).json()) as { token: string };
  const response = await fetch(`${DEV_API}/identity/api/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Recaptcha-Token': recaptcha.token },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  const body = (await response.json()) as { jwt?: string };
  if (!response.ok || !body.jwt) throw new Error(`${email} could not sign in: ${response.status}`);
  return body.jwt;
}

/**
 * Starts the page with a stored session the dev API knows, as a returning
 * signed-in visitor has. It is stored once per tab, so a later logout is not
 * undone by the next navigation.
 */
export async function withStoredSession(page: Page, email?: string): Promise<string> {
  const token = await sessionTokenFor(email);
  await page.addInitScript((jwt) => {
    if (window.sessionStorage.getItem('e2e-session-seeded')) return;
    window.sessionStorage.setItem('e2e-session-seeded', '1');
    window.localStorage.setItem('jwt', jwt);
  }, token);
  return token;
}

/** The raw token in local storage (`jwt`), where the lender's other applications read it. */
export const storedJwt = (page: Page): Promise<string | null> =>
  page.evaluate(() => window.localStorage.getItem('jwt'));

/**
 * Signed in as `email` without the login page (for a test that is not about signing in):
 * a token the dev API issued, stored once on the shell's origin, so a later logout stays
 * a logout (unlike `withStoredSession`, which seeds every new tab). Then opens `path`.
 */
export async function openSignedIn(page: Page, email: string, path: string): Promise<string> {
  const token = await sessionTokenFor(email);
  await page.goto('/health');
  await page.evaluate((jwt) => window.localStorage.setItem('jwt', jwt), token);
  await page.goto(path);
  return token;
}

/**
 * A sign-in landed, wherever the page runs: at `path` (the default target unless told), with a
 * stored token that names `email` (as the shell's dashboard reads it) and that the dev API accepts
 * as a session. On a remote alone this is the whole outcome (the landing page is the shell's);
 * through the shell the dashboard says more.
 */
export async function expectSignedIn(page: Page, email: string, path = '/dashboard'): Promise<void> {
  await expect(page).toHaveURL(path);
  const jwt = await storedJwt(page);
  expect(jwt, 'a stored session token').toBeTruthy();
  const claims = JSON.parse(Buffer.from(jwt!.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    email?: string;
  };
  expect(claims.email, "the stored token's email").toBe(email);
  const response = await fetch(`${DEV_API}/identity/secure/api/v1/identity`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(response.status, "the dev API's answer to the stored token").toBe(200);
}
