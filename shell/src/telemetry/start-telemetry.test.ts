import {
  getPageExperiments,
  getPageTelemetry,
  setPageExperiments,
  setPageTelemetry,
} from '@lender/shared/telemetry';
import { createMockApi, installMockApi, reply, route } from '@lender/shared/testing';
import { startTelemetry, STARTUP_FEATURE_FLAGS } from './start-telemetry.ts';

const api = installMockApi(createMockApi());

const answers = (context: string) => [
  route('POST', `/ft/${context}/session`, () =>
    reply({ uuid: 'session-1', epoch: 1_700_000_000, trackerUuid: 'tracker-9' }),
  ),
  route('POST', `/ft/${context}/event`, () => reply({})),
  route('POST', `/service-optimize/${context}/api/v2/decision`, (request) =>
    reply({
      experimentKey: (request.body as { experimentKey: string }).experimentKey,
      variant: 'b',
      enabled: true,
    }),
  ),
  route('GET', `/service-optimize/${context}/api/v1/feature-flag/{flag}`, (request) =>
    reply({ flag: request.params.flag, enabled: true }),
  ),
];

afterEach(() => {
  setPageTelemetry(null);
  setPageExperiments(null);
});

describe('telemetry at start-up', () => {
  it('opens the session, hands the telemetry to the remotes, and decides the experiment with the tracker', async () => {
    api.use(...answers('customer'));
    const telemetry = startTelemetry({ audience: 'customer' });
    expect(getPageTelemetry()).toBe(telemetry);
    await telemetry.page();
    const experiments = await getPageExperiments();
    expect(experiments).toEqual({
      decision: { experimentKey: 'sign-in-customer', variant: 'b', enabled: true },
      flags: Object.fromEntries(STARTUP_FEATURE_FLAGS.map((flag) => [flag, true])),
    });
    const paths = api.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths.filter((p) => p === 'POST /ft/customer/session')).toHaveLength(1);
    const session = api.requests.find((r) => r.path === '/ft/customer/session')!;
    expect(session.body).toMatchObject({ platform: 'WEB', libVersion: '2.2.24' });
    const event = api.requests.find((r) => r.path === '/ft/customer/event')!;
    expect(event.body).toMatchObject({
      event: 'PAGE_VIEW',
      sessionKey: (session.body as { sessionKey: string }).sessionKey,
    });
    const decision = api.requests.find((r) => r.path === '/service-optimize/customer/api/v2/decision')!;
    expect(decision.body).toEqual({
      experimentKey: 'sign-in-customer',
      optimizeUser: { trackerId: 'tracker-9' },
    });
  });

  it('decides agents under their own key', async () => {
    api.use(...answers('agent'));
    startTelemetry({ audience: 'agent' });
    await expect(getPageExperiments()).resolves.toMatchObject({
      decision: { experimentKey: 'sign-in-agent' },
    });
  });

  it('carries on without telemetry when the session cannot be opened: three tries, one log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use(route('POST', '/ft/customer/session', () => reply({ message: 'down' }, { status: 503 })));
    const telemetry = startTelemetry({ audience: 'customer' });
    await expect(telemetry.page()).resolves.toBeUndefined();
    await expect(getPageExperiments()).rejects.toThrow('Could not establish session.');
    expect(api.requests.filter((r) => r.path === '/ft/customer/session')).toHaveLength(3);
    expect(api.requests.filter((r) => r.path === '/ft/customer/event')).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(
      'An error occurred while establishing a session, retries failed.',
      expect.anything(),
    );
    logged.mockRestore();
  });
});
