/**
 * Telemetry at start-up: one session and a page event once the page has loaded,
 * the experiment decision, and a failing session endpoint that never gets in the
 * visitor's way.
 */
import { fulfillAsDevApi } from '../../support/api-stubs.ts';
import { DEV_API } from '../../support/dev-api.ts';
import { expect, test } from '../../support/fixtures.ts';
import { createDashboard } from '../../support/pages/dashboard.ts';
import { createLoginPage } from '../../support/pages/login.ts';
import { actFirst } from '../../support/first-action.ts';

interface TelemetryRecord {
  sessions: Array<{ platform: string; libVersion: string }>;
  events: Array<{ event: string; pagePath: string }>;
  decisions: Array<{ experimentKey: string }>;
}

const telemetryOf = async (sessionKey: string) =>
  (await (await fetch(`${DEV_API}/__dev/telemetry?sessionKey=${sessionKey}`)).json()) as TelemetryRecord;

test.describe('telemetry at start-up', () => {
  test('one session (WEB, 2.2.24) and a page event after /auth/login loads', async ({ page }) => {
    const opened = page.waitForRequest(
      (request) => request.url() === `${DEV_API}/ft/customer/session` && request.method() === 'POST',
    );
    await createLoginPage(page).goto();
    await actFirst(page);
    const { sessionKey } = (await opened).postDataJSON() as { sessionKey: string };
    await expect
      .poll(async () => (await telemetryOf(sessionKey)).events.map((e) => `${e.event} ${e.pagePath}`))
      .toEqual(['PAGE_VIEW /auth/login']);
    const { sessions } = await telemetryOf(sessionKey);
    expect(sessions).toEqual([expect.objectContaining({ platform: 'WEB', libVersion: '2.2.24' })]);
    // One decision, under the customers' key, once the session has named its tracker.
    await expect
      .poll(async () => (await telemetryOf(sessionKey)).decisions.map((d) => d.experimentKey))
      .toEqual(['sign-in-customer']);
  });

  test('with the session endpoint failing: exactly 3 tries, the error logged, and the page still works', async ({
    page,
  }) => {
    let tries = 0;
    await page.route(`${DEV_API}/ft/customer/session`, (route) => {
      if (route.request().method() === 'POST') tries += 1;
      return fulfillAsDevApi(route, { status: 503, json: { message: 'Telemetry is down' } });
    });
    const logged = page.waitForEvent('console', (message) =>
      message.text().startsWith('An error occurred while establishing a session, retries failed.'),
    );
    const login = createLoginPage(page);
    await login.goto();
    await actFirst(page);
    await logged;
    expect(tries).toBe(3);
    await login.logInWithPassword('pat.customer@example.com');
    await expect(createDashboard(page).heading).toBeVisible();
    expect(tries).toBe(3);
  });
});
