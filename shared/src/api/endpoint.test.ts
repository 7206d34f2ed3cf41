/** @jest-environment node */
import * as v from 'valibot';
import { createApiClient } from './client.ts';
import { defineEndpoint, EndpointInputError, fillPath } from './endpoint.ts';
import { ApiError } from './errors.ts';

const echo = defineEndpoint({
  operationId: 'echo',
  tag: 'public',
  summary: 'test endpoint',
  method: 'POST',
  path: '/things/{kind}/items',
  request: {
    params: v.object({ kind: v.picklist(['customer', 'agent']) }),
    query: v.object({ ids: v.optional(v.array(v.string())) }),
    headers: v.object({ 'X-Org': v.string() }),
    body: v.object({ name: v.pipe(v.string(), v.minLength(1, 'name is required')) }),
  },
  response: v.object({ id: v.number() }),
});

function clientAnswering(body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const client = createApiClient({
    baseUrl: () => 'http://api.test',
    getSessionToken: () => 'jwt',
    getWalletToken: () => null,
    onNewToken: () => undefined,
    onUnauthenticated: () => undefined,
    fetch: async (url, init) => {
      calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json', 'x-addr': 'addr-1' },
      });
    },
  });
  return { client, calls };
}

const input = {
  params: { kind: 'agent' as const },
  query: { ids: ['a', 'b'] },
  headers: { 'X-Org': 'ORG1' },
  body: { name: 'pat' },
};

describe('defineEndpoint', () => {
  it('sends each validated part where it belongs and returns the validated body', async () => {
    const { client, calls } = clientAnswering({ id: 7 });
    await expect(echo.call(client, input)).resolves.toEqual({ id: 7 });
    expect(calls[0]!.url).toBe('http://api.test/things/agent/items?ids=a&ids=b');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('x-org')).toBe('ORG1');
    expect(calls[0]!.init.body).toBe('{"name":"pat"}');
  });

  it('returns response headers from send', async () => {
    const { client } = clientAnswering({ id: 7 });
    const { headers } = await echo.send(client, input);
    expect(headers.get('x-addr')).toBe('addr-1');
  });

  it('refuses input that breaks the contract before sending anything', async () => {
    const { client, calls } = clientAnswering({ id: 7 });
    const bad = { ...input, params: { kind: 'robot' as never }, body: { name: '' } };
    await expect(echo.call(client, bad)).rejects.toThrow(EndpointInputError);
    await expect(echo.call(client, bad)).rejects.toThrow(
      /params\.kind: .*; body\.name: name is required|params.kind/,
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses a response that breaks the contract', async () => {
    const { client } = clientAnswering({ id: 'seven' });
    const error = await echo.call(client, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-response',
      message: 'The server sent a response that could not be read.',
    });
  });
});

describe('fillPath', () => {
  it.each([
    ['/a/{x}/b', { x: 'one two' }, '/a/one%20two/b'],
    ['/a/{x}/{y}', { x: 1, y: 'z' }, '/a/1/z'],
    ['/plain', {}, '/plain'],
  ])('%s with %j', (template, params, path) => {
    expect(fillPath(template, params)).toBe(path);
  });

  it('names a missing parameter', () => {
    expect(() => fillPath('/a/{x}', {})).toThrow('Missing path parameter "x" for /a/{x}');
  });
});
