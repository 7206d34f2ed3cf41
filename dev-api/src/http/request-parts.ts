/**
 * Turns an HTTP request into the parts an endpoint declaration describes (path
 * parameters, query, headers, body) and validates them with the declaration's own
 * schemas, so the dev API refuses exactly what the contract refuses. Query values
 * arrive as strings; when a schema wants a boolean or a number, the string form
 * is accepted too.
 */
import * as v from 'valibot';
import type { Endpoint, RequestParts } from '@lender/shared/endpoint';

export type AnyEndpoint = Endpoint<RequestParts, v.GenericSchema>;

export interface RawRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export type Validated =
  | { ok: true; parts: { params?: unknown; query?: unknown; headers?: unknown; body?: unknown } }
  | { ok: false; problems: string[] };

function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    result[key] = values.length > 1 ? values : values[0]!;
  }
  return result;
}

const coerce = (value: string | string[]): unknown => {
  if (Array.isArray(value)) return value.map(coerce);
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
};

/** Header names as the declaration spells them, whatever case the client sent. */
function declaredHeaders(schema: v.GenericSchema, headers: RawRequest['headers']): Record<string, string> {
  const entries = 'entries' in schema ? Object.keys(schema.entries as object) : [];
  const result: Record<string, string> = {};
  for (const name of entries) {
    const value = headers[name.toLowerCase()];
    if (typeof value === 'string') result[name] = value;
  }
  return result;
}

function problemsOf(part: string, issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return `${part}${path ? `.${path}` : ''}: ${issue.message}`;
  });
}

export function validateRequest(endpoint: AnyEndpoint, raw: RawRequest): Validated {
  const parts: Record<string, unknown> = {};
  const problems: string[] = [];
  const { params, query, headers, body } = endpoint.request;
  const check = (name: string, schema: v.GenericSchema | undefined, ...candidates: unknown[]) => {
    if (!schema) return;
    let last: v.SafeParseResult<v.GenericSchema> | undefined;
    for (const candidate of candidates) {
      last = v.safeParse(schema, candidate);
      if (last.success) {
        parts[name] = last.output;
        return;
      }
    }
    problems.push(...problemsOf(name, last?.issues ?? []));
  };
  check('params', params, raw.params);
  const rawQuery = queryObject(raw.query);
  check(
    'query',
    query,
    rawQuery,
    Object.fromEntries(Object.entries(rawQuery).map(([k, val]) => [k, coerce(val)])),
  );
  if (headers) check('headers', headers, declaredHeaders(headers, raw.headers));
  check('body', body, raw.body);
  return problems.length ? { ok: false, problems } : { ok: true, parts };
}
