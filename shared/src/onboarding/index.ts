/**
 * `@lender/shared/onboarding`: the rules of the onboarding redirect (spec section 5):
 * which flow rule a wallet and passport break, where the borrower goes next, and the
 * onboarding URLs. An entry of its own, loaded with the onboarding screen, so the
 * login page never downloads it. Pure functions: nothing here holds state.
 */
export * from '../rules/flow-query.ts';
export * from '../rules/flow-rules.ts';
export * from '../rules/onboarding-redirect.ts';
export * from '../rules/onboarding-urls.ts';
export * from '../rules/wallet-owner.ts';
export * from '../rules/shortened-address.ts';
