/** @jest-environment node */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { experimentDecision, featureFlag } from '@lender/shared/endpoints/experiments';
import { SIGN_IN_EXPERIMENT_KEYS } from '@lender/shared/stand-ins';
import {
  bucketOf,
  CONTROL,
  createFlagBook,
  decide,
  EXPERIMENTS,
  FEATURE_FLAGS,
  TREATMENT,
} from './experiments.ts';
import type { TelemetrySnapshot } from './telemetry-store.ts';
import { withApi, type TestApi } from './test-api.ts';

const AUTO_CHECKS = 'partner-register-auto-checks';

/** SHA-256("key:tracker"), first 4 bytes big-endian, even → control, odd → treatment: computed here independently. */
const expectedVariant = (key: string, tracker: string) =>
  createHash('sha256').update(`${key}:${tracker}`).digest().readUInt32BE(0) % 2 === 0 ? CONTROL : TREATMENT;

async function decision(api: TestApi, experimentKey: string, trackerId: string, context = 'customer') {
  const answer = await api.post(`/service-optimize/${context}/api/v2/decision`, {
    experimentKey,
    optimizeUser: { trackerId },
  });
  expect(answer.status).toBe(200);
  return v.parse(experimentDecision.response, answer.body);
}

async function flag(api: TestApi, name: string, context = 'customer') {
  const answer = await api.get(`/service-optimize/${context}/api/v1/feature-flag/${name}`);
  expect(answer.status).toBe(200);
  return v.parse(featureFlag.response, answer.body);
}

describe('the tables', () => {
  it('configure the keys the product asks about, agents under their own', () => {
    for (const key of Object.values(SIGN_IN_EXPERIMENT_KEYS)) expect(EXPERIMENTS).toHaveProperty([key]);
    expect(Object.keys(EXPERIMENTS)).toEqual(['sign-in-customer', 'sign-in-agent', AUTO_CHECKS]);
    expect(FEATURE_FLAGS).toEqual({ [AUTO_CHECKS]: true });
  });
});

describe('bucketOf and decide', () => {
  it('bucket by SHA-256 of the key and the tracker', () => {
    for (const tracker of ['t-1', 't-2', 't-3', 't-4', 't-5'])
      expect([CONTROL, TREATMENT][bucketOf('sign-in-customer', tracker, 2)]).toBe(
        expectedVariant('sign-in-customer', tracker),
      );
  });

  it('spread trackers over both variants', () => {
    const variants = new Set(
      Array.from({ length: 40 }, (_, i) => decide('sign-in-agent', `tracker-${i}`, () => true).variant),
    );
    expect(variants).toEqual(new Set([CONTROL, TREATMENT]));
  });

  it('answer control, off, for an unknown experiment, even one named like an object property', () => {
    for (const key of ['no-such-experiment', 'constructor', '__proto__'])
      expect(decide(key, 't', () => true)).toEqual({ experimentKey: key, variant: CONTROL, enabled: false });
  });

  it('answer control, off, for an experiment whose gating flag is off', () => {
    expect(decide(AUTO_CHECKS, 't', (f) => f !== AUTO_CHECKS)).toEqual({
      experimentKey: AUTO_CHECKS,
      variant: CONTROL,
      enabled: false,
    });
  });
});

describe('createFlagBook', () => {
  it('reads defaults, overrides, and goes back on reset', () => {
    const flags = createFlagBook({ a: true, b: false });
    expect([flags.isOn('a'), flags.isOn('b'), flags.isOn('c'), flags.isOn('toString')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(flags.override({ a: false, c: true })).toEqual({ a: false, b: false, c: true });
    expect([flags.isOn('a'), flags.isOn('c')]).toEqual([false, true]);
    flags.reset();
    expect(flags.all()).toEqual({ a: true, b: false });
  });
});

describe('POST /service-optimize/{context}/api/v2/decision', () => {
  it.each(Object.keys(EXPERIMENTS))(
    'decides %s by tracker, the same every time and in every context',
    async (key) => {
      await withApi(async (api) => {
        for (const tracker of ['tracker-a', 'tracker-b', 'tracker-c']) {
          const expected = { experimentKey: key, variant: expectedVariant(key, tracker), enabled: true };
          expect(await decision(api, key, tracker)).toEqual(expected);
          expect(await decision(api, key, tracker)).toEqual(expected);
          expect(await decision(api, key, tracker, 'agent')).toEqual(expected);
        }
      });
    },
  );

  it('answers an unknown experiment with control, off', async () => {
    await withApi(async (api) => {
      expect(await decision(api, 'no-such-experiment', 'tracker-a')).toEqual({
        experimentKey: 'no-such-experiment',
        variant: CONTROL,
        enabled: false,
      });
    });
  });

  it('records each decision for /__dev/telemetry', async () => {
    const now = Date.parse('2026-12-01T10:00:00.000Z');
    await withApi(
      async (api) => {
        const first = await decision(api, 'sign-in-agent', 'tracker-a', 'agent');
        await decision(api, 'no-such-experiment', 'tracker-b');
        const { decisions } = (await api.get('/__dev/telemetry')).body as TelemetrySnapshot;
        expect(decisions).toEqual([
          {
            context: 'customer',
            experimentKey: 'no-such-experiment',
            trackerId: 'tracker-b',
            variant: CONTROL,
            enabled: false,
            decidedAt: '2026-12-01T10:00:00.000Z',
          },
          { context: 'agent', trackerId: 'tracker-a', ...first, decidedAt: '2026-12-01T10:00:00.000Z' },
        ]);
      },
      { now: () => now },
    );
  });

  it.each([
    ['no tracker id', { experimentKey: 'sign-in-customer', optimizeUser: { trackerId: '' } }],
    ['no optimizeUser', { experimentKey: 'sign-in-customer' }],
    ['an experiment key that is not a string', { experimentKey: 7, optimizeUser: { trackerId: 't' } }],
  ])('refuses %s with 400 and records nothing', async (_, body) => {
    await withApi(async (api) => {
      const answer = await api.post('/service-optimize/customer/api/v2/decision', body);
      expect(answer.status).toBe(400);
      expect(((await api.get('/__dev/telemetry')).body as TelemetrySnapshot).decisions).toEqual([]);
    });
  });
});

describe('GET /service-optimize/{context}/api/v1/feature-flag/{flag}', () => {
  it('answers the table: the auto checks on, an unknown flag off', async () => {
    await withApi(async (api) => {
      expect(await flag(api, AUTO_CHECKS)).toEqual({ flag: AUTO_CHECKS, enabled: true });
      expect(await flag(api, AUTO_CHECKS, 'agent')).toEqual({ flag: AUTO_CHECKS, enabled: true });
      expect(await flag(api, 'no-such-flag')).toEqual({ flag: 'no-such-flag', enabled: false });
    });
  });

  it('refuses a flag name the contract does not allow', async () => {
    await withApi(async (api) => {
      expect((await api.get('/service-optimize/customer/api/v1/feature-flag/a%20b')).status).toBe(400);
    });
  });
});

describe('/__dev/flags', () => {
  it('switches a flag off, and with it the experiment it gates, until reset', async () => {
    await withApi(async (api) => {
      const changed = await api.post('/__dev/flags', { [AUTO_CHECKS]: false, 'new-thing': true });
      expect(changed).toMatchObject({ status: 200, body: { [AUTO_CHECKS]: false, 'new-thing': true } });
      expect(await flag(api, AUTO_CHECKS)).toEqual({ flag: AUTO_CHECKS, enabled: false });
      expect(await flag(api, 'new-thing')).toEqual({ flag: 'new-thing', enabled: true });
      expect(await decision(api, AUTO_CHECKS, 'tracker-a')).toEqual({
        experimentKey: AUTO_CHECKS,
        variant: CONTROL,
        enabled: false,
      });
      expect((await api.get('/__dev/flags')).body).toEqual({ [AUTO_CHECKS]: false, 'new-thing': true });

      await api.post('/__dev/reset');
      expect(await flag(api, AUTO_CHECKS)).toEqual({ flag: AUTO_CHECKS, enabled: true });
      expect(await flag(api, 'new-thing')).toEqual({ flag: 'new-thing', enabled: false });
      expect((await api.get('/__dev/flags')).body).toEqual(FEATURE_FLAGS);
    });
  });

  it.each([
    ['a value that is not a boolean', { [AUTO_CHECKS]: 'no' }],
    ['a name the flag endpoint would refuse', { 'a b': false }],
    ['no flag at all', {}],
    ['a list', [AUTO_CHECKS]],
    ['no body', undefined],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    await withApi(async (api) => {
      const answer = await api.post('/__dev/flags', body);
      expect(answer.status).toBe(400);
      expect((answer.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
      expect((await api.get('/__dev/flags')).body).toEqual(FEATURE_FLAGS);
    });
  });

  it('is not served in production', async () => {
    await withApi(
      async (api) => {
        expect((await api.post('/__dev/flags', { [AUTO_CHECKS]: false })).status).toBe(404);
        expect(await flag(api, AUTO_CHECKS)).toEqual({ flag: AUTO_CHECKS, enabled: true });
      },
      { devRoutes: false },
    );
  });
});
