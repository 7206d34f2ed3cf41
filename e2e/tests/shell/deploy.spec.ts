/**
 * A team deploys one remote alone (docs/deploy.md): version folders built in `npm test`'s
 * build step (../support/prepare-deploy-fixture.ts), served by Debian's nginx with the
 * documented configuration, and a shell server whose pointer is that host's `remotes.json`.
 * The shell is never rebuilt or restarted: moving the pointer is the deploy.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../../support/a11y.ts';
import { CHANGED_HEADING_START, readDeployFixture } from '../../support/deploy-fixture.ts';
import { startDeployStack, type DeployStack } from '../../support/deploy-stack.ts';
import { expect, test as base } from '../../support/fixtures.ts';
import { codeSentTo, uniqueEmail } from '../../support/dev-api.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { createRegisterPage } from '../../support/pages/register.ts';
import {
  copyBuiltAgainst,
  MINOR_AFTER_NEXT,
  NEXT_MINOR,
  provideSharedAt,
} from '../../support/shared-version.ts';
import { writeBuiltFile } from '../../support/built-file.ts';
import { keepScreenshot } from '../../support/screenshots.ts';
import { actFirstAndTakeOver } from '../../support/first-action.ts';

const NEW_VERSION = 'A new version is available';
const UNAVAILABLE = 'This section is temporarily unavailable';
/** A range the shell's `@lender/shared` does not satisfy: its current minor plus one (1.y.z → ^1.(y+1).0). */
const NEWER_SHARED = `^${NEXT_MINOR}`;

const NEEDS_NEWER_SITE =
  "This section's new version needs a newer version of this site than the one open here, so it was not loaded.";

// One static host and one shell per worker, stopped when the worker ends: each test sets the
// pointer it starts from.
const test = base.extend<Record<never, never>, { stack: DeployStack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const started = await startDeployStack();
      await use(started);
      await started.stop();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'serial' });

const fixture = readDeployFixture();

/** The person comes back to the tab (its document hidden, then visible again). */
async function comeBackTo(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

async function pointerAsServed(stack: DeployStack): Promise<Record<string, string>> {
  const response = await fetch(`${stack.shellOrigin}/runtime-config.json`);
  return ((await response.json()) as { remotes: Record<string, string> }).remotes;
}

test('a remote deployed alone goes live when the pointer moves, an open tab offers it, and moving back rolls back', async ({
  page,
  context,
  stack,
}, testInfo) => {
  const first = fixture.versions['remote-login']!;
  const second = fixture.changedLoginVersion;
  stack.point('remote-login', first);
  const oldHeading = (on: Page) => on.getByRole('heading', { level: 1, name: /^Log in to / });
  const newHeading = (on: Page) =>
    on.getByRole('heading', { level: 1, name: new RegExp(`^${CHANGED_HEADING_START} `) });
  const url = `${stack.shellOrigin}/auth/login`;

  await page.goto(url);
  await expect(oldHeading(page)).toBeVisible();

  // A tab opened before the deploy, with an email typed into it.
  const tab = await context.newPage();
  const tabErrors: string[] = [];
  tab.on('pageerror', (error) => tabErrors.push(error.message));
  await tab.goto(url);
  const tabLogin = createLoginPage(tab);
  await expect(tabLogin.heading).toBeVisible();
  await tabLogin.email.pressSequentially('dana.deploy@example.com');
  // Typing is the tab's first action: on a server-made page the remote takes over after it. A
  // return to the tab before any remote is in use looks for nothing (update-rules.ts, mayCheckNow).
  await expect(tab.locator('#server-screen'), 'the live page has taken over').toHaveCount(0);

  stack.point('remote-login', second);
  expect((await pointerAsServed(stack)).remote_login).toBe(
    `${stack.staticOrigin}/remote-login/${second}/mf-manifest.json`,
  );

  // The next page load runs the new version: no shell rebuild, no restart.
  await page.reload();
  await expect(newHeading(page)).toBeVisible();

  // The open tab learns of it when the person comes back to it, and never reloads by itself.
  await expect(tab.getByText(NEW_VERSION)).toBeHidden();
  await comeBackTo(tab);
  const notice = tab.getByTestId('new-version-notice');
  await expect(notice.getByRole('status')).toHaveText(NEW_VERSION);
  await expect(oldHeading(tab)).toBeVisible();
  await expect(tabLogin.email).toHaveValue('dana.deploy@example.com');
  await expectAccessible(tab, 'the login page with the new-version notice');
  await keepScreenshot(tab, testInfo, 'new-version-notice');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(newHeading(tab)).toBeVisible();
  await expect(createLoginPage(tab).email, 'the typed email survives the reload').toHaveValue(
    'dana.deploy@example.com',
  );
  expect(tabErrors).toEqual([]);

  // Rolling back is moving the pointer back.
  stack.point('remote-login', first);
  await page.reload();
  await expect(oldHeading(page)).toBeVisible();
});

/** The screen the shell's server made into the page's HTML, or null for today's page (no screen in it). */
async function serverScreenOf(stack: DeployStack, path: string): Promise<string | null> {
  const html = await (await fetch(`${stack.shellOrigin}${path}`)).text();
  const start = html.indexOf('<div id="server-screen">');
  return start < 0 ? null : html.slice(start, html.indexOf('<div id="root" hidden', start));
}

/** A copy of a deployed version folder under another version, its manifest saying so; `change` edits the copy. */
function copyVersion(
  stack: DeployStack,
  remote: string,
  from: string,
  to: string,
  change: (dir: string) => void,
) {
  const folder = join(stack.staticDir, remote, to);
  cpSync(join(stack.staticDir, remote, from), folder, { recursive: true });
  const manifestPath = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = to;
  writeBuiltFile(manifestPath, JSON.stringify(manifest, null, 2));
  change(folder);
}

test("the server-made first screen is the pointed build's: the new text after the pointer moves, the old after the rollback, none of another version, today's page without one", async ({
  page,
  stack,
}) => {
  const first = fixture.versions['remote-login']!;
  const second = fixture.changedLoginVersion;
  const OLD = /<h1\b[^>]*>Log in to /;
  const NEW = new RegExp(`<h1\\b[^>]*>${CHANGED_HEADING_START} `);
  const screen = () => serverScreenOf(stack, '/auth/login');
  /**
   * Pages until the server makes one with `wanted`; none before it may show `gone`: the pointer
   * and the manifest are read for every page here (REMOTES_CACHE_MS=0), so from the move on a
   * page is the new build's screen or today's page, never the old build's.
   */
  const until = async (wanted: RegExp, gone: RegExp) => {
    await expect
      .poll(async () => {
        const made = await screen();
        expect(made ?? '', 'a screen of the build the pointer left').not.toMatch(gone);
        return made ?? '';
      })
      .toMatch(wanted);
  };
  stack.point('remote-login', first);
  await until(OLD, NEW);

  stack.point('remote-login', second);
  await until(NEW, OLD);
  // In the browser: the new text painted by the server, and the live page (the same build) keeps it.
  await page.goto(`${stack.shellOrigin}/auth/login`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.locator('#server-screen').getByRole('heading', { level: 1 })).toContainText(
    `${CHANGED_HEADING_START} `,
  );
  await actFirstAndTakeOver(page);
  await expect(heading).toContainText(`${CHANGED_HEADING_START} `);

  // The rollback: the old text again, from the next page on.
  stack.point('remote-login', first);
  await until(OLD, NEW);

  // Version folders whose fragments do not belong to the build the manifest names: another
  // build's index, no index, an index that is not JSON. Each gives today's page, and the page works.
  const folders = [
    { version: `${first}-other-build`, change: () => {} },
    {
      version: `${first}-no-fragments`,
      change: (dir: string) => {
        for (const file of ['fragments.json', 'fragments.json.gz', 'fragments.json.br'])
          rmSync(join(dir, file), { force: true });
      },
    },
    {
      version: `${first}-unreadable`,
      change: (dir: string) => writeBuiltFile(join(dir, 'fragments.json'), '{"format":'),
    },
  ];
  try {
    for (const { version, change } of folders) {
      copyVersion(stack, 'remote-login', first, version, change);
      stack.point('remote-login', version);
      // The first page reads the folder; the ones after it would have its fragment from memory.
      for (let pageNumber = 0; pageNumber < 3; pageNumber++)
        expect(await screen(), `${version}: page ${pageNumber + 1}`).toBeNull();
      await page.goto(`${stack.shellOrigin}/auth/login`);
      await expect(heading, `${version}: today's page, made by the scripts`).toContainText('Log in to ');
    }
  } finally {
    stack.point('remote-login', first);
  }
  // The same server makes the pointed build's screen again: what refused the others was the check.
  await until(OLD, NEW);
});

test('a remote that needs a newer @lender/shared is refused before its code runs, and the diagnostics page lists it', async ({
  page,
  stack,
}, testInfo) => {
  // A copy of a deployed build whose manifest says it needs a newer @lender/shared: no build needed.
  const built = fixture.versions['remote-register']!;
  const version = `${built}-needs-newer-shared`;
  const folder = join(stack.staticDir, 'remote-register', version);
  cpSync(join(stack.staticDir, 'remote-register', built), folder, { recursive: true });
  const manifestPath = join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
    shared: { name: string; requiredVersion: string }[];
  };
  manifest.metaData.buildInfo.buildVersion = version;
  for (const entry of manifest.shared)
    if (entry.name.startsWith('@lender/shared')) entry.requiredVersion = NEWER_SHARED;
  writeBuiltFile(manifestPath, JSON.stringify(manifest, null, 2));
  stack.point('remote-register', version);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith(`/remote-register/${version}/`) && !path.endsWith('/mf-manifest.json'))
      codeRequests.push(path);
  });

  await page.goto(`${stack.shellOrigin}/auth/register`);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText(NEEDS_NEWER_SITE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectAccessible(page, 'a refused remote’s fallback');
  await keepScreenshot(page, testInfo, 'refused-remote');
  expect(errors.join('\n')).toContain(`remote_register ${version}`);
  expect(errors.join('\n')).toContain(`@lender/shared ${NEWER_SHARED}`);
  expect(codeRequests, 'nothing of the refused remote’s code was fetched').toEqual([]);

  // The rest of the site keeps working.
  await page.goto(`${stack.shellOrigin}/auth/login`);
  await expect(page.getByRole('heading', { level: 1, name: /^Log in to / })).toBeVisible();

  // Where each remote stands: the diagnostics page, not indexed.
  const response = await page.goto(`${stack.shellOrigin}/diagnostics`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('#main').getByText(/^Checked 4 remotes: /)).toHaveText(
    'Checked 4 remotes: 3 loaded, 1 refused, 0 unreachable.',
  );
  const row = (container: string) => page.locator(`tr[data-remote="${container}"]`);
  const refused = row('remote_register');
  await expect(refused.locator('[data-cell="state"]')).toContainText('Refused');
  await expect(refused.locator('[data-cell="state"]')).toContainText(`Needs @lender/shared ${NEWER_SHARED}`);
  await expect(refused.locator('[data-cell="version"]')).toHaveText(version);
  await expect(refused.getByRole('link')).toHaveAttribute(
    'href',
    `${stack.staticOrigin}/remote-register/${version}/mf-manifest.json`,
  );
  await expect(row('remote_login').locator('[data-cell="state"]')).toContainText('Loaded');
  await expect(row('remote_login').locator('[data-cell="version"]')).toHaveText(
    fixture.versions['remote-login']!,
  );
  expect(codeRequests, 'the diagnostics page did not load the refused remote either').toEqual([]);
  await expectAccessible(page, 'the diagnostics page');
  await keepScreenshot(page, testInfo, 'diagnostics');
});

test('a remote built against an older minor runs on a newer shell, also when a remote of the shell’s minor loads after it in the same page', async ({
  page,
  stack,
}, testInfo) => {
  // The shell after one addition (`@lender/shared` one minor on: its artefact's copy provides it,
  // no rebuild); remote-login as built (the older minor); remote-register built for the new shell.
  await stack.restartShell((dir) => provideSharedAt(dir, NEXT_MINOR));
  try {
    stack.point('remote-login', fixture.versions['remote-login']!);
    const register = copyBuiltAgainst(
      stack.staticDir,
      'remote-register',
      fixture.versions['remote-register']!,
      NEXT_MINOR,
    );
    stack.point('remote-register', register);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    // The older login loads `@lender/shared/password-form` first (Forgot Password's new password).
    const email = 'fern.expiry@example.com';
    const login = createLoginPage(page);
    await page.goto(`${stack.shellOrigin}/auth/login`);
    await login.email.fill(email);
    const since = Date.now() - 1000;
    await login.forgotPassword.click();
    await login.passcodeDialog.enterCode(await codeSentTo(email, since));
    await expect(login.setPasswordDialog.root).toBeVisible();
    await expect(login.setPasswordDialog.root.getByLabel('Password', { exact: true })).toBeVisible();

    // In the same page (the router's own navigation, no page load), the register remote of the
    // shell's minor needs the same entry, `^NEXT_MINOR` strictly.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/auth/register');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const registration = createRegisterPage(page);
    const newcomer = uniqueEmail('minor');
    const codeSince = Date.now() - 1000;
    await registration.submitEmail(newcomer);
    await registration.submitCode(await codeSentTo(newcomer, codeSince));
    await expect(registration.passwordForm.password).toBeVisible();
    await expectAccessible(page, 'the register remote of the shell’s minor, after the older login');
    await keepScreenshot(page, testInfo, 'older-minor-then-current');

    // Each @lender/shared module that loaded is at the shell's version: the shell's copy (the
    // login's own copies are at the built version; which instance loaded one is its `from`).
    const loaded = await page.evaluate(() => {
      type Share = { loaded?: boolean; lib?: unknown };
      type Scopes = Record<string, Record<string, Record<string, Share>>>;
      const share = (globalThis as { __FEDERATION__?: { __SHARE__: Record<string, Scopes> } }).__FEDERATION__!
        .__SHARE__;
      const found = new Set<string>();
      for (const scopes of Object.values(share))
        for (const scope of Object.values(scopes))
          for (const [name, versions] of Object.entries(scope))
            for (const [version, entry] of Object.entries(versions))
              if (name.startsWith('@lender/shared') && (entry.loaded || entry.lib))
                found.add(`${name} ${version}`);
      return [...found].sort();
    });
    expect(loaded).toContain(`@lender/shared/password-form ${NEXT_MINOR}`);
    expect(loaded.filter((line) => !line.endsWith(` ${NEXT_MINOR}`))).toEqual([]);
    expect(errors).toEqual([]);

    // A remote needing a minor this shell does not provide yet is refused, with today's sentence.
    const ahead = copyBuiltAgainst(
      stack.staticDir,
      'remote-register',
      fixture.versions['remote-register']!,
      MINOR_AFTER_NEXT,
    );
    stack.point('remote-register', ahead);
    await page.goto(`${stack.shellOrigin}/auth/register`);
    await expect(page.getByText(NEEDS_NEWER_SITE)).toBeVisible();
  } finally {
    stack.point('remote-register', fixture.versions['remote-register']!);
    await stack.restartShell();
  }
});
