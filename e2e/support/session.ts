import type { Page } from '@playwright/test';

/**
 * An unsigned token carrying an email, enough for the pages that only need to
 * know a session exists. Flows that talk to the dev API sign in for real.
 */
export function fakeSessionToken(email: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: email, email, iat: now, exp: now + 3600 })}.`;
}

/**
 * Starts the page with a stored session, as a returning signed-in visitor has. It
 * is stored once per tab, so a later logout is not undone by the next navigation.
 */
export async function withStoredSession(page: Page, email = 'borrower@example.com'): Promise<string> {
  const token = fakeSessionToken(email);
  await page.addInitScript((jwt) => {
    if (window.sessionStorage.getItem('e2e-session-seeded')) return;
    window.sessionStorage.setItem('e2e-session-seeded', '1');
    window.localStorage.setItem('jwt', jwt);
  }, token);
  return token;
}
