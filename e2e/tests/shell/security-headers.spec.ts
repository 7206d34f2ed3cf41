/**
 * The security headers on the running servers (tooling/serve/src/security-headers.ts): the
 * content security policy of the shell's and each remote's page, with a fresh nonce
 * that the page's injected styles carry; an injected script refused and reported to
 * the dev API; another site unable to frame the login; an embed route framed only by the
 * listed partner it was opened for; a remote's files readable by the shell and not by
 * another site (a partner's included). Every other test fails on any violation
 * (support/fixtures.ts), so the policy is also proven to allow the whole product.
 */
import { DEV_API } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { atHost, originOfApp, PARTNER_DEMO_ORIGIN, SHELL_ORIGIN } from '../../support/origins.ts';

/**
 * The partners the suites' shell lists: the development default, the demo partner page with the
 * apollo label (tooling/serve/src/partner-origins-setting.ts). Not the parser: it reads the brand
 * data's JSON, which Playwright's loader does not take.
 */
const partners =
  process.env.PARTNER_ORIGINS === undefined ? [{ origin: PARTNER_DEMO_ORIGIN, labels: ['apollo'] }] : [];

const REMOTES = ['remote-login', 'remote-register', 'remote-wallet', 'remote-onboarding'];
const PAGES = [
  [SHELL_ORIGIN, '/auth/login'],
  [originOfApp('remote-login'), '/auth/login'],
  [originOfApp('remote-register'), '/auth/register'],
  [originOfApp('remote-wallet'), '/auth/wallet/create-wallet'],
  [originOfApp('remote-onboarding'), '/onboarding'],
] as const;

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
/** The sources a policy's directive lists, in order (none when it has no such directive). */
const sourcesOf = (policy: string, name: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];

test.describe('every page', () => {
  for (const [origin, path] of PAGES)
    test(`${origin}${path}: a strict policy, a fresh nonce, the hardening headers`, async ({ request }) => {
      const first = await request.get(`${origin}${path}`);
      const second = await request.get(`${origin}${path}`);
      const headers = first.headers();
      const policy = headers['content-security-policy']!;
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      // The shell's origin, on the port the environment names, first (its host names follow).
      expect(sourcesOf(policy, 'frame-ancestors').slice(0, 2)).toEqual(["'self'", SHELL_ORIGIN]);
      expect(policy).toContain(`report-uri ${DEV_API}/csp-reports`);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      const nonce = nonceOf(policy);
      expect(nonce).toBeTruthy();
      expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(nonce);
      expect(await first.text()).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['access-control-allow-origin']).toBeUndefined();
    });
});

test("the page's own styles carry its nonce", async ({ page }) => {
  const response = await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nonce = nonceOf(response!.headers()['content-security-policy']);
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.nonce),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(new Set(styles)).toEqual(new Set([nonce]));
});

test.describe('what the policy refuses', () => {
  test.use({ expectCspViolations: true });

  test('an injected script does not run, and the violation reaches the dev API', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const marker = `injected-${Date.now()}`;
    await page.evaluate((id) => {
      const script = document.createElement('script');
      script.id = id;
      script.textContent = 'window.__pwned = true';
      document.body.append(script);
    }, marker);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(cspViolations.join('\n')).toMatch(/script/i);
    await expect
      .poll(async () => {
        const reports = (await (await fetch(`${DEV_API}/__dev/csp-reports`)).json()) as {
          directive: string;
        }[];
        return reports.some((report) => report.directive.startsWith('script-src'));
      })
      .toBe(true);
  });

  // Another site on this machine (a site on the internet would meet the browser's
  // private-network rules before the policy), on the shell's own port: the host name alone
  // makes it another site. The shell's own origin, the control, may.
  for (const [host, framed] of [
    [new URL(atHost('evil.localhost', '/')).origin, false],
    [SHELL_ORIGIN, true],
  ] as const)
    test(`${host} ${framed ? 'may' : 'may not'} frame the login`, async ({ page }) => {
      await page.route(`${host}/frame-host`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Host</title><iframe src="${SHELL_ORIGIN}/auth/login" title="login"></iframe>`,
        }),
      );
      const asked = page.waitForRequest(`${SHELL_ORIGIN}/auth/login`);
      await page.goto(`${host}/frame-host`);
      await asked;
      const heading = page.frameLocator('iframe[title="login"]').getByRole('heading', { level: 1 });
      if (framed) await expect(heading).toBeVisible();
      else {
        await expect
          .poll(() => page.frames().map((frame) => frame.url()))
          .toContain('chrome-error://chromewebdata/');
        await expect(heading).toHaveCount(0);
      }
    });
});

// shell/server/embed-framing.ts: the partner the stack lists (by default the demo partner page).
test('an embed route is framed by the listed partner it was opened for alone, and no other page is', async ({
  request,
}) => {
  const [partner] = partners;
  test.skip(!partner, 'PARTNER_ORIGINS lists no partner');
  const embedLogin = (origin: string) =>
    `${SHELL_ORIGIN}/embed/login?${new URLSearchParams({ origin, channel: 'e2e-channel-1', label: partner!.labels[0]! })}`;
  const framed = await request.get(embedLogin(partner!.origin));
  expect(sourcesOf(framed.headers()['content-security-policy']!, 'frame-ancestors')).toEqual([
    "'self'",
    partner!.origin,
  ]);
  expect(framed.headers()['x-frame-options']).toBeUndefined();
  const info = /<script type="application\/json" id="embed-partner">(.*?)<\/script>/.exec(
    await framed.text(),
  )?.[1];
  // The framing ticket (shell/server/embed-result/framing-ticket.ts): the result's audience.
  expect(JSON.parse(info ?? 'null')).toEqual({
    origin: partner!.origin,
    labels: partner!.labels,
    ticket: expect.stringMatching(/^t2\.[\w-]+\.[\w-]+$/),
  });
  for (const url of [embedLogin('https://evil.example'), `${SHELL_ORIGIN}/auth/login`]) {
    const refused = await request.get(url);
    expect(sourcesOf(refused.headers()['content-security-policy']!, 'frame-ancestors')).not.toContain(
      partner!.origin,
    );
    expect(refused.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(await refused.text()).not.toContain('embed-partner');
  }
});

test('a remote gives its files to the shell, and to no other site', async ({ request }) => {
  for (const remote of REMOTES) {
    const manifest = `${originOfApp(remote)}/mf-manifest.json`;
    const forShell = await request.get(manifest, { headers: { origin: SHELL_ORIGIN } });
    expect(forShell.headers()['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    // A partner's page frames our shell: it never reads a remote's files either.
    for (const origin of ['https://evil.example', ...partners.map((p) => p.origin)]) {
      const forOthers = await request.get(manifest, { headers: { origin } });
      expect(forOthers.headers()['access-control-allow-origin']).toBeUndefined();
    }
    const config = await request.get(`${originOfApp(remote)}/runtime-config.json`, {
      headers: { origin: SHELL_ORIGIN },
    });
    expect(config.headers()['access-control-allow-origin']).toBeUndefined();
  }
});
