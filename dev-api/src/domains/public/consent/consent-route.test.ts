/** @jest-environment node */
import { withApi } from '../test-api.ts';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { CONSENT_SCRIPT_PATH, consentScript, consentScriptSource } from './consent-route.ts';

/** A GET with exactly these headers (fetch always asks for gzip and unpacks it). */
function get(base: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${base}${CONSENT_SCRIPT_PATH}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('GET /consent/consent-banner.js', () => {
  it('serves the stand-in script as JavaScript', async () => {
    await withApi(async (api) => {
      const answer = await api.fetch(CONSENT_SCRIPT_PATH);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(answer.text).toBe(consentScript());
      expect(answer.text).toContain('window.LenderConsent');
    });
  });

  it('is the source minified, as a vendor serves its script', () => {
    const served = consentScript();
    expect(served.length).toBeLessThan(consentScriptSource().length * 0.6);
    expect(served).not.toContain('/*');
    expect(served).toContain('lender-consent-change');
  });

  it('is gzipped for a browser that accepts it, and plain for one that does not', async () => {
    await withApi(async (api) => {
      const gzipped = await get(api.base, { 'accept-encoding': 'gzip, deflate, br' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(gzipped.body).toString('utf8')).toBe(consentScript());
      const plain = await get(api.base, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(consentScript());
    });
  });

  it('is served in production too, since it stands in for a third party', async () => {
    await withApi(
      async (api) => {
        expect((await api.fetch(CONSENT_SCRIPT_PATH)).status).toBe(200);
      },
      { devRoutes: false },
    );
  });

  it('answers nothing else under /consent/, and only GET', async () => {
    await withApi(async (api) => {
      expect((await api.fetch('/consent/other.js')).status).toBe(404);
      expect((await api.fetch(`${CONSENT_SCRIPT_PATH}/x`)).status).toBe(404);
      expect((await api.postJson(CONSENT_SCRIPT_PATH)).status).toBe(404);
    });
  });
});
