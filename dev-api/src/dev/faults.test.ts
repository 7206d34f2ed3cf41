/** @jest-environment node */
import { withDevApi } from '../testing/http-client.ts';

const LOGIN = '/identity/api/v2/login';

describe('failure injection (POST /__dev/faults)', () => {
  it('answers a route with the given status and errors list, only for requests carrying the match', async () => {
    await withDevApi(async (client) => {
      const added = await client.call('POST', '/__dev/faults', {
        path: LOGIN,
        method: 'post',
        match: 'faulty@example.com',
        status: 500,
        body: { errors: [{ message: 'The service is resting.' }] },
      });
      expect(added.status).toBe(201);
      expect(String(added.body.id)).toMatch(/^fault-/);
      expect(added.body.method).toBe('POST');

      const faulty = await client.call('POST', LOGIN, { email: 'faulty@example.com', password: 'x' });
      expect(faulty.status).toBe(500);
      expect(faulty.body).toEqual({ errors: [{ message: 'The service is resting.' }] });
      // Another test's request to the same route is answered as usual.
      expect((await client.login('pat.customer@example.com')).status).toBe(200);
      // Until removed, it keeps applying.
      expect((await client.call('POST', LOGIN, { email: 'faulty@example.com' })).status).toBe(500);
    });
  });

  it('sends a raw, malformed answer as JSON, and is gone after `times` requests', async () => {
    await withDevApi(async (client) => {
      await client.call('POST', '/__dev/faults', { path: '/health-of-nothing', raw: '{"jwt": ', times: 1 });
      await client.call('POST', '/__dev/faults', { path: LOGIN, status: 200, raw: '{"jwt": ', times: 1 });
      const response = await fetch(`${client.base}${LOGIN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.text()).toBe('{"jwt": ');
      // Spent: the next call is the route's own answer (no bot-check token: 400 or 401, never 200).
      expect((await client.call('POST', LOGIN, {})).status).not.toBe(200);
      expect((await client.call('GET', '/__dev/faults')).body).toEqual([
        expect.objectContaining({ path: '/health-of-nothing', hits: 0 }),
      ]);
    });
  });

  it('delays a request and then answers it as usual when only a delay is given', async () => {
    await withDevApi(async (client) => {
      await client.call('POST', '/__dev/faults', { path: '/identity/secure/api/v1/logout', delayMs: 300 });
      const started = Date.now();
      const answer = await client.call('POST', '/identity/secure/api/v1/logout', {});
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(answer.status).not.toBe(500);
    });
  });

  it('matches the query string as well as the body', async () => {
    await withDevApi(async (client) => {
      await client.call('POST', '/__dev/faults', { path: '/q', match: 'marker-1', status: 503, body: {} });
      expect((await client.call('GET', '/q?x=marker-1')).status).toBe(503);
      expect((await client.call('GET', '/q?x=other')).status).toBe(404);
    });
  });

  it.each([
    [{ status: 500 }, 'path'],
    [{ path: 'no-slash' }, 'path'],
    [{ path: '/x', status: 99 }, 'status'],
    [{ path: '/x', delayMs: 300_001 }, 'delayMs'],
    [{ path: '/x', method: 'TRACE' }, 'method'],
    [{ path: '/x', times: 0 }, 'times'],
    [{ path: '/x', surprise: true }, 'surprise'],
  ])('refuses a malformed fault %j, naming %s', async (fault, field) => {
    await withDevApi(async (client) => {
      const answer = await client.call('POST', '/__dev/faults', fault);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
      expect((await client.call('GET', '/__dev/faults')).body).toEqual([]);
    });
  });

  it('removes one fault by id, all of them, and all of them on reset', async () => {
    await withDevApi(async (client) => {
      const add = async () =>
        String((await client.call('POST', '/__dev/faults', { path: '/x', status: 500 })).body.id);
      const first = await add();
      await add();
      expect((await client.call('DELETE', `/__dev/faults/${first}`)).body).toEqual({ removed: 1 });
      expect((await client.call('DELETE', `/__dev/faults/${first}`)).status).toBe(404);
      expect((await client.call('DELETE', '/__dev/faults')).body).toEqual({ removed: 1 });
      await add();
      await client.call('POST', '/__dev/reset');
      expect((await client.call('GET', '/__dev/faults')).body).toEqual([]);
    });
  });
});
