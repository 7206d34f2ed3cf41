/**
 * `@lender/shared/endpoint`: what an endpoint group (`@lender/shared/endpoints/*`) and a remote
 * define and call endpoints with. The rest of ./endpoint.ts (its input error, the path filling)
 * is its own business: no app imports it, so it is not part of the contract.
 */
export { defineEndpoint, type Endpoint, type EndpointInput, type RequestParts } from './endpoint.ts';
