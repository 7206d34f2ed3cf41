import { withListening } from '@lender/serve/test-server';
import { createDevApi } from './server.ts';

const allowed = 'http://127.0.0.1:3000';

const withApi = (run: (base: string) => Promise<void>) =>
  withListening(createDevApi({ allowedOrigins: [allowed] }), run);

describe('dev API server', () => {
  it('answers /health', async () => {
    await withApi(async (base) => {
      const response = await fetch(`${base}/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', app: 'dev-api' });
    });
  });

  it('allows credentialed calls from the product origins and exposes the custom headers', async () => {
    await withApi(async (base) => {
      const preflight = await fetch(`${base}/identity/api/v2/login`, {
        method: 'OPTIONS',
        headers: {
          origin: allowed,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-recaptcha-token',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(allowed);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-recaptcha-token');
      const health = await fetch(`${base}/health`, { headers: { origin: allowed } });
      expect(health.headers.get('access-control-expose-headers')).toBe(
        'authorization, x-addr, x-grp, retry-after',
      );
    });
  });

  it('grants nothing to other origins', async () => {
    await withApi(async (base) => {
      const response = await fetch(`${base}/health`, { headers: { origin: 'https://evil.example' } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('answers unknown routes with a 404 and an errors list', async () => {
    await withApi(async (base) => {
      const response = await fetch(`${base}/nope`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ errors: [{ message: 'No route for GET /nope' }] });
    });
  });

  it('answers 400 for a bad percent-encoding in a path, not 500', async () => {
    await withApi(async (base) => {
      const response = await fetch(`${base}/ft/%E0%A4%A/session`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: 'The request path is not valid percent-encoding.' }],
      });
    });
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', ''])(
    'refuses a body sent as %j with 415: a cross-site post skips the preflight',
    async (type) => {
      await withApi(async (base) => {
        const response = await fetch(`${base}/identity/api/v2/login`, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body: JSON.stringify({ email: 'pat.customer@example.com', password: 'x' }),
        });
        expect(response.status).toBe(415);
      });
    },
  );

  it('refuses a form post to an API endpoint with 415 (forms are for its own pages)', async () => {
    await withApi(async (base) => {
      const response = await fetch(`${base}/identity/api/v2/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=pat.customer%40example.com&password=x',
      });
      expect(response.status).toBe(415);
    });
  });
});
