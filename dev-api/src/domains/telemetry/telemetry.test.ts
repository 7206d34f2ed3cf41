/** @jest-environment node */
import * as v from 'valibot';
import { createTelemetrySession, sendTelemetryEvent } from '@lender/shared/endpoints/telemetry';
import { UNKNOWN_SESSION } from './telemetry-handlers.ts';
import type { TelemetrySnapshot } from './telemetry-store.ts';
import { withApi, type TestApi } from './test-api.ts';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');

const sessionBody = (sessionKey: string, overrides: Record<string, unknown> = {}) => ({
  platform: 'WEB',
  libVersion: '2.2.24',
  referrer: '',
  queryParams: { utm_source: 'mail' },
  screenWidth: 1440,
  screenHeight: 900,
  windowWidth: 1280,
  windowHeight: 800,
  sessionKey,
  appVersion: '1.0.0',
  ...overrides,
});

const eventBody = (sessionKey: string, overrides: Record<string, unknown> = {}) => ({
  domain: 'app.example',
  queryParams: {},
  pagePath: '/login',
  event: 'PAGE_VIEW',
  sessionKey,
  identityId: null,
  eventType: 'PAGE',
  eventProperties: {},
  ...overrides,
});

const telemetry = async (api: TestApi, query = '') =>
  (await api.get(`/__dev/telemetry${query}`)).body as TelemetrySnapshot;

async function openSession(api: TestApi, sessionKey: string, context = 'customer') {
  const answer = await api.post(`/ft/${context}/session`, sessionBody(sessionKey));
  expect(answer.status).toBe(200);
  return v.parse(createTelemetrySession.response, answer.body);
}

async function sendEvent(api: TestApi, sessionKey: string, overrides: Record<string, unknown> = {}) {
  const answer = await api.post('/ft/customer/event', eventBody(sessionKey, overrides));
  expect(answer.status).toBe(200);
  expect(v.parse(sendTelemetryEvent.response, answer.body)).toEqual({});
}

describe('POST /ft/{context}/session', () => {
  it('answers a new session uuid, the epoch of now and a tracker, and keeps the session', async () => {
    await withApi(
      async (api) => {
        const session = await openSession(api, 'key-1', 'agent');
        expect(session.epoch).toBe(NOW);
        expect(session.uuid).toMatch(/^[0-9a-f-]{36}$/);
        expect(session.trackerUuid).toMatch(/^[0-9a-f-]{36}$/);
        const { sessions } = await telemetry(api);
        expect(sessions).toEqual([
          {
            ...sessionBody('key-1'),
            ...session,
            context: 'agent',
            receivedAt: '2026-12-01T10:00:00.000Z',
          },
        ]);
      },
      { now: () => NOW },
    );
  });

  it('gives the same session key the same tracker, and another key another one', async () => {
    await withApi(async (api) => {
      const first = await openSession(api, 'key-1');
      const again = await openSession(api, 'key-1');
      const other = await openSession(api, 'key-2');
      expect(again.trackerUuid).toBe(first.trackerUuid);
      expect(again.uuid).not.toBe(first.uuid);
      expect(other.trackerUuid).not.toBe(first.trackerUuid);
    });
  });

  it.each([
    ['a platform other than WEB', sessionBody('key-1', { platform: 'IOS' })],
    ['an empty session key', sessionBody('')],
    ['a screen width that is not a number', sessionBody('key-1', { screenWidth: '1440' })],
    ['no body', undefined],
  ])('refuses %s with 400 and keeps nothing', async (_, body) => {
    await withApi(async (api) => {
      const answer = await api.post('/ft/customer/session', body);
      expect(answer.status).toBe(400);
      expect((answer.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
      expect((await telemetry(api)).sessions).toEqual([]);
    });
  });

  it('refuses an unknown context with 400', async () => {
    await withApi(async (api) => {
      expect((await api.post('/ft/partner/session', sessionBody('key-1'))).status).toBe(400);
      expect((await telemetry(api)).sessions).toEqual([]);
    });
  });
});

describe('POST /ft/{context}/event', () => {
  it('keeps an event of an open session, with its context and time', async () => {
    await withApi(
      async (api) => {
        await openSession(api, 'key-1');
        await sendEvent(api, 'key-1', { eventProperties: { step: 1 } });
        expect((await telemetry(api)).events).toEqual([
          {
            ...eventBody('key-1', { eventProperties: { step: 1 } }),
            context: 'customer',
            receivedAt: '2026-12-01T10:00:00.000Z',
          },
        ]);
      },
      { now: () => NOW },
    );
  });

  it('refuses an event whose session key names no session, and keeps nothing', async () => {
    await withApi(async (api) => {
      await openSession(api, 'key-1');
      const answer = await api.post('/ft/customer/event', eventBody('key-unknown'));
      expect(answer).toMatchObject({ status: 400, body: { errors: [{ message: UNKNOWN_SESSION }] } });
      expect((await telemetry(api)).events).toEqual([]);
    });
  });

  it.each([
    ['no event name', eventBody('key-1', { event: '' })],
    ['eventProperties that are not an object', eventBody('key-1', { eventProperties: 'x' })],
    ['dontDedupe that is not a boolean', eventBody('key-1', { dontDedupe: 'yes' })],
  ])('refuses %s with 400 and keeps nothing', async (_, body) => {
    await withApi(async (api) => {
      await openSession(api, 'key-1');
      const answer = await api.post('/ft/customer/event', body);
      expect(answer.status).toBe(400);
      expect((await telemetry(api)).events).toEqual([]);
    });
  });

  describe('de-duplication', () => {
    const storedEvents = async (api: TestApi) =>
      (await telemetry(api)).events.map((e) => [e.sessionKey, e.event, e.eventProperties]);

    it('keeps a repeated event of the same session once, and still answers 200', async () => {
      await withApi(async (api) => {
        await openSession(api, 'key-1');
        await sendEvent(api, 'key-1');
        await sendEvent(api, 'key-1', { pagePath: '/register' });
        expect(await storedEvents(api)).toEqual([['key-1', 'PAGE_VIEW', {}]]);
      });
    });

    it('keeps every copy of an event sent with dontDedupe', async () => {
      await withApi(async (api) => {
        await openSession(api, 'key-1');
        await sendEvent(api, 'key-1', { dontDedupe: true });
        await sendEvent(api, 'key-1', { dontDedupe: true });
        expect(await storedEvents(api)).toHaveLength(2);
      });
    });

    it('keeps events with different names, or of different sessions', async () => {
      await withApi(async (api) => {
        await openSession(api, 'key-1');
        await openSession(api, 'key-2');
        await sendEvent(api, 'key-1');
        await sendEvent(api, 'key-1', { event: 'REGISTER', eventType: 'ACTION' });
        await sendEvent(api, 'key-2');
        expect(await storedEvents(api)).toEqual([
          ['key-2', 'PAGE_VIEW', {}],
          ['key-1', 'REGISTER', {}],
          ['key-1', 'PAGE_VIEW', {}],
        ]);
      });
    });

    it('with a dedupeProperty, drops only a repeat with the same value of that property', async () => {
      await withApi(async (api) => {
        await openSession(api, 'key-1');
        const step = (n: number, other: string) =>
          sendEvent(api, 'key-1', {
            event: 'STEP',
            dedupeProperty: 'step',
            eventProperties: { step: n, other },
          });
        await step(1, 'a');
        await step(2, 'a');
        await step(1, 'b');
        expect(await storedEvents(api)).toEqual([
          ['key-1', 'STEP', { step: 2, other: 'a' }],
          ['key-1', 'STEP', { step: 1, other: 'a' }],
        ]);
      });
    });
  });
});

describe('GET /__dev/telemetry', () => {
  it('lists newest first and filters by session key, decisions by its tracker', async () => {
    await withApi(async (api) => {
      const one = await openSession(api, 'key-1');
      const two = await openSession(api, 'key-2');
      await sendEvent(api, 'key-1', { event: 'FIRST' });
      await sendEvent(api, 'key-2', { event: 'SECOND' });
      await sendEvent(api, 'key-1', { event: 'THIRD' });
      for (const trackerId of [one.trackerUuid, two.trackerUuid])
        await api.post('/service-optimize/customer/api/v2/decision', {
          experimentKey: 'sign-in-customer',
          optimizeUser: { trackerId },
        });

      const all = await telemetry(api);
      expect(all.sessions.map((s) => s.sessionKey)).toEqual(['key-2', 'key-1']);
      expect(all.events.map((e) => e.event)).toEqual(['THIRD', 'SECOND', 'FIRST']);
      expect(all.decisions.map((d) => d.trackerId)).toEqual([two.trackerUuid, one.trackerUuid]);

      const filtered = await telemetry(api, '?sessionKey=key-1');
      expect(filtered.sessions.map((s) => s.uuid)).toEqual([one.uuid]);
      expect(filtered.events.map((e) => e.event)).toEqual(['THIRD', 'FIRST']);
      expect(filtered.decisions.map((d) => d.trackerId)).toEqual([one.trackerUuid]);

      expect(await telemetry(api, '?sessionKey=nobody')).toEqual({ sessions: [], events: [], decisions: [] });
    });
  });

  it('forgets everything, trackers included, on reset', async () => {
    await withApi(async (api) => {
      const before = await openSession(api, 'key-1');
      await sendEvent(api, 'key-1');
      await api.post('/service-optimize/customer/api/v2/decision', {
        experimentKey: 'sign-in-customer',
        optimizeUser: { trackerId: before.trackerUuid },
      });
      expect((await api.post('/__dev/reset')).status).toBe(200);
      expect(await telemetry(api)).toEqual({ sessions: [], events: [], decisions: [] });
      expect((await api.post('/ft/customer/event', eventBody('key-1'))).status).toBe(400);
      const after = await openSession(api, 'key-1');
      expect(after.trackerUuid).not.toBe(before.trackerUuid);
    });
  });

  it('is not served in production', async () => {
    await withApi(
      async (api) => {
        expect((await api.get('/__dev/telemetry')).status).toBe(404);
      },
      { devRoutes: false },
    );
  });
});
