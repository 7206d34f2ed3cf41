import {
  FIRST_LOADS_ANNOTATION,
  firstLoadsLine,
  sumFirstLoads,
  type FirstLoadsReport,
} from './first-loads.ts';

const note = (total: number, serverMade: number, missed: string[] = []) => ({
  type: FIRST_LOADS_ANNOTATION,
  description: JSON.stringify({ total, serverMade, missed }),
});

const report: FirstLoadsReport = {
  suites: [
    {
      specs: [
        // A retried test: each run loaded its pages.
        {
          tests: [
            { results: [{ annotations: [note(2, 1, ['/auth/login?otp'])] }, { annotations: [note(2, 2)] }] },
          ],
        },
        {
          tests: [
            {
              results: [
                {
                  annotations: [
                    { type: 'skip' },
                    note(3, 0, ['/auth/login?otp', '/auth/register?email', '/auth/login?otp']),
                  ],
                },
              ],
            },
          ],
        },
        // A test that loaded no such page has no annotation; a report from before them, no field.
        { tests: [{ results: [{ annotations: [] }, {}] }] },
      ],
      suites: [{ specs: [{ tests: [{ results: [{ annotations: [note(1, 1)] }] }] }] }],
    },
  ],
};

it("sums every test run's loads, in describe blocks too", () => {
  expect(sumFirstLoads(report)).toEqual({
    total: 8,
    serverMade: 4,
    missed: ['/auth/login?otp', '/auth/login?otp', '/auth/register?email', '/auth/login?otp'],
  });
});

it.each([
  ['not JSON', '{total'],
  ['more made than loaded', JSON.stringify({ total: 1, serverMade: 2 })],
  ['not counts', JSON.stringify({ total: '3', serverMade: 1 })],
  ['misses that are not names', JSON.stringify({ total: 1, serverMade: 0, missed: [1] })],
])('leaves out an annotation that is %s', (_what, description) => {
  const bad = {
    suites: [
      {
        specs: [{ tests: [{ results: [{ annotations: [{ type: FIRST_LOADS_ANNOTATION, description }] }] }] }],
      },
    ],
  };
  expect(sumFirstLoads(bad)).toEqual({ total: 0, serverMade: 0, missed: [] });
});

it('says the share and the commonest loads without one, and nothing for a run that loaded no such page', () => {
  expect(firstLoadsLine(sumFirstLoads(report))).toBe(
    "server-made first screens: 4 of the browser suites' 8 loads of a page that can have one (50%); " +
      'without: /auth/login?otp 3, /auth/register?email 1',
  );
  expect(firstLoadsLine({ total: 2, serverMade: 2, missed: [] })).toBe(
    "server-made first screens: 2 of the browser suites' 2 loads of a page that can have one (100%)",
  );
  expect(firstLoadsLine({ total: 0, serverMade: 0, missed: [] })).toBeNull();
});
