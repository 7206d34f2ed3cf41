/**
 * `shared`'s secondary entries are federated shared modules of their own. One that
 * reached the UI kit, the brand context or the session store by a relative path
 * would carry a second copy of them (a second Chakra context: "forgot to wrap
 * component within <ChakraProvider />"); they must import those through
 * `@lender/shared`, which resolves to the page's one copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as banners from './banners/index.ts';
import * as main from './index.ts';
import * as onboarding from './onboarding/index.ts';
import * as query from './query/index.ts';

// ../ui/data-router.ts is not state of `shared`'s own: React Router keeps its
// contexts in the `react-router` module, one per build (see that file).
const stateful = /from '\.\.\/(ui\/(?!data-router\.ts')|brand\/|session\/)/;
const entries = ['password-form', 'standalone', 'telemetry', 'wallet', 'query', 'onboarding', 'banners'];

describe("shared's secondary entries", () => {
  it.each(entries)('%s reaches the UI kit, brand and session only through @lender/shared', (entry) => {
    const dir = join(__dirname, entry);
    const offenders = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .filter((file) => stateful.test(readFileSync(join(dir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the main entry carries only what every page needs', () => {
  it.each([
    ['onboarding', onboarding],
    ['banners', banners],
    ['query', query],
  ])('nothing of @lender/shared/%s is also exported by @lender/shared', (_name, entry) => {
    const both = Object.keys(entry).filter((name) => name in main);
    expect(both).toEqual([]);
  });

  it('carries declarative routing only: the data router is about 16 KB gzipped (ui/router.ts)', () => {
    expect(Object.keys(main)).toEqual(expect.arrayContaining(['BrowserRouter', 'useRoutes', 'useNavigate']));
    for (const name of ['RouterProvider', 'createBrowserRouter', 'createMemoryRouter'])
      expect(Object.keys(main)).not.toContain(name);
  });

  it('keeps the onboarding, banner and query pieces on their own entries', () => {
    expect(Object.keys(onboarding)).toEqual(
      expect.arrayContaining([
        'decideOnboardingRedirect',
        'findFlowRuleError',
        'onboardingUrl',
        'shortenAddress',
      ]),
    );
    expect(Object.keys(banners)).toEqual(expect.arrayContaining(['parseBanners', 'selectBanners']));
    expect(Object.keys(query)).toEqual(expect.arrayContaining(['QueryScope', 'createQueryClient']));
  });
});
