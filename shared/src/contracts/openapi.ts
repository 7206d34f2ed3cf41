/**
 * The OpenAPI 3.1 contract of every call the front end makes, generated from the
 * endpoint declarations in ../api/endpoints (the same valibot schemas the fetchers
 * validate with). The dev API serves it at /openapi.json and validates its own
 * requests and responses against these schemas in its tests.
 *
 * Imported by servers and tests only (`@lender/shared/openapi`), never by a page.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { endpoints } from '../api/endpoints/index.ts';
import type { Endpoint, RequestParts } from '../api/endpoint.ts';

type JsonSchema = Record<string, unknown>;
type AnyEndpoint = Endpoint<RequestParts, v.GenericSchema>;

const schemaOf = (schema: v.GenericSchema): JsonSchema => {
  const { $schema: _, ...rest } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;
  return rest;
};

function parametersOf(endpoint: AnyEndpoint): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const location of ['params', 'query', 'headers'] as const) {
    const part = endpoint.request[location];
    if (!part) continue;
    const json = schemaOf(part) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      parameters.push({
        name,
        in: location === 'params' ? 'path' : location === 'query' ? 'query' : 'header',
        required: location === 'params' || (json.required ?? []).includes(name),
        schema,
        ...(schema.type === 'array' ? { style: 'form', explode: true } : {}),
      });
    }
  }
  return parameters;
}

const errorResponse = {
  description: 'An error, with an `errors` list of readable messages or a `message`.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
};

function operationOf(endpoint: AnyEndpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = {
    '200': {
      description: 'Success',
      ...(endpoint.responseHeaders?.length
        ? {
            headers: Object.fromEntries(
              endpoint.responseHeaders.map((h) => [h, { schema: { type: 'string' } }]),
            ),
          }
        : {}),
      content: { 'application/json': { schema: schemaOf(endpoint.response) } },
    },
  };
  for (const status of [400, 401, 403, 429, ...(endpoint.errorStatuses ?? [])])
    responses[String(status)] = errorResponse;
  return {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    parameters: parametersOf(endpoint),
    ...(endpoint.request.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.request.body) } },
          },
        }
      : {}),
    responses,
    security: endpoint.auth === 'none' ? [] : [{ bearer: [] }],
  };
}

export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of Object.values(endpoints) as AnyEndpoint[]) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: "The lender's API, as the sign-in front end uses it",
      version: '0.1.0',
      description: 'Generated from shared/src/api/endpoints. Served by the dev API at /openapi.json.',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            message: { type: 'string' },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
            },
          },
        },
      },
    },
  };
}
