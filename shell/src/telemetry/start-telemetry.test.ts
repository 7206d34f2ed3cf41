import {
  getPageExperiments,
  getPageTelemetry,
  setPageExperiments,
  setPageTelemetry,
} from '@lender/shared/telemetry';
import { createMockApi, installMockApi, reply, route, type MockHandler } from '@lender/shared/testing';
import { startTelemetry, STARTUP_FEATURE_FLAGS } from './start-telemetry.ts';
import { createTelemetrySession, sendTelemetryEvent } from '@lender/shared/endpoints/telemetry';
import { experimentDecision, featureFlag } from '@lender/shared/endpoints/experiments';

const api = installMockApi(createMockApi());

/** The telemetry and experiment calls, answered only for this audience's context. */
const answers = (context: string) => {
  const inContext =
    (answer: MockHandler): MockHandler =>
    (request) =>
      request.params.context === context ? answer(request) : reply(null, { status: 404 });
  return [
    route(
      createTelemetrySession,
      inContext(() => reply({ uuid: 'session-1', epoch: 1_700_000_000, trackerUuid: 'tracker-9' })),
    ),
    route(
      sendTelemetryEvent,
      inContext(() => reply({})),
    ),
    route(
      experimentDecision,
      inContext((request) =>
        reply({
          experimentKey: (request.body as { experimentKey: string }).experimentKey,
          variant: 'b',
          enabled: true,
        }),
      ),
    ),
    route(
      featureFlag,
      inContext((request) => reply({ flag: request.params.flag, enabled: true })),
    ),
  ];
};

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
    expect(api.requestsTo(createTelemetrySession)).toHaveLength(1);
    const session = api.requestsTo(createTelemetrySession)[0]!;
    expect(session.params).toEqual({ context: 'customer' });
    expect(session.body).toMatchObject({ platform: 'WEB', libVersion: '2.2.24' });
    const event = api.requestsTo(sendTelemetryEvent)[0]!;
    expect(event.body).toMatchObject({
      event: 'PAGE_VIEW',
      sessionKey: (session.body as { sessionKey: string }).sessionKey,
    });
    const decision = api.requestsTo(experimentDecision)[0]!;
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
    // Every call went to the agent context (the answers refuse any other).
    for (const endpoint of [createTelemetrySession, experimentDecision, featureFlag])
      expect(api.requestsTo(endpoint).map((r) => r.params.context)).toEqual(
        expect.arrayContaining(['agent']),
      );
    expect(api.requests.every((r) => r.params.context === 'agent')).toBe(true);
  });

  it('carries on without telemetry when the session cannot be opened: three tries, one log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.use(route(createTelemetrySession, () => reply({ message: 'down' }, { status: 503 })));
    const telemetry = startTelemetry({ audience: 'customer' });
    await expect(telemetry.page()).resolves.toBeUndefined();
    await expect(getPageExperiments()).rejects.toThrow('Could not establish session.');
    expect(api.requestsTo(createTelemetrySession)).toHaveLength(3);
    expect(api.requestsTo(sendTelemetryEvent)).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith(
      'An error occurred while establishing a session, retries failed.',
      expect.anything(),
    );
    logged.mockRestore();
  });
});
