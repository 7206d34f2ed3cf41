/**
 * The demo partner page (`demo-partner`) and our frame on it, as the embed's journeys drive them
 * (tests/shell/embed.spec.ts, embed-wallets.exclusive.spec.ts).
 */
import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { SEED_PASSWORD } from '../dev-api.ts';
import { PARTNER_DEMO_ORIGIN } from '../origins.ts';

export const FRAME = 'iframe[title="Sign in with the lender"]';
export const SKY = {
  email: 'sky.selfcustody@example.com',
  wallet: '0x0d8e461687b7d06f86ec348e0c270b0f279855f0',
};
export const HUGO = {
  email: 'hugo.hosted@example.com',
  wallet: '0x62f94e9ac9349bccc61bfe66ddade6292702ecb6',
};

export interface PartnerEvent {
  kind: 'success' | 'exit' | 'event' | 'error' | 'verified' | 'not-verified';
  [key: string]: unknown;
}

/** What the partner page's callbacks received, in order (demo-partner's `window.partnerEvents`). */
export const partnerEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents);

/** Console errors of the partner page and of our frame (the fixture already fails on CSP violations). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  return errors;
}

/** The demo partner page; `opener` is the button's id (`open-login`, `open-login-wallet`, `open-wallet`). */
export async function openPartner(page: Page, search = '') {
  await page.goto(`${PARTNER_DEMO_ORIGIN}/${search}`);
  const frame = page.frameLocator(FRAME);
  return {
    frame,
    overlay: page.getByRole('dialog', { name: 'Sign in' }),
    open: async (opener: string) => {
      await page.locator(`#${opener}`).click();
      return frame;
    },
  };
}

/**
 * The live login form in the frame, in the apollo brand: after the take-over of the server-made
 * one (docs/embed.md), whose keys (Escape) and buttons the live frame does not hear.
 */
export async function expectApolloLogin(frame: FrameLocator) {
  await expect(frame.getByRole('heading', { level: 1, name: /^Log in to / })).toContainText('Apollo');
  await expect(frame.locator('#server-screen'), 'the live login has taken over').toHaveCount(0);
  await expect(frame.getByLabel('Email', { exact: true })).toBeVisible();
}

export async function logIn(frame: FrameLocator, email: string) {
  await frame.getByLabel('Email', { exact: true }).fill(email);
  await frame.getByLabel('Password', { exact: true }).fill(SEED_PASSWORD);
  await frame.getByRole('button', { name: 'Log in' }).click();
}

export async function expectSuccess(page: Page, account: RegExp | null) {
  await expect(page.locator(FRAME)).toHaveCount(0);
  await expect
    .poll(async () => (await partnerEvents(page)).filter((e) => e.kind === 'success'))
    .toHaveLength(1);
  const success = (await partnerEvents(page)).find((e) => e.kind === 'success')!;
  expect(success.identityUuid).toEqual(expect.any(String));
  if (account === null) expect(success.account).toBeNull();
  else expect((success.account as { address: string }).address).toMatch(account);
  // Who signed in, never how: the signed result (a statement for the partner's server, never our
  // session token) and nothing else that is a token or a password.
  const result = success.result as string;
  const [header, claims] = result
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
  expect(header).toMatchObject({ alg: 'ES256', typ: 'lender-embed-result+jwt' });
  expect(Object.keys(claims ?? {}).filter((name) => !RESULT_CLAIMS.has(name))).toEqual([]);
  expect(claims?.sub).toBe(success.identityUuid);
  const events = (await partnerEvents(page)).map(({ result: _result, ...rest }) => rest);
  expect(JSON.stringify(events)).not.toMatch(/eyJ|password|jwt/i);
  // The page's server verified it and says who signed in.
  await expect(page.getByText(/^Verified on the partner's server: identity /)).toBeVisible();
  expect((await partnerEvents(page)).find((e) => e.kind === 'verified')?.identity).toMatchObject({
    sub: success.identityUuid,
  });
}

/** The claims a result may have (shell/server/embed-result/result-signer.ts): never a session's `sid`. */
const RESULT_CLAIMS = new Set(['iss', 'aud', 'sub', 'address', 'name', 'nonce', 'iat', 'exp', 'jti']);

/** The frame's login page as the loader opens it for the demo partner in `label`. */
export const embedLoginPath = (label: string) =>
  `/embed/login?origin=${encodeURIComponent(PARTNER_DEMO_ORIGIN)}&channel=e2e-channel-0001&label=${label}`;

/** Whether the shell's server makes the frame's login for the demo partner in `label` with its first screen. */
export async function embedLoginServerMade(request: APIRequestContext, label: string): Promise<boolean> {
  return (await (await request.get(embedLoginPath(label))).text()).includes('<div id="server-screen">');
}
