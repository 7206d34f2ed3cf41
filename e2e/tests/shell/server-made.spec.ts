/**
 * The first screen in the page's HTML (docs/performance.md, "Server-made HTML"): the shell's
 * server puts the pointed remote build's prerendered screen in the shell's chrome, so the form
 * paints before any script runs, and the live page takes over once its screen is in place.
 */
import { actFirst, untilServerMade } from '../../support/first-action.ts';
import { holdScriptsContaining } from '../../support/hold-scripts.ts';
import { originOfApp } from '../../support/origins.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createLoginPage } from '../../support/pages/login.ts';

const STILL_LOADING = 'The page was still loading. Please try again.';
const NEEDS_JAVASCRIPT = 'This site needs JavaScript to sign you in.';
const UNAVAILABLE = "We couldn't load this part of the site. Check your connection and try again.";

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

  // Read from the HTML: Chromium with scripts off through the protocol still treats <noscript> as text.
  test('says once, at the end of the form, that sign-in needs JavaScript', async ({ request }) => {
    await untilServerMade(request, '/auth/login');
    const html = await (await request.get('/auth/login')).text();
    expect(html.split(NEEDS_JAVASCRIPT)).toHaveLength(2);
    expect(html).toContain(`<noscript><p>${NEEDS_JAVASCRIPT}</p></noscript></form>`);
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

test('the scripts wait for the first action, their preloads for the load; then the live page takes over', async ({
  page,
  request,
}) => {
  await untilServerMade(request, '/auth/login');
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/auth/login');
  // After the load, at its first idle moment, the start-up chunks are preloaded, none of them run.
  await expect(page.locator('link[rel="preload"][as="script"]').first()).toBeAttached();
  expect(scripts.filter((path) => path === '/main.js')).toEqual([]);
  await expect(page.locator('#server-screen')).toBeVisible();

  await actFirst(page);
  await expect(page.locator('#server-screen')).toHaveCount(0);
  expect(scripts).toContain('/main.js');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Log in to Keystone Home Lending');
});

test('a screen that cannot load after the paint says so under the form, keeps the email, and Retry takes over', async ({
  page,
  request,
}) => {
  await untilServerMade(request, '/auth/login');
  let down = true;
  await page.route(`${originOfApp('remote-login')}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  );
  const login = createLoginPage(page);
  await page.goto('/auth/login');
  // Typing is the first action: the scripts start, and the login remote cannot be reached.
  await login.email.fill('ana@example.com');
  await actFirst(page);
  const note = page.locator('#server-screen').getByRole('alert');
  await expect(note).toContainText(UNAVAILABLE);
  await expect(login.email).toHaveValue('ana@example.com');

  down = false;
  await note.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#server-screen')).toHaveCount(0);
  await expect(login.email).toHaveValue('ana@example.com');
  await expect(login.logIn).toBeVisible();
});
