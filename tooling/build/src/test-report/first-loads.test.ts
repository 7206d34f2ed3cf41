import { FIRST_LOADS_ANNOTATION, firstLoadsLine, sumFirstLoads, type FirstLoadsReport } from './first-loads.ts';

const note = (total: number, serverMade: number) => ({
  type: FIRST_LOADS_ANNOTATION,
  description: JSON.stringify({ total, serverMade }),
});

const report: FirstLoadsReport = {
  suites: [
    {
      specs: [
        // A retried test: each run loaded its pages.
        { tests: [{ results: [{ annotations: [note(2, 1)] }, { annotations: [note(2, 2)] }] }] },
        { tests: [{ results: [{ annotations: [{ type: 'skip' }, note(3, 0)] }] }] },
        // A test that loaded no such page has no annotation; a report from before them, no field.
        { tests: [{ results: [{ annotations: [] }, {}] }] },
      ],
      suites: [{ specs: [{ tests: [{ results: [{ annotations: [note(1, 1)] }] }] }] }],
    },
  ],
};

it("sums every test run's loads, in describe blocks too", () => {
  expect(sumFirstLoads(report)).toEqual({ total: 8, serverMade: 4 });
});

it.each([
  ['not JSON', '{total'],
  ['more made than loaded', JSON.stringify({ total: 1, serverMade: 2 })],
  ['not counts', JSON.stringify({ total: '3', serverMade: 1 })],
])('leaves out an annotation that is %s', (_what, description) => {
  const bad = { suites: [{ specs: [{ tests: [{ results: [{ annotations: [{ type: FIRST_LOADS_ANNOTATION, description }] }] }] }] }] };
  expect(sumFirstLoads(bad)).toEqual({ total: 0, serverMade: 0 });
});

it('says the share, and nothing for a run that loaded no such page', () => {
  expect(firstLoadsLine({ total: 8, serverMade: 4 })).toBe(
    "server-made first screens: 4 of the browser suites' 8 loads of a page that can have one (50%)",
  );
  expect(firstLoadsLine({ total: 0, serverMade: 0 })).toBeNull();
});
