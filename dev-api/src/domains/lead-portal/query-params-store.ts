/**
 * PUT /service-lead-portal/secure/borrower/store-borrower-query-params keeps the
 * query a borrower landed with (campaign, referral) for their application, one set
 * per identity, replaced by the next call and forgotten on a reset. The lead
 * portal's own read of it is not part of the contract, so the dev API shows it at
 * GET /__dev/lead-portal/query-params?identityUuid=… for tests and testers.
 */
import type { EndpointInput } from '@lender/shared/endpoint';
import type { storeBorrowerQueryParams } from '@lender/shared/endpoints/lead-portal';
import { errors, type Handler, type PathRoute } from '../../http/router.ts';
import { isReply, sessionOf } from '../../http/session.ts';
import type { DevState } from '../../state/dev-state.ts';

export const QUERY_PARAMS_DEV_PATH = '/__dev/lead-portal/query-params';
export const IDENTITY_UUID_REQUIRED = 'Give the identity as ?identityUuid=….';

export type QueryParamsStore = Map<string, Record<string, string>>;

/** A store emptied whenever the state goes back to the seed. */
export function createQueryParamsStore(state: DevState): QueryParamsStore {
  const store: QueryParamsStore = new Map();
  state.onReset(() => store.clear());
  return store;
}

export function storeBorrowerQueryParamsHandler(
  state: DevState,
  store: QueryParamsStore,
): Handler<EndpointInput<typeof storeBorrowerQueryParams.request>> {
  return async ({ input, bearer }) => {
    const identity = await sessionOf(state, bearer);
    if (isReply(identity)) return identity;
    store.set(identity.uuid, { ...input.body.queryParams });
    return { body: {} };
  };
}

/** GET /__dev/lead-portal/query-params?identityUuid=…: what was stored, or null. */
export function queryParamsDevRoute(store: QueryParamsStore): PathRoute {
  return (request, url) => {
    if (url.pathname !== QUERY_PARAMS_DEV_PATH) return null;
    if (request.method !== 'GET') return errors(405, `${request.method} is not allowed on ${url.pathname}`);
    const identityUuid = url.searchParams.get('identityUuid');
    if (!identityUuid) return errors(400, IDENTITY_UUID_REQUIRED);
    return { body: { identityUuid, queryParams: store.get(identityUuid) ?? null } };
  };
}
