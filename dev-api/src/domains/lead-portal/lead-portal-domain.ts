/** The lead portal: the continue-application email and the borrower's stored landing query. */
import type { Domain, DomainContext } from '../domain.ts';
import { sendContinueAppEmailHandler } from './continue-app-email.ts';
import {
  createQueryParamsStore,
  queryParamsDevRoute,
  storeBorrowerQueryParamsHandler,
} from './query-params-store.ts';

export function leadPortalDomain({ state, appOrigin }: DomainContext): Domain {
  const queryParams = createQueryParamsStore(state);
  return {
    handlers: {
      sendContinueAppEmail: sendContinueAppEmailHandler(state, appOrigin),
      storeBorrowerQueryParams: storeBorrowerQueryParamsHandler(state, queryParams),
    },
    devRoutes: queryParamsDevRoute(queryParams),
  };
}
