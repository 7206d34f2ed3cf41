/**
 * Registration in the partner's overlay, and the overlay's layout (docs/embed.md, "Screens" and
 * "Layout"), on the demo partner page: `screen: 'register'` for a new email through the code in the
 * dev API's outbox ends in a result the partner's server verified; the login's "Register here" and
 * the registration's "Log in here" stay in the frame (no new tab), also when "Register here" is
 * followed on the server-made login before the live one is in place; on a wide screen a centred panel
 * with the partner's page around it, on a phone the whole screen, axe-clean both. The mobile
 * wallet's QR code in the panel is the desktop one: embed-wallets.exclusive.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { uniqueEmail } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { holdScriptsContaining } from '../../support/hold-scripts.ts';
import { originOfApp } from '../../support/origins.ts';
import {
  consoleErrors,
  embedLoginServerMade,
  expectApolloLogin,
  expectSuccess,
  FRAME,
  openPartner,
  partnerEvents,
} from '../../support/pages/partner-embed.ts';
import { createRegisterPage } from '../../support/pages/register.ts';
import { keepScreenshot } from '../../support/screenshots.ts';

/** Apollo's product is the HELOC: its registration page, as its login's "Register here" names it. */
const REGISTER_HEADING = /^Create your login for your HELOC account with Apollo/;

/**
 * The pages the browser opens from now on besides the partner's (a step that left the frame opens
 * one). Started after any axe check: with frames, axe finishes its run in a blank page of its own.
 */
function newTabs(page: Page): Page[] {
  const opened: Page[] = [];
  page.context().on('page', (tab) => opened.push(tab));
  return opened;
}

test("Register (screen register): a new email, the code from the outbox, a password, all in the frame: onSuccess with a result the partner's server verified", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const partner = await openPartner(page);
  const frame = await partner.open('open-register');
  await expect(frame.getByRole('heading', { level: 1, name: REGISTER_HEADING })).toBeVisible();
  const register = createRegisterPage(frame);
  await expect(register.email).toBeVisible();
  await expectAccessible(page, 'the embed: the registration in the frame');
  const tabs = newTabs(page);
  await register.register(uniqueEmail('embed.register'));
  await expectSuccess(page, null);
  const names = (await partnerEvents(page)).filter((e) => e.kind === 'event').map((e) => e.name);
  expect(names).toEqual(['ready', 'signed_in']);
  await expect(page.locator('#open-register')).toBeFocused();
  expect(tabs).toEqual([]);
  expect(errors).toEqual([]);
});

test('"Register here" from the login opens the registration in the frame, and its "Log in here" the login again: no new tab', async ({
  page,
}) => {
  const tabs = newTabs(page);
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  await expectApolloLogin(frame);
  await frame.getByRole('link', { name: 'Register here' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: REGISTER_HEADING })).toBeVisible();
  await frame.getByRole('link', { name: 'Log in here' }).click();
  await expect(frame.getByRole('heading', { level: 1, name: /^Log in to / })).toContainText('Apollo');
  expect(tabs).toEqual([]);
  await expect(partner.overlay).toBeVisible();
});

test('"Register here" followed on the login the server painted, before the live login is in place: held, then the registration in the frame', async ({
  page,
  request,
}) => {
  // Until the server has read the fragment it gives today's page (it never waits for one).
  await expect.poll(() => embedLoginServerMade(request, 'apollo')).toBe(true);
  const held = await holdScriptsContaining(page, 'Use one-time passcode for logging into my account', {
    scripts: `${originOfApp('remote-login')}/**`,
  });
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  const serverScreen = frame.locator('#server-screen');
  await expect(serverScreen.getByRole('heading', { level: 1, name: /^Log in to / })).toBeVisible();
  const tabs = newTabs(page);
  await serverScreen.getByRole('link', { name: 'Register here' }).click();
  await expect.poll(() => held.isHolding()).toBe(true);
  // Not followed by the browser: the frame still shows the embed's login, not a page of the site
  // (which no partner may frame).
  await expect(serverScreen.getByRole('link', { name: 'Register here' })).toBeVisible();
  held.release();
  await expect(frame.getByRole('heading', { level: 1, name: REGISTER_HEADING })).toBeVisible();
  await expect(serverScreen).toHaveCount(0);
  expect(tabs).toEqual([]);
});

test("the overlay on a desktop: a centred panel over the partner's dimmed page, visible around it; on a phone: the whole screen; axe-clean both", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const partner = await openPartner(page);
  const frame = await partner.open('open-login');
  await expectApolloLogin(frame);
  /** The frame's size, and its margins to the dialog's edges (the window, less any scrollbar). */
  const layout = async () => {
    const frameBox = (await page.locator(FRAME).boundingBox())!;
    const dialogBox = (await partner.overlay.boundingBox())!;
    const margins = [
      frameBox.x - dialogBox.x,
      dialogBox.x + dialogBox.width - (frameBox.x + frameBox.width),
      frameBox.y - dialogBox.y,
      dialogBox.y + dialogBox.height - (frameBox.y + frameBox.height),
    ].map(Math.round);
    return { width: frameBox.width, height: frameBox.height, margins };
  };
  // min(640px, 100vw - 32px) wide, min(760px, 100vh - 32px) tall, centred.
  const desktop = await layout();
  expect(desktop).toMatchObject({ width: 640, height: 760 });
  expect(desktop.margins[0]).toBeGreaterThan(300);
  expect(desktop.margins[0]).toBe(desktop.margins[1]);
  expect(desktop.margins.slice(2)).toEqual([70, 70]);
  // Around the panel is the partner's page, dimmed (the dialog's own background), not our frame.
  const around = await page.evaluate(() => {
    const at = document.elementFromPoint(100, 450);
    return { tag: at?.tagName, background: at instanceof HTMLElement ? at.style.background : null };
  });
  expect(around).toEqual({ tag: 'DIALOG', background: 'rgba(0, 0, 0, 0.5)' });
  await expectAccessible(page, 'the embed: the desktop panel');
  await keepScreenshot(page, testInfo, 'embed-desktop-panel');

  // Never under 600 px wide, where our wallet screens show the phone's view.
  await page.setViewportSize({ width: 610, height: 700 });
  await expect.poll(layout).toMatchObject({ width: 600, height: 668 });

  // A phone: the whole screen, as the layout follows the width while open.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(layout).toEqual({ width: 390, height: 844, margins: [0, 0, 0, 0] });
  await expectAccessible(page, 'the embed: the whole screen on a phone');
  await keepScreenshot(page, testInfo, 'embed-phone');
  await frame.getByRole('button', { name: 'Close sign-in' }).click();
  await expect(partner.overlay).toBeHidden();
});
