/** @jest-environment node */
import { withListening } from '@lender/serve/test-server';
import { createDevApi } from '../server.ts';

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('dev API routing', () => {
  const login = jest.fn(
    ({ input, bearer }: { input: { body: { email: string } }; bearer: string | null }) => ({
      body: { jwt: `token-for-${input.body.email}`, bearer },
    }),
  );
  const attach = jest.fn(({ input }: { input: { query: unknown; headers: unknown } }) => ({
    body: { jwt: JSON.stringify(input) },
  }));
  const server = () =>
    createDevApi({
      allowedOrigins: [],
      handlers: {
        login: login as never,
        attachWallet: attach as never,
        brokerFigureInfo: () => {
          throw new Error('boom');
        },
      },
    });

  beforeEach(() => jest.clearAllMocks());

  it('serves the OpenAPI contract', async () => {
    await withListening(server(), async (base) => {
      const document = (await (await fetch(`${base}/openapi.json`)).json()) as {
        openapi: string;
        paths: Record<string, unknown>;
      };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths)).toContain('/identity/api/v2/login');
    });
  });

  it('passes a valid request to its handler, with header names as declared and the bearer', async () => {
    await withListening(server(), async (base) => {
      const response = await post(
        base,
        '/identity/api/v2/login',
        { email: 'pat@example.com', password: 'pw' },
        { 'x-recaptcha-token': 'local-token', authorization: 'Bearer abc' },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ jwt: 'token-for-pat@example.com', bearer: 'abc' });
    });
  });

  it('refuses input that breaks the contract with a 400 errors list, without calling the handler', async () => {
    await withListening(server(), async (base) => {
      const response = await post(base, '/identity/api/v2/login', { email: 'not-an-email' });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ message: string }> };
      expect(errors.map((e) => e.message.split(':')[0])).toEqual([
        'headers.X-Recaptcha-Token',
        'body.email',
        'body.password',
      ]);
      expect(login).not.toHaveBeenCalled();
    });
  });

  it('reads booleans and numbers from the query string', async () => {
    await withListening(server(), async (base) => {
      const response = await post(
        base,
        '/identity/api/v3/wallet/attach?signedNonceHex=ab12&defaultWallet=false',
        undefined,
        {
          'X-Identity-Token': 'session',
        },
      );
      expect(response.status).toBe(200);
      expect(JSON.parse(((await response.json()) as { jwt: string }).jwt)).toEqual({
        query: { signedNonceHex: 'ab12', defaultWallet: false },
        headers: { 'X-Identity-Token': 'session' },
      });
    });
  });

  it.each([
    [
      'a path parameter outside its list',
      'GET',
      '/identity-broker/robots/secure/api/v3/self/figureinfo',
      400,
    ],
    ['a declared endpoint with no handler yet', 'POST', '/identity/api/v1/token/send', 400],
    ['a wrong method on a declared path', 'DELETE', '/identity/api/v2/login', 405],
    ['an undeclared path', 'GET', '/nowhere', 404],
  ])('answers %s', async (_, method, path, status) => {
    await withListening(server(), async (base) => {
      expect((await fetch(`${base}${path}`, { method })).status).toBe(status);
    });
  });

  it('answers 501 for a valid request to an endpoint not implemented yet', async () => {
    await withListening(server(), async (base) => {
      const response = await post(base, '/identity/api/v1/token/send', { email: 'pat@example.com' });
      expect(response.status).toBe(501);
      expect(await response.json()).toEqual({
        errors: [{ message: 'sendToken is not implemented in the dev API yet' }],
      });
    });
  });

  it('refuses a body that is not JSON', async () => {
    await withListening(server(), async (base) => {
      const response = await post(base, '/identity/api/v2/login', '{oops');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.' }] });
    });
  });

  it('answers 500 with a readable message when a handler fails', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await withListening(server(), async (base) => {
      const response = await fetch(`${base}/identity-broker/agent/secure/api/v3/self/figureinfo`, {
        headers: { 'X-Auth0-Application-Name': 'sign-in' },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        errors: [{ message: 'The dev API failed while answering this request.' }],
      });
    });
  });
});
