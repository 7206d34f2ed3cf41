/**
 * From a chosen account to the right investor-passport page, through the shell (the onboarding
 * screen needs a connected wallet, which the wallet remote's modal gives it): a login with
 * `walletconnect=true` headed for the onboarding screen, the modal (the test extension signing),
 * the decision, the `gatekeep-up` record, and the dev API's stand-in page for the passport site.
 * Also a flow rule that fails, a reload with no wallet connected, the screen waiting for a
 * wallet, and the organization page going on to onboarding. What the onboarding screen does
 * alone: tests/onboarding.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { expect, test } from '../../support/fixtures.ts';
import { pressEnterOn } from '../../support/keyboard.ts';
import { originOfApp, SHELL_ORIGIN } from '../../support/origins.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { installTestExtension, testExtension } from '../../support/pages/test-wallets.ts';
import { openSignedIn } from '../../support/session.ts';

const API = originOfApp('dev-api');
const SITE_TITLE = 'Investor passport (stand-in)';
const ONBOARDING = '/auth/wallet/onboarding';

/**
 * Logs in headed for the onboarding screen with `flow`, chooses the persona's account and
 * connects it through the extension, with the keyboard alone (the extension's own popup is
 * the wallet's, not ours). One journey goes this whole way; the others start signed in.
 */
async function throughTheModal(page: Page, email: string, wallet: string, flow: string): Promise<void> {
  await installTestExtension(page);
  const login = createLoginPage(page);
  await login.goto(`?walletconnect=true&redirectUrl=${encodeURIComponent(`${ONBOARDING}?${flow}`)}`);
  await login.logInWithTheKeyboard(email);
  await chooseAndConnect(page, wallet);
}

/** The modal's Select: the persona's passport account, connected through the extension with the keyboard. */
async function chooseAndConnect(page: Page, wallet: string): Promise<void> {
  const select = page.getByRole('dialog', { name: 'Choose an Account' });
  await pressEnterOn(page, select.getByRole('button', { name: /^Passport / }));
  await pressEnterOn(page, page.getByRole('button', { name: 'Chrome Extension Wallet' }));
  await testExtension(page).approveConnect(wallet);
}

/**
 * Signed in (a stored session: not about signing in) at the onboarding screen with `flow`,
 * no wallet connected: the screen opens the modal first; the account is chosen and connected.
 */
async function connectedAt(page: Page, email: string, wallet: string, flow: string): Promise<void> {
  await signedInAt(page, email, `${ONBOARDING}?${flow}`);
  await chooseAndConnect(page, wallet);
}

/** Signed in (no wallet yet, the test extension installed) at `path`. */
async function signedInAt(page: Page, email: string, path: string): Promise<void> {
  await installTestExtension(page);
  await openSignedIn(page, email, path);
}

/** The stand-in page's rows, as [term, value]. */
async function landedOn(page: Page): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { level: 1, name: SITE_TITLE })).toBeVisible();
  const terms = await page.locator('dt').allTextContents();
  const values = await page.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i]!]));
}

/** The `gatekeep-up` record the product saved, read from its origin's storage. */
async function savedRecord(context: BrowserContext): Promise<unknown> {
  const { origins } = await context.storageState();
  const own = origins.find((o) => o.origin === SHELL_ORIGIN);
  const item = own?.localStorage.find((entry) => entry.name === 'gatekeep-up');
  return item ? JSON.parse(item.value) : null;
}

const PERSONAS = {
  inProgress: {
    email: 'passport.in-progress@example.com',
    wallet: '0x3e8853c58550bd3b0af88d32c869754b0192c7d1',
    uuid: 'passport-in-progress',
  },
  valid: {
    email: 'passport.valid@example.com',
    wallet: '0x1313a85d1c0b83f5ac4f1e6861ebb957b720faf8',
    uuid: 'passport-valid',
  },
  unknown: {
    email: 'passport.unknown-status@example.com',
    wallet: '0x19d650579dbedaf6ddc80cbed13bb633f195f3e1',
    uuid: 'passport-unknown-status',
  },
  mixed: {
    email: 'passport.mixed-506c-in-progress@example.com',
    wallet: '0x281f94ad0161dd6af3bfb7b5367be73529eb9e63',
    uuid: 'passport-mixed-506c-in-progress',
  },
};

test('a passport in progress resumes, with the record saved', async ({ page, context }) => {
  const { email, wallet, uuid } = PERSONAS.inProgress;
  await throughTheModal(page, email, wallet, 'intent=kyc');
  await expect(page).toHaveURL(
    `${API}/universal-passport/onboarding/${uuid}/resume?intent=kyc&passportUuid=${uuid}`,
  );
  expect(await landedOn(page)).toMatchObject({
    Page: 'Resume passport',
    Intent: 'kyc',
    'Identity check (kyc)': 'IN_PROGRESS',
  });
  expect(await savedRecord(context)).toEqual({ intent: 'kyc', passportUuid: uuid });
});

test('a valid passport with the identity check intent lands on the landing page', async ({
  page,
  context,
}) => {
  const { email, wallet } = PERSONAS.valid;
  await connectedAt(page, email, wallet, 'intent=kyc&addOns=SUITABILITY_QUESTIONNAIRE');
  await expect(page).toHaveURL(new RegExp(`^${API}/universal-passport/landing\\?`));
  expect(await landedOn(page)).toMatchObject({
    Page: 'Landing',
    Intent: 'kyc',
    'Add-ons': 'SUITABILITY_QUESTIONNAIRE',
  });
  expect(await savedRecord(context)).toMatchObject({ intent: 'kyc', addOns: ['SUITABILITY_QUESTIONNAIRE'] });
});

test('an unknown kyc status goes to type of investor', async ({ page, context }) => {
  const { email, wallet, uuid } = PERSONAS.unknown;
  await connectedAt(page, email, wallet, 'intent=506b');
  await expect(page).toHaveURL(new RegExp(`^${API}/universal-passport/onboarding/type-of-investor\\?`));
  expect(await landedOn(page)).toMatchObject({ Page: 'Type of investor', Intent: '506b' });
  expect(await savedRecord(context)).toEqual({ intent: '506b', passportUuid: uuid });
});

test('adding a member goes to the group manager', async ({ page, context }) => {
  const { email, wallet, uuid } = PERSONAS.valid;
  await connectedAt(page, email, wallet, 'intent=kyc&option=ADD_MEMBER');
  await expect(page).toHaveURL(new RegExp(`^${API}/universal-passport/group-manager/${uuid}/add-member\\?`));
  expect(await landedOn(page)).toMatchObject({ Page: 'Add a member', Option: 'ADD_MEMBER' });
  expect(await savedRecord(context)).toMatchObject({
    intent: 'kyc',
    option: 'ADD_MEMBER',
    passportUuid: uuid,
  });
});

test('mixed statuses: the 506c intent resumes a passport whose identity check is valid', async ({ page }) => {
  const { email, wallet, uuid } = PERSONAS.mixed;
  await connectedAt(page, email, wallet, 'intent=506c');
  await expect(page).toHaveURL(new RegExp(`/universal-passport/onboarding/${uuid}/resume\\?`));
  expect(await landedOn(page)).toMatchObject({
    'Identity check (kyc)': 'VALID',
    'Attestation verification (506c)': 'IN_PROGRESS',
  });
});

test('a flow rule that fails: the message and a way back, nothing saved', async ({ page, context }) => {
  const { email, wallet } = PERSONAS.valid;
  const back = encodeURIComponent('/auth/wallet/create-wallet');
  await connectedAt(page, email, wallet, `intent=506b&option=EDIT_KYC&redirectUrl=${back}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We can’t continue this onboarding from here');
  await expectAccessible(page, 'the passport screen: a flow rule that fails');
  expect(await savedRecord(context)).toBeNull();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/auth\/wallet\/create-wallet$/);
});

test('a reload with no wallet connected: the modal opens first, then the screen carries on', async ({
  page,
}) => {
  const { email, wallet, uuid } = PERSONAS.inProgress;
  await signedInAt(page, email, `${ONBOARDING}?intent=kyc`);
  const modal = page.getByRole('dialog', { name: 'Choose an Account' });
  await expect(modal).toBeVisible();
  await expectAccessible(page, 'the passport screen: the wallet modal first');
  await modal.getByRole('button', { name: /^Passport / }).click();
  await page.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
  await testExtension(page).approveConnect(wallet);
  await expect(page).toHaveURL(new RegExp(`/universal-passport/onboarding/${uuid}/resume\\?`));
});

test('the organization page, its chosen wallet connected, goes on to the passport decided for it', async ({
  page,
}) => {
  const { email, wallet, uuid } = PERSONAS.inProgress;
  await signedInAt(page, email, '/auth/wallet/organization/select-account?intent=kyc');
  await page.getByRole('button', { name: /Passport IN_PROGRESS/ }).click();
  await page.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
  await testExtension(page).approveConnect(wallet);
  await expect(page).toHaveURL(new RegExp(`/universal-passport/onboarding/${uuid}/resume\\?intent=kyc`));
});

test("an organization's account: the creator's passport is asked for", async ({ page }) => {
  const MORGAN_WALLET = '0x5cbdd86a2fa8dc4bddd8a8f69dba48572eec07fb';
  // The shell read Morgan's identity as her own account at start; choosing the organization
  // switches the account acting (a selection, the same token): that cached answer, and the own
  // passport it would lead to, are never used (issue 45).
  const ownPassport: string[] = [];
  page.on('request', (request) => {
    if (/\/gateway\/passport(-status)?$/.test(new URL(request.url()).pathname))
      ownPassport.push(request.url());
  });
  await signedInAt(page, 'morgan.wallets@example.com', `${ONBOARDING}?intent=kyc`);
  const modal = page.getByRole('dialog', { name: 'Choose an Account' });
  await modal
    .getByRole('region', { name: 'Organizational Accounts' })
    .getByRole('button', { name: /Reyes Holdings LLC/ })
    .click();
  const creator = page.waitForRequest('**/gateway/creator/passport');
  await page.getByRole('button', { name: 'Chrome Extension Wallet' }).click();
  await testExtension(page).approveConnect(MORGAN_WALLET);
  await creator;
  // The creator's passport is Morgan's own (its identity check valid): landing.
  await expect(page).toHaveURL(`${API}/universal-passport/landing?intent=kyc&passportUuid=passport-morgan`);
  expect(ownPassport).toEqual([]);
});

test('the screen waiting for a wallet, its modal closed, says so and is accessible', async ({ page }) => {
  await signedInAt(page, PERSONAS.valid.email, `${ONBOARDING}?intent=kyc`);
  await page
    .getByRole('dialog', { name: 'Choose an Account' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByText('Connect a wallet to continue to your investor passport.')).toBeVisible();
  await expectAccessible(page, 'the passport screen: waiting for a wallet');
});
