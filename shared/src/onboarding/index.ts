/**
 * `@lender/shared/onboarding`: the rules of the onboarding redirect (spec section 5):
 * the flow intent a borrower arrives with, where the borrower goes next, the onboarding URLs
 * and the redirect sanitiser. An entry of its own, loaded with the onboarding screen, so the
 * login page never downloads it. Pure functions: nothing here holds state.
 */
export { flowQueryFor, flowQueryOf, type FlowQuery } from '../rules/flow-query.ts';
export type { FlowIntentRecord, Passport } from '../rules/flow-intent.ts';
export {
  decideOnboardingRedirect,
  type ErrorLogger,
  type OnboardingDestination,
} from '../rules/onboarding-redirect.ts';
export { onboardingUrl } from '../rules/onboarding-urls.ts';
export {
  MAX_REDIRECT_LENGTH,
  resolveSafeRedirect,
  sanitizeRedirect,
} from '../navigation/redirect-sanitiser.ts';
