import * as banners from './banners/index.ts';
import * as main from './index.ts';
import * as onboarding from './onboarding/index.ts';
import * as query from './query/index.ts';

describe('the main entry carries only what every page needs', () => {
  it.each([
    ['onboarding', onboarding],
    ['banners', banners],
    ['query', query],
  ])('nothing of @lender/shared/%s is also exported by @lender/shared', (_name, entry) => {
    const both = Object.keys(entry).filter((name) => name in main);
    expect(both).toEqual([]);
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
