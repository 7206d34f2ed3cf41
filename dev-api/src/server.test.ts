import { withListening } from '@lender/tooling/test-server';
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
});
