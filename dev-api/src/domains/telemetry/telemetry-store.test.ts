/** @jest-environment node */
import {
  createTelemetryStore,
  isDuplicateEvent,
  MAX_KEPT,
  type EventBody,
  type SessionBody,
} from './telemetry-store.ts';

const event = (overrides: Partial<EventBody> = {}): EventBody => ({
  domain: 'app.example',
  queryParams: {},
  pagePath: '/login',
  event: 'PAGE_VIEW',
  sessionKey: 'key-1',
  eventType: 'PAGE',
  eventProperties: {},
  ...overrides,
});

describe('isDuplicateEvent', () => {
  it('matches the same event name in the same session, whatever the page', () => {
    expect(isDuplicateEvent([event()], event({ pagePath: '/register' }))).toBe(true);
    expect(isDuplicateEvent([event()], event({ event: 'REGISTER' }))).toBe(false);
    expect(isDuplicateEvent([event()], event({ sessionKey: 'key-2' }))).toBe(false);
    expect(isDuplicateEvent([], event())).toBe(false);
  });

  it('never matches an event sent with dontDedupe', () => {
    expect(isDuplicateEvent([event()], event({ dontDedupe: true }))).toBe(false);
    expect(isDuplicateEvent([event()], event({ dontDedupe: false }))).toBe(true);
  });

  it('with a dedupeProperty, compares that property by value', () => {
    const stored = [event({ eventProperties: { step: { n: 1 }, other: 'a' } })];
    const candidate = (step: unknown) =>
      event({ dedupeProperty: 'step', eventProperties: { step, other: 'b' } });
    expect(isDuplicateEvent(stored, candidate({ n: 1 }))).toBe(true);
    expect(isDuplicateEvent(stored, candidate({ n: 2 }))).toBe(false);
    expect(isDuplicateEvent(stored, candidate(undefined))).toBe(false);
  });
});

const session: SessionBody = {
  platform: 'WEB',
  libVersion: '2.2.24',
  referrer: '',
  queryParams: {},
  screenWidth: 1,
  screenHeight: 1,
  windowWidth: 1,
  windowHeight: 1,
  sessionKey: 'key-1',
  appVersion: '1',
};

describe('createTelemetryStore', () => {
  it(`keeps the newest ${MAX_KEPT} events`, () => {
    const store = createTelemetryStore();
    store.openSession('customer', session, 0);
    for (let i = 0; i <= MAX_KEPT; i++) store.recordEvent('customer', event({ event: `E${i}` }), i);
    const { events } = store.snapshot();
    expect(events).toHaveLength(MAX_KEPT);
    expect(events[0]!.event).toBe(`E${MAX_KEPT}`);
    expect(events.at(-1)!.event).toBe('E1');
  });

  it('hands out copies, so a reader cannot change what was stored', () => {
    const store = createTelemetryStore();
    store.recordEvent('customer', event({ eventProperties: { step: 1 } }), 0);
    store.snapshot().events[0]!.eventProperties.step = 2;
    expect(store.snapshot().events[0]!.eventProperties).toEqual({ step: 1 });
  });
});
