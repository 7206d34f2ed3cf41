import { onboardingPath, onboardingUrl, UNIVERSAL_PASSPORT_PATH } from './onboarding-urls.ts';
import type { OnboardingDestination } from './onboarding-redirect.ts';

describe('onboarding URLs', () => {
  it.each<[OnboardingDestination, string]>([
    [{ kind: 'landing' }, 'https://provider.example/universal-passport/landing'],
    [{ kind: 'type-of-investor' }, 'https://provider.example/universal-passport/onboarding/type-of-investor'],
    [
      { kind: 'resume', passportUuid: 'p-1' },
      'https://provider.example/universal-passport/onboarding/p-1/resume',
    ],
    [
      { kind: 'add-member', passportUuid: 'p-1' },
      'https://provider.example/universal-passport/group-manager/p-1/add-member',
    ],
    [
      { kind: 'resume', passportUuid: '../x?y' },
      'https://provider.example/universal-passport/onboarding/..%2Fx%3Fy/resume',
    ],
  ])('%j is at %s', (destination, url) => {
    expect(onboardingUrl(destination, 'https://provider.example')).toBe(url);
  });

  it.each([
    'https://test.provider.example',
    'https://test.provider.example/',
    'https://test.provider.example//',
  ])('ignores trailing slashes on %s', (base) => {
    expect(onboardingUrl({ kind: 'landing' }, base)).toBe(
      'https://test.provider.example/universal-passport/landing',
    );
  });

  it('lives under /universal-passport', () => {
    expect(UNIVERSAL_PASSPORT_PATH).toBe('/universal-passport');
    expect(onboardingPath({ kind: 'landing' })).toBe('/universal-passport/landing');
  });
});
