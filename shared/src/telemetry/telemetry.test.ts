/** @jest-environment node */
import { createApiClient } from '../api/client.ts';
import { decideSignInExperiment, isFeatureEnabled, SIGN_IN_EXPERIMENT_KEYS } from './experiments.ts';
import { createTelemetry, hashEmail, registerEvent } from './telemetry.ts';
import {
  COULD_NOT_ESTABLISH_SESSION_MESSAGE,
  openTelemetrySession,
  SESSION_RETRIES_FAILED_MESSAGE,
  SESSION_TRIES,
  type PageEnvironment,
  type TelemetrySession,
} from './telemetry-session.ts';

type Call = { path: string; body: unknown };

function fakeApi(answer: (path: string, body: unknown) => Response) {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: () => 'http://api.test',
    getSessionToken: () => null,
    getWalletToken: () => null,
    onNewToken: () => undefined,
    onUnauthenticated: () => undefined,
    fetch: async (url, init) => {
      const path = new URL(url instanceof Request ? url.url : url.toString()).pathname;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path, body });
      return answer(path, body);
    },
  });
  return { client, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const environment: PageEnvironment = {
  referrer: 'https://partner.example/',
  search: '?label=apollo&flow=new-user',
  screen: { width: 390, height: 844 },
  viewport: { width: 390, height: 700 },
};
const session = { uuid: 's-1', epoch: 1_700_000_000, trackerUuid: 't-1' };

describe('the telemetry session', () => {
  it('opens with platform WEB, library version 2.2.24 and the page it runs in', async () => {
    const { client, calls } = fakeApi(() => json(session));
    const opened = await openTelemetrySession({
      client,
      context: 'customer',
      appVersion: '0.1.0',
      environment,
      newSessionKey: () => 'key-1',
    });
    expect(opened).toEqual({ ...session, sessionKey: 'key-1' });
    expect(calls).toEqual([
      {
        path: '/ft/customer/session',
        body: {
          platform: 'WEB',
          libVersion: '2.2.24',
          referrer: 'https://partner.example/',
          queryParams: { label: 'apollo', flow: 'new-user' },
          screenWidth: 390,
          screenHeight: 844,
          windowWidth: 390,
          windowHeight: 700,
          sessionKey: 'key-1',
          appVersion: '0.1.0',
        },
      },
    ]);
  });

  it('succeeds on the third try', async () => {
    let tries = 0;
    const { client } = fakeApi(() => (++tries < 3 ? json({ message: 'busy' }, 503) : json(session)));
    await expect(
      openTelemetrySession({ client, context: 'agent', appVersion: 'x', environment }),
    ).resolves.toMatchObject(session);
    expect(tries).toBe(3);
  });

  it('tries exactly three times, then logs and fails', async () => {
    const { client, calls } = fakeApi(() => json({ message: 'down' }, 500));
    const log = jest.fn();
    await expect(
      openTelemetrySession({ client, context: 'customer', appVersion: 'x', environment, log }),
    ).rejects.toThrow('Could not establish session.');
    expect(calls).toHaveLength(SESSION_TRIES);
    expect(SESSION_TRIES).toBe(3);
    expect(log).toHaveBeenCalledWith(
      'An error occurred while establishing a session, retries failed.',
      expect.anything(),
    );
    expect([SESSION_RETRIES_FAILED_MESSAGE, COULD_NOT_ESTABLISH_SESSION_MESSAGE]).toEqual([
      'An error occurred while establishing a session, retries failed.',
      'Could not establish session.',
    ]);
  });
});

describe('events', () => {
  const location = () => ({ hostname: 'sign-in.example', pathname: '/auth/login', search: '?otp=true' });

  it('carry every field, with the session key, once the session exists', async () => {
    const { client, calls } = fakeApi(() => json({}));
    const telemetry = createTelemetry({
      client,
      context: 'customer',
      session: Promise.resolve({ ...session, sessionKey: 'key-1' }),
      location,
      identityId: () => 'id-7',
    });
    await telemetry.page();
    await telemetry.track({
      event: 'LOGIN_SUBMITTED',
      eventType: 'ACTION',
      eventProperties: { mode: 'password' },
      dontDedupe: true,
      dedupeProperty: 'mode',
      productType: 'heloc',
      applicationUuid: 'app-1',
    });
    expect(calls.map((c) => c.path)).toEqual(['/ft/customer/event', '/ft/customer/event']);
    expect(calls[0]!.body).toEqual({
      domain: 'sign-in.example',
      queryParams: { otp: 'true' },
      pagePath: '/auth/login',
      sessionKey: 'key-1',
      identityId: 'id-7',
      eventProperties: {},
      event: 'PAGE_VIEW',
      eventType: 'PAGE',
    });
    expect(calls[1]!.body).toMatchObject({
      event: 'LOGIN_SUBMITTED',
      eventType: 'ACTION',
      eventProperties: { mode: 'password' },
      dontDedupe: true,
      dedupeProperty: 'mode',
      productType: 'heloc',
      applicationUuid: 'app-1',
    });
  });

  it('give the session’s tracker for the login calls, or null when no session opened', async () => {
    const { client } = fakeApi(() => json({}));
    const opened = createTelemetry({
      client,
      context: 'customer',
      session: Promise.resolve({ ...session, sessionKey: 'key-1' }),
      location,
    });
    await expect(opened.trackingId!()).resolves.toBe(session.trackerUuid);
    const failedSession = Promise.reject(new Error('Could not establish session.'));
    failedSession.catch(() => undefined);
    const failed = createTelemetry({ client, context: 'customer', session: failedSession, location });
    await expect(failed.trackingId!()).resolves.toBeNull();
  });

  it('are dropped without a session, and a failed event is only logged', async () => {
    const { client, calls } = fakeApi(() => json({ message: 'nope' }, 500));
    const failedSession = Promise.reject(new Error('Could not establish session.'));
    failedSession.catch(() => undefined);
    await createTelemetry({ client, context: 'customer', session: failedSession, location }).page();
    expect(calls).toHaveLength(0);

    const log = jest.fn();
    const telemetry = createTelemetry({
      client,
      context: 'agent',
      session: Promise.resolve({ ...session, sessionKey: 'k' }),
      location,
      log,
    });
    await expect(telemetry.page()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Telemetry event "PAGE_VIEW" was not recorded', expect.anything());
  });

  it('record the page as it was when shown, and never the values of identifying parameters', async () => {
    const { client, calls } = fakeApi(() => json({}));
    let now = {
      hostname: 'sign-in.example',
      pathname: '/auth/login',
      search: '?email=pat@example.com&flow=wallet',
    };
    let ready!: (value: TelemetrySession) => void;
    const telemetry = createTelemetry({
      client,
      context: 'customer',
      session: new Promise<TelemetrySession>((resolve) => (ready = resolve)),
      location: () => now,
    });
    const shown = telemetry.page();
    const explicit = telemetry.page({
      hostname: 'h',
      pathname: '/terms/',
      search: '?loginUuid=l-1&identityUuid=i-1',
    });
    now = { hostname: 'sign-in.example', pathname: '/dashboard', search: '' };
    ready({ ...session, sessionKey: 'k' });
    await Promise.all([shown, explicit]);
    expect(calls.map((c) => c.body)).toEqual([
      expect.objectContaining({
        pagePath: '/auth/login',
        queryParams: { email: '[redacted]', flow: 'wallet' },
      }),
      expect.objectContaining({
        pagePath: '/terms/',
        queryParams: { loginUuid: '[redacted]', identityUuid: '[redacted]' },
      }),
    ]);
  });

  it('the register event carries a SHA-256 hash of the email, never the email', async () => {
    const hash = await hashEmail('  Pat@Example.com ');
    expect(hash).toBe('fe9733fcc96501276776fc927df08a395835461a2c5b12c65ebab3454877e227');
    expect(hash).toBe(await hashEmail('pat@example.com'));
    const event = await registerEvent('pat@example.com');
    expect(event).toEqual({ event: 'REGISTER', eventType: 'ACTION', eventProperties: { emailHash: hash } });
    expect(JSON.stringify(event)).not.toContain('pat@example.com');
  });
});

describe('experiments and flags', () => {
  it.each([
    ['customer', 'sign-in-customer'],
    ['agent', 'sign-in-agent'],
  ] as const)(
    'decides %s visitors under their own key, with optimizeUser.trackerId',
    async (audience, key) => {
      const { client, calls } = fakeApi(() => json({ experimentKey: key, variant: 'b', enabled: true }));
      await expect(decideSignInExperiment(client, audience, 'tracker-1')).resolves.toEqual({
        experimentKey: key,
        variant: 'b',
        enabled: true,
      });
      expect(calls[0]).toEqual({
        path: `/service-optimize/${audience}/api/v2/decision`,
        body: { experimentKey: key, optimizeUser: { trackerId: 'tracker-1' } },
      });
      expect(SIGN_IN_EXPERIMENT_KEYS[audience]).toBe(key);
    },
  );

  it('treats an unreachable decision or flag as off', async () => {
    const { client } = fakeApi(() => json({ message: 'down' }, 503));
    await expect(decideSignInExperiment(client, 'customer', 't')).resolves.toEqual({
      experimentKey: 'sign-in-customer',
      variant: 'control',
      enabled: false,
    });
    await expect(isFeatureEnabled(client, 'customer', 'partner-auto-checks')).resolves.toBe(false);
  });

  it('reads a feature flag', async () => {
    const { client, calls } = fakeApi(() => json({ flag: 'partner-auto-checks', enabled: true }));
    await expect(isFeatureEnabled(client, 'agent', 'partner-auto-checks')).resolves.toBe(true);
    expect(calls[0]!.path).toBe('/service-optimize/agent/api/v1/feature-flag/partner-auto-checks');
  });
});
