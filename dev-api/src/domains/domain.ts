/**
 * One back-end service the dev API stands in for (identity, wallet, broker, …): its
 * handlers for the contract's endpoints, and the pages, redirects and development
 * endpoints it serves outside the contract. app.ts assembles the domains.
 */
import type { endpoints } from '@lender/shared/stand-ins';
import type { HandlerTable, PathRoute } from '../http/router.ts';
import type { DevState } from '../state/dev-state.ts';

/** What every domain is built from. */
export interface DomainContext {
  state: DevState;
  /** Where the dev API is reached, for the links it hands out (broker sign-in, short links). */
  publicOrigin: string;
  /** Where the shell is reached, for links in emails and redirects back to the app. */
  appOrigin: string;
  /** The product's origins; a redirect back to the app must go to one of them. */
  allowedOrigins: readonly string[];
  /** The wallets' universal links the product's deep links are built on (short links may lead there). */
  walletDeepLinks: readonly string[];
}

export interface Domain {
  handlers: HandlerTable<typeof endpoints>;
  /** Pages and redirects outside the contract, on in every mode (a short link's redirect). */
  routes?: PathRoute;
  /** Development endpoints under `/__dev/`, off in production. */
  devRoutes?: PathRoute;
}
