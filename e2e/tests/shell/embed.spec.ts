/**
 * The partner embed (docs/embed.md) on the demo partner page (`demo-partner`, another site than the
 * shell's): one script tag, `LenderEmbed.open`, our frame over the partner's page in the apollo
 * brand. Sign-ins by password, by a second step with the keyboard alone, through the wallet modal
 * with each test wallet; the events the partner receives; Escape and the focus; the partner's
 * storage; an origin not listed; a label not the partner's. Axe in the frame; no console error and
 * no content-security-policy violation on either side (the fixture fails on a violation in any
 * frame). The pure decisions are table tests in shell/src/embed/ and shell/embed-loader/.
 */
import { expectAccessible } from '../../support/a11y.ts';
import { resetPersona, SEED_PASSWORD, totpCode } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { tabTo } from '../../support/keyboard.ts';
import { originOfApp, PARTNER_DEMO_ORIGIN } from '../../support/origins.ts';
import { holdScriptsContaining } from '../../support/hold-scripts.ts';
import {
  consoleErrors,
  embedLoginServerMade,
  expectApolloLogin,
  expectSuccess,
  FRAME,
  logIn,
  openPartner,
  partnerEvents,
} from '../../support/pages/partner-embed.ts';

test('a password sign-in in the apollo brand, third-party storage blocked: onSuccess with the identity, the focus back on the button, nothing of ours in the partner’s storage, axe-clean', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  await expect(partner.overlay).toBeVisible();
  await expectApolloLogin(frame);
  // The browser blocks third-party storage (Chromium's default here): reading the frame's
  // `localStorage` threw, so the shell's first module gave it an in-memory one before anything
  // read it, with the login alone on the page (issue 41; no wallet code has loaded).
  const embedded = await (await page.locator(FRAME).elementHandle())?.contentFrame();
  expect(embedded).toBeTruthy();
  expect(
    await embedded!.evaluate(() => {
      const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
      return {
        replaced: own !== undefined && 'value' in own,
        inMemory: Symbol.for('lender.storage.inMemory') in localStorage,
      };
    }),
  ).toEqual({ replaced: true, inMemory: true });
  await expectAccessible(page, 'the embed: the login in the frame over the partner page');
  await logIn(frame, 'pat.customer@example.com');
  await expectSuccess(page, null);
  await expect(page.locator('#open-login')).toBeFocused();
  const names = (await partnerEvents(page)).filter((e) => e.kind === 'event').map((e) => e.name);
  expect(names).toEqual(['ready', 'signed_in']);

  await page.locator('#show-storage').click();
  await expect(page.locator('#partner-storage li')).toHaveText([
    'localStorage: nothing',
    'sessionStorage: nothing',
    'document.cookie: nothing',
  ]);
  expect(errors).toEqual([]);
});

test("the frame's login painted by the shell's server in the partner's label, then the live login with what was typed: onSuccess", async ({
  page,
  request,
}) => {
  const errors = consoleErrors(page);
  // Until the server has read the fragment it gives today's page (it never waits for one).
  await expect.poll(() => embedLoginServerMade(request, 'apollo')).toBe(true);
  const frameDocuments: Promise<string>[] = [];
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'document' &&
      new URL(response.url()).pathname === '/embed/login'
    )
      frameDocuments.push(response.text());
  });
  // The live login's chunk waits: the frame's scripts have run (they start at once, to answer
  // the partner page), the live screen is not in place.
  const held = await holdScriptsContaining(page, 'Use one-time passcode for logging into my account', {
    scripts: `${originOfApp('remote-login')}/**`,
  });
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  const serverScreen = frame.locator('#server-screen');
  await expect(serverScreen.getByRole('heading', { level: 1, name: /^Log in to / })).toContainText('Apollo');
  await frame.getByLabel('Email', { exact: true }).fill('pat.customer@example.com');
  await expect.poll(() => held.isHolding()).toBe(true);
  held.release();

  await expect(serverScreen).toHaveCount(0);
  await expect(frame.getByLabel('Email', { exact: true })).toHaveValue('pat.customer@example.com');
  await expectAccessible(page, 'the embed: the live login after the server-made one');
  await logIn(frame, 'pat.customer@example.com');
  await expectSuccess(page, null);
  expect(await Promise.all(frameDocuments)).toEqual([expect.stringContaining('<div id="server-screen">')]);
  expect(errors).toEqual([]);
});

test("the frame's login remote down after the paint: the server's form stays with what was typed and says so, Retry takes over", async ({
  page,
  request,
}) => {
  await expect.poll(() => embedLoginServerMade(request, 'apollo')).toBe(true);
  let down = true;
  // The frame's own fetches ahead of its start-up (docs/embed.md, "Fast") fail too.
  await page.route(`${originOfApp('remote-login')}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  );
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  const serverScreen = frame.locator('#server-screen');
  await frame.getByLabel('Email', { exact: true }).fill('pat.customer@example.com');
  const note = serverScreen.getByRole('alert');
  await expect(note).toContainText(
    "We couldn't load this part of the site. Check your connection and try again.",
  );
  down = false;
  await note.getByRole('button', { name: 'Retry' }).click();
  await expect(serverScreen).toHaveCount(0);
  await expect(frame.getByLabel('Email', { exact: true })).toHaveValue('pat.customer@example.com');
  await logIn(frame, 'pat.customer@example.com');
  await expectSuccess(page, null);
});

test('a second step by the keyboard alone: the authenticator code, then onSuccess; Escape closes the next opening with onExit and the focus returns', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const email = 'tara.totp@example.com';
  await resetPersona(email);
  const partner = await openPartner(page);
  await tabTo(page, page.locator('#open-login'), 12);
  await page.keyboard.press('Enter');
  const frame = page.frameLocator(FRAME);
  await expectApolloLogin(frame);
  const emailField = frame.getByLabel('Email', { exact: true });
  await tabTo(page, emailField);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SEED_PASSWORD);
  await page.keyboard.press('Enter');
  const twoStep = frame.getByRole('dialog', { name: '2 Step Verification' });
  await expect(twoStep).toBeVisible();
  await expectAccessible(page, 'the embed: the second step in the frame');
  // Escape belongs to the open dialog first: the embed stays open.
  const code = twoStep.getByLabel('Enter code');
  await expect(code).toBeFocused();
  await page.keyboard.type(await totpCode(email));
  await page.keyboard.press('Enter');
  await expectSuccess(page, null);
  await expect(page.locator('#open-login')).toBeFocused();

  // Opened again (the frame's own storage keeps the session, but the login step always asks),
  // Escape closes it: onExit({ reason: 'escape' }), the focus back on the button.
  await page.keyboard.press('Enter');
  await expectApolloLogin(frame);
  // The key's going down closes the embed and removes our frame, which had the focus: its key-up
  // would go to a frame that is gone, and Playwright waits on it until the test times out.
  await page.keyboard.down('Escape');
  await expect(partner.overlay).toHaveCount(0);
  await expect(page.locator('#open-login')).toBeFocused();
  expect((await partnerEvents(page)).filter((e) => e.kind === 'exit')).toEqual([
    { kind: 'exit', reason: 'escape' },
  ]);
  expect(errors).toEqual([]);
});

test.describe('an origin not listed', () => {
  test.use({ expectCspViolations: true });

  test('a page on an origin not listed: the overlay says sign-in could not be opened, onExit says unavailable', async ({
    page,
    cspViolations,
  }) => {
    // The demo page's server at its loopback address: the same page, an origin the shell does not list.
    const unlisted = new URL(PARTNER_DEMO_ORIGIN);
    unlisted.hostname = '127.0.0.1';
    await page.clock.install();
    await page.goto(unlisted.toString());
    await page.locator('#open-login').click();
    const overlay = page.getByRole('dialog', { name: 'Sign in' });
    await expect(overlay).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(overlay).toContainText('Sign-in could not be opened on this site.');
    await expect(overlay.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(() => partnerEvents(page)).toContainEqual({ kind: 'exit', reason: 'unavailable' });
    await expectAccessible(page, 'the embed: the loader’s message on an origin not listed');
    await page.keyboard.press('Enter');
    await expect(overlay).toHaveCount(0);
    // The browser refused the frame (frame-ancestors): the violation is the shell's page's.
    expect(cspViolations.join('\n')).toMatch(/frame-ancestors/);
  });
});

test('a listed origin asking for another partner’s label: the frame says so, the refused event, Close gives onExit', async ({
  page,
  request,
}) => {
  // No form of ours paints first: the server makes the partner's own labels only.
  await expect.poll(() => embedLoginServerMade(request, 'apollo')).toBe(true);
  expect(await embedLoginServerMade(request, 'hamilton')).toBe(false);
  const partner = await openPartner(page, '?label=hamilton');
  const frame = await partner.open('open-login');
  const message = frame.getByRole('alert');
  await expect(message).toContainText(
    'This site is not set up to offer sign-in under the brand it asked for.',
  );
  await expectAccessible(page, 'the embed: a label the partner may not show');
  await expect
    .poll(() => partnerEvents(page))
    .toContainEqual({
      kind: 'event',
      name: 'refused',
      details: { reason: 'label' },
    });
  // By mouse: Enter on it removes our frame while Playwright still sends the key-up to it (as
  // Escape above); the keyboard journeys are the second step's and the overlay's own Close. The
  // page's mouse, not the locator's click: that one can wait on the frame its click removes
  // (a CI run sat there until the test's timeout).
  const close = await message.getByRole('button', { name: 'Close' }).boundingBox();
  if (!close) throw new Error('the frame’s Close has no box');
  await page.mouse.click(close.x + close.width / 2, close.y + close.height / 2);
  await expect(partner.overlay).toHaveCount(0);
  expect((await partnerEvents(page)).filter((e) => e.kind === 'exit')).toEqual([
    { kind: 'exit', reason: 'closed' },
  ]);
});
