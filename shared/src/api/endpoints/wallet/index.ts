/** The wallet endpoints: an entry of its own (`@lender/shared/endpoints/wallet`), loaded by the screens that call them. */
export * from './account-access.ts';
export * from './create-hosted-account.ts';
export * from './create-wallet.ts';
export * from './list-accounts.ts';
export * from './schemas.ts';
export * from './select-account.ts';
export * from './wallet-token.ts';
