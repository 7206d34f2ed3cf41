/**
 * The signed result (issue 46; docs/embed.md, "The signed result") on the demo partner page: what
 * an attacker on the partner's page can forge (a `message` event that passes every check the
 * browser allows, a result edited by one character, one made for another partner's site) is
 * refused by the partner's server; the result is no credential of ours; a second `open` after a
 * sign-in starts signed out. The signer, the ticket, the keys and the verification are table tests
 * (shell/server/embed-result/, demo-partner/src/verify-result.test.ts); every embed journey's
 * sign-in ends in "Verified on the partner's server" (support/pages/partner-embed.ts).
 */
import { importJWK, SignJWT } from 'jose';
import { DEVELOPMENT_EMBED_SIGNING_KEY } from '../../../shell/server/embed-result/development-key.ts';
import { DEV_API, resetPersona } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { SHELL_ORIGIN } from '../../support/origins.ts';
import {
  expectApolloLogin,
  expectSuccess,
  FRAME,
  logIn,
  openPartner,
  partnerEvents,
  SKY,
} from '../../support/pages/partner-embed.ts';
import type { Page } from '@playwright/test';

/** What the partner page's server says of `result` (demo-partner's `window.partnerVerify`). */
async function verifiedOnServer(page: Page, result: unknown) {
  await page.evaluate(
    (value) => (window as unknown as { partnerVerify(r: unknown): Promise<void> }).partnerVerify(value),
    result,
  );
  const events = await partnerEvents(page);
  return events.at(-1)!;
}

const signedIn = async (page: Page) => {
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  await expectApolloLogin(frame);
  await logIn(frame, 'pat.customer@example.com');
  await expectSuccess(page, null);
  return (await partnerEvents(page)).find((e) => e.kind === 'success')!.result as string;
};

test('a forged success (the frame as its source, the shell as its origin) is not taken, and forged results are refused by the partner’s server', async ({
  page,
}) => {
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  await expectApolloLogin(frame);
  // A script of the partner's page reads the channel from the frame's address and dispatches
  // a message that passes every check the loader can make but one: it carries no result.
  const forged = await page.evaluate(
    ({ selector, shell }) => {
      const element = document.querySelector<HTMLIFrameElement>(selector)!;
      const channel = new URL(element.src).searchParams.get('channel');
      const data = {
        protocol: 'lender-embed/1',
        channel,
        type: 'success',
        identityUuid: 'someone-else',
        account: null,
      };
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: shell, source: element.contentWindow }),
      );
      return channel;
    },
    { selector: FRAME, shell: SHELL_ORIGIN },
  );
  expect(forged).toBeTruthy();
  await expect(partner.overlay).toBeVisible();
  expect((await partnerEvents(page)).filter((e) => e.kind === 'success')).toEqual([]);

  // The person signs in: a real result, verified (expectSuccess).
  await logIn(frame, 'pat.customer@example.com');
  await expectSuccess(page, null);
  const result = (await partnerEvents(page)).find((e) => e.kind === 'success')!.result as string;

  // No result, one edited by one character, one the lender made for another partner's site.
  expect(await verifiedOnServer(page, undefined)).toMatchObject({
    kind: 'not-verified',
    refusal: 'malformed',
  });
  const at = result.lastIndexOf('.') + 5;
  const edited = `${result.slice(0, at)}${result[at] === 'A' ? 'B' : 'A'}${result.slice(at + 1)}`;
  expect(await verifiedOnServer(page, edited)).toMatchObject({ kind: 'not-verified', refusal: 'signature' });
  // A nonce the partner's server issued (asked as the page asks it), in a result for another site.
  const nonce = await page.evaluate(async () => {
    const answer = await fetch('/nonce', { method: 'POST' });
    return ((await answer.json()) as { nonce: string }).nonce;
  });
  const forAnotherPartner = await new SignJWT({ nonce })
    .setProtectedHeader({
      alg: 'ES256',
      typ: 'lender-embed-result+jwt',
      kid: DEVELOPMENT_EMBED_SIGNING_KEY.kid,
    })
    .setIssuer(SHELL_ORIGIN)
    .setAudience('https://another-partner.example')
    .setSubject('identity-plain-customer')
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(crypto.randomUUID())
    .sign(await importJWK(DEVELOPMENT_EMBED_SIGNING_KEY, 'ES256'));
  expect(await verifiedOnServer(page, forAnotherPartner)).toMatchObject({
    kind: 'not-verified',
    refusal: 'audience',
  });
  // The genuine one, handed over a second time: a replay.
  expect(await verifiedOnServer(page, result)).toMatchObject({ kind: 'not-verified', refusal: 'replayed' });
  await expect(page.getByText(/^Not verified on the partner's server: /)).toHaveCount(4);
});

test('the result is no credential: the lender’s services refuse it as a bearer', async ({ page }) => {
  const result = await signedIn(page);
  const asBearer = await fetch(`${DEV_API}/identity/secure/api/v1/identity`, {
    headers: { authorization: `Bearer ${result}` },
  });
  expect(asBearer.status).toBe(401);
});

test('a second open on the same page after a sign-in starts signed out: nothing of the first person without a new sign-in', async ({
  page,
}) => {
  await resetPersona(SKY.email);
  const partner = await openPartner(page);
  let frame = await partner.open('open-login');
  await expectApolloLogin(frame);
  await logIn(frame, SKY.email);
  await expectSuccess(page, null);
  frame = await partner.open('open-wallet');
  // The wallet screen asks who is there first: no accounts of Sky's, nothing handed over.
  await expectApolloLogin(frame);
  await expect(frame.getByRole('dialog', { name: 'Choose an Account' })).toHaveCount(0);
  await page.evaluate(() => (window as unknown as { partnerEmbed: { close(): void } }).partnerEmbed.close());
  await expect(partner.overlay).toHaveCount(0);
  expect((await partnerEvents(page)).filter((e) => e.kind === 'success')).toHaveLength(1);
});
