/** @jest-environment node */
import { endpoints } from '../api/endpoints/index.ts';
import { buildOpenApiDocument } from './openapi.ts';

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
};

const document = buildOpenApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

describe('the OpenAPI contract', () => {
  it('is OpenAPI 3.1 and lists every endpoint once', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(operations.map((o) => o.operation.operationId).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it.each(Object.values(endpoints).map((e) => [e.operationId, e] as const))(
    '%s is at its method and path',
    (_, endpoint) => {
      expect(document.paths[endpoint.path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(
        endpoint.operationId,
      );
    },
  );

  it('documents the login body, the bot-check header and every error status', () => {
    const login = document.paths['/identity/api/v2/login']!.post!;
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties!)).toEqual([
      'email',
      'password',
      'telemetryTrackingId',
    ]);
    expect(login.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Recaptcha-Token', in: 'header', required: true }),
    );
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
  });

  it('documents the wallet address headers of the identity call', () => {
    const identity = document.paths['/identity/secure/api/v1/identity']!.get!;
    expect(Object.keys(identity.responses['200']!.headers!)).toEqual(['x-addr', 'x-grp']);
  });
});
