/**
 * The universal-passport pages live under /universal-passport on the wallet provider's
 * main site. The site's base URL (production or test host) is configuration, passed in;
 * this module only appends the page's path. A passport uuid is encoded as a path segment.
 */
import type { OnboardingDestination } from './onboarding-redirect.ts';

export const UNIVERSAL_PASSPORT_PATH = '/universal-passport';

export function onboardingPath(destination: OnboardingDestination): string {
  switch (destination.kind) {
    case 'landing':
      return `${UNIVERSAL_PASSPORT_PATH}/landing`;
    case 'type-of-investor':
      return `${UNIVERSAL_PASSPORT_PATH}/onboarding/type-of-investor`;
    case 'resume':
      return `${UNIVERSAL_PASSPORT_PATH}/onboarding/${encodeURIComponent(destination.passportUuid)}/resume`;
    case 'add-member':
      return `${UNIVERSAL_PASSPORT_PATH}/group-manager/${encodeURIComponent(destination.passportUuid)}/add-member`;
  }
}

/** `baseUrl` is the provider's site, e.g. `https://provider.example` (a trailing slash is ignored). */
export function onboardingUrl(destination: OnboardingDestination, baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${onboardingPath(destination)}`;
}
