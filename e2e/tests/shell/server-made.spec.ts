/**
 * The first screen in the page's HTML (docs/performance.md, "Server-made HTML"): the shell's
 * server puts the pointed remote build's prerendered screen in the shell's chrome, so the form
 * paints before any script runs, and the live page takes over once its screen is in place.
 */
import { holdScriptsContaining } from '../../support/hold-scripts.ts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

const STILL_LOADING = 'The page was still loading. Please try again.';

/**
 * Until the server has read a fragment it gives today's page (it never waits for one): a test of
 * the server-made page first asks for it until the server makes it.
 */
async function untilServerMade(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).text(), { message: `${path} made by the server` })
    .toContain('<div id="server-screen">');
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, button } of [
    { path: '/auth/login', heading: 'Log in to Keystone Home Lending', button: 'Log in' },
    { path: '/auth/register', heading: 'Create your login', button: 'Continue' },
    { path: '/auth/credit-karma/register', heading: "You've got mail!", button: 'Continue' },
    { path: '/account/heloc/heloc-signer/login', heading: 'Mortgage Signer Login', button: 'Log in' },
    {
      path: '/account/heloc/register',
      heading: 'Create your login for your HELOC account with Keystone Home Lending',
      button: 'Continue',
    },
  ])
    test(`${path} shows its heading, fields and button in the page's HTML`, async ({ page, request }) => {
      await untilServerMade(request, path);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img', { name: /logo$/ })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Equal Housing Opportunity');
    });

  test("a partner's label gets its brand", async ({ page, request }) => {
    await untilServerMade(request, '/auth/login?label=apollo');
    await page.goto('/auth/login?label=apollo');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Keystone Home Lending');
  });

  test('a form sent before the scripts keeps the email, never the password, and says why', async ({
    page,
    request,
  }) => {
    await untilServerMade(request, '/auth/login?redirectUrl=%2Fdashboard');
    const login = createLoginPage(page);
    await login.goto('?redirectUrl=%2Fdashboard');
    await login.email.fill('ana@example.com');
    await login.password.fill('not kept');
    await login.password.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(STILL_LOADING);
    await expect(login.email).toHaveValue('ana@example.com');
    await expect(login.password).toHaveValue('');
    expect(new URL(page.url()).search).toBe('?redirectUrl=%2Fdashboard');

    await login.password.fill('still not kept');
    await login.logIn.click();
    await expect(page.getByRole('alert')).toHaveText(STILL_LOADING);
    await expect(login.email).toHaveValue('ana@example.com');
  });
});

test('what is typed and ticked before the take-over is still there after it', async ({ page, request }) => {
  await untilServerMade(request, '/auth/login');
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // The live login screen's chunk waits: the page's own script has run, the screen is not in place.
  const held = await holdScriptsContaining(page, 'Use one-time passcode for logging into my account');
  const login = createLoginPage(page);
  // Not to the load event: the held chunk holds it back.
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#server-screen')).toBeVisible();
  await login.email.fill('ana@example.com');
  await login.password.fill('secret-pass');
  await login.passcodeToggle.check();
  await login.password.click();
  await login.password.press('ArrowLeft');
  await expect.poll(() => held.isHolding()).toBe(true);
  held.release();

  await expect(page.locator('#server-screen')).toHaveCount(0);
  await expect(login.email).toHaveValue('ana@example.com');
  await expect(login.passcodeToggle).toBeChecked();
  // In passcode mode the live screen asks for no password; back in password mode it has it.
  await expect(login.sendEmail).toBeVisible();
  await login.passcodeToggle.uncheck();
  await expect(login.password).toHaveValue('secret-pass');
  expect(violations).toEqual([]);
});

test('the focus and the caret carry over into the live field', async ({ page, request }) => {
  await untilServerMade(request, '/auth/login');
  const held = await holdScriptsContaining(page, 'Use one-time passcode for logging into my account');
  const login = createLoginPage(page);
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await login.email.fill('ana@example.com');
  await login.password.fill('secret-pass');
  await login.password.press('ArrowLeft');
  await expect.poll(() => held.isHolding()).toBe(true);
  held.release();

  await expect(page.locator('#server-screen')).toHaveCount(0);
  await expect(login.email).toHaveValue('ana@example.com');
  await expect(login.password).toHaveValue('secret-pass');
  await expect(login.password).toBeFocused();
  expect(await login.password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(10);
});
