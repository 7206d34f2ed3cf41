/**
 * TanStack Query bindings for endpoint declarations, so a screen and the shell can
 * prefetch and read with the same key: `[operationId, input]`.
 */
import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { Endpoint, EndpointInput, RequestParts } from './endpoint.ts';
import { apiClient } from './instance.ts';

export function endpointQuery<R extends RequestParts, S extends v.GenericSchema>(
  endpoint: Endpoint<R, S>,
  input: EndpointInput<R>,
) {
  return queryOptions({
    queryKey: [endpoint.operationId, input] as const,
    queryFn: ({ signal }) => endpoint.call(apiClient, input, signal),
  });
}

export function endpointMutation<R extends RequestParts, S extends v.GenericSchema>(
  endpoint: Endpoint<R, S>,
) {
  return {
    mutationKey: [endpoint.operationId] as const,
    mutationFn: (input: EndpointInput<R>) => endpoint.call(apiClient, input),
  };
}
