/**
 * One declaration per endpoint: its method, path, the valibot schema of each part
 * of the request and of the response. From it come the fetcher (which validates
 * what it sends and what it gets back), query options, and the endpoint's entry
 * in the OpenAPI contract (../contracts/openapi.ts), so the client, the contract
 * and the dev API that implements it cannot drift apart.
 */
import * as v from 'valibot';
import { ApiError } from './errors.ts';
import type { ApiClient, AuthMode, HttpMethod, Query } from './client.ts';

type Schema = v.GenericSchema;
/** A schema of named values (path, query or header parameters). */
type ObjectSchema = v.GenericSchema<Record<string, unknown>>;

export interface RequestParts {
  /** Path parameters, filling `{name}` in the path. */
  params?: ObjectSchema;
  query?: ObjectSchema;
  headers?: ObjectSchema;
  body?: Schema;
}

export type EndpointTag =
  | 'identity'
  | 'wallet'
  | 'broker'
  | 'lead-portal'
  | 'passport'
  | 'telemetry'
  | 'experiments'
  | 'public'
  | 'short-link';

export interface EndpointSpec<R extends RequestParts, S extends Schema> {
  operationId: string;
  tag: EndpointTag;
  summary: string;
  method: HttpMethod;
  /** OpenAPI path template, `{name}` for path parameters. */
  path: string;
  request: R;
  response: S;
  /** Which bearer the call carries; by default decided by the path. */
  auth?: AuthMode;
  /** A 401 is an answer here, not the end of the session. */
  ignoreUnauthorized?: boolean;
  /** Never answered from a cache (the banners file). */
  noCache?: boolean;
  /** Response headers the page reads (documented in the contract). */
  responseHeaders?: readonly string[];
  /** Error statuses the endpoint documents besides 400, 401, 403 and 429. */
  errorStatuses?: readonly number[];
}

export type EndpointInput<R extends RequestParts> = {
  [K in keyof R as R[K] extends Schema ? K : never]: R[K] extends Schema ? v.InferInput<R[K]> : never;
};

export interface EndpointResult<T> {
  data: T;
  headers: Headers;
}

export interface Endpoint<R extends RequestParts, S extends Schema> extends EndpointSpec<R, S> {
  /** Calls the endpoint and returns the validated response body. */
  call(client: ApiClient, input: EndpointInput<R>, signal?: AbortSignal): Promise<v.InferOutput<S>>;
  /** The same, with the response headers. */
  send(
    client: ApiClient,
    input: EndpointInput<R>,
    signal?: AbortSignal,
  ): Promise<EndpointResult<v.InferOutput<S>>>;
}

/** Raised before anything is sent when a caller's input breaks the contract. */
export class EndpointInputError extends Error {
  readonly problems: string[];
  constructor(operationId: string, problems: string[]) {
    super(`${operationId}: ${problems.join('; ')}`);
    this.name = 'EndpointInputError';
    this.problems = problems;
  }
}

function parsePart<T extends Schema>(
  operationId: string,
  part: string,
  schema: T,
  value: unknown,
): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  throw new EndpointInputError(
    operationId,
    result.issues.map((issue) => `${part}${issue.path ? `.${v.getDotPath(issue)}` : ''}: ${issue.message}`),
  );
}

export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(value);
  });
}

export function defineEndpoint<R extends RequestParts, S extends Schema>(
  spec: EndpointSpec<R, S>,
): Endpoint<R, S> {
  const send = async (client: ApiClient, input: EndpointInput<R>, signal?: AbortSignal) => {
    const given = input as Record<string, unknown>;
    const parts: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'headers', 'body'] as const) {
      const schema = spec.request[part];
      if (schema) parts[part] = parsePart(spec.operationId, part, schema, given[part]);
    }
    const response = await client.request(fillPath(spec.path, parts.params as Record<string, unknown>), {
      method: spec.method,
      query: parts.query as Query | undefined,
      headers: parts.headers as Record<string, string> | undefined,
      body: parts.body,
      auth: spec.auth,
      ignoreUnauthorized: spec.ignoreUnauthorized,
      ...(spec.noCache && { cache: 'no-store' as const }),
      signal,
    });
    const result = v.safeParse(spec.response, response.data);
    if (!result.success) {
      throw new ApiError({
        status: response.status,
        kind: 'invalid-response',
        message: 'The server sent a response that could not be read.',
        data: { operationId: spec.operationId, issues: result.issues.map((i) => i.message) },
      });
    }
    return { data: result.output, headers: response.headers };
  };
  return {
    ...spec,
    send,
    call: async (client, input, signal) => (await send(client, input, signal)).data,
  };
}
